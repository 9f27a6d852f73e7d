import { fiscalPaymentOf, fiscalReport, italianAmount, type FiscalPayment } from './fiscal.js';
import { priceOrder, type OrderCaptured } from '../orders/index.js';

const pay = (orderId: string, paidAt: string, gross: number, studentId = 's-1', studentName = 'Marco Rossi'): FiscalPayment => {
  const net = Math.round(gross / 1.22);
  return { orderId, paidAt, studentId, studentName, transactionId: `T-${orderId}`, gross, vat: gross - net, net };
};

describe('fiscal report', () => {
  it('counts the money received after coupons, not the list price', () => {
    const lessons = [{ lessonId: 'l-1', bookingId: 'b', studentId: 's-1', start: '2026-06-02T14:00:00.000Z', end: '2026-06-02T15:30:00.000Z', active: true, isPaid: false }];
    const { totals, lessons: priced } = priceOrder(lessons, 2500, [2500]);
    const data: OrderCaptured['data'] = {
      orderId: 'o-1', studentId: 's-1', teacherId: 't-1', lessons: priced, couponCodes: ['C1'], totals,
      transactionId: 'T1', amountCents: 1250, paidAt: '2026-06-01T10:00:00.000Z', by: { userId: 's-1', role: 'student' },
    };
    expect(fiscalPaymentOf(data, 'Marco Rossi')).toMatchObject({ gross: 1250, net: 1025, vat: 225, studentName: 'Marco Rossi' });
  });

  it("names the payer the payment carries, else (a payment recorded before it carried one) the account's name then", () => {
    const data = { orderId: 'o-1', studentId: 's-1', paidAt: '2026-06-01T10:00:00.000Z', transactionId: 'T1', totals: { discountedGross: 2500, discountedVat: 451, discountedNet: 2049 } } as OrderCaptured['data'];
    expect(fiscalPaymentOf({ ...data, fiscalName: 'Marco Rossi' }, '').studentName).toBe('Marco Rossi');
    expect(fiscalPaymentOf(data, 'Marco Bianchi').studentName).toBe('Marco Bianchi');
  });

  it('files a payment by its Rome month: 23:30 UTC on 30 June is 1 July in Rome', () => {
    const report = fiscalReport([pay('a', '2026-06-30T21:59:59.000Z', 2500), pay('b', '2026-06-30T22:00:00.000Z', 3750)], { year: 2026, month: 6 });
    expect(report.rows.map((r) => r.orderId)).toEqual(['a']);
    expect(report.months[5]).toMatchObject({ month: 6, gross: 2500 });
    expect(report.months[6]).toMatchObject({ month: 7, gross: 3750 });
  });

  it('files New Year by Rome time too', () => {
    const report = fiscalReport([pay('a', '2026-12-31T23:30:00.000Z', 2500)], { year: 2026 });
    expect(report.rows).toEqual([]);
    expect(fiscalReport([pay('a', '2026-12-31T23:30:00.000Z', 2500)], { year: 2027, month: 1 }).rows).toHaveLength(1);
  });

  it('sums the stored per-order figures, so totals equal the sum of the rows to the cent', () => {
    const payments = [pay('a', '2026-03-01T10:00:00Z', 2500), pay('b', '2026-03-02T10:00:00Z', 3750), pay('c', '2026-03-03T10:00:00Z', 1)];
    const { totals, rows } = fiscalReport(payments, { year: 2026, month: 3 });
    expect(totals).toEqual({ gross: 6251, vat: 451 + 676 + 0, net: 2049 + 3074 + 1, bollo: 0 });
    expect(rows.reduce((s, r) => s + r.vat, 0)).toBe(totals.vat);
  });

  it('filters by student, keeps the chart to the year and leaves out orders paid wholly by coupon', () => {
    const payments = [pay('a', '2026-03-01T10:00:00Z', 2500), pay('b', '2026-04-01T10:00:00Z', 5000, 's-2', 'Giulia Bianchi'), pay('c', '2026-04-02T10:00:00Z', 0)];
    const report = fiscalReport(payments, { year: 2026, month: 4, studentId: 's-2' });
    expect(report.rows.map((r) => r.orderId)).toEqual(['b']);
    expect(report.months.map((m) => m.gross)).toEqual([0, 0, 0, 5000, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(fiscalReport(payments, { year: 2026 }).rows.map((r) => r.orderId)).toEqual(['a', 'b']);
  });

  it('writes Italian amounts from cents', () => {
    expect([0, 5, 2500, 3750, 123456, 100000000, -250].map(italianAmount)).toEqual(['0,00', '0,05', '25,00', '37,50', '1.234,56', '1.000.000,00', '-2,50']);
  });
});
