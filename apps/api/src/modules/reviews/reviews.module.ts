import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { SessionsModule } from '../sessions/index.js';
import { ConsoleReviewsController } from './console-reviews/console-reviews.http.controller.js';
import { reviewsProjection } from './projections/reviews/reviews.projection.js';
import { ReviewsQuery } from './projections/reviews/reviews.query.js';
import { reviewsTables } from './projections/reviews/reviews.tables.js';
import { RankReviewHandler } from './rank-review/rank-review.handler.js';
import { RankReviewController } from './rank-review/rank-review.http.controller.js';
import { ReadReviewsController } from './read-reviews/read-reviews.http.controller.js';
import { SetReviewVisibilityHandler } from './set-review-visibility/set-review-visibility.handler.js';
import { SetReviewVisibilityController } from './set-review-visibility/set-review-visibility.http.controller.js';
import { reviewStream } from './streams.js';
import { SubmitReviewHandler } from './submit-review/submit-review.handler.js';
import { SubmitReviewController } from './submit-review/submit-review.http.controller.js';

const commandHandlers = [SubmitReviewHandler, RankReviewHandler, SetReviewVisibilityHandler];
const queries = [ReviewsQuery];
const controllers = [ReadReviewsController, SubmitReviewController, ConsoleReviewsController, RankReviewController, SetReviewVisibilityController];

/** The students' reviews: sent once after the third lesson, read by anyone, ranked and hidden in the console. */
@Module({
  imports: [AccountsModule, SessionsModule],
  providers: [reviewStream, ...commandHandlers, ...queries],
  controllers,
  exports: [...queries],
})
export class ReviewsModule {
  static projections = [reviewsProjection];
  static readModels = [reviewsTables];
}
