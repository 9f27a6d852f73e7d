import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { WeekAvailability } from '../availability/availability.js';
import type { Actor } from '../shared/types.js';
import { addDays, atRome } from '../time/rome.js';
import type { BookingCommand } from './commands.js';
import { decideBooking } from './decide.js';
import type { BookedLesson, BookingEvent, LessonsBooked, PaidLesson } from './events.js';
import { MAX_HELD_LESSONS, type CalendarContext } from './rules.js';
import { evolveBooking, initialBookingState } from './state.js';

const spec = deciderSpec({ decide: decideBooking, evolve: evolveBooking, initialState: initialBookingState });

const EVERY_DAY: WeekAvailability = Array.from({ length: 7 }, () => [480, 1380] as [number, number]);
const student: Actor = { userId: 'student-1', role: 'student' };
const teacher: Actor = { userId: 'teacher-1', role: 'teacher' };
/** Wednesday 25 March 2026, 11:00 in Rome. */
const NOW = atRome('2026-03-25', 11 * 60);

const lesson = (day: string, startMinute: number, minutes = 60): BookedLesson => ({
  lessonId: randomUUID(),
  start: atRome(day, startMinute).toISOString(),
  end: atRome(day, startMinute + minutes).toISOString(),
});
const context = (over: Partial<CalendarContext> = {}): CalendarContext => ({ availability: EVERY_DAY, busy: [], studentDays: [], ...over });

const book = (lessons: BookedLesson[], by: Actor = student, over: Partial<CalendarContext> = {}, now = NOW, emailConfirmed = true, heldLessons = 0): BookingCommand => ({
  type: 'BookLessons',
  data: { bookingId: 'b-1', teacherId: 'teacher-1', studentId: 'student-1', studentName: 'Marco Rossi', emailConfirmed, heldLessons, lessons, context: context(over) },
  metadata: { now, by },
});

const booked = (lessons: BookedLesson[], by: Actor = teacher): LessonsBooked => ({
  type: 'LessonsBooked',
  data: {
    bookingId: 'b-1',
    teacherId: 'teacher-1',
    studentId: 'student-1',
    studentName: 'Marco Rossi',
    lessons,
    holdExpiresAt: by.role === 'teacher' ? null : new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    bookedAt: NOW.toISOString(),
    by,
  },
});

