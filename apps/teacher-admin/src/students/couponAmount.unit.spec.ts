import { describe, expect, it as test } from 'vitest';
import { couponAmountOf, PRESET_CHOICES, validateCouponAmount } from './couponAmount';

describe('a custom coupon amount', () => {
  test.each(['25', '37,5', '37.50', '0,5', ' 12,30 ', '1000'])('accepts %j', (amount) => {
    expect(validateCouponAmount(amount)).toBeUndefined();
  });

  test.each(['12,345', 'abc', '-1', '', '0', '0,00', '25,', '1.000,50', '12 €'])('refuses %j in Italian', (amount) => {
    expect(validateCouponAmount(amount)).toBe('Inserisci un importo valido (es. 25 o 37,50)');
  });
});

describe('the coupon presets', () => {
  test('pay for 1, 1,5 and 2 hours', () => {
    expect(PRESET_CHOICES.map((c) => c.label.replace(/\s/g, ' '))).toEqual([
      '25 € – 1 ora',
      '37,50 € – 1,5 ore',
      '50 € – 2 ore',
    ]);
  });

  test('send a preset as a number and a custom amount as typed', () => {
    expect(couponAmountOf('37.5', '')).toBe(37.5);
    expect(couponAmountOf('custom', ' 12,30 ')).toBe('12,30');
  });
});
