import { assertNever } from '../shared/types.js';
import type { ReviewEvent } from './events.js';

export type ReviewState =
  | { status: 'Empty' }
  | { status: 'Sent'; studentId: string; teacherId: string; rank: number | null; hidden: boolean };

export const initialReviewState = (): ReviewState => ({ status: 'Empty' });

export const evolveReview = (state: ReviewState, event: ReviewEvent): ReviewState => {
  const { type, data } = event;
  switch (type) {
    case 'ReviewSubmitted':
      return { status: 'Sent', studentId: data.studentId, teacherId: data.teacherId, rank: null, hidden: false };
    case 'ReviewRanked':
      return state.status === 'Sent' ? { ...state, rank: data.rank } : state;
    case 'ReviewUnranked':
      return state.status === 'Sent' ? { ...state, rank: null } : state;
    case 'ReviewHidden':
      return state.status === 'Sent' ? { ...state, hidden: true } : state;
    case 'ReviewShown':
      return state.status === 'Sent' ? { ...state, hidden: false } : state;
    default:
      return assertNever(type);
  }
};
