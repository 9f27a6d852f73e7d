import type { LessonAtCapture, LessonFacts } from '@lavagna/domain';
import type { LessonRow } from '../lessons/index.js';

/** A lesson row as the order decider sees it. */
export const toLessonFacts = (row: LessonRow, now: Date): LessonFacts => ({
  lessonId: row.id,
  bookingId: row.booking_id,
  studentId: row.student_id,
  start: row.start_at.toISOString(),
  end: row.end_at.toISOString(),
  active: row.status === 'booked' || (row.status === 'held' && row.hold_expires_at !== null && row.hold_expires_at > now),
  isPaid: row.paid_at !== null,
});

/**
 * A lesson row as a capture's record sees it: still the student's while held (even past its
 * hold: until released, its slot is kept) or booked; released or cancelled, it is gone.
 */
export const toLessonAtCapture = (row: LessonRow): LessonAtCapture => ({
  lessonId: row.id,
  studentId: row.student_id,
  reserved: row.status === 'held' || row.status === 'booked',
  isPaid: row.paid_at !== null,
});
