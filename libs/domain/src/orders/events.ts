import type { EmailQueued } from '../accounts/events.js';
import type { Actor, DomainEvent } from '../shared/types.js';
import type { Discounted } from '../money/money.js';
import type { FiscalRegime } from '../invoicing/fiscal-profile.js';

/** The transaction code of an order paid entirely with coupons. */
export const PAID_WITH_COUPON = 'Pagata con Coupon';

/** 'manual': the teacher records a payment received outside the platform. */
export type Provider = 'paypal' | 'demo' | 'coupons' | 'manual';

/** A lesson as the handler finds it before pricing. */
export type LessonFacts = { lessonId: string; bookingId: string; studentId: string; start: string; end: string; active: boolean; isPaid: boolean };

/**
 * An order's lesson as the handler finds it when a capture is recorded. `reserved`: it still
 * keeps its slot for the student - held (even past its hold, until the hold is released) or
 * booked. A released or cancelled lesson no longer does: its slot may be someone else's.
 */
export type LessonAtCapture = { lessonId: string; studentId: string; reserved: boolean; isPaid: boolean };

/** A lesson in an order: its own price and what is actually paid for it after coupons. */
export type PricedLesson = { lessonId: string; bookingId: string; start: string; end: string; minutes: number; gross: number; paid: number };

/**
 * An order's figures as recorded when it was placed, under the teacher's terms then: the regime
 * the VAT was split with, and the imposta di bollo charged to the student on top of the lessons'
 * price (RF19 over 77,47 EUR with the bollo charged). Both are absent on orders recorded before
 * regimes: those are RF01 with no bollo (`regimeOf`, `amountDue`).
 */
export type OrderTotals = Discounted & { regime?: FiscalRegime; bollo?: number };

/** The regime an order was priced under; RF01 for orders recorded before regimes. */
export const regimeOf = (totals: OrderTotals): FiscalRegime => totals.regime ?? 'RF01';

/** What the student pays for an order: the lessons after coupons plus the bollo charged, if any. */
export const amountDue = (totals: OrderTotals): number => totals.discountedGross + (totals.bollo ?? 0);

export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderId: string;
    studentId: string;
    teacherId: string;
    hourlyRateCents: number;
    lessons: PricedLesson[];
    coupons: { code: string; valueCents: number }[];
    totals: OrderTotals;
    provider: Provider;
    providerOrderId: string | null;
    expiresAt: string;
    placedAt: string;
    by: Actor;
  }
>;
export type OrderCaptured = DomainEvent<
  'OrderCaptured',
  {
    orderId: string;
    studentId: string;
    teacherId: string;
    lessons: PricedLesson[];
    couponCodes: string[];
    totals: OrderTotals;
    transactionId: string;
    amountCents: number;
    /**
     * The payer's name as the fiscal records need it, in clear: it outlives the erasure of the
     * account. Absent on payments recorded before it was carried (the name then came from the account).
     */
    fiscalName?: string;
    paidAt: string;
    by: Actor;
  }
>;
export type OrderAbandoned = DomainEvent<'OrderAbandoned', { orderId: string; reason: 'cancelled' | 'expired' | 'lessons-gone'; abandonedAt: string }>;
/**
 * Money the provider captured for an order that could not pay its lessons (the order was
 * abandoned meanwhile, its lessons were released or changed hands, or our records refused the
 * payment): it becomes a coupon worth exactly what was captured. It always follows, in the same
 * append, an OrderCaptured with no lessons and no coupons, so the money is in the payment records
 * and the fiscal report like any.
 */
export type LateCaptureCredited = DomainEvent<
  'LateCaptureCredited',
  {
    orderId: string;
    studentId: string;
    teacherId: string;
    /**
     * Why the lessons could not be paid: the order was abandoned, its lessons were no longer the
     * student's, or recording the payment was refused (a coupon of the order redeemed meanwhile by
     * another order, an amount that does not match the order).
     */
    reason: 'abandoned' | 'lessons-gone' | 'refused';
    transactionId: string;
    amountCents: number;
    coupon: { code: string; valueCents: number; expiresAt: string };
    creditedAt: string;
    by: Actor;
  }
>;
export type OrderEvent = OrderPlaced | OrderCaptured | OrderAbandoned | LateCaptureCredited | EmailQueued;
