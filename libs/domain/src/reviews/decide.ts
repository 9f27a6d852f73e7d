import { assertNever, DomainError, type Actor } from '../shared/types.js';
import type { ReviewCommand } from './commands.js';
import type { ReviewEvent } from './events.js';
import { isReviewRank, reviewProblem, ReviewErrors } from './rules.js';
import type { ReviewState } from './state.js';

const refuse = (code: string): never => {
  throw new DomainError(code);
};

/** The review, if the actor is its teacher; refused otherwise. */
const asItsTeacher = (state: ReviewState, by: Actor) => {
  if (state.status !== 'Sent') return refuse(ReviewErrors.notFound);
  if (by.role !== 'teacher' || by.userId !== state.teacherId) refuse(ReviewErrors.forbidden);
  return state;
};

/**
 * Decides on a student's review stream: sent once, by the student themself, after enough lessons
 * done; ranked, unranked, hidden and shown by its teacher only. A change that changes nothing
 * records nothing. The stream's version lets one of two simultaneous submissions through.
 */
export const decideReview = (command: ReviewCommand, state: ReviewState): ReviewEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  switch (command.type) {
    case 'SubmitReview': {
      const { classesDone, ...data } = command.data;
      if (by.role !== 'student' || by.userId !== data.studentId) refuse(ReviewErrors.forbidden);
      const problem = reviewProblem({ classesDone, reviewSent: state.status !== 'Empty' });
      if (problem) refuse(problem);
      return [{ type: 'ReviewSubmitted', data: { ...data, submittedAt: at, by } }];
    }
    case 'RankReview': {
      const review = asItsTeacher(state, by);
      const { rank } = command.data;
      const { studentId, teacherId } = review;
      if (rank === review.rank) return [];
      if (rank === null) return [{ type: 'ReviewUnranked', data: { studentId, teacherId, unrankedAt: at, by } }];
      if (!isReviewRank(rank)) refuse(ReviewErrors.rankInvalid);
      return [{ type: 'ReviewRanked', data: { studentId, teacherId, rank, rankedAt: at, by } }];
    }
    case 'SetReviewVisibility': {
      const review = asItsTeacher(state, by);
      const { hidden } = command.data;
      const { studentId, teacherId } = review;
      if (hidden === review.hidden) return [];
      return hidden
        ? [{ type: 'ReviewHidden', data: { studentId, teacherId, hiddenAt: at, by } }]
        : [{ type: 'ReviewShown', data: { studentId, teacherId, shownAt: at, by } }];
    }
    default:
      return assertNever(command);
  }
};
