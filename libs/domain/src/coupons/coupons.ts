import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { assertNever, DomainError } from '../shared/types.js';

/** A coupon is valid for two months from its issue. */
export const COUPON_VALIDITY_MONTHS = 2;

export const CouponErrors = {
  invalid: 'COUPON.INVALID',
  expired: 'COUPON.EXPIRED',
  used: 'COUPON.USED',
  reserved: 'COUPON.RESERVED',
  badAmount: 'COUPON.BAD_AMOUNT',
  /** A gift to the coupon's own holder. */
  selfGift: 'COUPON.SELF_GIFT',
} as const;

/**
 * Where a coupon comes from: a paid lesson cancelled in time, the teacher, or money captured
 * for an order that could no longer pay its lessons (orders' LateCaptureCredited).
 */
export type CouponOrigin =
  | { kind: 'cancellation'; lessonId: string; bookingId: string; start: string; end: string; orderId: string | null }
  | { kind: 'teacher' }
  | { kind: 'late-capture'; orderId: string; transactionId: string; reason?: 'abandoned' | 'lessons-gone' | 'refused' };

/** The coupon as the handler reads it from the coupons read model before a decision. */
export type CouponFacts = {
  code: string;
  studentId: string;
  valueCents: number;
  expiresAt: string;
};

export type CouponIssued = DomainEvent<
  'CouponIssued',
  { code: string; studentId: string; teacherId: string; valueCents: number; expiresAt: string; origin: CouponOrigin; issuedAt: string; by: Actor }
>;
export type CouponReserved = DomainEvent<'CouponReserved', { code: string; orderId: string; studentId: string; until: string; reservedAt: string }>;
export type CouponReservationReleased = DomainEvent<'CouponReservationReleased', { code: string; orderId: string; releasedAt: string }>;
export type CouponRedeemed = DomainEvent<'CouponRedeemed', { code: string; orderId: string; studentId: string; redeemedAt: string }>;
/** The holder gave the coupon to another student (the spec: coupons are transferable); value and expiry travel with it. */
export type CouponGiven = DomainEvent<
  'CouponGiven',
  { code: string; fromStudentId: string; toStudentId: string; valueCents: number; expiresAt: string; givenAt: string; by: Actor }
>;

export type CouponEvent = CouponIssued | CouponReserved | CouponReservationReleased | CouponRedeemed | CouponGiven;

/**
 * Issue the coupon on its own stream. `expiresAt`/`issuedAt`: when another event already fixed
 * them (a paid lesson cancelled, a late capture credited, a coupon issued before every coupon had
 * its stream), the stream records the same; otherwise (the teacher's) two months from now.
 * Issuing again a coupon already issued with the same facts adds nothing, so the issue can be
 * retried after a crash.
 */
export type IssueCoupon = DomainCommand<
  'IssueCoupon',
  { code: string; studentId: string; teacherId: string; valueCents: number; origin: CouponOrigin; expiresAt?: string; issuedAt?: string }
>;
/**
 * An order wants the coupon until `until` (the order's own expiry). `coupon`: the facts as the read
 * model has them, used only while the stream holds no CouponIssued (a coupon issued before every
 * coupon had its stream, not yet written there by the issue sweep); the stream's own facts win.
 */
export type ReserveCoupon = DomainCommand<'ReserveCoupon', { code: string; orderId: string; studentId: string; until: string; coupon: CouponFacts | null }>;
export type ReleaseCoupon = DomainCommand<'ReleaseCoupon', { code: string; orderId: string }>;
export type RedeemCoupon = DomainCommand<'RedeemCoupon', { code: string; orderId: string }>;
/** The holder (`by`) gives the coupon to `toStudentId`, a student of the same teacher (the handler checks who that is). */
export type GiveCoupon = DomainCommand<'GiveCoupon', { code: string; toStudentId: string }>;
export type CouponCommand = IssueCoupon | ReserveCoupon | ReleaseCoupon | RedeemCoupon | GiveCoupon;

/**
 * What the coupon's own stream knows: whom it was issued to, its value and expiry (`issued`, null
 * on a stream without CouponIssued: a coupon issued before every coupon had its stream), who holds
 * it now (`studentId`: the last receiver of a gift, else the one it was issued to), the last gift,
 * and whether it is spent.
 */
export type CouponState = {
  issued: CouponFacts | null;
  redeemedBy: string | null;
  reservation: { orderId: string; until: string } | null;
  studentId: string | null;
  lastGift: { from: string; to: string } | null;
};

export const initialCouponState = (): CouponState => ({ issued: null, redeemedBy: null, reservation: null, studentId: null, lastGift: null });

export const couponStreamName = (code: string): string => `coupon-${code}`;

/** Two calendar months after an instant (31 March -> 31 May; 31 December -> 28/29 February). */
export const couponExpiry = (issuedAt: Date): string => {
  const d = new Date(issuedAt);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + COUPON_VALIDITY_MONTHS);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
};

/** Whether a coupon expiring at `expiresAt` is past its validity at `now` (it expires at that instant). */
export const couponExpired = (expiresAt: string, now: Date): boolean => Date.parse(expiresAt) <= now.getTime();

