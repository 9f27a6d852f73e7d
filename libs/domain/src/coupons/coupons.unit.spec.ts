import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import { couponExpiry, couponProblem, decideCoupon, evolveCoupon, initialCouponState, type CouponCommand, type CouponEvent, type CouponFacts } from './coupons.js';

const spec = deciderSpec({ decide: decideCoupon, evolve: evolveCoupon, initialState: initialCouponState });
const now = new Date('2026-03-10T10:00:00.000Z');
const student: Actor = { userId: 's-1', role: 'student' };
const teacher: Actor = { userId: 't-1', role: 'teacher' };
const facts: CouponFacts = { code: 'LV-ABCD-EFGH', studentId: 's-1', valueCents: 2500, expiresAt: '2026-05-10T10:00:00.000Z' };
const cmd = (c: Omit<CouponCommand, 'metadata'>, by: Actor = student, at = now): CouponCommand => ({ ...c, metadata: { now: at, by } }) as CouponCommand;
const reserve = (orderId: string, coupon: CouponFacts | null = facts, studentId = 's-1', at = now) =>
  cmd({ type: 'ReserveCoupon', data: { code: facts.code, orderId, studentId, until: new Date(at.getTime() + 15 * 60_000).toISOString(), coupon } }, student, at);
const reserved = (orderId: string, at = now): CouponEvent => ({
  type: 'CouponReserved',
  data: { code: facts.code, orderId, studentId: 's-1', until: new Date(at.getTime() + 15 * 60_000).toISOString(), reservedAt: at.toISOString() },
});

