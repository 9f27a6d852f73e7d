import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminReview } from '@lavagna/contracts';
import { ReviewsQuery } from '../projections/reviews/reviews.query.js';
import { REVIEW_STREAM, type ReviewStream } from '../streams.js';
import { teachersReview } from '../teachers-review.js';
import { SetReviewVisibilityCommand } from './set-review-visibility.command.js';

@CommandHandler(SetReviewVisibilityCommand)
export class SetReviewVisibilityHandler implements ICommandHandler<SetReviewVisibilityCommand, AdminReview> {
  constructor(
    private readonly reviews: ReviewsQuery,
    @Inject(REVIEW_STREAM) private readonly stream: ReviewStream,
  ) {}

  async execute({ caller, studentId, hidden }: SetReviewVisibilityCommand): Promise<AdminReview> {
    await teachersReview(this.reviews, caller, studentId);
    await this.stream.execute('SetReviewVisibility', { studentId, hidden }, caller);
    return teachersReview(this.reviews, caller, studentId);
  }
}
