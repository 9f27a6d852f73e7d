import { assertNever } from '../shared/types.js';
import { couponExpiry } from '../coupons/coupons.js';
import type { BookingCommand } from './commands.js';
import { HOLD_MINUTES, type BookingEvent } from './events.js';
import { minutesBetween } from '../time/instants.js';
import { assertChangeable, assertSlotAllowed, besideOthers, changeProblem, isHoldGivenBack, LessonErrors, MAX_HELD_LESSONS, refuse } from './rules.js';
import type { BookingState } from './state.js';
import { planSeries } from './series.js';

const activeLesson = (state: BookingState, lessonId: string) => {
  const lesson = state.status === 'Open' ? state.lessons[lessonId] : undefined;
  if (!lesson || lesson.status !== 'active' || state.status !== 'Open') return refuse(LessonErrors.lessonNotFound);
  return { lesson, state };
};

/** Decides a booking command; throws DomainError with a CALENDAR.* code on a broken rule. */
export const decideBooking = (command: BookingCommand, state: BookingState): BookingEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  const byTeacher = by.role === 'teacher';

  switch (command.type) {
    case 'BookLessons': {
      if (state.status !== 'Empty') refuse(LessonErrors.bookingExists);
      const { context, emailConfirmed, heldLessons, series, ...data } = command.data;
      if (!byTeacher && !emailConfirmed) refuse(LessonErrors.emailNotConfirmed);
      if (data.lessons.length === 0) refuse(LessonErrors.badDuration);
      if (series) {
        const { booked, skipped } = planSeries(data.lessons, context, now, { byTeacher, heldLessons, paymentDay: series.paymentDay });
        if (booked.length === 0) refuse(skipped[0]!.reason);
        return [{ type: 'LessonsBooked', data: { ...data, lessons: booked, holdExpiresAt: null, bookedAt: at, by, series: { until: series.until, skipped } } }];
      }
      if (!byTeacher && heldLessons + data.lessons.length > MAX_HELD_LESSONS) refuse(LessonErrors.tooManyHeld);
      data.lessons.forEach((lesson, i) => assertSlotAllowed(lesson, besideOthers(context, data.lessons.slice(0, i)), now));
      const holdExpiresAt = byTeacher ? null : new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
      return [{ type: 'LessonsBooked', data: { ...data, holdExpiresAt, bookedAt: at, by } }];
    }

    case 'MoveLesson': {
      const { lesson, state: open } = activeLesson(state, command.data.lessonId);
      const { to, isPaid, context } = command.data;
      if (!byTeacher && !isPaid) refuse(LessonErrors.onlyPaidCanMove);
      assertChangeable(lesson, now, byTeacher);
      if (minutesBetween(to) !== minutesBetween(lesson)) refuse(LessonErrors.moveKeepsDuration);
      assertSlotAllowed(to, context, now);
      return [
        {
          type: 'LessonMoved',
          data: {
            bookingId: open.bookingId,
            lessonId: command.data.lessonId,
            teacherId: open.teacherId,
            studentId: open.studentId,
            from: { start: lesson.start, end: lesson.end },
            to,
            movedAt: at,
            by,
          },
        },
      ];
    }

    case 'CancelUnpaidLesson': {
      const { lesson, state: open } = activeLesson(state, command.data.lessonId);
      if (command.data.isPaid) refuse(LessonErrors.paidNeedsCoupon);
      const givenBack = isHoldGivenBack(open.holdExpiresAt, command.data.isPaid, by.role);
      if (!givenBack) assertChangeable(lesson, now, byTeacher);
      return [
        {
          type: 'LessonCancelled',
          data: {
            bookingId: open.bookingId,
            lessonId: command.data.lessonId,
            teacherId: open.teacherId,
            studentId: open.studentId,
            slot: { start: lesson.start, end: lesson.end },
            ...(givenBack ? { reason: 'hold-given-back' as const } : {}),
            cancelledAt: at,
            by,
          },
        },
      ];
    }

    case 'CancelWithCoupon': {
      const { lesson, state: open } = activeLesson(state, command.data.lessonId);
      const { isPaid, paidCents, couponCode, orderId } = command.data;
      if (!isPaid) refuse(LessonErrors.notPaid);
      assertChangeable(lesson, now, byTeacher);
      const coupon = { code: couponCode, valueCents: paidCents, expiresAt: couponExpiry(now) };
      return [
        {
          type: 'LessonCancelledWithCoupon',
          data: {
            bookingId: open.bookingId,
            lessonId: command.data.lessonId,
            teacherId: open.teacherId,
            studentId: open.studentId,
            slot: { start: lesson.start, end: lesson.end },
            orderId,
            coupon,
            cancelledAt: at,
            by,
          },
        },
      ];
    }

    case 'ReleaseHold': {
      if (state.status !== 'Open' || state.holdExpiresAt === null || Date.parse(state.holdExpiresAt) > now.getTime()) return [];
      const lessonIds = Object.entries(state.lessons)
        .filter(([, l]) => l.status === 'active')
        .map(([id]) => id);
      if (lessonIds.length === 0) return [];
      return [
        {
          type: 'LessonsReleased',
          data: { bookingId: state.bookingId, lessonIds, teacherId: state.teacherId, studentId: state.studentId, releasedAt: at },
        },
      ];
    }

    case 'CancelForDeparture': {
      if (state.status !== 'Open') return [];
      const { paid } = command.data;
      return Object.entries(state.lessons)
        .filter(([, l]) => l.status === 'active' && Date.parse(l.start) > now.getTime())
        .map(([lessonId, l]): BookingEvent => ({
          type: 'LessonCancelled',
          data: {
            bookingId: state.bookingId,
            lessonId,
            teacherId: state.teacherId,
            studentId: state.studentId,
            slot: { start: l.start, end: l.end },
            reason: 'account-deleted',
            refund: paid[lessonId] ?? null,
            cancelledAt: at,
            by,
          },
        }));
    }

    case 'CancelSeries': {
      if (state.status !== 'Open' || state.seriesUntil === undefined) return refuse(LessonErrors.notASeries);
      const { paid, couponCodes } = command.data;
      const open = state;
      const changeable = Object.entries(open.lessons).filter(([, l]) => l.status === 'active' && changeProblem(l, now, by.role) === null);
      if (changeable.length === 0) refuse(LessonErrors.seriesOver);
      return changeable.map(([lessonId, l]): BookingEvent => {
        const common = { bookingId: open.bookingId, lessonId, teacherId: open.teacherId, studentId: open.studentId, slot: { start: l.start, end: l.end } };
        const payment = paid[lessonId];
        if (!payment) return { type: 'LessonCancelled', data: { ...common, cancelledAt: at, by } };
        const code = couponCodes[lessonId] ?? refuse(LessonErrors.paidNeedsCoupon);
        const coupon = { code, valueCents: payment.paidCents, expiresAt: couponExpiry(now) };
        return { type: 'LessonCancelledWithCoupon', data: { ...common, orderId: payment.orderId, coupon, cancelledAt: at, by } };
      });
    }

    default:
      return assertNever(command);
  }
};