describe('booking lessons', () => {
  describe('when a student books', () => {
    it('holds the lessons for 15 minutes for payment', () => {
      const lessons = [lesson('2026-03-26', 15 * 60), lesson('2026-03-27', 16 * 60, 120)];
      spec([]).when(book(lessons)).then([{ ...booked(lessons, student) }]);
    });

    it('needs a confirmed e-mail', () => {
      spec([]).when(book([lesson('2026-03-26', 900)], student, {}, NOW, false)).thenThrows('CALENDAR.EMAIL_NOT_CONFIRMED');
    });
  });

  describe('the lessons a student holds awaiting payment', () => {
    const days = (count: number) => Array.from({ length: count }, (_, i) => lesson(addDays('2026-03-26', i), 900));

    it(`holds at most ${MAX_HELD_LESSONS} at once, counting the holds the student already has`, () => {
      expect(MAX_HELD_LESSONS).toBe(6);
      const six = days(6);
      spec([]).when(book(six)).then([booked(six, student)]);
      spec([]).when(book(days(7))).thenThrows('CALENDAR.TOO_MANY_HELD');
      const two = days(2);
      spec([]).when(book(two, student, {}, NOW, true, 4)).then([booked(two, student)]);
      spec([]).when(book(days(3), student, {}, NOW, true, 4)).thenThrows('CALENDAR.TOO_MANY_HELD');
      spec([]).when(book(days(1), student, {}, NOW, true, 6)).thenThrows('CALENDAR.TOO_MANY_HELD');
    });

    it('refuses with 409, before looking at the slots', () => {
      expect(() => decideBooking(book(days(7), student, { busy: [days(1)[0]!] }), initialBookingState())).toThrow(
        expect.objectContaining({ code: 'CALENDAR.TOO_MANY_HELD' }),
      );
    });

    it("does not bound the teacher's bookings for a student: unpaid, not held", () => {
      const ten = days(10);
      spec([]).when(book(ten, teacher, {}, NOW, true, 6)).then([booked(ten, teacher)]);
    });
  });

  describe('when the teacher books for a student', () => {
    it('books without a hold, unpaid, even before the student confirmed the e-mail', () => {
      const lessons = [lesson('2026-03-26', 900)];
      spec([]).when(book(lessons, teacher, {}, NOW, false)).then([booked(lessons, teacher)]);
    });
  });

  describe('the shape of a lesson', () => {
    it.each([
      ['30 minutes', 900, 30, 'CALENDAR.BAD_DURATION'],
      ['150 minutes', 900, 150, 'CALENDAR.BAD_DURATION'],
      ['75 minutes', 900, 75, 'CALENDAR.BAD_DURATION'],
      ['a start off the half hour', 915, 60, 'CALENDAR.OUTSIDE_GRID'],
      ['a start before 08:00', 450, 60, 'CALENDAR.OUTSIDE_GRID'],
      ['an end after 23:00', 1350, 60, 'CALENDAR.OUTSIDE_GRID'],
    ])('refuses %s', (_name, start, minutes, code) => {
      spec([]).when(book([lesson('2026-03-26', start as number, minutes as number)])).thenThrows(code as string);
    });

    it('accepts 60, 90 and 120 minutes, the last one ending at 23:00', () => {
      const lessons = [lesson('2026-03-26', 480, 60), lesson('2026-03-27', 600, 90), lesson('2026-03-28', 1260, 120)];
      spec([]).when(book(lessons)).then([booked(lessons, student)]);
    });
  });

  describe('the horizon', () => {
    it('refuses today and accepts tomorrow', () => {
      spec([]).when(book([lesson('2026-03-25', 15 * 60)])).thenThrows('CALENDAR.OUTSIDE_HORIZON');
      const tomorrow = [lesson('2026-03-26', 8 * 60)];
      spec([]).when(book(tomorrow)).then([booked(tomorrow, student)]);
    });

    it('accepts 90 days after tomorrow and refuses the day after', () => {
      const last = [lesson('2026-06-24', 10 * 60)];
      spec([]).when(book(last)).then([booked(last, student)]);
      spec([]).when(book([lesson('2026-06-25', 10 * 60)])).thenThrows('CALENDAR.OUTSIDE_HORIZON');
    });

    it('counts tomorrow in Rome: at 00:30 Rome (still the previous day in UTC) tomorrow is the next Rome day', () => {
      const now = atRome('2026-03-26', 30); // 25 March 23:30 UTC
      spec([]).when(book([lesson('2026-03-26', 15 * 60)], student, {}, now)).thenThrows('CALENDAR.OUTSIDE_HORIZON');
      const ok = [lesson('2026-03-27', 15 * 60)];
      spec([]).when(book(ok, student, {}, now)).then([{ ...booked(ok, student), data: { ...booked(ok, student).data, bookedAt: now.toISOString(), holdExpiresAt: new Date(now.getTime() + 900_000).toISOString() } }]);
    });
  });

  describe("the teacher's availability", () => {
    const weekdaysAfternoon: WeekAvailability = [
      [840, 1200], [840, 1200], [840, 1200], [840, 1200], [840, 1200], [0, 0], [0, 0],
    ];

    it('refuses a day off and a time outside the hours with the spec message code', () => {
      spec([]).when(book([lesson('2026-03-28', 900)], student, { availability: weekdaysAfternoon })).thenThrows('CALENDAR.TEACHER_UNAVAILABLE');
      spec([]).when(book([lesson('2026-03-26', 780)], student, { availability: weekdaysAfternoon })).thenThrows('CALENDAR.TEACHER_UNAVAILABLE');
      spec([]).when(book([lesson('2026-03-26', 1140, 90)], student, { availability: weekdaysAfternoon })).thenThrows('CALENDAR.TEACHER_UNAVAILABLE');
    });

    it('accepts a lesson exactly filling the available hours edge', () => {
      const edge = [lesson('2026-03-26', 1080, 120)];
      spec([]).when(book(edge, student, { availability: weekdaysAfternoon })).then([booked(edge, student)]);
    });
  });

  describe('overlaps and one lesson a day', () => {
    it('refuses a slot overlapping another lesson of the teacher, even by 30 minutes', () => {
      const other = lesson('2026-03-26', 900, 90);
      spec([]).when(book([lesson('2026-03-26', 960)], student, { busy: [other] })).thenThrows('CALENDAR.SLOT_TAKEN');
    });

    it('accepts a lesson that starts when another ends', () => {
      const other = lesson('2026-03-26', 900, 60);
      const next = [lesson('2026-03-26', 960)];
      spec([]).when(book(next, student, { busy: [other] })).then([booked(next, student)]);
    });

    it('refuses two lessons on one Rome day, in the request or with an existing one', () => {
      spec([]).when(book([lesson('2026-03-26', 600), lesson('2026-03-26', 900)])).thenThrows('CALENDAR.ONE_PER_DAY');
      spec([]).when(book([lesson('2026-03-26', 600)], student, { studentDays: ['2026-03-26'] })).thenThrows('CALENDAR.ONE_PER_DAY');
    });
  });

  describe('the DST weeks in Rome', () => {
    it('keeps 08:00 local on the last Sunday of March (UTC+2 from that day)', () => {
      const now = atRome('2026-03-27', 600);
      const sunday = [lesson('2026-03-29', 480)];
      expect(sunday[0]!.start).toBe('2026-03-29T06:00:00.000Z');
      spec([]).when(book(sunday, teacher, {}, now)).then([{ ...booked(sunday), data: { ...booked(sunday).data, bookedAt: now.toISOString() } }]);
    });

    it('keeps 08:00 local on the last Sunday of October (UTC+1 from that day)', () => {
      const now = atRome('2026-10-23', 600);
      const sunday = [lesson('2026-10-25', 480)];
      expect(sunday[0]!.start).toBe('2026-10-25T07:00:00.000Z');
      spec([]).when(book(sunday, teacher, {}, now)).then([{ ...booked(sunday), data: { ...booked(sunday).data, bookedAt: now.toISOString() } }]);
      // 07:00 UTC on the Saturday before is still 09:00 local (summer time), a valid slot too.
      const saturday = { lessonId: 'x', start: '2026-10-24T07:00:00.000Z', end: '2026-10-24T08:00:00.000Z' };
      spec([]).when(book([saturday], teacher, {}, now)).then([{ ...booked([saturday]), data: { ...booked([saturday]).data, bookedAt: now.toISOString() } }]);
      // 06:00 UTC on that Sunday is 07:00 local: before the grid.
      const early = { lessonId: 'y', start: '2026-10-25T06:00:00.000Z', end: '2026-10-25T07:00:00.000Z' };
      spec([]).when(book([early], teacher, {}, now)).thenThrows('CALENDAR.OUTSIDE_GRID');
    });
  });
});

