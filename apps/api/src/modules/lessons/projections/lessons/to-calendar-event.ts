import { it, type CalendarEvent } from '@lavagna/contracts';
import type { LessonRow } from './lessons.query.js';

/** A lesson in full, as its student and the teacher see it (a deleted student's past lessons keep their place). */
export const toCalendarEvent = (row: LessonRow): CalendarEvent => ({
  _id: row.id,
  kind: 'lesson',
  title: `Lezione di ${row.student_name ?? it.account.erased}`,
  start: row.start_at.toISOString(),
  end: row.end_at.toISOString(),
  isGoogleEvent: false,
  studentId: row.student_id,
  studentName: row.student_name ?? it.account.erased,
  status: row.status === 'held' ? 'held' : 'booked',
  holdExpiresAt: row.hold_expires_at?.toISOString() ?? null,
  ...(row.series_until ? { seriesUntil: row.series_until } : {}),
  bookingCreation: { date: row.booked_at.toISOString(), userId: row.booked_by },
  payment: {
    isPaid: row.paid_at !== null,
    date: row.paid_at?.toISOString() ?? null,
    userId: row.paid_by,
    paymentId: row.payment_id,
  },
});

/** Somebody else's lesson as a student sees it: a grey block, nobody's name or id. */
export const toBusyBlock = (row: LessonRow, index: number): CalendarEvent => ({
  _id: `busy-${index}`,
  kind: 'busy',
  title: it.calendar.notAvailable,
  start: row.start_at.toISOString(),
  end: row.end_at.toISOString(),
  isGoogleEvent: false,
  studentId: null,
  studentName: null,
  status: 'booked',
  holdExpiresAt: null,
  bookingCreation: null,
  payment: null,
});
