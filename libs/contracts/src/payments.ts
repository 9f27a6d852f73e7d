import { z } from 'zod';
import { it } from './messages.js';
import { emailSchema } from './accounts.js';

const id = z.string().min(1).max(64);

/** POST /api/payments/create-order: which lessons, with which coupons. Prices come from the server. */
export const createOrderRequestSchema = z
  .object({
    eventIds: z.array(id, { error: it.account.formatErrors }).min(1).max(20),
    couponCodes: z.array(z.string().trim().toUpperCase().min(1, it.coupons.emptyCode).max(40)).max(10).default([]),
  })
  .loose();
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** POST /api/payments/complete-order */
export const completeOrderRequestSchema = z.object({ orderID: id }).loose();

export interface CartLine {
  eventId: string;
  start: string;
  end: string;
  minutes: number;
  /** Euro, VAT included. */
  amount: number;
}

/** Amounts in euro (37.5), VAT included. */
export interface Cart {
  lines: CartLine[];
  gross: number;
  vat: number;
  net: number;
  discount: number;
  /** Coupon value above the total: lost. */
  lost: number;
  /** What the student pays: the lessons after coupons, plus the bollo when charged. */
  total: number;
  totalVat: number;
  totalNet: number;
  /** The teacher's regime the order is priced under (absent: RF01). */
  regime?: 'RF01' | 'RF19';
  /** Imposta di bollo charged to the student, in `total` (RF19 over 77,47 EUR); absent or 0 otherwise. */
  bollo?: number;
}

export interface CreateOrderResponse {
  /** The provider's order id for its buttons, or our order id when coupons cover everything. */
  id: string;
  orderId: string;
  requiresPayment: boolean;
  provider: 'paypal' | 'demo' | 'coupons';
  expiresAt: string;
  cart: Cart;
}

export interface CompleteOrderResponse {
  success: true;
  orderId: string;
  transactionId: string;
  amount: number;
  payerName: string | null;
}

/** A coupon as its owner and the teacher see it. */
export interface CouponView {
  code: string;
  value: number;
  expirationDate: string;
  creationDate: string;
  /** Who made it: the teacher, a cancelled paid lesson, or a payment that arrived too late (credited). */
  createdBy: 'teacher' | 'cancellation' | 'late-payment';
  userinfo: { userId: string; name: string; surname: string };
  originalClass: { date: string; duration: number; createdByTeacher: boolean } | null;
  redeemed: boolean;
}

/** Coupon amounts the teacher types: digits, optional comma or dot, up to 2 decimals. */
export const COUPON_AMOUNT_PATTERN = /^\d{1,4}([.,]\d{1,2})?$/;

/** POST /api/coupon/create-coupon (teacher) */
export const createCouponRequestSchema = z
  .object({
    userId: id,
    amount: z.union([z.number().positive().max(1000), z.string().regex(COUPON_AMOUNT_PATTERN, it.coupons.badAmount)]),
  })
  .loose();

/** POST /api/coupon/give: the holder gives the coupon `code` to the student registered as `email`. */
export const giveCouponRequestSchema = z
  .object({
    code: z.string().trim().toUpperCase().min(1, it.coupons.emptyCode).max(40),
    email: emailSchema(),
  })
  .strict();
export type GiveCouponRequest = z.input<typeof giveCouponRequestSchema>;

/** The payment record of a captured order (spec 'Booking'), amounts in euro. */
export interface BookingRecord {
  _id: string;
  teacherId: string;
  studentId: string;
  studentName: string;
  date: string;
  timeArrow: { start: string; end: string }[];
  eventsPaid: Record<string, { date: string; hours: number; amount: number }>;
  payment: {
    date: string;
    userId: string;
    paymentId: string;
    coupons: string[];
    gross: number;
    VAT: number;
    net: number;
    discount?: number;
    discountedGross?: number;
    discountedVAT?: number;
    discountedNet?: number;
    /** Forfettario only (absent: RF01, VAT included): no VAT, and the bollo charged on top, if any. */
    regime?: 'RF19';
    bollo?: number;
  };
  /** True while this payment's confirmation e-mail could not be sent (the sending goes on trying); absent otherwise. */
  confirmationMailFailed?: boolean;
}
