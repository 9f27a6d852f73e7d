import type { ReviewSubmission } from '@lavagna/contracts';
import type { SessionUser } from '../../sessions/index.js';

/** SubmitReview: the signed-in student sends their one review. */
export class SubmitReviewCommand {
  constructor(
    readonly caller: SessionUser,
    readonly review: ReviewSubmission,
  ) {}
}