describe('coupons', () => {
  it('are valid for two calendar months, month ends clamped', () => {
    expect(couponExpiry(new Date('2026-03-10T10:00:00Z'))).toBe('2026-05-10T10:00:00.000Z');
    expect(couponExpiry(new Date('2026-12-31T12:00:00Z'))).toBe('2027-02-28T12:00:00.000Z');
    expect(couponExpiry(new Date('2027-12-31T12:00:00Z'))).toBe('2028-02-29T12:00:00.000Z');
  });

  it('the teacher issues one of a positive whole-cent value', () => {
    const data = { code: 'LV-T', studentId: 's-1', teacherId: 't-1', valueCents: 3750, origin: { kind: 'teacher' as const } };
    spec([]).when(cmd({ type: 'IssueCoupon', data }, teacher)).then([
      { type: 'CouponIssued', data: { ...data, expiresAt: '2026-05-10T10:00:00.000Z', issuedAt: now.toISOString(), by: teacher } },
    ]);
    spec([]).when(cmd({ type: 'IssueCoupon', data: { ...data, valueCents: 0 } }, teacher)).thenThrows('COUPON.BAD_AMOUNT');
    spec([]).when(cmd({ type: 'IssueCoupon', data: { ...data, valueCents: 12.5 } }, teacher)).thenThrows('COUPON.BAD_AMOUNT');
  });

  it('an order of its owner reserves it', () => {
    spec([]).when(reserve('o-1')).then([reserved('o-1')]);
  });

  it('refuses an unknown code, another student’s, an expired one', () => {
    spec([]).when(reserve('o-1', null)).thenThrows('COUPON.INVALID');
    spec([]).when(reserve('o-1', facts, 's-2')).thenThrows('COUPON.INVALID');
    spec([]).when(reserve('o-1', { ...facts, expiresAt: now.toISOString() })).thenThrows('COUPON.EXPIRED');
  });

  it('one order at a time: a second order waits until the first reservation ends', () => {
    spec([reserved('o-1')]).when(reserve('o-2')).thenThrows('COUPON.RESERVED');
    const later = new Date(now.getTime() + 15 * 60_000);
    spec([reserved('o-1')]).when(reserve('o-2', facts, 's-1', later)).then([reserved('o-2', later)]);
    spec([reserved('o-1'), { type: 'CouponReservationReleased', data: { code: facts.code, orderId: 'o-1', releasedAt: now.toISOString() } }])
      .when(reserve('o-2'))
      .then([reserved('o-2')]);
  });

  it('is redeemed once, by the order holding it, and never reserved again', () => {
    const redeemed: CouponEvent = { type: 'CouponRedeemed', data: { code: facts.code, orderId: 'o-1', studentId: 's-1', redeemedAt: now.toISOString() } };
    spec([reserved('o-1')]).when(cmd({ type: 'RedeemCoupon', data: { code: facts.code, orderId: 'o-1' } })).then([redeemed]);
    spec([reserved('o-1'), redeemed]).when(cmd({ type: 'RedeemCoupon', data: { code: facts.code, orderId: 'o-1' } })).then([]);
    spec([reserved('o-1'), redeemed]).when(cmd({ type: 'RedeemCoupon', data: { code: facts.code, orderId: 'o-2' } })).thenThrows('COUPON.USED');
    spec([reserved('o-1'), redeemed]).when(reserve('o-2')).thenThrows('COUPON.USED');
    spec([reserved('o-1')]).when(cmd({ type: 'RedeemCoupon', data: { code: facts.code, orderId: 'o-2' } })).thenThrows('COUPON.RESERVED');
  });

  describe('issued on its own stream, so it knows its owner, value and expiry', () => {
    const origin = { kind: 'cancellation' as const, lessonId: 'l-1', bookingId: 'b-1', start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T15:30:00.000Z', orderId: 'o-0' };
    const issue = { code: facts.code, studentId: 's-1', teacherId: 't-1', valueCents: 2500, origin, expiresAt: facts.expiresAt, issuedAt: '2026-03-10T09:59:00.000Z' };
    const issued: CouponEvent = { type: 'CouponIssued', data: { code: facts.code, studentId: 's-1', teacherId: 't-1', valueCents: 2500, origin, expiresAt: facts.expiresAt, issuedAt: issue.issuedAt, by: student } };

    it('records the expiry and instant the causing event fixed, and the same issue again adds nothing', () => {
      spec([]).when(cmd({ type: 'IssueCoupon', data: issue })).then([issued]);
      spec([issued]).when(cmd({ type: 'IssueCoupon', data: issue })).then([]);
      spec([issued]).when(cmd({ type: 'IssueCoupon', data: { ...issue, studentId: 's-2' } })).thenThrows('COUPON.INVALID');
    });

    it('is reserved by its owner on what its stream says, whatever facts the order brings', () => {
      spec([issued]).when(reserve('o-1', null)).then([reserved('o-1')]);
      spec([issued]).when(reserve('o-1', { ...facts, studentId: 's-2' })).then([reserved('o-1')]);
      spec([issued]).when(reserve('o-1', facts, 's-2')).thenThrows('COUPON.INVALID');
    });

    it('is refused from the instant of the expiry its stream holds', () => {
      const expiry = new Date(facts.expiresAt);
      spec([issued]).when(reserve('o-1', null, 's-1', new Date(expiry.getTime() - 60_000))).then([reserved('o-1', new Date(expiry.getTime() - 60_000))]);
      spec([issued]).when(reserve('o-1', { ...facts, expiresAt: '2027-01-01T00:00:00.000Z' }, 's-1', expiry)).thenThrows('COUPON.EXPIRED');
    });

    it('a coupon issued before every coupon had its stream is still reserved on the facts the order brings', () => {
      spec([]).when(reserve('o-1', facts)).then([reserved('o-1')]);
      spec([]).when(reserve('o-1', null)).thenThrows('COUPON.INVALID');
    });
  });

  describe('given by its holder to another student (the spec: transferable)', () => {
    const issued: CouponEvent = {
      type: 'CouponIssued',
      data: { code: facts.code, studentId: 's-1', teacherId: 't-1', valueCents: 2500, origin: { kind: 'teacher' }, expiresAt: facts.expiresAt, issuedAt: now.toISOString(), by: teacher },
    };
    const give = (to: string, by: Actor = student, at = now) => cmd({ type: 'GiveCoupon', data: { code: facts.code, toStudentId: to } }, by, at);
    const given = (from: string, to: string, by: Actor = student): CouponEvent => ({
      type: 'CouponGiven',
      data: { code: facts.code, fromStudentId: from, toStudentId: to, valueCents: 2500, expiresAt: facts.expiresAt, givenAt: now.toISOString(), by },
    });
    const s2: Actor = { userId: 's-2', role: 'student' };

    it('passes to the receiver with its value and expiry; the same gift asked again adds nothing', () => {
      spec([issued]).when(give('s-2')).then([given('s-1', 's-2')]);
      spec([issued, given('s-1', 's-2')]).when(give('s-2')).then([]);
    });

    it('one holder at a time: the giver can neither give it again nor spend it; the receiver can do both', () => {
      spec([issued, given('s-1', 's-2')]).when(give('s-3')).thenThrows('COUPON.INVALID');
      spec([issued, given('s-1', 's-2')]).when(reserve('o-1')).thenThrows('COUPON.INVALID');
      spec([issued, given('s-1', 's-2')])
        .when(reserve('o-1', null, 's-2'))
        .then([{ ...reserved('o-1'), data: { ...(reserved('o-1').data as object), studentId: 's-2' } } as CouponEvent]);
      spec([issued, given('s-1', 's-2')]).when(give('s-3', s2)).then([given('s-2', 's-3', s2)]);
      // The issue retried after the gift (the coupon-issuing reaction runs at least once) changes nothing.
      spec([issued, given('s-1', 's-2')]).when(cmd({ type: 'IssueCoupon', data: { ...issued.data, by: undefined } as never }, teacher)).then([]);
    });

    it('refuses a coupon not its to give, spent, expired, held by a payment in progress, or given to its holder', () => {
      spec([]).when(give('s-2')).thenThrows('COUPON.INVALID');
      spec([issued]).when(give('s-3', s2)).thenThrows('COUPON.INVALID');
      const redeemed: CouponEvent = { type: 'CouponRedeemed', data: { code: facts.code, orderId: 'o-1', studentId: 's-1', redeemedAt: now.toISOString() } };
      spec([issued, reserved('o-1'), redeemed]).when(give('s-2')).thenThrows('COUPON.USED');
      spec([issued]).when(give('s-2', student, new Date(facts.expiresAt))).thenThrows('COUPON.EXPIRED');
      spec([issued, reserved('o-1')]).when(give('s-2')).thenThrows('COUPON.RESERVED');
      spec([issued, reserved('o-1')]).when(give('s-2', student, new Date(now.getTime() + 15 * 60_000))).then([
        { ...given('s-1', 's-2'), data: { ...(given('s-1', 's-2').data as object), givenAt: new Date(now.getTime() + 15 * 60_000).toISOString() } } as CouponEvent,
      ]);
      spec([issued]).when(give('s-1')).thenThrows('COUPON.SELF_GIFT');
    });
  });

  describe('when a student offers one at the payment step', () => {
    const mine = { studentId: 's-1', expiresAt: facts.expiresAt, redeemed: false };

    it('answers the code the order would be refused with, throwing nothing', () => {
      expect(couponProblem(mine, 's-1', now)).toBeNull();
      expect(couponProblem(null, 's-1', now)).toBe('COUPON.INVALID');
      expect(couponProblem(mine, 's-2', now)).toBe('COUPON.INVALID');
      expect(couponProblem({ ...mine, redeemed: true }, 's-1', now)).toBe('COUPON.USED');
    });

    it('is expired from the instant of its expiry', () => {
      const expiry = new Date(facts.expiresAt);
      expect(couponProblem(mine, 's-1', new Date(expiry.getTime() - 1))).toBeNull();
      expect(couponProblem(mine, 's-1', expiry)).toBe('COUPON.EXPIRED');
    });
  });
});
