import type { BookingRecord } from '@lavagna/contracts';
import { paidFigures } from './payment-records.query.js';

const payment = (p: Partial<BookingRecord['payment']>): BookingRecord['payment'] => ({
  date: '2026-03-12T10:00:00.000Z',
  userId: 's-1',
  paymentId: 'Pagata con Coupon',
  coupons: [],
  gross: 25,
  VAT: 4.51,
  net: 20.49,
  ...p,
});

describe('the figures of a payment in the console list', () => {
  it('reads IVA 0 and net 0 for a payment covered whole by coupons', () => {
    expect(paidFigures(payment({ coupons: ['LV-A'], discount: 25, discountedGross: 0, discountedVAT: 0, discountedNet: 0 }))).toEqual({ vat: 0, net: 0, paid: 0 });
  });

  it('splits the VAT of what was paid after a partial coupon, not of the full price', () => {
    expect(paidFigures(payment({ gross: 50, VAT: 9.02, net: 40.98, coupons: ['LV-A'], discount: 10, discountedGross: 40 }))).toEqual({ vat: 7.21, net: 32.79, paid: 40 });
  });

  it('splits the full price when no coupon was used', () => {
    expect(paidFigures(payment({}))).toEqual({ vat: 4.51, net: 20.49, paid: 25 });
  });

  it('has no VAT under forfettario, the bollo counted in what was paid', () => {
    expect(paidFigures(payment({ gross: 100, VAT: 0, net: 100, regime: 'RF19', bollo: 2 }))).toEqual({ vat: 0, net: 100, paid: 102 });
  });
});
