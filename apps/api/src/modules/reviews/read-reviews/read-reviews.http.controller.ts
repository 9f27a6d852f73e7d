import { Controller, Get } from '@nestjs/common';
import type { PublicReview } from '@lavagna/contracts';
import { UsersQuery } from '../../accounts/index.js';
import { ReviewsQuery } from '../projections/reviews/reviews.query.js';

/** GET /api/reviews: the site teacher's reviews anyone may read. */
@Controller('reviews')
export class ReadReviewsController {
  constructor(
    private readonly users: UsersQuery,
    private readonly reviews: ReviewsQuery,
  ) {}

  /** Not hidden, in submission order (the pages order them: `reviewsInPageOrder`, `reviewsForHome`). */
  @Get()
  async list(): Promise<PublicReview[]> {
    const teacher = await this.users.teacher();
    return teacher ? this.reviews.publicOf(teacher.userId) : [];
  }
}
