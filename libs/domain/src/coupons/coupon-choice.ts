/**
 * Which of a student's coupons to use for a price. A coupon is not divisible: the value beyond what
 * is left to pay is lost (`applyCoupons`). So the suggestion first wastes least, then covers most of
 * the price, then uses fewest coupons, then spends those that expire first.
 */

/** A coupon the student may spend: its code, value in cents and expiry (ISO instant). */
export type SpendableCoupon = { code: string; valueCents: number; expiresAt: string };

export type CouponSuggestion = {
  /** The codes to apply, in the order given. */
  codes: string[];
  /** What they take off the price. */
  discountCents: number;
  /** Their value beyond the price: lost. */
  lostCents: number;
};

/** What using a coupon worth `valueCents` does when `dueCents` are left to pay: the part used and the part lost. */
export const couponUse = (valueCents: number, dueCents: number): { usedCents: number; lostCents: number } => {
  const usedCents = Math.max(0, Math.min(valueCents, dueCents));
  return { usedCents, lostCents: valueCents - usedCents };
};

type Pick = { indexes: number[]; sum: number; expirySum: number };

/** Fewer coupons, then those expiring first: both add up, so the better of two picks stays better after the same additions. */
const better = (a: Pick, b: Pick): boolean =>
  a.indexes.length !== b.indexes.length ? a.indexes.length < b.indexes.length : a.expirySum < b.expirySum;

/**
 * The combination of `coupons` that wastes least for a price of `dueCents` (then covers most, then
 * uses fewest, then those expiring first); null when there is nothing to pay or no coupon. A 0/1
 * knapsack on the sum in cents: a pick that reaches the price grows no further (one more coupon would
 * only be lost), so it stays within `dueCents` states per coupon.
 */
export const suggestCoupons = (dueCents: number, coupons: readonly SpendableCoupon[]): CouponSuggestion | null => {
  if (dueCents <= 0) return null;
  const usable = coupons.map((c, i) => ({ ...c, i })).filter((c) => Number.isInteger(c.valueCents) && c.valueCents > 0);
  if (usable.length === 0) return null;
  // Picks below the price by sum (they may still grow), and those at or over it (they may not).
  let open = new Map<number, Pick>([[0, { indexes: [], sum: 0, expirySum: 0 }]]);
  const closed = new Map<number, Pick>();
  const keep = (into: Map<number, Pick>, pick: Pick) => {
    const held = into.get(pick.sum);
    if (!held || better(pick, held)) into.set(pick.sum, pick);
  };
  for (const c of usable) {
    const next = new Map(open);
    for (const pick of open.values()) {
      const grown = { indexes: [...pick.indexes, c.i], sum: pick.sum + c.valueCents, expirySum: pick.expirySum + Date.parse(c.expiresAt) };
      keep(grown.sum < dueCents ? next : closed, grown);
    }
    open = next;
  }
  open.delete(0);
  const candidates = [...open.values(), ...closed.values()];
  const lost = (p: Pick) => Math.max(0, p.sum - dueCents);
  const covered = (p: Pick) => Math.min(p.sum, dueCents);
  const best = candidates.reduce((a, b) => {
    if (lost(a) !== lost(b)) return lost(a) < lost(b) ? a : b;
    if (covered(a) !== covered(b)) return covered(a) > covered(b) ? a : b;
    return better(b, a) ? b : a;
  });
  const indexes = [...best.indexes].sort((x, y) => x - y);
  return { codes: indexes.map((i) => coupons[i]!.code), discountCents: covered(best), lostCents: lost(best) };
};
