import fc from 'fast-check';
import { fatturaPaProblems, fatturaPaTree, elementsNamed, textOf } from '../../test/fattura-pa-check.js';
import { applyCoupons, priceOf } from '../money/money.js';
import { atRome } from '../time/rome.js';
import { fatturaPaXml } from './fattura-pa.js';
import { bolloApplies as bolloDue } from './fiscal-profile.js';
import { invoiceContentOf, needsInvoice, type InvoicedPayment, type InvoiceRegime } from './invoice.js';
import { invoiceNumberOf } from './numbering.js';

const issuer = {
  partitaIva: '01234567897',
  codiceFiscale: 'BNCGLI85M41H501U',
  denominazione: 'Giulia Bianchi',
  indirizzo: 'Via dei Serpenti 12',
  cap: '00184',
  comune: 'Roma',
  provincia: 'RM',
  series: 'L',
};
const payer = { nome: 'Marco', cognome: 'Rossi', codiceFiscale: 'RSSMRC08A01H501W', indirizzo: 'Via Appia Nuova 100', cap: '00183', comune: 'Roma', provincia: 'RM' };

/** Lessons on 3 December 2026 from 10:00 in Rome, of these lengths in minutes, one a day. */
const lessonsOf = (...minutes: number[]) =>
  minutes.map((m, i) => {
    const start = atRome(`2026-12-0${3 + i}`, 600);
    return { start: start.toISOString(), end: new Date(start.getTime() + m * 60_000).toISOString() };
  });

const payment = (over: Partial<InvoicedPayment> & { lessons: InvoicedPayment['lessons'] }): InvoicedPayment => {
  const base = { orderId: 'o-1', paidAt: '2026-11-27T20:00:00.000Z', provider: 'paypal' as const, regime: 'RF01' as InvoiceRegime, hourlyRateCents: 2500, coupons: [], bolloChargedCents: 0, ...over };
  const totals = applyCoupons(priceOf(base.lessons, base.hourlyRateCents), base.coupons.map((c) => c.valueCents));
  return { paidCents: totals.discountedGross + base.bolloChargedCents, ...base };
};

const xmlOf = (p: InvoicedPayment, number = 1) =>
  fatturaPaXml({ id: invoiceNumberOf(2026, number, issuer.series, issuer.partitaIva), issuer: { ...issuer, regime: p.regime }, payer, content: invoiceContentOf(p) });