describe('moving and cancelling', () => {
  const thursday = lesson('2026-03-26', 15 * 60, 90);
  const given = (): BookingEvent[] => [booked([thursday], teacher)];
  const move = (to: BookedLesson, by: Actor, now: Date, isPaid = true, over: Partial<CalendarContext> = {}): BookingCommand => ({
    type: 'MoveLesson',
    data: { bookingId: 'b-1', lessonId: thursday.lessonId, to: { start: to.start, end: to.end }, isPaid, context: context(over) },
    metadata: { now, by },
  });
  const cancel = (by: Actor, now: Date, isPaid = false): BookingCommand => ({
    type: 'CancelUnpaidLesson',
    data: { bookingId: 'b-1', lessonId: thursday.lessonId, isPaid },
    metadata: { now, by },
  });

  it('moves a paid lesson for the student until 23:59 of the day before, keeping the duration', () => {
    const at = atRome('2026-03-25', 23 * 60 + 59);
    const to = lesson('2026-03-27', 10 * 60, 90);
    spec(given())
      .when(move(to, student, at))
      .then([
        {
          type: 'LessonMoved',
          data: {
            bookingId: 'b-1', lessonId: thursday.lessonId, teacherId: 'teacher-1', studentId: 'student-1',
            from: { start: thursday.start, end: thursday.end }, to: { start: to.start, end: to.end }, movedAt: at.toISOString(), by: student,
          },
        },
      ]);
  });

  it('refuses a student move or cancel from 00:00 of the lesson day', () => {
    const midnight = atRome('2026-03-26', 0);
    spec(given()).when(move(lesson('2026-03-27', 600, 90), student, midnight)).thenThrows('CALENDAR.LESSON_IS_TODAY');
    spec(given()).when(cancel(student, midnight)).thenThrows('CALENDAR.LESSON_IS_TODAY');
  });

  it('lets the teacher change the lesson on its day until it starts, and never after', () => {
    const before = atRome('2026-03-26', 14 * 60 + 59);
    spec(given()).when(cancel(teacher, before)).then([
      {
        type: 'LessonCancelled',
        data: { bookingId: 'b-1', lessonId: thursday.lessonId, teacherId: 'teacher-1', studentId: 'student-1', slot: { start: thursday.start, end: thursday.end }, cancelledAt: before.toISOString(), by: teacher },
      },
    ]);
    spec(given()).when(cancel(teacher, atRome('2026-03-26', 15 * 60))).thenThrows('CALENDAR.ALREADY_STARTED');
  });

  it('refuses to change the duration, to move an unpaid lesson as a student, or to cancel a paid one here', () => {
    const at = atRome('2026-03-25', 12 * 60);
    spec(given()).when(move(lesson('2026-03-27', 600, 60), teacher, at)).thenThrows('CALENDAR.MOVE_KEEPS_DURATION');
    spec(given()).when(move(lesson('2026-03-27', 600, 90), student, at, false)).thenThrows('CALENDAR.ONLY_PAID_CAN_MOVE');
    spec(given()).when(cancel(student, at, true)).thenThrows('CALENDAR.PAID_NEEDS_COUPON');
  });

  it('checks the new slot like a booking: taken or unavailable', () => {
    const at = atRome('2026-03-25', 12 * 60);
    const to = lesson('2026-03-27', 600, 90);
    spec(given()).when(move(to, teacher, at, false, { busy: [lesson('2026-03-27', 630)] })).thenThrows('CALENDAR.SLOT_TAKEN');
    spec(given()).when(move(lesson('2026-03-25', 1200, 90), teacher, at)).thenThrows('CALENDAR.OUTSIDE_HORIZON');
  });

  it('refuses an unknown or already cancelled lesson', () => {
    const at = atRome('2026-03-25', 12 * 60);
    const cancelled: BookingEvent = {
      type: 'LessonCancelled',
      data: { bookingId: 'b-1', lessonId: thursday.lessonId, teacherId: 'teacher-1', studentId: 'student-1', slot: thursday, cancelledAt: at.toISOString(), by: teacher },
    };
    spec([...given(), cancelled]).when(cancel(teacher, at)).thenThrows('CALENDAR.LESSON_NOT_FOUND');
    spec([]).when(cancel(teacher, at)).thenThrows('CALENDAR.LESSON_NOT_FOUND');
  });
});

