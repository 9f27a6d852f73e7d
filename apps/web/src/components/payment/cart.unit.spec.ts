import type { Cart } from '@lavagna/contracts';
import { describe, expect, it } from 'vitest';
import { lesson } from '../../test/calendarFixtures';
import { amountsUnder, cartFromLessons, cartFromServer, wireCents } from './cart';

describe('the cart of the payment step', () => {
  it('prices the lessons locally until the order exists, VAT as gross minus the rounded net', () => {
    const view = cartFromLessons(
      [lesson('b', '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z', false), lesson('a', '2026-03-27T14:00:00.000Z', '2026-03-27T15:30:00.000Z', false)],
      25,
    );
    expect(view.lines.map((l) => [l.key, l.hours])).toEqual([
      ['a', 1.5],
      ['b', 1],
    ]);
    expect(view).toMatchObject({ grossCents: 6250, discountCents: 0, lostCents: 0, totalCents: 6250, vatCents: 1127 });
  });

  it("shows the server's discounted cart, with the value lost beyond the total", () => {
    const cart: Cart = {
      lines: [{ eventId: 'a', start: '2026-03-27T14:00:00.000Z', end: '2026-03-27T15:30:00.000Z', minutes: 90, amount: 37.5 }],
      gross: 37.5,
      vat: 6.76,
      net: 30.74,
      discount: 37.5,
      lost: 12.5,
      total: 0,
      totalVat: 0,
      totalNet: 0,
    };
    expect(cartFromServer(cart)).toMatchObject({ grossCents: 3750, discountCents: 3750, lostCents: 1250, totalCents: 0, vatCents: 0 });
    expect(cartFromServer(cart).lines[0]).toMatchObject({ key: 'a', hours: 1.5 });
  });

  it('turns euro amounts into cents without float noise', () => {
    expect(wireCents(0.1 + 0.2)).toBe(30);
    expect(wireCents(37.5)).toBe(3750);
    expect(wireCents(undefined)).toBe(0);
  });

  it('under forfettario: no VAT, and the bollo on top over 77,47 EUR when the student pays it', () => {
    const ninety = [lesson('a', '2026-03-27T14:00:00.000Z', '2026-03-27T15:30:00.000Z', false)];
    expect(cartFromLessons(ninety, 25, { regime: 'RF19', bolloCharged: true })).toMatchObject({ grossCents: 3750, totalCents: 3750, vatCents: 0, bolloCents: 0, regime: 'RF19' });
    expect(cartFromLessons(ninety, 60, { regime: 'RF19', bolloCharged: true })).toMatchObject({ grossCents: 9000, totalCents: 9200, vatCents: 0, bolloCents: 200 });
    expect(cartFromLessons(ninety, 60, { regime: 'RF19', bolloCharged: false })).toMatchObject({ totalCents: 9000, bolloCents: 0 });
    expect(amountsUnder(7747, { regime: 'RF19', bolloCharged: true })).toEqual({ regime: 'RF19', vatCents: 0, bolloCents: 0, totalCents: 7747 });
    expect(amountsUnder(7748, { regime: 'RF19', bolloCharged: true })).toEqual({ regime: 'RF19', vatCents: 0, bolloCents: 200, totalCents: 7948 });
    expect(cartFromLessons(ninety, 25)).toMatchObject({ regime: 'RF01', vatCents: 676, bolloCents: 0 });
  });

  it("reads the server's forfettario cart: its total carries the bollo", () => {
    const cart: Cart = {
      lines: [{ eventId: 'a', start: '2026-03-27T14:00:00.000Z', end: '2026-03-27T15:30:00.000Z', minutes: 90, amount: 90 }],
      gross: 90, vat: 0, net: 90, discount: 0, lost: 0, total: 92, totalVat: 0, totalNet: 90, regime: 'RF19', bollo: 2,
    };
    expect(cartFromServer(cart)).toMatchObject({ grossCents: 9000, totalCents: 9200, vatCents: 0, bolloCents: 200, regime: 'RF19' });
  });
});
