import { it, problemMessages, type CouponView } from '@lavagna/contracts';
import { couponProblem, couponUse, euroToCents, suggestCoupons, type CouponSuggestion, type SpendableCoupon } from '@lavagna/domain';

/** Codes are compared as the server stores them: trimmed, upper case. */
export const normalizeCode = (raw: string): string => raw.trim().toUpperCase();

export type CouponCheck = { ok: true; code: string } | { ok: false; message: string };

/**
 * What is checked before asking the server (which checks it again): an empty code, one already in
 * this order, then the domain's rules for spending it (the student's own, unspent, not expired).
 * `coupons` is undefined when the list could not be loaded: the server then decides alone.
 */
export function checkCouponEntry(
  raw: string,
  applied: readonly string[],
  coupons: readonly CouponView[] | undefined,
  studentId: string,
  now: Date,
): CouponCheck {
  const code = normalizeCode(raw);
  if (!code) return { ok: false, message: it.coupons.emptyCode };
  if (applied.includes(code)) return { ok: false, message: it.coupons.usedInOrder };
  if (coupons) {
    const c = coupons.find((c) => normalizeCode(c.code) === code);
    const problem = couponProblem(c ? { studentId: c.userinfo.userId, expiresAt: c.expirationDate, redeemed: c.redeemed } : null, studentId, now);
    if (problem) return { ok: false, message: problemMessages[problem] };
  }
  return { ok: true, code };
}

/** The coupons the student may spend now, as the domain's suggestion reads them. */
const spendable = (coupons: readonly CouponView[], studentId: string, now: Date): SpendableCoupon[] =>
  coupons
    .filter((c) => couponProblem({ studentId: c.userinfo.userId, expiresAt: c.expirationDate, redeemed: c.redeemed }, studentId, now) === null)
    .map((c) => ({ code: normalizeCode(c.code), valueCents: euroToCents(c.value), expiresAt: c.expirationDate }));

/**
 * The domain's suggestion for lessons costing `grossCents`, or null when there is none or it is
 * what the order already applies.
 */
export function couponSuggestion(
  coupons: readonly CouponView[] | undefined,
  applied: readonly string[],
  grossCents: number,
  studentId: string,
  now: Date,
): CouponSuggestion | null {
  if (!coupons) return null;
  const suggestion = suggestCoupons(grossCents, spendable(coupons, studentId, now));
  if (!suggestion) return null;
  const same = suggestion.codes.length === applied.length && suggestion.codes.every((c) => applied.includes(c));
  return same ? null : suggestion;
}

/** What the student's coupon `code` would lose if applied with `dueCents` left to pay; null when it loses nothing or is not theirs. */
export function couponLoss(coupons: readonly CouponView[] | undefined, code: string, dueCents: number): { valueCents: number; usedCents: number; lostCents: number } | null {
  const c = coupons?.find((c) => normalizeCode(c.code) === normalizeCode(code));
  if (!c) return null;
  const valueCents = euroToCents(c.value);
  const { usedCents, lostCents } = couponUse(valueCents, dueCents);
  return lostCents > 0 ? { valueCents, usedCents, lostCents } : null;
}
