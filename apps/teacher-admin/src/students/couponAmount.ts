import { COUPON_AMOUNT_PATTERN, it } from '@lavagna/contracts';
import { centsToEuro, DEFAULT_HOURLY_RATE_CENTS, LESSON_LENGTHS, priceOfMinutes } from '@lavagna/domain';
import { formatHours, formatWholeEuro } from '@lavagna/format';
import type { CouponAmount } from './api';

/** The dialog's choices: a preset amount (as its radio value, '37.5') or the teacher's own amount. */
export type CouponChoice = `${number}` | 'custom';

/** One preset per lesson length: what that lesson costs at the standard rate, '37,50 € – 1,5 ore'. */
export const PRESET_CHOICES = LESSON_LENGTHS.map((minutes) => {
  const cents = priceOfMinutes(minutes, DEFAULT_HOURLY_RATE_CENTS);
  return { value: `${centsToEuro(cents)}` as const, label: `${formatWholeEuro(cents)} – ${formatHours(minutes / 60)}` };
});

/** Digits with an optional comma or dot and up to 2 decimals, above zero; the Italian message otherwise. */
export const validateCouponAmount = (text: string): string | undefined => {
  const value = text.trim();
  if (!COUPON_AMOUNT_PATTERN.test(value)) return it.coupons.badAmount;
  return Number(value.replace(',', '.')) > 0 ? undefined : it.coupons.badAmount;
};

/** What POST /api/coupon/create-coupon receives: the preset as a number, a custom amount as typed. */
export const couponAmountOf = (choice: CouponChoice, custom: string): CouponAmount =>
  choice === 'custom' ? custom.trim() : Number(choice);