/** What spending a coupon needs to know about it: whose it is, until when, whether it was spent. */
export type CouponUse = { studentId: string; expiresAt: string; redeemed: boolean };

/** Why a coupon is refused when offered by a student: the first rule it breaks, or null. */
export type CouponProblem = (typeof CouponErrors)['invalid' | 'used' | 'expired'];

/**
 * Whether `studentId` may spend the coupon at `now`: unknown or someone else's, already spent,
 * or expired. What the payment screen asks before sending a code; the coupon decider refuses
 * with the same codes (and then also serialises orders that want the same coupon).
 */
export const couponProblem = (coupon: CouponUse | null, studentId: string, now: Date): CouponProblem | null => {
  if (!coupon || coupon.studentId !== studentId) return CouponErrors.invalid;
  if (coupon.redeemed) return CouponErrors.used;
  if (couponExpired(coupon.expiresAt, now)) return CouponErrors.expired;
  return null;
};

export const evolveCoupon = (state: CouponState, event: CouponEvent): CouponState => {
  switch (event.type) {
    case 'CouponIssued': {
      const { code, studentId, valueCents, expiresAt } = event.data;
      return { ...state, issued: { code, studentId, valueCents, expiresAt }, studentId: state.studentId ?? studentId };
    }
    case 'CouponGiven':
      return { ...state, studentId: event.data.toStudentId, reservation: null, lastGift: { from: event.data.fromStudentId, to: event.data.toStudentId } };
    case 'CouponReserved':
      return { ...state, reservation: { orderId: event.data.orderId, until: event.data.until }, studentId: state.studentId ?? event.data.studentId };
    case 'CouponReservationReleased':
      return state.reservation?.orderId === event.data.orderId ? { ...state, reservation: null } : state;
    case 'CouponRedeemed':
      return { ...state, redeemedBy: event.data.orderId, reservation: null };
    default:
      return assertNever(event);
  }
};

const refuse = (code: string): never => {
  throw new DomainError(code);
};

/**
 * Decides on a coupon's stream. Its version serialises the orders that want it: one
 * reservation at a time, one redemption ever.
 */
export const decideCoupon = (command: CouponCommand, state: CouponState): CouponEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  switch (command.type) {
    case 'IssueCoupon': {
      const { valueCents, expiresAt, issuedAt, ...data } = command.data;
      if (state.issued) {
        // Issued already: the same issue retried adds nothing; another coupon on this code is refused.
        const same = state.issued.studentId === data.studentId && state.issued.valueCents === valueCents;
        return same ? [] : refuse(CouponErrors.invalid);
      }
      if (!Number.isInteger(valueCents) || valueCents <= 0 || valueCents > 100_000) refuse(CouponErrors.badAmount);
      return [{ type: 'CouponIssued', data: { ...data, valueCents, expiresAt: expiresAt ?? couponExpiry(now), issuedAt: issuedAt ?? at, by } }];
    }
    case 'ReserveCoupon': {
      const { coupon, orderId, studentId, code, until } = command.data;
      const facts = state.issued ?? coupon;
      // The holder, who may be the receiver of a gift, is the one who may spend it.
      const problem = couponProblem(facts && { ...facts, studentId: state.studentId ?? facts.studentId, redeemed: state.redeemedBy !== null }, studentId, now);
      if (problem) refuse(problem);
      const held = state.reservation;
      if (held && held.orderId !== orderId && Date.parse(held.until) > now.getTime()) refuse(CouponErrors.reserved);
      if (held?.orderId === orderId) return [];
      return [{ type: 'CouponReserved', data: { code, orderId, studentId, until, reservedAt: at } }];
    }
    case 'ReleaseCoupon':
      if (state.reservation?.orderId !== command.data.orderId) return [];
      return [{ type: 'CouponReservationReleased', data: { ...command.data, releasedAt: at } }];
    case 'RedeemCoupon': {
      const { code, orderId } = command.data;
      if (state.redeemedBy === orderId) return [];
      if (state.redeemedBy !== null) refuse(CouponErrors.used);
      if (state.reservation?.orderId !== orderId) refuse(CouponErrors.reserved);
      return [{ type: 'CouponRedeemed', data: { code, orderId, studentId: state.studentId ?? by.userId, redeemedAt: at } }];
    }
    case 'GiveCoupon': {
      const { code, toStudentId } = command.data;
      // The same gift asked again (a retried request) adds nothing.
      if (state.lastGift?.from === by.userId && state.lastGift.to === toStudentId && state.studentId === toStudentId) return [];
      const holder = state.studentId;
      const issued = state.issued;
      if (!issued || holder !== by.userId) return refuse(CouponErrors.invalid);
      if (state.redeemedBy !== null) refuse(CouponErrors.used);
      if (couponExpired(issued.expiresAt, now)) refuse(CouponErrors.expired);
      if (state.reservation && Date.parse(state.reservation.until) > now.getTime()) refuse(CouponErrors.reserved);
      if (toStudentId === holder) refuse(CouponErrors.selfGift);
      return [{ type: 'CouponGiven', data: { code, fromStudentId: holder, toStudentId, valueCents: issued.valueCents, expiresAt: issued.expiresAt, givenAt: at, by } }];
    }
    default:
      return assertNever(command);
  }
};
