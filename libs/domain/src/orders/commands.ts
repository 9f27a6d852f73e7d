import type { CouponFacts } from '../coupons/coupons.js';
import type { DomainCommand } from '../shared/types.js';
import type { FiscalTerms } from '../invoicing/fiscal-profile.js';
import type { LessonAtCapture, LessonFacts, OrderAbandoned, Provider } from './events.js';

export type PlaceOrder = DomainCommand<
  'PlaceOrder',
  {
    orderId: string;
    studentId: string;
    teacherId: string;
    hourlyRateCents: number;
    /** The teacher's terms in force now (fetched by the handler): the order is priced and recorded under them. */
    fiscal: FiscalTerms;
    lessons: LessonFacts[];
    coupons: CouponFacts[];
    provider: Provider;
    providerOrderId: string | null;
    expiresAt: string;
  }
>;
export type CaptureOrder = DomainCommand<
  'CaptureOrder',
  {
    orderId: string;
    transactionId: string;
    amountCents: number;
    /** The student's full name now, for the fiscal records. */
    fiscalName: string;
    /** The order's lessons as they are now (missing ones are gone). */
    lessons: LessonAtCapture[];
    /** A fresh coupon code, used only if the capture has to be credited. */
    creditCouponCode: string;
  }
>;
/**
 * The provider confirmed a capture that our records refused to let pay the lessons (CaptureOrder
 * was refused: by the decider, or by a database guard of the append): the money is received and
 * credited as a coupon instead of being retried forever.
 */
export type CreditCapture = DomainCommand<'CreditCapture', Omit<CaptureOrder['data'], 'lessons'>>;
export type AbandonOrder = DomainCommand<'AbandonOrder', { orderId: string; reason: OrderAbandoned['data']['reason'] }>;
export type OrderCommand = PlaceOrder | CaptureOrder | CreditCapture | AbandonOrder;
