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

export type BookingCommand = BookLessons | MoveLesson | CancelUnpaidLesson | CancelWithCoupon | ReleaseHold | CancelForDeparture;
