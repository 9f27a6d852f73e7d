import type { CouponView } from '@lavagna/contracts';
import { describe, expect, it } from 'vitest';
import { checkCouponEntry, normalizeCode } from './couponEntry';

const NOW = new Date('2026-03-26T08:00:00.000Z');
const coupon = (code: string, expirationDate: string, redeemed = false): CouponView => ({
  code,
  value: 25,
  expirationDate,
  creationDate: '2026-02-01T10:00:00.000Z',
  createdBy: 'teacher',
  userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' },
  originalClass: null,
  redeemed,
});
const mine = [coupon('SCONTO25', '2026-05-01T10:00:00.000Z'), coupon('VECCHIO', '2026-03-01T10:00:00.000Z'), coupon('SPESO', '2026-05-01T10:00:00.000Z', true)];

describe('coupon entry rules', () => {
  it("refuses an empty code: 'Inserisci il codice del tuo coupon'", () => {
    expect(checkCouponEntry('', [], mine, 's1', NOW)).toEqual({ ok: false, message: 'Inserisci il codice del tuo coupon' });
    expect(checkCouponEntry('   ', [], mine, 's1', NOW)).toEqual({ ok: false, message: 'Inserisci il codice del tuo coupon' });
  });

  it("refuses a code already applied to this order: 'Questo coupon è già stato utilizzato'", () => {
    expect(checkCouponEntry('sconto25 ', ['SCONTO25'], mine, 's1', NOW)).toEqual({ ok: false, message: 'Questo coupon è già stato utilizzato' });
    expect(checkCouponEntry('SPESO', [], mine, 's1', NOW)).toEqual({ ok: false, message: 'Questo coupon è già stato utilizzato' });
  });

  it("refuses a code that is not one of the student's coupons: 'Il codice fornito non è valido'", () => {
    expect(checkCouponEntry('NONESISTE', [], mine, 's1', NOW)).toEqual({ ok: false, message: 'Il codice fornito non è valido' });
    expect(checkCouponEntry('SCONTO25', [], [], 's1', NOW)).toEqual({ ok: false, message: 'Il codice fornito non è valido' });
    expect(checkCouponEntry('SCONTO25', [], mine, 's2', NOW)).toEqual({ ok: false, message: 'Il codice fornito non è valido' });
  });

  it("refuses an expired coupon: 'Il coupon che hai usato è scaduto'", () => {
    expect(checkCouponEntry('VECCHIO', [], mine, 's1', NOW)).toEqual({ ok: false, message: 'Il coupon che hai usato è scaduto' });
  });

  it('accepts a valid coupon, trimmed and in upper case', () => {
    expect(checkCouponEntry('  sconto25', [], mine, 's1', NOW)).toEqual({ ok: true, code: 'SCONTO25' });
    expect(normalizeCode(' ab-12 ')).toBe('AB-12');
  });

  it('leaves the decision to the server when the list of coupons could not be loaded', () => {
    expect(checkCouponEntry('QUALSIASI', [], undefined, 's1', NOW)).toEqual({ ok: true, code: 'QUALSIASI' });
    expect(checkCouponEntry('', [], undefined, 's1', NOW)).toEqual({ ok: false, message: 'Inserisci il codice del tuo coupon' });
  });
});
