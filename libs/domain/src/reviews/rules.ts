/** A student may review after this many lessons done. */
export const MIN_CLASSES_FOR_REVIEW = 3;

export const ReviewErrors = {
  alreadySent: 'REVIEW.ALREADY_SENT',
  notAllowed: 'REVIEW.NOT_ALLOWED',
  notFound: 'REVIEW.NOT_FOUND',
  rankInvalid: 'REVIEW.RANK_INVALID',
  forbidden: 'AUTH.FORBIDDEN',
} as const;

/** Why a student may not send a review now: what `reviewProblem` answers. */
export type ReviewProblem = (typeof ReviewErrors)['alreadySent' | 'notAllowed'];

/**
 * Whether a student may send their review: once only (a thank-you once sent), and only after
 * MIN_CLASSES_FOR_REVIEW lessons done. The code of the first rule broken, or null. What the
 * student app asks before offering the page; the decider refuses with the same codes.
 */
export const reviewProblem = ({ classesDone, reviewSent }: { classesDone: number; reviewSent: boolean }): ReviewProblem | null => {
  if (reviewSent) return ReviewErrors.alreadySent;
  if (classesDone < MIN_CLASSES_FOR_REVIEW) return ReviewErrors.notAllowed;
  return null;
};

/** Whether a rank is one the teacher may give: a whole number from 1. */
export const isReviewRank = (rank: number): boolean => Number.isInteger(rank) && rank >= 1;
