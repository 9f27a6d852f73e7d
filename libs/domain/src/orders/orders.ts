import type { EmailQueued } from '../accounts/events.js';
import { couponExpiry, type CouponFacts } from '../coupons/coupons.js';
import { minutesBetween } from '../lessons/rules.js';
import { applyCoupons, allocate, priceOf, type Discounted } from '../money/money.js';
import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { assertNever, DomainError } from '../shared/types.js';

export const OrderErrors = {
  empty: 'ORDER.EMPTY',
  lessonUnavailable: 'ORDER.LESSON_UNAVAILABLE',
  couponTwice: 'COUPON.USED_IN_ORDER',
  amountMismatch: 'ORDER.AMOUNT_MISMATCH',
  abandoned: 'ORDER.ABANDONED',
  notFound: 'ORDER.NOT_FOUND',
  exists: 'ORDER.EXISTS',
} as const;

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

export type OrderTotals = Discounted;

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

export type PlaceOrder = DomainCommand<
  'PlaceOrder',
  {
    orderId: string;
    studentId: string;
    teacherId: string;
    hourlyRateCents: number;
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
    email: { emailId: string; to: string; name: string } | null;
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

export type OrderState =
  | { status: 'Empty' }
  | { status: 'Placed' | 'Captured' | 'Abandoned' | 'Credited'; placed: OrderPlaced['data'] };

export const initialOrderState = (): OrderState => ({ status: 'Empty' });
export const orderStreamName = (orderId: string): string => `order-${orderId}`;

/** Prices lessons at the student's rate and applies coupons; each lesson's paid share sums to the total. */
export const priceOrder = (lessons: LessonFacts[], hourlyRateCents: number, couponValues: number[]) => {
  const priced = lessons.map((l) => ({ ...l, minutes: minutesBetween(l), gross: priceOf([l], hourlyRateCents) }));
  const totals = applyCoupons(priceOf(lessons, hourlyRateCents), couponValues);
  const paid = allocate(totals.discountedGross, priced.map((l) => l.gross));
  const pricedLessons: PricedLesson[] = priced.map((l, i) => ({
    lessonId: l.lessonId,
    bookingId: l.bookingId,
    start: l.start,
    end: l.end,
    minutes: l.minutes,
    gross: l.gross,
    paid: paid[i]!,
  }));
  return { lessons: pricedLessons, totals };
};

const refuse = (code: string, status: 404 | 409 | 422 = 409): never => {
  throw new DomainError(code, status);
};

/** Any of the order's lessons no longer reserved for its student, or already paid (by another order, by the teacher). */
const lessonsGone = (placed: OrderPlaced['data'], now: LessonAtCapture[]): boolean => {
  const byId = new Map(now.map((l) => [l.lessonId, l]));
  return placed.lessons.some((l) => {
    const found = byId.get(l.lessonId);
    return !found || !found.reserved || found.isPaid || found.studentId !== placed.studentId;
  });
};

/** Only money a provider took can be credited; a coupons-only or manual order simply cannot be recorded. */
const tookMoney = (placed: OrderPlaced['data'], amountCents: number): boolean =>
  (placed.provider === 'paypal' || placed.provider === 'demo') && Number.isInteger(amountCents) && amountCents > 0;

/**
 * The money arrived but cannot pay the lessons: it is received all the same (an OrderCaptured
 * paying no lessons and redeeming no coupons, so it is in the records and the fiscal report) and
 * given back as a coupon of exactly the amount captured, valid two months, with an e-mail.
 */
const creditLateCapture = (
  placed: OrderPlaced['data'],
  data: CreditCapture['data'],
  reason: LateCaptureCredited['data']['reason'],
  now: Date,
  by: Actor,
): OrderEvent[] => {
  const at = now.toISOString();
  const { transactionId, amountCents, email, creditCouponCode, fiscalName } = data;
  const coupon = { code: creditCouponCode, valueCents: amountCents, expiresAt: couponExpiry(now) };
  const events: OrderEvent[] = [
    {
      type: 'OrderCaptured',
      data: {
        orderId: placed.orderId,
        studentId: placed.studentId,
        teacherId: placed.teacherId,
        lessons: [],
        couponCodes: [],
        totals: applyCoupons(amountCents, []),
        transactionId,
        amountCents,
        fiscalName,
        paidAt: at,
        by,
      },
    },
    {
      type: 'LateCaptureCredited',
      data: { orderId: placed.orderId, studentId: placed.studentId, teacherId: placed.teacherId, reason, transactionId, amountCents, coupon, creditedAt: at, by },
    },
  ];
  if (email) {
    events.push({
      type: 'EmailQueued',
      data: {
        emailId: email.emailId,
        userId: placed.studentId,
        to: email.to,
        template: 'coupon-issued',
        params: { kind: 'late-capture', reason, name: email.name, code: coupon.code, value: String(amountCents), expireDate: coupon.expiresAt, transactionId },
        queuedAt: at,
      },
    });
  }
  return events;
};

export const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  switch (event.type) {
    case 'OrderPlaced':
      return { status: 'Placed', placed: event.data };
    case 'OrderCaptured':
      return state.status === 'Empty' ? state : { ...state, status: 'Captured' };
    case 'OrderAbandoned':
      return state.status === 'Empty' ? state : { ...state, status: 'Abandoned' };
    case 'LateCaptureCredited':
      return state.status === 'Empty' ? state : { ...state, status: 'Credited' };
    case 'EmailQueued':
      return state;
    default:
      return assertNever(event);
  }
};

