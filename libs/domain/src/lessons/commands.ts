import type { DomainCommand } from '../shared/types.js';
import type { BookedLesson, PaidLesson, Slot } from './events.js';
import type { CalendarContext } from './rules.js';

/** A student books for themselves (held for payment), or the teacher books for a student (unpaid). */
export type BookLessons = DomainCommand<
  'BookLessons',
  {
    bookingId: string;
    teacherId: string;
    studentId: string;
    studentName: string;
    emailConfirmed: boolean;
    /** How many lessons the student holds now awaiting payment (own bookings whose hold has not run out). */
    heldLessons: number;
    lessons: BookedLesson[];
    context: CalendarContext;
    /**
     * A weekly series: `lessons` are its occurrences (weeklySlots) and those that break a rule are
     * skipped, named, instead of refusing the booking; none is held, each is paid with its month.
     */
    series?: { until: string; paymentDay: number };
  }
>;

/** A new time for a lesson, same duration; `context` excludes the lesson itself. */
export type MoveLesson = DomainCommand<
  'MoveLesson',
  { bookingId: string; lessonId: string; to: Slot; isPaid: boolean; context: CalendarContext }
>;

export type CancelUnpaidLesson = DomainCommand<'CancelUnpaidLesson', { bookingId: string; lessonId: string; isPaid: boolean }>;

/** A paid lesson is cancelled in time and becomes a coupon for its student. */
export type CancelWithCoupon = DomainCommand<
  'CancelWithCoupon',
  {
    bookingId: string;
    lessonId: string;
    isPaid: boolean;
    paidCents: number;
    orderId: string | null;
    couponCode: string;
  }
>;

/** The system frees a hold that ran out before payment. */
export type ReleaseHold = DomainCommand<'ReleaseHold', { bookingId: string }>;

/**
 * The student's account was deleted: every lesson of the booking not yet started is cancelled,
 * paid or not, whatever the usual deadlines. `paid` holds what was paid, by lesson id.
 */
export type CancelForDeparture = DomainCommand<'CancelForDeparture', { bookingId: string; paid: Record<string, PaidLesson> }>;

/**
 * The rest of a weekly series is cancelled: every occurrence the caller may still change (a student
 * until midnight before its day), unpaid ones at no charge, paid ones each for a coupon worth what
 * was paid for it (`paid`, by lesson id), with the code the handler drew for it (`couponCodes`).
 */
export type CancelSeries = DomainCommand<
  'CancelSeries',
  { bookingId: string; paid: Record<string, { paidCents: number; orderId: string | null }>; couponCodes: Record<string, string> }
>;

export type BookingCommand = BookLessons | MoveLesson | CancelUnpaidLesson | CancelWithCoupon | ReleaseHold | CancelForDeparture | CancelSeries;
