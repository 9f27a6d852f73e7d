import type { SessionUser } from '../../sessions/index.js';

/** SetReviewVisibility: the teacher hides a review of theirs, or shows it again. */
export class SetReviewVisibilityCommand {
  constructor(
    readonly caller: SessionUser,
    readonly studentId: string,
    readonly hidden: boolean,
  ) {}
}
