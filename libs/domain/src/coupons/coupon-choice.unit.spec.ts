import { applyCoupons } from '../money/money.js';
import { couponUse, suggestCoupons, type SpendableCoupon } from './coupon-choice.js';

const coupon = (code: string, euro: number, expiresAt = '2026-05-10T10:00:00.000Z'): SpendableCoupon => ({ code, valueCents: Math.round(euro * 100), expiresAt });

describe('the coupons suggested for a payment', () => {
  it('uses a coupon of exactly the price, alone', () => {
    expect(suggestCoupons(2500, [coupon('A', 37.5), coupon('B', 25), coupon('C', 10)])).toEqual({ codes: ['B'], discountCents: 2500, lostCents: 0 });
  });

  it('combines coupons that cover the price with nothing lost', () => {
    expect(suggestCoupons(5000, [coupon('A', 37.5), coupon('B', 12.5), coupon('C', 30)])).toEqual({ codes: ['A', 'B'], discountCents: 5000, lostCents: 0 });
  });

  it('loses nothing before covering more: a smaller coupon that fits beats a larger one that would be cut', () => {
    expect(suggestCoupons(2500, [coupon('BIG', 37.5), coupon('SMALL', 20)])).toEqual({ codes: ['SMALL'], discountCents: 2000, lostCents: 0 });
  });

  it('covers as much as fits when nothing is lost', () => {
    expect(suggestCoupons(2500, [coupon('A', 10), coupon('B', 10), coupon('C', 10)])).toEqual({ codes: ['A', 'B'], discountCents: 2000, lostCents: 0 });
  });

  it('when every coupon exceeds the price, the one that loses least, and says how much', () => {
    expect(suggestCoupons(2500, [coupon('A', 50), coupon('B', 37.5)])).toEqual({ codes: ['B'], discountCents: 2500, lostCents: 1250 });
  });

  it('between equal choices, fewer coupons, then those that expire first', () => {
    expect(suggestCoupons(5000, [coupon('A', 25), coupon('B', 25), coupon('C', 50)]).codes).toEqual(['C']);
    const late = '2026-06-01T10:00:00.000Z';
    const soon = '2026-04-01T10:00:00.000Z';
    expect(suggestCoupons(2500, [coupon('LATE', 25, late), coupon('SOON', 25, soon)]).codes).toEqual(['SOON']);
  });

  it('suggests nothing without coupons or without anything to pay', () => {
    expect(suggestCoupons(2500, [])).toBeNull();
    expect(suggestCoupons(0, [coupon('A', 25)])).toBeNull();
  });

  it('agrees with what the order then charges', () => {
    const coupons = [coupon('A', 37.5), coupon('B', 12.5), coupon('C', 7.5), coupon('D', 20)];
    const due = 6250;
    const s = suggestCoupons(due, coupons)!;
    const values = coupons.filter((c) => s.codes.includes(c.code)).map((c) => c.valueCents);
    const applied = applyCoupons(due, values);
    expect([applied.discount, applied.lost]).toEqual([s.discountCents, s.lostCents]);
    expect(s).toEqual({ codes: ['A', 'D'], discountCents: 5750, lostCents: 0 });
  });

  it('finds the best of many coupons without trying every combination', () => {
    const many = Array.from({ length: 40 }, (_, i) => coupon(`C${i}`, 7 + (i % 5)));
    const s = suggestCoupons(10000, many)!;
    expect(s.lostCents).toBe(0);
    expect(s.discountCents).toBe(10000);
  });
});

describe('a coupon larger than what is left to pay', () => {
  it('is used up to what is left, the rest lost', () => {
    expect(couponUse(3750, 2500)).toEqual({ usedCents: 2500, lostCents: 1250 });
    expect(couponUse(2000, 2500)).toEqual({ usedCents: 2000, lostCents: 0 });
    expect(couponUse(2500, 0)).toEqual({ usedCents: 0, lostCents: 2500 });
  });
});
