import { couponExpiry } from '../coupons/coupons.js';
import { minutesBetween } from '../time/instants.js';
import { applyCoupons, allocate, priceOf } from '../money/money.js';
import { bolloToCharge, DEFAULT_FISCAL_TERMS, type FiscalTerms } from '../invoicing/fiscal-profile.js';
import type { Actor } from '../shared/types.js';
import { assertNever, DomainError } from '../shared/types.js';
import type { CreditCapture, OrderCommand } from './commands.js';
import { amountDue, regimeOf, type LateCaptureCredited, type LessonAtCapture, type LessonFacts, type OrderEvent, type OrderPlaced, type OrderTotals, type PricedLesson } from './events.js';
import type { OrderState } from './state.js';

export const OrderErrors = {
  empty: 'ORDER.EMPTY',
  lessonUnavailable: 'ORDER.LESSON_UNAVAILABLE',
  couponTwice: 'COUPON.USED_IN_ORDER',
  amountMismatch: 'ORDER.AMOUNT_MISMATCH',
  abandoned: 'ORDER.ABANDONED',
  notFound: 'ORDER.NOT_FOUND',
  exists: 'ORDER.EXISTS',
} as const;

/**
 * Prices lessons at the student's rate and applies coupons, under the teacher's fiscal terms (the
 * VAT split of the regime, the bollo charged on top); each lesson's paid share sums to the total
 * after coupons, the bollo being no lesson's.
 */
export const priceOrder = (lessons: LessonFacts[], hourlyRateCents: number, couponValues: number[], terms: FiscalTerms = DEFAULT_FISCAL_TERMS) => {
  const priced = lessons.map((l) => ({ ...l, minutes: minutesBetween(l), gross: priceOf([l], hourlyRateCents) }));
  const discounted = applyCoupons(priceOf(lessons, hourlyRateCents), couponValues, terms.regime);
  const totals: OrderTotals = { ...discounted, regime: terms.regime, bollo: bolloToCharge(terms, discounted.discountedGross) };
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

const refuse = (code: string): never => {
  throw new DomainError(code);
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
 * given back as a coupon of exactly the amount captured, valid two months (the student's e-mail is a reaction).
 */
const creditLateCapture = (
  placed: OrderPlaced['data'],
  data: CreditCapture['data'],
  reason: LateCaptureCredited['data']['reason'],
  now: Date,
  by: Actor,
): OrderEvent[] => {
  const at = now.toISOString();
  const { transactionId, amountCents, creditCouponCode, fiscalName } = data;
  const coupon = { code: creditCouponCode, valueCents: amountCents, expiresAt: couponExpiry(now) };
  return [
    {
      type: 'OrderCaptured',
      data: {
        orderId: placed.orderId,
        studentId: placed.studentId,
        teacherId: placed.teacherId,
        lessons: [],
        couponCodes: [],
        // Money to be given back as a coupon: split under the order's regime, no bollo of its own.
        totals: { ...applyCoupons(amountCents, [], regimeOf(placed.totals)), regime: regimeOf(placed.totals), bollo: 0 },
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
};

/** Decides on an order: priced by the server only, captured at most once. */
export const decideOrder = (command: OrderCommand, state: OrderState): OrderEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  switch (command.type) {
    case 'PlaceOrder': {
      if (state.status !== 'Empty') refuse(OrderErrors.exists);
      const { lessons, coupons, fiscal, ...data } = command.data;
      if (lessons.length === 0) refuse(OrderErrors.empty);
      const ids = new Set(lessons.map((l) => l.lessonId));
      const usable = (l: LessonFacts) => l.active && !l.isPaid && l.studentId === data.studentId;
      if (ids.size !== lessons.length || !lessons.every(usable)) refuse(OrderErrors.lessonUnavailable);
      if (new Set(coupons.map((c) => c.code)).size !== coupons.length) refuse(OrderErrors.couponTwice);
      const priced = priceOrder(lessons, data.hourlyRateCents, coupons.map((c) => c.valueCents), fiscal);
      const free = priced.totals.discountedGross === 0;
      if (free !== (data.provider === 'coupons')) refuse(OrderErrors.amountMismatch);
      return [
        {
          type: 'OrderPlaced',
          data: { ...data, ...priced, coupons: coupons.map((c) => ({ code: c.code, valueCents: c.valueCents })), placedAt: at, by },
        },
      ];
    }
    case 'CaptureOrder': {
      if (state.status === 'Empty') return refuse(OrderErrors.notFound);
      // Captured or credited once: the same capture again (a retry, the reconciliation job) adds nothing.
      if (state.status === 'Captured' || state.status === 'Credited') return [];
      const { placed } = state;
      const late = state.status === 'Abandoned' ? 'abandoned' : lessonsGone(placed, command.data.lessons) ? 'lessons-gone' : null;
      if (late) {
        if (!tookMoney(placed, command.data.amountCents)) refuse(late === 'abandoned' ? OrderErrors.abandoned : OrderErrors.lessonUnavailable);
        return creditLateCapture(placed, command.data, late, now, by);
      }
      if (command.data.amountCents !== amountDue(placed.totals)) refuse(OrderErrors.amountMismatch);
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
      ];
    }
    case 'CreditCapture': {
      if (state.status === 'Empty') return refuse(OrderErrors.notFound);
      // Recorded once, either way: a capture that did pay its lessons, or one already credited.
      if (state.status === 'Captured' || state.status === 'Credited') return [];
      if (!tookMoney(state.placed, command.data.amountCents)) refuse(OrderErrors.amountMismatch);
      return creditLateCapture(state.placed, command.data, 'refused', now, by);
    }
    case 'AbandonOrder':
      if (state.status !== 'Placed') return [];
      return [{ type: 'OrderAbandoned', data: { orderId: command.data.orderId, reason: command.data.reason, abandonedAt: at } }];
    default:
      return assertNever(command);
  }
};
