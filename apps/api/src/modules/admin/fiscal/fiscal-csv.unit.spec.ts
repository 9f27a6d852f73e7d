import { fiscalReport, type FiscalPayment } from '@lavagna/domain';
import { fiscalCsv } from './fiscal-csv.js';

const labels = { date: 'Data', user: 'Utente', gross: 'Lordo', vat: 'IVA', net: 'Netto', total: 'Totale' };
const pay = (orderId: string, paidAt: string, gross: number, studentId = 's-1', studentName = 'Marco Rossi'): FiscalPayment => {
  const net = Math.round(gross / 1.22);
  return { orderId, paidAt, studentId, studentName, transactionId: `T-${orderId}`, gross, vat: gross - net, net };
};

describe('fiscal CSV', () => {
  it('adds an Imposta di bollo column only when a payment carries one; the Totale is what the students paid', () => {
    const forfettario: FiscalPayment = { orderId: 'f', paidAt: '2026-06-10T10:00:00.000Z', studentId: 's-1', studentName: 'Luca Verdi', transactionId: 'T-f', regime: 'RF19', gross: 9200, vat: 0, net: 9000, bollo: 200 };
    const small: FiscalPayment = { ...forfettario, orderId: 'g', paidAt: '2026-06-11T10:00:00.000Z', gross: 3750, net: 3750, bollo: 0 };
    const csv = fiscalCsv(fiscalReport([forfettario, small, pay('a', '2026-06-12T10:00:00.000Z', 2500)], { year: 2026, month: 6 }), { ...labels, bollo: 'Imposta di bollo' });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFData;Utente;Lordo;IVA;Netto;Imposta di bollo',
      '10/06/2026;Luca Verdi;92,00;0,00;90,00;2,00',
      '11/06/2026;Luca Verdi;37,50;0,00;37,50;0,00',
      '12/06/2026;Marco Rossi;25,00;4,51;20,49;0,00',
      'Totale;;154,50;4,51;147,99;2,00',
      '',
    ]);
    expect(fiscalCsv(fiscalReport([small], { year: 2026 }), labels).split('\r\n')[0]).toBe('\uFEFFData;Utente;Lordo;IVA;Netto');
  });

  it('writes a CSV with BOM, semicolons, Rome dates, quoted names and the totals line', () => {
    const report = fiscalReport([pay('a', '2026-06-30T21:30:00.000Z', 123456, 's-1', 'Anna "Nina"; Neri')], { year: 2026 });
    const csv = fiscalCsv(report, labels);
    expect(csv.startsWith('\uFEFFData;Utente;Lordo;IVA;Netto\r\n')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFData;Utente;Lordo;IVA;Netto',
      '30/06/2026;"Anna ""Nina""; Neri";1.234,56;222,63;1.011,93',
      'Totale;;1.234,56;222,63;1.011,93',
      '',
    ]);
  });

  it('neutralises cells a spreadsheet would run as a formula, and leaves amounts alone', () => {
    const names = ['=HYPERLINK("http://x.test","premi")', '@SUM(1)', '+39 Rossi', '-1+1', '\tTab', '\rCR', 'Anna = Neri'];
    const report = fiscalReport(
      names.map((name, i) => pay(`o-${i}`, `2026-06-0${i + 1}T10:00:00.000Z`, 2500, 's-1', name)),
      { year: 2026 },
    );
    const rows = fiscalCsv(report, labels).split('\r\n').slice(1, -2);
    expect(rows).toEqual([
      `01/06/2026;"'=HYPERLINK(""http://x.test"",""premi"")";25,00;4,51;20,49`,
      "02/06/2026;'@SUM(1);25,00;4,51;20,49",
      "03/06/2026;'+39 Rossi;25,00;4,51;20,49",
      "04/06/2026;'-1+1;25,00;4,51;20,49",
      "05/06/2026;'\tTab;25,00;4,51;20,49",
      `06/06/2026;"'\rCR";25,00;4,51;20,49`,
      '07/06/2026;Anna = Neri;25,00;4,51;20,49',
    ]);
    // Our own amounts are numbers, not text: a negative one (never written today) stays a number.
    const refund = fiscalCsv({ ...report, rows: [], totals: { gross: -2500, vat: -451, net: -2049 } }, labels);
    expect(refund.split('\r\n').at(-2)).toBe('Totale;;-25,00;-4,51;-20,49');
  });
});
