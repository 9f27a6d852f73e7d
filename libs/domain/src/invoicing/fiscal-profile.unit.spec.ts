import { applyCoupons, splitByRegime, splitVat } from '../money/money.js';
import { priceOrder, type LessonFacts } from '../orders/index.js';
import {
  BOLLO_CENTS,
  BOLLO_THRESHOLD_CENTS,
  bolloApplies,
  bolloToCharge,
  fiscalProfileProblem,
  fiscalTermsOf,
  isPartitaIvaValid,
  partitaIvaCheckDigit,
  type FiscalProfile,
} from './fiscal-profile.js';

const profile: FiscalProfile = {
  regime: 'RF19',
  partitaIva: '00743110157',
  codiceFiscale: 'FRRLNE85A00A944X',
  denominazione: 'Elena Ferri',
  indirizzo: 'Via del Pratello 12',
  cap: '40122',
  comune: 'Bologna',
  provincia: 'BO',
  series: 'L',
  bolloCharged: true,
};

describe('partita IVA check digit (Agenzia delle Entrate)', () => {
  it('accepts numbers whose last digit is the Luhn-style check of the first ten', () => {
    // 0+7+3+1+1 = 12 on odd places; 0, 8, 2, 0, 1 (5*2 = 10 - 9) = 11 on even ones; 23 -> 7.
    expect(partitaIvaCheckDigit('0074311015')).toBe(7);
    expect(['00743110157', '00000000372', '12345670371', '01234560371'].map(isPartitaIvaValid)).toEqual([true, true, true, true]);
  });

  it('refuses a wrong check digit, swapped digits and the wrong length', () => {
    expect(['00743110158', '00743110175', '12345678901', '0074311015', '007431101570', '0074311015A', ''].map(isPartitaIvaValid)).toEqual([
      false, false, false, false, false, false, false,
    ]);
  });
});

describe('fiscalProfileProblem', () => {
  it('finds nothing wrong in a complete profile', () => {
    expect(fiscalProfileProblem(profile)).toBeNull();
    expect(fiscalProfileProblem({ ...profile, series: '' })).toBeNull();
  });

  it('names the field and says why in Italian', () => {
    expect(fiscalProfileProblem({ ...profile, partitaIva: '1234' })).toEqual({ field: 'partitaIva', message: 'La partita IVA è composta da 11 cifre' });
    expect(fiscalProfileProblem({ ...profile, partitaIva: '00743110158' })).toEqual({
      field: 'partitaIva',
      message: "La partita IVA non è valida: l'ultima cifra di controllo non corrisponde",
    });
    expect(fiscalProfileProblem({ ...profile, codiceFiscale: 'FRRLNE85' })?.field).toBe('codiceFiscale');
    expect(fiscalProfileProblem({ ...profile, denominazione: '  ' })?.field).toBe('denominazione');
    expect(fiscalProfileProblem({ ...profile, cap: '4012' })).toEqual({ field: 'cap', message: 'Il CAP è composto da 5 cifre' });
    expect(fiscalProfileProblem({ ...profile, provincia: 'Bologna' })?.field).toBe('provincia');
    expect(fiscalProfileProblem({ ...profile, regime: 'RF02' as never })?.field).toBe('regime');
    expect(fiscalProfileProblem({ ...profile, series: 'L/2026' })?.field).toBe('series');
  });
});