/** Decides on an order: priced by the server only, captured at most once. */
export const decideOrder = (command: OrderCommand, state: OrderState): OrderEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  switch (command.type) {
    case 'PlaceOrder': {
      if (state.status !== 'Empty') refuse(OrderErrors.exists);
      const { lessons, coupons, ...data } = command.data;
      if (lessons.length === 0) refuse(OrderErrors.empty, 422);
      const ids = new Set(lessons.map((l) => l.lessonId));
      const usable = (l: LessonFacts) => l.active && !l.isPaid && l.studentId === data.studentId;
      if (ids.size !== lessons.length || !lessons.every(usable)) refuse(OrderErrors.lessonUnavailable);
      if (new Set(coupons.map((c) => c.code)).size !== coupons.length) refuse(OrderErrors.couponTwice, 422);
      const priced = priceOrder(lessons, data.hourlyRateCents, coupons.map((c) => c.valueCents));
      const free = priced.totals.discountedGross === 0;
      if (free !== (data.provider === 'coupons')) refuse(OrderErrors.amountMismatch, 422);
      return [
        {
          type: 'OrderPlaced',
          data: { ...data, ...priced, coupons: coupons.map((c) => ({ code: c.code, valueCents: c.valueCents })), placedAt: at, by },
        },
      ];
    }
    case 'CaptureOrder': {
      if (state.status === 'Empty') return refuse(OrderErrors.notFound, 404);
      // Captured or credited once: the same capture again (a retry, the reconciliation job) adds nothing.
      if (state.status === 'Captured' || state.status === 'Credited') return [];
      const { placed } = state;
      const late = state.status === 'Abandoned' ? 'abandoned' : lessonsGone(placed, command.data.lessons) ? 'lessons-gone' : null;
      if (late) {
        if (!tookMoney(placed, command.data.amountCents)) refuse(late === 'abandoned' ? OrderErrors.abandoned : OrderErrors.lessonUnavailable);
        return creditLateCapture(placed, command.data, late, now, by);
      }
      if (command.data.amountCents !== placed.totals.discountedGross) refuse(OrderErrors.amountMismatch, 422);
      const { email } = command.data;
      const confirmation: EmailQueued[] = email
        ? [
            {
              type: 'EmailQueued',
              data: {
                emailId: email.emailId,
                userId: placed.studentId,
                to: email.to,
                template: 'booking-confirmation',
                params: {
                  name: email.name,
                  amount: String(command.data.amountCents),
                  date: at,
                  transactionId: command.data.transactionId,
                  lessons: placed.lessons.map((l) => `${l.start}/${l.end}`).join(','),
                },
                queuedAt: at,
              },
            },
          ]
        : [];
      return [
        {
          type: 'OrderCaptured',
          data: {
            orderId: placed.orderId,
            studentId: placed.studentId,
            teacherId: placed.teacherId,
            lessons: placed.lessons,
            couponCodes: placed.coupons.map((c) => c.code),
            totals: placed.totals,
            transactionId: command.data.transactionId,
            amountCents: command.data.amountCents,
            fiscalName: command.data.fiscalName,
            paidAt: at,
            by,
          },
        },
        ...confirmation,
      ];
    }
    case 'CreditCapture': {
      if (state.status === 'Empty') return refuse(OrderErrors.notFound, 404);
      // Recorded once, either way: a capture that did pay its lessons, or one already credited.
      if (state.status === 'Captured' || state.status === 'Credited') return [];
      if (!tookMoney(state.placed, command.data.amountCents)) refuse(OrderErrors.amountMismatch, 422);
      return creditLateCapture(state.placed, command.data, 'refused', now, by);
    }
    case 'AbandonOrder':
      if (state.status !== 'Placed') return [];
      return [{ type: 'OrderAbandoned', data: { orderId: command.data.orderId, reason: command.data.reason, abandonedAt: at } }];
    default:
      return assertNever(command);
  }
};
