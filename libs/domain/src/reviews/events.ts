import type { Actor, DomainEvent } from '../shared/types.js';

/**
 * A student's review, once per student. `name`, `description` and `text` are the student's
 * personal data: sealed in the log with their key, unreadable once the account is erased.
 */
export type ReviewSubmitted = DomainEvent<
  'ReviewSubmitted',
  { studentId: string; teacherId: string; name: string; description: string; text: string; submittedAt: string; by: Actor }
>;

/** The teacher puts the review at `rank` on the home page (1 first). */
export type ReviewRanked = DomainEvent<'ReviewRanked', { studentId: string; teacherId: string; rank: number; rankedAt: string; by: Actor }>;

/** The teacher takes the review off the home page (it stays on /recensioni). */
export type ReviewUnranked = DomainEvent<'ReviewUnranked', { studentId: string; teacherId: string; unrankedAt: string; by: Actor }>;

/** The teacher hides the review: it shows nowhere public. */
export type ReviewHidden = DomainEvent<'ReviewHidden', { studentId: string; teacherId: string; hiddenAt: string; by: Actor }>;

/** The teacher shows a hidden review again. */
export type ReviewShown = DomainEvent<'ReviewShown', { studentId: string; teacherId: string; shownAt: string; by: Actor }>;

export type ReviewEvent = ReviewSubmitted | ReviewRanked | ReviewUnranked | ReviewHidden | ReviewShown;

/** One review per student: its stream is the student's. */
export const reviewStreamName = (studentId: string): string => `review-${studentId}`;
