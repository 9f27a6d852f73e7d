import type { CalendarEvent } from '@lavagna/contracts';

/** A booked, unpaid lesson of Marco Rossi (s1), as the calendar's API gives it; a spec overrides what it is about. */
export const lessonEvent = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  _id: 'e1',
  kind: 'lesson',
  title: 'Lezione di Marco Rossi',
  start: '2026-03-03T09:00:00.000Z',
  end: '2026-03-03T10:00:00.000Z',
  isGoogleEvent: false,
  studentId: 's1',
  studentName: 'Marco Rossi',
  status: 'booked',
  holdExpiresAt: null,
  bookingCreation: { date: '2026-03-01T10:00:00.000Z', userId: 't1' },
  payment: { isPaid: false, date: null, userId: null, paymentId: null },
  ...over,
});