describe('the payment hold', () => {
  const friday = lesson('2026-03-27', 600);
  const release = (now: Date): BookingCommand => ({ type: 'ReleaseHold', data: { bookingId: 'b-1' }, metadata: { now, by: { userId: 'system', role: 'system' } } });

  it('frees the lessons once 15 minutes have passed, not before', () => {
    const events = [booked([friday], student)];
    spec(events).when(release(new Date(NOW.getTime() + 14 * 60_000))).then([]);
    const later = new Date(NOW.getTime() + 15 * 60_000);
    spec(events).when(release(later)).then([
      { type: 'LessonsReleased', data: { bookingId: 'b-1', lessonIds: [friday.lessonId], teacherId: 'teacher-1', studentId: 'student-1', releasedAt: later.toISOString() } },
    ]);
  });

  it("never releases the teacher's bookings", () => {
    spec([booked([friday], teacher)]).when(release(new Date(NOW.getTime() + 86_400_000))).then([]);
  });

  describe('when the student gives back a lesson they hold and never paid', () => {
    const tomorrow = lesson('2026-03-26', 600);
    const giveUp = (by: Actor, now: Date, isPaid = false): BookingCommand => ({
      type: 'CancelUnpaidLesson',
      data: { bookingId: 'b-1', lessonId: tomorrow.lessonId, isPaid },
      metadata: { now, by },
    });
    const cancelled = (by: Actor, now: Date, reason?: 'hold-given-back'): BookingEvent => ({
      type: 'LessonCancelled',
      data: {
        bookingId: 'b-1', lessonId: tomorrow.lessonId, teacherId: 'teacher-1', studentId: 'student-1',
        slot: { start: tomorrow.start, end: tomorrow.end }, ...(reason ? { reason } : {}), cancelledAt: now.toISOString(), by,
      },
    });

    it('frees it as a hold given back, even past the change deadline', () => {
      const at = new Date(NOW.getTime() + 60_000);
      spec([booked([tomorrow], student)]).when(giveUp(student, at)).then([cancelled(student, at, 'hold-given-back')]);
      // Held at 23:55 on the day before, given back at 00:01 on the lesson day.
      const lateHold = booked([tomorrow], student);
      lateHold.data.holdExpiresAt = atRome('2026-03-26', 10).toISOString();
      const afterMidnight = atRome('2026-03-26', 1);
      spec([lateHold]).when(giveUp(student, afterMidnight)).then([cancelled(student, afterMidnight, 'hold-given-back')]);
    });

    it("is an ordinary cancellation when the lesson was the teacher's booking, or the teacher cancels the hold", () => {
      const at = new Date(NOW.getTime() + 60_000);
      spec([booked([tomorrow], teacher)]).when(giveUp(student, at)).then([cancelled(student, at)]);
      spec([booked([tomorrow], student)]).when(giveUp(teacher, at)).then([cancelled(teacher, at)]);
      spec([booked([tomorrow], teacher)]).when(giveUp(student, atRome('2026-03-26', 1))).thenThrows('CALENDAR.LESSON_IS_TODAY');
    });
  });
});

