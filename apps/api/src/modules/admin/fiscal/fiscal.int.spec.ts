import { jest } from '@jest/globals';
import { it as messages, type FiscalReportView } from '@lavagna/contracts';
import { atRome, fiscalReport, type FiscalPayment } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { fiscalCsv } from './fiscal-csv.js';

// Hooks log several people in and pay real orders: more than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];
type Agent = Awaited<ReturnType<typeof login>>['agent'];

/** The raw bytes of a response, BOM included. */
const bytes = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The report's rows back in cents, to feed the domain's own functions. */
const paymentsOf = (view: FiscalReportView): FiscalPayment[] =>
  view.rows.map((r) => ({
    orderId: r.id, paidAt: r.date, studentId: r.studentId, studentName: r.user, transactionId: r.transactionId,
    gross: Math.round(r.gross * 100), vat: Math.round(r.vat * 100), net: Math.round(r.net * 100),
  }));
const cents = (italian: string) => Number(italian.replace(/\./g, '').replace(',', ''));

describe('the fiscal report and its CSV (teacher)', () => {
  let t: TestApp;
  const students: Record<string, string> = {};
  let couponTransaction = '';

  const pay = async (agent: Agent, slots: [string, string][], couponCodes: string[] = []) => {
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes }).expect(200);
    if (order.body.requiresPayment) await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    return (await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200)).body as { transactionId: string };
  };
  const teacher = () => login(t, 'docente@lavagna.test');

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-06-10', 600));
    const [s1, s2, s3] = [await login(t, 'studente1@lavagna.test'), await login(t, 'studente2@lavagna.test'), await login(t, 'studente3@lavagna.test')];
    Object.assign(students, { s1: s1.user.userId, s2: s2.user.userId, s3: s3.user.userId });
    await pay(s1.agent, [slot('2026-06-11', 600, 60)]); // 25,00
    t.clock.advance(60_000);
    await pay(s2.agent, [slot('2026-06-12', 600, 90)]); // 37,50
    t.clock.advance(60_000);
    const coupon = await (await teacher()).agent.post('/api/coupon/create-coupon').send({ userId: students.s1, amount: 10 }).expect(200);
    couponTransaction = (await pay(s1.agent, [slot('2026-06-15', 600, 120)], [coupon.body.data.code])).transactionId; // 50,00 - 10,00
    // 23:30 on 30 June in Rome: still June.
    t.clock.set(atRome('2026-06-30', 23 * 60 + 30));
    await pay((await login(t, 'studente3@lavagna.test')).agent, [slot('2026-07-01', 600, 60)]); // 25,00
    // 00:30 on 1 July in Rome is 22:30 UTC on 30 June: July's.
    t.clock.set(atRome('2026-07-01', 30));
    await pay((await login(t, 'studente2@lavagna.test')).agent, [slot('2026-07-02', 600, 120)]); // 50,00
  });
  afterAll(() => t.close());

  it('sums the money received in June to the cent (coupon taken off; 1, 1.5 and 2 hours)', async () => {
    const res = await (await teacher()).agent.get('/api/admin/fiscal?year=2026&month=giugno').expect(200);
    const view = res.body as FiscalReportView;
    expect(view).toMatchObject({ year: 2026, month: 'giugno', studentId: null });
    expect(view.rows.map((r) => [r.user, r.gross, r.vat, r.net])).toEqual([
      ['Marco Rossi', 25, 4.51, 20.49],
      ['Giulia Bianchi', 37.5, 6.76, 30.74],
      ['Marco Rossi', 40, 7.21, 32.79],
      ['Luca Verdi', 25, 4.51, 20.49],
    ]);
    expect(view.rows[2]!.transactionId).toBe(couponTransaction);
    expect(view.totals).toEqual({ gross: 127.5, vat: 22.99, net: 104.51 });
    expect(view.months).toHaveLength(12);
    expect(view.months[5]).toEqual({ month: 'giugno', gross: 127.5, net: 104.51 });
    expect(view.months[6]).toEqual({ month: 'luglio', gross: 50, net: 40.98 });
    expect(view.months.filter((m) => m.gross !== 0)).toHaveLength(2);
  });

  it('files a payment at 00:30 of 1 July in Rome under July, and one at 23:30 of 30 June under June', async () => {
    const { agent } = await teacher();
    const july = (await agent.get('/api/admin/fiscal?year=2026&month=luglio').expect(200)).body as FiscalReportView;
    expect(july.rows).toEqual([expect.objectContaining({ date: '2026-06-30T22:30:00.000Z', studentId: students.s2, gross: 50 })]);
    const june = (await agent.get('/api/admin/fiscal?year=2026&month=giugno').expect(200)).body as FiscalReportView;
    expect(june.rows.at(-1)).toMatchObject({ date: '2026-06-30T21:30:00.000Z', studentId: students.s3 });
    const csv = await agent.get('/api/admin/fiscal.csv?year=2026&month=luglio').buffer(true).parse(bytes).expect(200);
    expect(csv.body.toString('utf8').split('\r\n')[1]).toBe('01/07/2026;Giulia Bianchi;50,00;9,02;40,98');
    const year = (await agent.get('/api/admin/fiscal?year=2026').expect(200)).body as FiscalReportView;
    expect(year).toMatchObject({ month: null, totals: { gross: 177.5, vat: 32.01, net: 145.49 } });
    expect((await agent.get('/api/admin/fiscal?year=2025').expect(200)).body.rows).toEqual([]);
  });

  it('filters by student, keeping the chart to that student', async () => {
    const { agent } = await teacher();
    const view = (await agent.get(`/api/admin/fiscal?year=2026&month=giugno&studentId=${students.s1}`).expect(200)).body as FiscalReportView;
    expect(view).toMatchObject({ studentId: students.s1, totals: { gross: 65, vat: 11.72, net: 53.28 } });
    expect(view.rows.map((r) => r.studentId)).toEqual([students.s1, students.s1]);
    expect(view.months.map((m) => m.gross)).toEqual([0, 0, 0, 0, 0, 65, 0, 0, 0, 0, 0, 0]);
    const none = (await agent.get('/api/admin/fiscal?year=2026&studentId=nobody').expect(200)).body as FiscalReportView;
    expect(none.totals).toEqual({ gross: 0, vat: 0, net: 0 });
  });

  it('downloads the CSV: BOM, file name, the domain CSV of the same report byte for byte, amounts equal to the JSON to the cent', async () => {
    const { agent } = await teacher();
    for (const [query, fileName, filter] of [
      ['year=2026&month=giugno', 'pagamenti-2026-giugno.csv', { year: 2026, month: 6 }],
      ['year=2026', 'pagamenti-2026.csv', { year: 2026 }],
      [`year=2026&month=giugno&studentId=${students.s1}`, 'pagamenti-2026-giugno.csv', { year: 2026, month: 6, studentId: students.s1 }],
    ] as const) {
      const json = (await agent.get(`/api/admin/fiscal?${query}`).expect(200)).body as FiscalReportView;
      const res = await agent.get(`/api/admin/fiscal.csv?${query}`).buffer(true).parse(bytes).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(body.equals(Buffer.from(fiscalCsv(fiscalReport(paymentsOf(json), filter), messages.fiscal.csv), 'utf8'))).toBe(true);
      const lines = body.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Data;Utente;Lordo;IVA;Netto');
      const rows = lines.slice(1, -2).map((l) => l.split(';'));
      expect(rows.map(([, user, gross, vat, net]) => [user, cents(gross!), cents(vat!), cents(net!)])).toEqual(
        json.rows.map((r) => [r.user, Math.round(r.gross * 100), Math.round(r.vat * 100), Math.round(r.net * 100)]),
      );
      const [label, , gross, vat, net] = lines.at(-2)!.split(';');
      expect([label, cents(gross!), cents(vat!), cents(net!)]).toEqual(['Totale', ...[json.totals.gross, json.totals.vat, json.totals.net].map((x) => Math.round(x * 100))]);
      expect(lines.at(-1)).toBe('');
    }
    const june = await agent.get('/api/admin/fiscal.csv?year=2026&month=giugno').buffer(true).parse(bytes);
    expect(june.body.toString('utf8').split('\r\n').at(-2)).toBe('Totale;;127,50;22,99;104,51');
  });

  it('keeps the name the student had when paying', async () => {
    const { agent } = await teacher();
    const student = (await agent.get(`/api/admin/students/${students.s3}`).expect(200)).body;
    await agent.put(`/api/admin/students/${students.s3}`).send({ ...student, surname: 'Neri' }).expect(200);
    const view = (await agent.get('/api/admin/fiscal?year=2026&month=giugno').expect(200)).body as FiscalReportView;
    expect(view.rows.at(-1)!.user).toBe('Luca Verdi');
  });

  it('writes a name a spreadsheet would run as a formula as plain text in the CSV', async () => {
    const { agent } = await teacher();
    const student = (await agent.get(`/api/admin/students/${students.s1}`).expect(200)).body;
    await agent.put(`/api/admin/students/${students.s1}`).send({ ...student, name: '=HYPERLINK("http://x.test";"premi")', surname: '@SUM(1)' }).expect(200);
    // A year of its own: a payment in 2026 would change the totals the other tests check.
    t.clock.set(atRome('2027-08-03', 600));
    await pay((await login(t, 'studente1@lavagna.test')).agent, [slot('2027-08-04', 600, 60)]);
    const csv = await (await teacher()).agent.get('/api/admin/fiscal.csv?year=2027&month=agosto').buffer(true).parse(bytes).expect(200);
    expect(csv.body.toString('utf8').split('\r\n')[1]).toBe(`03/08/2027;"'=hyperlink(""http://x.test"";""premi"") @sum(1)";25,00;4,51;20,49`);
  });

  it.each([
    ['month=june', 'year=2026&month=june', messages.fiscal.monthInvalid],
    ['year=abc', 'year=abc', messages.fiscal.yearInvalid],
    ['no year', 'month=giugno', messages.fiscal.yearInvalid],
    ['year=1999', 'year=1999', messages.fiscal.yearInvalid],
  ])('answers 400 with an Italian message on %s, for the report and the CSV', async (_name, query, message) => {
    const { agent } = await teacher();
    for (const path of ['/api/admin/fiscal', '/api/admin/fiscal.csv']) {
      const res = await agent.get(`${path}?${query}`).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'REQUEST.VALIDATION', message });
    }
  });
});
