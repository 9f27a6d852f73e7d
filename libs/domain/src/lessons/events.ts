import type { EmailQueued } from '../accounts/events.js';
import type { Actor, DomainEvent } from '../shared/types.js';
import type { SkippedOccurrence } from './series.js';

/** A lesson's time as UTC ISO instants. */
export type Slot = { start: string; end: string };
export type BookedLesson = Slot & { lessonId: string };

/**
 * Lessons booked together. A student's own booking is held until `holdExpiresAt` for payment;
 * a teacher's booking for a student has no hold and stays unpaid ('Da Pagare').
 */
export type LessonsBooked = DomainEvent<
  'LessonsBooked',
  {
    bookingId: string;
    teacherId: string;
    studentId: string;
    studentName: string;
    lessons: BookedLesson[];
    holdExpiresAt: string | null;
    bookedAt: string;
    by: Actor;
    /** A weekly series up to `until` (a Rome day): the occurrences booked are `lessons`, those skipped with their rule here. */
    series?: { until: string; skipped: SkippedOccurrence[] };
  }
>;

export type LessonMoved = DomainEvent<
  'LessonMoved',
  { bookingId: string; lessonId: string; teacherId: string; studentId: string; from: Slot; to: Slot; movedAt: string; by: Actor }
>;

/**
 * What was paid for a lesson cancelled because its student left, so that the teacher can arrange
 * the refund: the money received for it (`paidCents`, after coupons) and its price.
 */
export type PaidLesson = { orderId: string; paidCents: number; priceCents: number; transactionId: string };

/**
 * A lesson cancelled at no charge. `reason: 'account-deleted'`: its student's account was deleted, and
 * `refund` says what was paid for it (null when unpaid). `reason: 'hold-given-back'`: the student gave
 * back a lesson they held for payment and never paid (see `isHoldGivenBack`). Both absent on an
 * ordinary cancellation.
 */
/** Why a lesson was cancelled, when it is not an ordinary cancellation. */
export type CancelReason = 'account-deleted' | 'hold-given-back';

export type LessonCancelled = DomainEvent<
  'LessonCancelled',
  {
    bookingId: string;
    lessonId: string;
    teacherId: string;
    studentId: string;
    slot: Slot;
    reason?: CancelReason;
    refund?: PaidLesson | null;
    cancelledAt: string;
    by: Actor;
  }
>;

/** A paid lesson cancelled in time: it becomes a coupon worth what it was priced at. */
export type LessonCancelledWithCoupon = DomainEvent<
  'LessonCancelledWithCoupon',
  {
    bookingId: string;
    lessonId: string;
    teacherId: string;
    studentId: string;
    slot: Slot;
    orderId: string | null;
    coupon: { code: string; valueCents: number; expiresAt: string };
    cancelledAt: string;
    by: Actor;
  }
>;

/** A hold that ran out before payment: its lessons are freed. */
export type LessonsReleased = DomainEvent<
  'LessonsReleased',
  { bookingId: string; lessonIds: string[]; teacherId: string; studentId: string; releasedAt: string }
>;

export type BookingEvent = LessonsBooked | LessonMoved | LessonCancelled | LessonCancelledWithCoupon | LessonsReleased | EmailQueued;

export const bookingStreamName = (bookingId: string): string => `booking-${bookingId}`;

/** A student's own booking is held this long for payment. */
export const HOLD_MINUTES = 15;
