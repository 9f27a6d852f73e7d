import type { Actor } from '../shared/types.js';
import { cancellationIsTold, reminderMarks, reminderStillUseful, teacherAlertFor } from './notices.js';

const student: Actor = { userId: 's-1', role: 'student' };
const teacher: Actor = { userId: 't-1', role: 'teacher' };
const system: Actor = { userId: 'system', role: 'system' };

describe('when a lesson is booked', () => {
  const start = '2026-03-28T15:00:00.000Z';
  it('gets a reminder 48 hours and one an hour before it', () => {
    expect(reminderMarks(start, '2026-03-20T10:00:00.000Z')).toEqual([
      { kind: '48h', dueAt: '2026-03-26T15:00:00.000Z' },
      { kind: '1h', dueAt: '2026-03-28T14:00:00.000Z' },
    ]);
  });
  it('gets no 48-hour reminder when booked closer than 48 hours', () => {
    expect(reminderMarks(start, '2026-03-26T15:00:00.000Z').map((m) => m.kind)).toEqual(['1h']);
  });
  it('gets none when booked within the hour', () => {
    expect(reminderMarks(start, '2026-03-28T14:00:00.000Z')).toEqual([]);
  });
  it('keeps the hour across the change to summer time (the marks are instants, not wall-clock times)', () => {
    // Sunday 29 March 2026, 10:00 in Rome is 08:00 UTC; the clocks went forward at 02:00.
    const [first] = reminderMarks('2026-03-29T08:00:00.000Z', '2026-03-20T10:00:00.000Z');
    expect(first).toEqual({ kind: '48h', dueAt: '2026-03-27T08:00:00.000Z' });
  });
});

describe('when a reminder fell due while the server was down', () => {
  const start = '2026-03-28T15:00:00.000Z';
  it('is still sent if its lesson has not begun', () => {
    expect(reminderStillUseful('1h', start, new Date('2026-03-28T14:59:00.000Z'))).toBe(true);
    expect(reminderStillUseful('48h', start, new Date('2026-03-27T15:00:00.000Z'))).toBe(true);
  });
  it('is not sent once the lesson has begun', () => {
    expect(reminderStillUseful('1h', start, new Date('2026-03-28T15:00:00.000Z'))).toBe(false);
  });
  it('gives way to the one-hour reminder when that one is due too', () => {
    expect(reminderStillUseful('48h', start, new Date('2026-03-28T14:10:00.000Z'))).toBe(false);
  });
});

describe("the teacher's alerts", () => {
  it("follow a student's sign-up, payment, move and cancellation", () => {
    expect(teacherAlertFor('UserRegistered', student)).toBe('newUser');
    expect(teacherAlertFor('OrderCaptured', student)).toBe('newBooking');
    expect(teacherAlertFor('OrderCaptured', system)).toBe('newBooking');
    expect(teacherAlertFor('LessonMoved', student)).toBe('updateBooking');
    expect(teacherAlertFor('LessonCancelled', student)).toBe('cancelBooking');
    expect(teacherAlertFor('LessonCancelledWithCoupon', student)).toBe('cancelBooking');
    expect(teacherAlertFor('AccountDeleted', student)).toBe('cancelUser');
  });
  it("are not sent for the teacher's own actions", () => {
    for (const type of ['UserRegistered', 'OrderCaptured', 'LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'AccountDeleted']) {
      expect(teacherAlertFor(type, teacher)).toBeNull();
    }
  });
  it('are not sent for what is no booking change', () => {
    expect(teacherAlertFor('LessonsReleased', system)).toBeNull();
    expect(teacherAlertFor('LessonsBooked', student)).toBeNull();
    expect(teacherAlertFor('LessonCancelled', student, 'account-deleted')).toBeNull();
  });
  it('are not sent when the student gives back a lesson held for payment and never paid', () => {
    expect(teacherAlertFor('LessonCancelled', student, 'hold-given-back')).toBeNull();
  });
});

describe('when a lesson is cancelled', () => {
  it('is told of an ordinary cancellation only: not of a departure, not of a hold given back', () => {
    expect(cancellationIsTold(undefined)).toBe(true);
    expect(cancellationIsTold('account-deleted')).toBe(false);
    expect(cancellationIsTold('hold-given-back')).toBe(false);
  });
});