describe("when the student's account is deleted", () => {
  const system: Actor = { userId: 'system', role: 'system' };
  const today = lesson('2026-03-25', 10 * 60);
  const tonight = lesson('2026-03-25', 20 * 60);
  const tomorrow = lesson('2026-03-26', 9 * 60, 90);
  const nextWeek = lesson('2026-04-01', 15 * 60);
  const leave = (paid: Record<string, PaidLesson> = {}): BookingCommand => ({
    type: 'CancelForDeparture',
    data: { bookingId: 'b-1', paid },
    metadata: { now: NOW, by: system },
  });
  const cancelled = (l: BookedLesson, refund: PaidLesson | null): BookingEvent => ({
    type: 'LessonCancelled',
    data: {
      bookingId: 'b-1',
      lessonId: l.lessonId,
      teacherId: 'teacher-1',
      studentId: 'student-1',
      slot: { start: l.start, end: l.end },
      reason: 'account-deleted',
      refund,
      cancelledAt: NOW.toISOString(),
      by: system,
    },
  });

  it('cancels every lesson not yet started, even today and tomorrow, and says what was paid for each', () => {
    const payment = { orderId: 'o-1', paidCents: 2750, priceCents: 3750, transactionId: 'CAPTURE-1' };
    spec([booked([today, tonight, tomorrow, nextWeek], teacher)])
      .when(leave({ [tomorrow.lessonId]: payment }))
      .then([cancelled(tonight, null), cancelled(tomorrow, payment), cancelled(nextWeek, null)]);
  });

  it('cancels a held lesson too, leaves cancelled ones alone, and does nothing a second time', () => {
    const gone: BookingEvent = { ...cancelled(nextWeek, null), data: { ...cancelled(nextWeek, null).data, reason: undefined, refund: undefined } };
    const given = [booked([tomorrow, nextWeek], student), gone];
    spec(given).when(leave()).then([cancelled(tomorrow, null)]);
    spec([...given, cancelled(tomorrow, null)]).when(leave()).then([]);
    spec([]).when(leave()).then([]);
  });
});
