/** Money is integer euro cents everywhere inside; euro numbers only at the edges. */
import type { Slot } from '../lessons/events.js';
import { minutesBetween } from '../time/instants.js';
import type { FiscalRegime } from '../invoicing/fiscal-profile.js';

/** The hourly price when a student has no rate of their own: 25 EUR, VAT included. */
export const DEFAULT_HOURLY_RATE_CENTS = 2500;

/** Italian VAT, included in every price. */
export const VAT_PERCENT = 22;

/** Integer division rounding half up, for non-negative numerators. */
const divideRoundingHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Price of one lesson of `minutes`: hours times the hourly rate, to the cent (half up). */
export const priceOfMinutes = (minutes: number, hourlyRateCents: number): number =>
  divideRoundingHalfUp(minutes * hourlyRateCents, 60);

/**
 * What lessons cost at an hourly rate: each lesson priced to the cent, then summed - exactly the
 * gross an order charges for them (`priceOrder`). Summing the hours first would round once and
 * drift by a cent (16,45 EUR/h for 90 minutes is 24,675: 24,68 EUR).
 */
export const priceOf = (lessons: readonly Slot[], hourlyRateCents: number): number =>
  lessons.reduce((sum, lesson) => sum + priceOfMinutes(minutesBetween(lesson), hourlyRateCents), 0);

export interface VatSplit {
  gross: number;
  net: number;
  vat: number;
}

/** Splits a VAT-inclusive amount: net = round(gross / 1.22), vat = gross - net. */
export const splitVat = (gross: number): VatSplit => {
  if (!Number.isInteger(gross) || gross < 0) throw new RangeError(`Not an amount in cents: ${gross}`);
  const net = divideRoundingHalfUp(gross * 100, 100 + VAT_PERCENT);
  return { gross, net, vat: gross - net };
};

/**
 * Splits an amount under a VAT regime: ordinario (RF01) has 22% VAT included (`splitVat`);
 * forfettario (RF19) has none, the price is the whole amount (net = gross, vat 0).
 */
export const splitByRegime = (gross: number, regime: FiscalRegime = 'RF01'): VatSplit => {
  if (regime === 'RF01') return splitVat(gross);
  if (!Number.isInteger(gross) || gross < 0) throw new RangeError(`Not an amount in cents: ${gross}`);
  return { gross, net: gross, vat: 0 };
};

export interface Discounted extends VatSplit {
  /** What the coupons take off: their value, capped to the total. */
  discount: number;
  /** Coupon value beyond the total: lost, a coupon is not divisible. */
  lost: number;
  discountedGross: number;
  discountedNet: number;
  discountedVat: number;
}

/** The order total after coupons, with the VAT split (under `regime`) of both the full and the discounted amount. */
export const applyCoupons = (gross: number, couponValues: number[], regime: FiscalRegime = 'RF01'): Discounted => {
  const offered = couponValues.reduce((sum, value) => sum + value, 0);
  const discount = Math.min(offered, gross);
  const after = splitByRegime(gross - discount, regime);
  return {
    ...splitByRegime(gross, regime),
    discount,
    lost: offered - discount,
    discountedGross: after.gross,
    discountedNet: after.net,
    discountedVat: after.vat,
  };
};

/** 3750 -> 37.5, for the wire; never used for arithmetic. */
export const centsToEuro = (cents: number): number => cents / 100;

/** 37.5 (an amount on the wire, e.g. an hourly rate) -> 3750 cents, to the nearest cent. */
export const euroToCents = (euro: number): number => Math.round(euro * 100);

/**
 * Splits `total` cents in proportion to `weights`, to the cent, the parts summing exactly to
 * the total (largest remainders get the leftover cents; ties go to the earlier part).
 */
export const allocate = (total: number, weights: number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left--;
  }
  return parts;
};
