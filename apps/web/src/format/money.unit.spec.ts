import { describe, expect, it } from 'vitest';
import { formatEuro, formatHours, priceCents, vatCents } from './money';

describe('prices', () => {
  it('charges hours times the hourly rate, 25 € by default', () => {
    expect(priceCents(1.5)).toBe(3750);
    expect(priceCents(2, 30)).toBe(6000);
    expect(priceCents(1, 0)).toBe(2500);
  });

  it('takes the VAT portion as gross minus the rounded net', () => {
    expect(vatCents(3750)).toBe(676); // 3750 / 1.22 = 3073.77 -> 3074
    expect(vatCents(2500)).toBe(451);
    expect(vatCents(0)).toBe(0);
  });

  it('writes amounts and hours the Italian way', () => {
    expect(formatEuro(3750)).toBe('37,50 €');
    expect(formatEuro(676)).toBe('6,76 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatHours(1)).toBe('1 ora');
    expect(formatHours(1.5)).toBe('1,5 ore');
    expect(formatHours(2)).toBe('2 ore');
  });
});
