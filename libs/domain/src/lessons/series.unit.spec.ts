import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { WeekAvailability } from '../availability/availability.js';
import type { Actor } from '../shared/types.js';
import { atRome } from '../time/rome.js';
import type { BookingCommand } from './commands.js';
import { decideBooking } from './decide.js';
import type { BookedLesson } from './events.js';
import { LessonErrors, MAX_HELD_LESSONS, type CalendarContext } from './rules.js';
import { planSeries, weeklySlots } from './series.js';
import { evolveBooking, initialBookingState } from './state.js';

const EVERY_DAY: WeekAvailability = Array.from({ length: 7 }, () => [480, 1380] as [number, number]);
const context = (over: Partial<CalendarContext> = {}): CalendarContext => ({ availability: EVERY_DAY, busy: [], studentDays: [], external: [], ...over });
const slot = (day: string, minute: number, minutes = 60) => ({ start: atRome(day, minute).toISOString(), end: atRome(day, minute + minutes).toISOString() });
const student: Actor = { userId: 'student-1', role: 'student' };
const teacher: Actor = { userId: 'teacher-1', role: 'teacher' };

describe('a weekly series', () => {
  it('keeps the Rome wall-clock time across the end of summer time (25 October 2026)', () => {
    const slots = weeklySlots({ first: slot('2026-10-14', 17 * 60, 90), until: '2026-11-04' });
    expect(slots.map((s) => s.start)).toEqual(['2026-10-14T15:00:00.000Z', '2026-10-21T15:00:00.000Z', '2026-10-28T16:00:00.000Z', '2026-11-04T16:00:00.000Z']);
    expect(slots.map((s) => s.end)).toEqual(['2026-10-14T16:30:00.000Z', '2026-10-21T16:30:00.000Z', '2026-10-28T17:30:00.000Z', '2026-11-04T17:30:00.000Z']);
  });

  it('and across its start (28 March 2027), the until day included', () => {
    const slots = weeklySlots({ first: slot('2027-03-22', 8 * 60), until: '2027-03-29' });
    expect(slots).toEqual([
      { start: '2027-03-22T07:00:00.000Z', end: '2027-03-22T08:00:00.000Z' },
      { start: '2027-03-29T06:00:00.000Z', end: '2027-03-29T07:00:00.000Z' },
    ]);
  });

  it('is only its first lesson when the until day comes before the next week', () => {
    expect(weeklySlots({ first: slot('2026-12-02', 900), until: '2026-12-08' })).toHaveLength(1);
  });

  describe('planned under the rules of one lesson', () => {
    const now = atRome('2026-12-01', 600);
    const slots = weeklySlots({ first: slot('2026-12-02', 900), until: '2027-01-27' });
    const who = { byTeacher: false, heldLessons: 0, paymentDay: 20 };

    it('skips, naming the rule, an occurrence taken by another lesson, one on a Google event and one on a day the student already has a lesson', () => {
      const plan = planSeries(
        slots,
        context({ busy: [slot('2026-12-09', 930)], external: [slot('2026-12-30', 840, 120)], studentDays: ['2027-01-13'] }),
        now,
        { ...who, byTeacher: true },
      );
      expect(plan.skipped).toEqual([
        { ...slot('2026-12-09', 900), reason: LessonErrors.slotTaken },
        { ...slot('2026-12-30', 900), reason: LessonErrors.teacherBusyElsewhere },
        { ...slot('2027-01-13', 900), reason: LessonErrors.onePerDay },
      ]);
      expect(plan.booked).toHaveLength(slots.length - 3);
    });

    it("keeps to the teacher's hours in Rome time across the end of summer time: the last hour of the day every week, none beyond it", () => {
      // Wednesdays 09:00-18:00 in Rome, as the teacher set them in summer.
      const hours: WeekAvailability = EVERY_DAY.map((day, i) => (i === 2 ? [540, 1080] : day));
      const autumn = weeklySlots({ first: slot('2026-10-14', 1020), until: '2026-11-04' });
      const fits = planSeries(autumn, context({ availability: hours }), atRome('2026-10-10', 600), { ...who, byTeacher: true });
      expect([fits.booked.length, fits.skipped]).toEqual([4, []]);
      const late = planSeries(weeklySlots({ first: slot('2026-10-14', 1050), until: '2026-11-04' }), context({ availability: hours }), atRome('2026-10-10', 600), { ...who, byTeacher: true });
      expect(late.booked).toEqual([]);
      expect(late.skipped.map((o) => o.reason)).toEqual(Array(4).fill(LessonErrors.teacherUnavailable));
    });

    it('skips what lies beyond the horizon of 90 days (from 2 December: up to 2 March)', () => {
      const plan = planSeries(weeklySlots({ first: slot('2026-12-02', 900), until: '2027-03-10' }), context(), now, { ...who, byTeacher: true });
      expect(plan.skipped).toEqual([{ ...slot('2027-03-03', 900), reason: LessonErrors.outsideHorizon }, { ...slot('2027-03-10', 900), reason: LessonErrors.outsideHorizon }]);
      expect(plan.booked.at(-1)!.start).toBe(slot('2027-02-24', 900).start);
    });

    it('for a student, counts the occurrences due now with the lessons held, and skips those past the limit', () => {
      // 1 December: December is due, January not yet; five Wednesdays in December.
      const held = MAX_HELD_LESSONS - 3;
      const plan = planSeries(slots, context(), now, { ...who, heldLessons: held });
      expect(plan.skipped).toEqual([
        { ...slot('2026-12-23', 900), reason: LessonErrors.tooManyHeld },
        { ...slot('2026-12-30', 900), reason: LessonErrors.tooManyHeld },
      ]);
      expect(plan.booked.map((s) => s.start)).toContain(slot('2027-01-06', 900).start);
    });

    it('does not hold the teacher to the limit', () => {
      expect(planSeries(slots, context(), now, { ...who, byTeacher: true, heldLessons: MAX_HELD_LESSONS }).skipped).toEqual([]);
    });
  });
});

