import type { DomainCommand } from '../shared/types.js';

/**
 * The student sends their review. `classesDone`: the lessons they have done now, which the
 * handler counts (`classesDone` of the lessons) before the decision.
 */
export type SubmitReview = DomainCommand<
  'SubmitReview',
  { studentId: string; teacherId: string; name: string; description: string; text: string; classesDone: number }
>;

/** The review's teacher ranks it (1 first on the home page), or unranks it with null. */
export type RankReview = DomainCommand<'RankReview', { studentId: string; rank: number | null }>;

/** The review's teacher hides it, or shows it again. */
export type SetReviewVisibility = DomainCommand<'SetReviewVisibility', { studentId: string; hidden: boolean }>;

export type ReviewCommand = SubmitReview | RankReview | SetReviewVisibility;
