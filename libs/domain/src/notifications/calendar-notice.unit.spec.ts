import { randomUUID } from 'node:crypto';
import type { LessonCancelled, LessonCancelledWithCoupon, LessonMoved, LessonsBooked, LessonsReleased } from '../lessons/events.js';
import type { OrderCaptured } from '../orders/events.js';
import { calendarChangeOf, calendarNoticeFor, type CalendarViewer } from './calendar-notice.js';

const teacherId = randomUUID();
const studentId = randomUUID();
const by = { userId: teacherId, role: 'teacher' as const };
const slot = { start: '2026-03-12T09:00:00.000Z', end: '2026-03-12T10:00:00.000Z' };
const to = { start: '2026-03-13T09:00:00.000Z', end: '2026-03-13T10:00:00.000Z' };
const booked: LessonsBooked = {
  type: 'LessonsBooked',
  data: { bookingId: 'booking-b1', teacherId, studentId, studentName: 'Giulia Bianchi', lessons: [{ lessonId: 'lesson-l1', ...slot }], holdExpiresAt: null, bookedAt: slot.start, by },
};
const teacher: CalendarViewer = { userId: teacherId, role: 'teacher', teacherId };
const owner: CalendarViewer = { userId: studentId, role: 'student', teacherId };
const other: CalendarViewer = { userId: randomUUID(), role: 'student', teacherId };

describe('the live calendar notices', () => {
  describe('when a lesson is booked', () => {
    it('tells the teacher which lesson, and its slot', () => {
      expect(calendarNoticeFor(calendarChangeOf(booked)!, teacher)).toEqual({ change: 'booked', teacherId, lessons: [{ lessonId: 'lesson-l1', ...slot }], mine: false });
    });

    it('tells its student that it is theirs', () => {
      expect(calendarNoticeFor(calendarChangeOf(booked)!, owner)).toEqual({ change: 'booked', teacherId, lessons: [{ lessonId: 'lesson-l1', ...slot }], mine: true });
    });

    it('tells another student only that the slot is taken: no lesson id, no student, no name', () => {
      const notice = calendarNoticeFor(calendarChangeOf(booked)!, other);
      expect(notice).toEqual({ change: 'booked', teacherId, lessons: [slot], mine: false });
      expect(JSON.stringify(notice)).not.toMatch(new RegExp(`${studentId}|Giulia|lesson-l1|booking-b1`));
    });

    it("tells nothing to the users of another teacher's calendar", () => {
      expect(calendarNoticeFor(calendarChangeOf(booked)!, { userId: randomUUID(), role: 'student', teacherId: randomUUID() })).toBeNull();
      expect(calendarNoticeFor(calendarChangeOf(booked)!, { ...teacher, userId: randomUUID(), teacherId: randomUUID() })).toBeNull();
    });
  });

  describe('when a lesson is moved, cancelled, released or paid', () => {
    const base = { bookingId: 'booking-b1', lessonId: 'lesson-l1', teacherId, studentId };
    const moved: LessonMoved = { type: 'LessonMoved', data: { ...base, from: slot, to, movedAt: slot.start, by } };
    const cancelled: LessonCancelled = { type: 'LessonCancelled', data: { ...base, slot, cancelledAt: slot.start, by } };
    const withCoupon: LessonCancelledWithCoupon = {
      type: 'LessonCancelledWithCoupon',
      data: { ...base, slot, orderId: 'o1', coupon: { code: 'ABC', valueCents: 2500, expiresAt: to.end }, cancelledAt: slot.start, by },
    };
    const released: LessonsReleased = { type: 'LessonsReleased', data: { bookingId: 'booking-b1', lessonIds: ['lesson-l1'], teacherId, studentId, releasedAt: slot.start } };
    const paid = {
      type: 'OrderCaptured',
      data: { orderId: 'o1', studentId, teacherId, lessons: [{ lessonId: 'lesson-l1', bookingId: 'booking-b1', ...slot, minutes: 60, gross: 2500, paid: 2500 }], transactionId: 'T1', paidAt: slot.start },
    } as unknown as OrderCaptured;

    it('names the change and the new slot of a move', () => {
      expect(calendarChangeOf(moved)).toEqual({ change: 'moved', teacherId, studentId, lessons: [{ lessonId: 'lesson-l1', ...to }] });
    });

    it('treats both kinds of cancellation alike, and never shows another student the coupon', () => {
      expect(calendarChangeOf(cancelled)).toEqual(calendarChangeOf(withCoupon));
      expect(JSON.stringify(calendarNoticeFor(calendarChangeOf(withCoupon)!, other))).not.toContain('ABC');
    });

    it('gives another student an empty list for a release, which names no slot', () => {
      expect(calendarNoticeFor(calendarChangeOf(released)!, other)).toEqual({ change: 'released', teacherId, lessons: [], mine: false });
      expect(calendarNoticeFor(calendarChangeOf(released)!, owner)).toEqual({ change: 'released', teacherId, lessons: [{ lessonId: 'lesson-l1' }], mine: true });
    });

    it('tells of a payment without its amounts or transaction', () => {
      const notice = calendarNoticeFor(calendarChangeOf(paid)!, teacher);
      expect(notice).toEqual({ change: 'paid', teacherId, lessons: [{ lessonId: 'lesson-l1', ...slot }], mine: false });
      expect(calendarNoticeFor(calendarChangeOf(paid)!, owner)).toEqual({ change: 'paid', teacherId, lessons: [{ lessonId: 'lesson-l1', ...slot }], mine: true });
    });

    it("never tells a student of another student's payment", () => {
      expect(calendarNoticeFor(calendarChangeOf(paid)!, other)).toBeNull();
    });
  });

  it('makes no notice of events that change no calendar', () => {
    expect(calendarChangeOf({ type: 'EmailQueued', data: {} })).toBeNull();
    expect(calendarChangeOf({ type: 'CouponIssued', data: { teacherId } })).toBeNull();
  });
});
