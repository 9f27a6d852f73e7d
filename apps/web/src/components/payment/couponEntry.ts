import { it, type CouponView } from '@lavagna/contracts';

/** Codes are compared as the server stores them: trimmed, upper case. */
export const normalizeCode = (raw: string): string => raw.trim().toUpperCase();

export type CouponCheck = { ok: true; code: string } | { ok: false; message: string };

/**
 * The entry rules checked before asking the server (which checks them again):
 * empty, already in this order, not one of the student's coupons, expired.
 * `coupons` is undefined when the list could not be loaded: the server then decides alone.
 */
export function checkCouponEntry(raw: string, applied: readonly string[], coupons: readonly CouponView[] | undefined, now: Date): CouponCheck {
  const code = normalizeCode(raw);
  if (!code) return { ok: false, message: it.coupons.emptyCode };
  if (applied.includes(code)) return { ok: false, message: it.coupons.usedInOrder };
  if (coupons) {
    const coupon = coupons.find((c) => normalizeCode(c.code) === code);
    if (!coupon) return { ok: false, message: it.coupons.invalid };
    if (coupon.redeemed) return { ok: false, message: it.coupons.usedInOrder };
    if (Date.parse(coupon.expirationDate) <= now.getTime()) return { ok: false, message: it.coupons.expired };
  }
  return { ok: true, code };
}
