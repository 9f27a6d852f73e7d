import { priceOrder } from '../orders/index.js';
import { applyCoupons, euroToCents, priceOf, priceOfMinutes, splitVat } from './money.js';

describe('money to the cent', () => {
  it.each([
    [60, 2500, 2500, 2049, 451],
    [90, 2500, 3750, 3074, 676],
    [120, 2500, 5000, 4098, 902],
    [60, 3000, 3000, 2459, 541],
    [90, 3333, 5000, 4098, 902], // 3333 x 1.5 = 4999.5 -> 5000
    [90, 2999, 4499, 3688, 811], // 4498.5 -> 4499
    [210, 2750, 9625, 7889, 1736],
  ])('%i minutes at %i cents/hour: gross %i, net %i, VAT %i', (minutes, rate, gross, net, vat) => {
    expect(priceOfMinutes(minutes, rate)).toBe(gross);
    expect(splitVat(gross)).toEqual({ gross, net, vat });
  });

  it('keeps gross = net + VAT for every amount up to 1,000 euro', () => {
    for (let gross = 0; gross <= 100_000; gross++) {
      const { net, vat } = splitVat(gross);
      expect(net + vat).toBe(gross);
      expect(Math.abs(net * 1.22 - gross)).toBeLessThanOrEqual(0.61);
    }
  });

  it('applies one and two coupons, and caps them to the total losing the rest', () => {
    expect(applyCoupons(3750, [2500])).toMatchObject({ discount: 2500, lost: 0, discountedGross: 1250, discountedNet: 1025, discountedVat: 225 });
    expect(applyCoupons(5000, [2500, 2500])).toMatchObject({ discount: 5000, lost: 0, discountedGross: 0, discountedNet: 0, discountedVat: 0 });
    expect(applyCoupons(2500, [3750])).toMatchObject({ gross: 2500, net: 2049, vat: 451, discount: 2500, lost: 1250, discountedGross: 0 });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => splitVat(12.5)).toThrow(RangeError);
    expect(() => splitVat(-1)).toThrow(RangeError);
  });
});

describe('the price of lessons, as a screen shows it before the order', () => {
  const lesson = (minutes: number, day = 26) => ({
    start: `2026-03-${day}T09:00:00.000Z`,
    end: new Date(Date.parse(`2026-03-${day}T09:00:00.000Z`) + minutes * 60_000).toISOString(),
  });

  it('rounds each lesson to the cent, then sums: 90 minutes at 16,45 EUR/h is 24,68 EUR', () => {
    expect(priceOf([lesson(90)], 1645)).toBe(2468); // 24,675 half up
    expect(priceOf([lesson(90), lesson(90, 27)], 1645)).toBe(4936); // 2 x 24,68, not 49,35
    expect(priceOf([], 2500)).toBe(0);
  });

  it('is what an order charges for the same lessons, at every rate from 15 to 60 EUR', () => {
    const differing: string[] = [];
    for (let rate = 1500; rate <= 6000; rate += 5) {
      for (const minutes of [60, 90, 120]) {
        const lessons = [lesson(minutes), lesson(minutes, 27)];
        const facts = lessons.map((l, i) => ({ ...l, lessonId: `l${i}`, bookingId: 'b', studentId: 's', active: true, isPaid: false }));
        const [shown, charged] = [priceOf(lessons, rate), priceOrder(facts, rate, []).totals.gross];
        if (shown !== charged) differing.push(`${rate}/h ${minutes} min: ${shown} != ${charged}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('reads a rate on the wire to the nearest cent', () => {
    expect(euroToCents(16.45)).toBe(1645); // 1644.9999999999998 in floating point
    expect(euroToCents(37.5)).toBe(3750);
    expect(euroToCents(0)).toBe(0);
  });
});
