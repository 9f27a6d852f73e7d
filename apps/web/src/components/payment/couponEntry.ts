import { it, problemMessages, type CouponView } from '@lavagna/contracts';
import { couponProblem } from '@lavagna/domain';

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
