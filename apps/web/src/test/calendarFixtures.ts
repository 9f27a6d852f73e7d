import type { CalendarEvent } from '@lavagna/contracts';

/** A signed-in student as GET /api/users/validate returns it. */
export const studentProfile = (over: Record<string, unknown> = {}) => ({
  isAuthenticated: true,
  _id: 's1',
  userId: 's1',
  teacherId: 't1',
  identity: 'student',
  email: 'marco@example.it',
  name: 'Marco',
  surname: 'Rossi',
  fullName: 'Marco Rossi',
  linkMeet: '',
  hourlyRate: 25,
  classesDone: 0,
  reviewSent: false,
  personalSettings: { isEmailConfirmed: true },
  ...over,
});

/** A lesson of the student; `start`/`end` are UTC instants. */
export const lesson = (id: string, start: string, end: string, paid: boolean): CalendarEvent => ({
  _id: id,
  kind: 'lesson',
  title: 'Lezione di Marco Rossi',
  start,
  end,
  isGoogleEvent: false,
  studentId: 's1',
  studentName: 'Marco Rossi',
  status: 'booked',
  holdExpiresAt: null,
  bookingCreation: { date: '2026-03-20T10:00:00.000Z', userId: 's1' },
  payment: paid
    ? { isPaid: true, date: '2026-03-20T10:05:00.000Z', userId: 's1', paymentId: 'PAYPAL-123' }
    : { isPaid: false, date: null, userId: null, paymentId: null },
});

/** The teacher works every day from 08:00 to 23:00. */
export const allDay = { teacherId: 't1', availability: Array.from({ length: 7 }, () => [480, 1380]), paymentDay: 20 };
