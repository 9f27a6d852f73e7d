import { COUPON_AMOUNT_PATTERN, COUPON_PRESETS, it } from '@lavagna/contracts';
import type { CouponAmount } from './api';
import { formatHours, formatPresetEuro } from './format';

type Preset = (typeof COUPON_PRESETS)[number];

/** The lesson length each preset pays for at the standard rate. */
const PRESET_HOURS: Record<Preset, number> = { 25: 1, 37.5: 1.5, 50: 2 };

/** The dialog's choices: one per preset, then the teacher's own amount. */
export type CouponChoice = `${Preset}` | 'custom';

export const PRESET_CHOICES = COUPON_PRESETS.map((amount) => ({
  value: String(amount) as CouponChoice,
  amount,
  label: `${formatPresetEuro(amount)} – ${formatHours(PRESET_HOURS[amount])}`,
}));

/** Digits with an optional comma or dot and up to 2 decimals, above zero; the Italian message otherwise. */
export const validateCouponAmount = (text: string): string | undefined => {
  const value = text.trim();
  if (!COUPON_AMOUNT_PATTERN.test(value)) return it.coupons.badAmount;
  return Number(value.replace(',', '.')) > 0 ? undefined : it.coupons.badAmount;
};

/** What POST /api/coupon/create-coupon receives: the preset as a number, a custom amount as typed. */
export const couponAmountOf = (choice: CouponChoice, custom: string): CouponAmount =>
  choice === 'custom' ? custom.trim() : Number(choice);
