import { decideReview, evolveReview, initialReviewState, reviewStreamName, type ReviewCommand, type ReviewEvent, type ReviewState } from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/**
 * Review commands against the student's `review-{id}` stream. A conflict is decided again on the
 * fresh stream: of two submissions at once, the second then finds the first and is refused.
 */
export const reviewDecider: StreamDecider<ReviewCommand, ReviewEvent, ReviewState> = {
  decide: decideReview,
  evolve: evolveReview,
  initialState: initialReviewState,
  mapToStreamId: reviewStreamName,
  streamIdOf: (data) => data.studentId,
  retryOnConflict: () => true,
};

export const REVIEW_STREAM = Symbol('REVIEW_STREAM');
export type ReviewStream = DeciderStream<ReviewCommand, ReviewEvent, ReviewState>;
export const reviewStream = deciderStreamProvider(REVIEW_STREAM, reviewDecider);
