export { ReviewsModule } from './reviews.module.js';
export { ReviewsQuery } from './projections/reviews/reviews.query.js';
