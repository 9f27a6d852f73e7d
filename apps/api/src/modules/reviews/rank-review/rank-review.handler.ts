import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminReview } from '@lavagna/contracts';
import { ReviewsQuery } from '../projections/reviews/reviews.query.js';
import { REVIEW_STREAM, type ReviewStream } from '../streams.js';
import { teachersReview } from '../teachers-review.js';
import { RankReviewCommand } from './rank-review.command.js';

@CommandHandler(RankReviewCommand)
export class RankReviewHandler implements ICommandHandler<RankReviewCommand, AdminReview> {
  constructor(
    private readonly reviews: ReviewsQuery,
    @Inject(REVIEW_STREAM) private readonly stream: ReviewStream,
  ) {}

  async execute({ caller, studentId, rank }: RankReviewCommand): Promise<AdminReview> {
    await teachersReview(this.reviews, caller, studentId);
    await this.stream.execute('RankReview', { studentId, rank }, caller);
    return teachersReview(this.reviews, caller, studentId);
  }
}
