import { centsToPayPal, payPalToCents } from './paypal-amount.js';

describe('PayPal amounts', () => {
  it('writes cents with two decimals and a dot', () => {
    expect([3750, 2500, 6250, 5, 10, 0, 123456].map(centsToPayPal)).toEqual(['37.50', '25.00', '62.50', '0.05', '0.10', '0.00', '1234.56']);
  });

  it('refuses what is not whole cents', () => {
    expect(() => centsToPayPal(37.5)).toThrow();
    expect(() => centsToPayPal(-1)).toThrow();
  });

  it('reads them back to cents', () => {
    expect(['37.50', '37.5', '37', '0.05', '1234.56'].map(payPalToCents)).toEqual([3750, 3750, 3700, 5, 123456]);
    expect(() => payPalToCents('37,50')).toThrow();
    expect(() => payPalToCents('37.505')).toThrow();
  });
});