describe('the invoice of a payment', () => {
  describe('under the ordinary regime (VAT included in the price)', () => {
    it('states a 90-minute lesson at 25 EUR/h as 1.50 hours at the net hourly rate, with 22% VAT to the cent', () => {
      const content = invoiceContentOf(payment({ lessons: lessonsOf(90) }));
      expect(content.lines).toEqual([
        expect.objectContaining({ quantitaE8: '150000000', unitaMisura: 'ore', prezzoUnitarioE8: '2049180328', prezzoTotaleCents: 3074, aliquotaPercent: 22 }),
      ]);
      expect(content.lines[0]!.descrizione).toBe('Lezione privata online di giovedì 3 dicembre 2026, ore 10:00-11:30');
      expect(content.summaries).toEqual([{ aliquotaPercent: 22, imponibileCents: 3074, impostaCents: 676, esigibilita: 'I' }]);
      expect(content).toMatchObject({ totalCents: 3750, arrotondamentoCents: 0, bolloCents: 0, modalitaPagamento: 'MP08', date: '2026-11-27' });
      const xml = xmlOf(payment({ lessons: lessonsOf(90) }));
      expect(fatturaPaProblems(xml)).toEqual([]);
      expect(xml).toContain('<PrezzoUnitario>20.49180328</PrezzoUnitario>');
      expect(xml).toContain('<Quantita>1.50</Quantita>');
    });

    it('states the cent that rounding three lines leaves as Arrotondamento, so the total is what was paid', () => {
      const content = invoiceContentOf(payment({ lessons: lessonsOf(60, 60, 60) }));
      expect(content.summaries[0]).toMatchObject({ imponibileCents: 6147, impostaCents: 1352 });
      expect(content).toMatchObject({ totalCents: 7500, arrotondamentoCents: 1 });
      const xml = xmlOf(payment({ lessons: lessonsOf(60, 60, 60) }));
      expect(fatturaPaProblems(xml)).toEqual([]);
      expect(xml).toContain('<Arrotondamento>0.01</Arrotondamento>');
      expect(xml).toContain('<ImportoTotaleDocumento>75.00</ImportoTotaleDocumento>');
    });

    it('shows a coupon as a discount line net of VAT, and only the part of it that was used', () => {
      const p = payment({ lessons: lessonsOf(60), coupons: [{ code: 'ABCD1234', valueCents: 1000 }, { code: 'EFGH5678', valueCents: 3000 }] });
      expect(p.paidCents).toBe(0);
      const partial = payment({ lessons: lessonsOf(90), coupons: [{ code: 'ABCD1234', valueCents: 2500 }] });
      const content = invoiceContentOf(partial);
      expect(content.lines[1]).toMatchObject({ tipo: 'SC', descrizione: 'Sconto: coupon ABCD1234', prezzoTotaleCents: -2049 });
      expect(content.summaries[0]).toMatchObject({ imponibileCents: 1025, impostaCents: 226 });
      expect(content).toMatchObject({ totalCents: 1250, arrotondamentoCents: -1 });
      expect(fatturaPaProblems(xmlOf(partial))).toEqual([]);
    });

    it('is the cash payment method for a payment the teacher recorded by hand', () => {
      expect(invoiceContentOf(payment({ lessons: lessonsOf(60), provider: 'manual' })).modalitaPagamento).toBe('MP01');
    });
  });

  describe('under the forfettario regime (no VAT)', () => {
    it('carries Natura N2.2 with the law, and the bollo charged to the payer on a 90-minute lesson at 60 EUR/h', () => {
      const p = payment({ lessons: lessonsOf(90), regime: 'RF19', hourlyRateCents: 6000, bolloChargedCents: 200 });
      expect(p.paidCents).toBe(9200);
      const xml = xmlOf(p);
      expect(fatturaPaProblems(xml)).toEqual([]);
      const tree = fatturaPaTree(xml);
      expect(textOf(tree, 'RegimeFiscale')).toBe('RF19');
      expect(elementsNamed(tree, 'DatiBollo').map((b) => [textOf(b, 'BolloVirtuale'), textOf(b, 'ImportoBollo')])).toEqual([['SI', '2.00']]);
      const summaries = elementsNamed(tree, 'DatiRiepilogo').map((s) => [textOf(s, 'Natura'), textOf(s, 'ImponibileImporto'), textOf(s, 'Imposta')]);
      expect(summaries).toEqual([
        ['N2.2', '90.00', '0.00'],
        ['N1', '2.00', '0.00'],
      ]);
      expect(xml).toContain('Legge n. 190/2014');
      expect(textOf(tree, 'RiferimentoNormativo')).toBe('Art. 1, commi 54-89, L. 190/2014 - regime forfettario');
      expect(textOf(tree, 'ImportoTotaleDocumento')).toBe('92.00');
    });

    it('states the bollo without charging it when the teacher absorbs it', () => {
      const p = payment({ lessons: lessonsOf(90), regime: 'RF19', hourlyRateCents: 6000 });
      const content = invoiceContentOf(p);
      expect(content).toMatchObject({ bolloCents: 200, totalCents: 9000, arrotondamentoCents: 0 });
      expect(content.lines).toHaveLength(1);
      expect(fatturaPaProblems(xmlOf(p))).toEqual([]);
    });

    it('is due strictly over 77,47 EUR, and never under the ordinary regime', () => {
      expect(bolloDue('RF19', 7747)).toBe(false);
      expect(bolloDue('RF19', 7748)).toBe(true);
      expect(bolloDue('RF01', 100_000)).toBe(false);
      expect(invoiceContentOf(payment({ lessons: lessonsOf(60), regime: 'RF19', hourlyRateCents: 7747 })).bolloCents).toBe(0);
      expect(invoiceContentOf(payment({ lessons: lessonsOf(60), regime: 'RF19', hourlyRateCents: 7748 })).bolloCents).toBe(200);
    });
  });

  describe('whatever the rate, lessons, coupons and regime', () => {
    it('passes our checks of the file, and its total is what was paid, to the cent', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 500, max: 20_000 }),
          fc.array(fc.constantFrom(60, 90, 120), { minLength: 1, maxLength: 6 }),
          fc.array(fc.integer({ min: 100, max: 8000 }), { maxLength: 3 }),
          fc.constantFrom<InvoiceRegime>('RF01', 'RF19'),
          fc.boolean(),
          (rate, minutes, coupons, regime, charge) => {
            const lessons = lessonsOf(...minutes);
            const paidForLessons = applyCoupons(priceOf(lessons, rate), coupons).discountedGross;
            const bollo = charge && bolloDue(regime, paidForLessons) ? 200 : 0;
            const p = payment({ lessons, hourlyRateCents: rate, regime, coupons: coupons.map((valueCents, i) => ({ code: `C${i}`, valueCents })), bolloChargedCents: bollo });
            if (!needsInvoice(p)) return;
            const content = invoiceContentOf(p);
            expect(content.totalCents).toBe(p.paidCents);
            expect(Math.abs(content.arrotondamentoCents)).toBeLessThanOrEqual(content.lines.length);
            if (regime === 'RF19') expect(content.arrotondamentoCents).toBe(0);
            expect(fatturaPaProblems(xmlOf(p))).toEqual([]);
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  describe('our checks of the file', () => {
    it('find a line whose total is not quantity times unit price, and an imposta off by a cent', () => {
      const xml = xmlOf(payment({ lessons: lessonsOf(90) }));
      expect(fatturaPaProblems(xml.replace('<PrezzoTotale>30.74</PrezzoTotale>', '<PrezzoTotale>30.75</PrezzoTotale>'))).toEqual(
        expect.arrayContaining([expect.stringContaining('PrezzoTotale 3075 is not Quantita x PrezzoUnitario (3074)')]),
      );
      expect(fatturaPaProblems(xml.replace('<Imposta>6.76</Imposta>', '<Imposta>6.77</Imposta>'))).toEqual(
        expect.arrayContaining([expect.stringContaining('Imposta 677 is not ImponibileImporto x AliquotaIVA (676)')]),
      );
    });

    it('find elements out of order, a missing one, and a bad codice fiscale', () => {
      const xml = xmlOf(payment({ lessons: lessonsOf(90) }));
      const swapped = xml.replace(/(<Divisa>EUR<\/Divisa>)(\s*)(<Data>[^<]*<\/Data>)/, '$3$2$1');
      expect(fatturaPaProblems(swapped)).toEqual(expect.arrayContaining([expect.stringContaining('Divisa out of order')]));
      expect(fatturaPaProblems(xml.replace(/<Numero>[^<]*<\/Numero>/, ''))).toEqual(expect.arrayContaining([expect.stringContaining('Numero missing')]));
      expect(fatturaPaProblems(xml.replace('RSSMRC08A01H501W', 'RSSMRC08A01H501'))).toEqual(expect.arrayContaining([expect.stringContaining('is not a codice fiscale')]));
    });
  });

  describe('in Rome time', () => {
    it('dates the invoice on the day of the payment in Rome, and words a lesson on the day the clocks change at its wall-clock time', () => {
      const lesson = { start: atRome('2027-03-28', 600).toISOString(), end: atRome('2027-03-28', 660).toISOString() };
      const content = invoiceContentOf(payment({ lessons: [lesson], paidAt: '2026-12-31T23:30:00.000Z' }));
      expect(content.date).toBe('2027-01-01');
      expect(content.lines[0]!.descrizione).toBe('Lezione privata online di domenica 28 marzo 2027, ore 10:00-11:00');
    });
  });

  it('is needed for money received only: not for a payment wholly in coupons, nor for a capture credited as a coupon', () => {
    expect(needsInvoice({ provider: 'paypal', lessons: lessonsOf(60), paidCents: 2500 })).toBe(true);
    expect(needsInvoice({ provider: 'coupons', lessons: lessonsOf(60), paidCents: 0 })).toBe(false);
    expect(needsInvoice({ provider: 'paypal', lessons: [], paidCents: 2500 })).toBe(false);
  });
});

describe('the number of an invoice', () => {
  it('names the file after the partita IVA and a five-character progressivo of year and number', () => {
    expect(invoiceNumberOf(2026, 1, 'L', '01234567897')).toEqual({ year: 2026, number: 1, numero: '1/L', progressivo: '26001', fileName: 'IT01234567897_26001.xml' });
    expect(invoiceNumberOf(2027, 46_655, '', '01234567897')).toMatchObject({ numero: '46655', progressivo: '27ZZZ' });
    expect(() => invoiceNumberOf(2027, 46_656, '', '01234567897')).toThrow(RangeError);
    expect(() => invoiceNumberOf(2027, 0, '', '01234567897')).toThrow(RangeError);
  });
});
