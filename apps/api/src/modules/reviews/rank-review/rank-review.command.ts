import type { SessionUser } from '../../sessions/index.js';

/** RankReview: the teacher puts a review of theirs at a rank on the home page, or takes it off (null). */
export class RankReviewCommand {
  constructor(
    readonly caller: SessionUser,
    readonly studentId: string,
    readonly rank: number | null,
  ) {}
}