describe('booking a weekly series', () => {
  const spec = deciderSpec({ decide: decideBooking, evolve: evolveBooking, initialState: initialBookingState });
  const now = atRome('2026-10-10', 600);
  const lessons: BookedLesson[] = weeklySlots({ first: slot('2026-10-14', 17 * 60), until: '2026-11-04' }).map((s) => ({ ...s, lessonId: randomUUID() }));
  const book = (by: Actor, over: Partial<CalendarContext> = {}): BookingCommand => ({
    type: 'BookLessons',
    data: {
      bookingId: 'b-1',
      teacherId: 'teacher-1',
      studentId: 'student-1',
      studentName: 'Marco Rossi',
      emailConfirmed: true,
      heldLessons: 0,
      lessons,
      context: context(over),
      series: { until: '2026-11-04', paymentDay: 20 },
    },
    metadata: { now, by },
  });

  it('books the occurrences that obey the rules, none held, and names the skipped one', () => {
    const taken = slot('2026-10-28', 17 * 60);
    spec([])
      .when(book(student, { busy: [taken] }))
      .then([
        {
          type: 'LessonsBooked',
          data: {
            bookingId: 'b-1',
            teacherId: 'teacher-1',
            studentId: 'student-1',
            studentName: 'Marco Rossi',
            lessons: lessons.filter((l) => l.start !== taken.start),
            holdExpiresAt: null,
            bookedAt: now.toISOString(),
            by: student,
            series: { until: '2026-11-04', skipped: [{ ...taken, reason: LessonErrors.slotTaken }] },
          },
        },
      ]);
  });

  it('is refused with the first reason when no occurrence can be booked', () => {
    spec([]).when(book(teacher, { external: lessons.map(({ start, end }) => ({ start, end })) })).thenThrows(LessonErrors.teacherBusyElsewhere);
  });
});

describe('cancelling the rest of a weekly series', () => {
  const spec = deciderSpec({ decide: decideBooking, evolve: evolveBooking, initialState: initialBookingState });
  const bookedAt = atRome('2026-10-10', 600);
  const lessons: BookedLesson[] = weeklySlots({ first: slot('2026-10-14', 17 * 60), until: '2026-11-04' }).map((s, i) => ({ ...s, lessonId: `l-${i}` }));
  const given = [
    {
      type: 'LessonsBooked' as const,
      data: {
        bookingId: 'b-1',
        teacherId: 'teacher-1',
        studentId: 'student-1',
        studentName: 'Marco Rossi',
        lessons,
        holdExpiresAt: null,
        bookedAt: bookedAt.toISOString(),
        by: student,
        series: { until: '2026-11-04', skipped: [] },
      },
    },
  ];
  const cancel = (now: Date, by: Actor = student): BookingCommand => ({
    type: 'CancelSeries',
    data: { bookingId: 'b-1', paid: { 'l-2': { paidCents: 2500, orderId: 'o-1' } }, couponCodes: { 'l-2': 'SERIE-1' } },
    metadata: { now, by },
  });
  const common = (i: number) => ({ bookingId: 'b-1', lessonId: `l-${i}`, teacherId: 'teacher-1', studentId: 'student-1', slot: { start: lessons[i]!.start, end: lessons[i]!.end } });

  it('cancels the occurrences from tomorrow on: unpaid at no charge, a paid one for a coupon; today and the past stay', () => {
    // 21 October at 10:00: the lesson of that day (17:00) can no longer be changed by the student.
    const now = atRome('2026-10-21', 600);
    spec(given)
      .when(cancel(now))
      .then([
        { type: 'LessonCancelledWithCoupon', data: { ...common(2), orderId: 'o-1', coupon: { code: 'SERIE-1', valueCents: 2500, expiresAt: '2026-12-21T08:00:00.000Z' }, cancelledAt: now.toISOString(), by: student } },
        { type: 'LessonCancelled', data: { ...common(3), cancelledAt: now.toISOString(), by: student } },
      ]);
  });

  it('lets the teacher cancel what has not started yet', () => {
    const now = atRome('2026-10-21', 600);
    const events = decideBooking(cancel(now, teacher), given.reduce(evolveBooking, initialBookingState()));
    expect(events.map((e) => (e.data as { lessonId: string }).lessonId)).toEqual(['l-1', 'l-2', 'l-3']);
  });

  it('is refused once nothing is left to cancel, and for lessons booked one by one', () => {
    spec(given).when(cancel(atRome('2026-11-04', 600))).thenThrows(LessonErrors.seriesOver);
    const single = [{ ...given[0]!, data: { ...given[0]!.data, series: undefined } }];
    spec(single).when(cancel(atRome('2026-10-12', 600))).thenThrows(LessonErrors.notASeries);
  });
});