describe('the regime split', () => {
  it('ordinario: 22% VAT included, as splitVat; forfettario: no VAT, the price is the whole amount', () => {
    expect(splitByRegime(3750, 'RF01')).toEqual(splitVat(3750));
    expect(splitByRegime(3750, 'RF01')).toEqual({ gross: 3750, net: 3074, vat: 676 });
    expect(splitByRegime(3750, 'RF19')).toEqual({ gross: 3750, net: 3750, vat: 0 });
    expect(splitByRegime(3750)).toEqual(splitVat(3750));
  });

  it('rounds the ordinario net to the cent, half up, the VAT taking the rest', () => {
    // 1 / 1.22 = 0.82 -> 1; 61 / 1.22 = 50 exactly; 2501 / 1.22 = 2049.99 -> 2050.
    expect([1, 61, 2501].map((g) => splitByRegime(g, 'RF01'))).toEqual([
      { gross: 1, net: 1, vat: 0 },
      { gross: 61, net: 50, vat: 11 },
      { gross: 2501, net: 2050, vat: 451 },
    ]);
    expect(() => splitByRegime(10.5, 'RF19')).toThrow(RangeError);
  });

  it('applies coupons under the regime', () => {
    expect(applyCoupons(9000, [2500], 'RF19')).toMatchObject({ gross: 9000, vat: 0, discountedGross: 6500, discountedNet: 6500, discountedVat: 0 });
  });
});

describe('the imposta di bollo (forfettario)', () => {
  it('applies over 77,47 EUR: not at exactly 77,47, yes at 77,48', () => {
    expect(BOLLO_THRESHOLD_CENTS).toBe(7747);
    expect(bolloApplies('RF19', 7747)).toBe(false);
    expect(bolloApplies('RF19', 7748)).toBe(true);
    expect(bolloApplies('RF01', 100_000)).toBe(false);
  });

  it('is charged to the student only when the switch says so', () => {
    expect(bolloToCharge({ regime: 'RF19', bolloCharged: true }, 7748)).toBe(BOLLO_CENTS);
    expect(bolloToCharge({ regime: 'RF19', bolloCharged: true }, 7747)).toBe(0);
    expect(bolloToCharge({ regime: 'RF19', bolloCharged: false }, 9000)).toBe(0);
    expect(bolloToCharge({ regime: 'RF01', bolloCharged: true }, 9000)).toBe(0);
  });

  it('takes ordinario without a profile, and never a bollo under ordinario', () => {
    expect(fiscalTermsOf(null)).toEqual({ regime: 'RF01', bolloCharged: false });
    expect(fiscalTermsOf({ ...profile, regime: 'RF01' })).toEqual({ regime: 'RF01', bolloCharged: false });
    expect(fiscalTermsOf(profile)).toEqual({ regime: 'RF19', bolloCharged: true });
  });
});

describe('an order priced under forfettario', () => {
  const lesson = (minutes: number): LessonFacts => ({
    lessonId: 'l-1', bookingId: 'b-1', studentId: 's-1', start: '2026-06-02T14:00:00.000Z',
    end: new Date(Date.parse('2026-06-02T14:00:00.000Z') + minutes * 60_000).toISOString(), active: true, isPaid: false,
  });

  it('a 90-minute lesson at 60 EUR/h: 90,00 EUR without VAT, and the 2,00 EUR bollo on top when charged', () => {
    const { totals } = priceOrder([lesson(90)], 6000, [], { regime: 'RF19', bolloCharged: true });
    expect(totals).toMatchObject({ regime: 'RF19', gross: 9000, net: 9000, vat: 0, discountedGross: 9000, discountedVat: 0, bollo: 200 });
  });

  it('absorbed by the teacher, or at 77,47 EUR after a coupon, the student pays no bollo', () => {
    expect(priceOrder([lesson(90)], 6000, [], { regime: 'RF19', bolloCharged: false }).totals.bollo).toBe(0);
    expect(priceOrder([lesson(90)], 6000, [1253], { regime: 'RF19', bolloCharged: true }).totals).toMatchObject({ discountedGross: 7747, bollo: 0 });
    expect(priceOrder([lesson(90)], 6000, [1252], { regime: 'RF19', bolloCharged: true }).totals).toMatchObject({ discountedGross: 7748, bollo: 200 });
  });

  it('ordinario by default, as every order before regimes', () => {
    expect(priceOrder([lesson(90)], 2500, []).totals).toMatchObject({ regime: 'RF01', gross: 3750, net: 3074, vat: 676, bollo: 0 });
  });
});
