import { jest } from '@jest/globals';
import { ITALIAN_MONTHS, type InvoiceRowView, type StudentInvoiceView } from '@lavagna/contracts';
import { atRome, invoiceContentOf, SYSTEM, type InvoiceIssued } from '@lavagna/domain';
import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { elementsNamed, fatturaPaProblems, fatturaPaTree, textOf } from '../../../../../libs/domain/test/fattura-pa-check.js';
import { login, outbox } from '../../../test/helpers.js';
import { registerStudents, TEST_BILLING } from '../../../test/students.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { InvoiceInputs } from './issue-invoices/invoice-inputs.js';
import { InvoiceIssuer } from './issue-invoices/issue-invoices.reaction.js';
import { INVOICE_SERIES_STREAM, type InvoiceSeriesStream } from './streams.js';

// Fifty real payments through the demo gateway, and a second replica: more than jest's 5 s.
jest.setTimeout(240_000);

type Agent = Awaited<ReturnType<typeof login>>['agent'];
const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

const pay = async (agent: Agent, slots: [string, string][], couponCodes: string[] = []) => {
  const ids = (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id);
  const order = await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes }).expect(200);
  if (order.body.requiresPayment) await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
  await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
  return order.body.orderId as string;
};

/** The raw bytes of a response. */
const bytes = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const rowsOf = async (t: TestApp, year: number) =>
  (await t.pool.query<{ number: number; order_id: string }>('SELECT number, order_id FROM invoices WHERE year = $1 AND number IS NOT NULL ORDER BY number', [year])).rows;

describe('an invoice for every payment received', () => {
  let t: TestApp;
  let teacher: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    // Monday 2 November 2026, 08:00 in Rome.
    t.clock.set(atRome('2026-11-02', 480));
    teacher = (await login(t, 'docente@lavagna.test')).agent;
  });
  afterAll(() => t.close());

  it('numbers fifty payments made ten at a time 1 to 50, with no gap and no number twice', async () => {
    const emails = await registerStudents(t, 10, 'fattura');
    const agents = await Promise.all(emails.map(async (e) => (await login(t, e, 'Quaderno-a-righe-7')).agent));
    const days = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    const orders: string[] = [];
    for (const day of days) orders.push(...(await Promise.all(agents.map((agent, i) => pay(agent, [slot(day, 540 + i * 60)])))));
    await t.settle();
    const rows = await rowsOf(t, 2026);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.order_id))).toEqual(new Set(orders));
  });

  it('gives fifty issues raced ten at a time on the series stream the numbers 1 to 50', async () => {
    const series = t.app.get<InvoiceSeriesStream>(INVOICE_SERIES_STREAM);
    const teacherId = randomUUID();
    const issuer = { regime: 'RF01' as const, partitaIva: '00000000372', codiceFiscale: 'BNCGLI85M41H501U', denominazione: 'Prova', indirizzo: 'Via Roma 1', cap: '40122', comune: 'Bologna', provincia: 'BO', series: '' };
    const payer = { nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA85T10F205R', indirizzo: 'Via Dante 12', cap: '20121', comune: 'Milano', provincia: 'MI' };
    const content = invoiceContentOf({ orderId: 'x', paidAt: '2027-02-01T10:00:00.000Z', provider: 'demo', regime: 'RF01', hourlyRateCents: 2500, lessons: [slot('2027-02-03', 600)].map(([start, end]) => ({ start, end })), coupons: [], paidCents: 2500, bolloChargedCents: 0 });
    const issue = (orderId: string) =>
      series.execute('IssueInvoice', { teacherId, year: 2027, orderId, studentId: randomUUID(), paidAt: '2027-02-01T10:00:00.000Z', invoiceId: randomUUID(), issuer, payer, content }, SYSTEM);
    for (let batch = 0; batch < 5; batch++) await Promise.all(Array.from({ length: 10 }, () => issue(randomUUID())));
    const { rows } = await t.pool.query<{ number: number }>('SELECT number FROM invoices WHERE teacher_id = $1 ORDER BY number', [teacherId]);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('makes no second invoice for a payment handed again after a crash, nor on a second replica', async () => {
    const [student] = await registerStudents(t, 1, 'ripetuta');
    const agent = (await login(t, student!, 'Quaderno-a-righe-7')).agent;
    const orderId = await pay(agent, [slot('2026-11-16', 600)]);
    const replica = await createTestApp({}, t);
    try {
      await Promise.all([t.settle(), replica.settle()]);
      const { rows: logged } = await t.pool.query<{ message_data: Record<string, unknown>; global_position: string; message_id: string; stream_id: string }>(
        "SELECT message_data, global_position, message_id, stream_id FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1",
        [orderId],
      );
      const event = logged[0]!;
      // The reaction handed the same payment again, as after a crash between the invoice and the checkpoint.
      for (const app of [t, replica])
        await app.app.get(InvoiceIssuer).handle({
          type: 'OrderCaptured',
          data: event.message_data,
          kind: 'Event',
          metadata: { messageId: event.message_id, streamName: event.stream_id, streamPosition: 1n, globalPosition: BigInt(event.global_position), schemaVersion: '1', partition: 'global', created: '', transactionId: '' },
        });
      const { rows } = await t.pool.query('SELECT number FROM invoices WHERE order_id = $1', [orderId]);
      expect(rows).toHaveLength(1);
      const issued = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'InvoiceIssued' AND message_data->>'orderId' = $1", [orderId]);
      expect(issued.rows[0].n).toBe(1);
    } finally {
      await replica.close();
    }
  });

  it('lists a month for the console, serves each file and its PDF, and zips the month', async () => {
    const list = await teacher.get('/api/admin/invoices?year=2026&month=novembre').expect(200);
    const rows = list.body as InvoiceRowView[];
    expect(list.headers['content-range']).toBe(`invoices 0-${rows.length - 1}/${rows.length}`);
    expect(rows.length).toBeGreaterThanOrEqual(51);
    expect(rows[0]).toMatchObject({ number: 1, numero: '1/L', regime: 'RF01', reason: null, fileName: 'IT00000000372_26001.xml', total: 25 });
    const xml = await teacher.get(`/api/admin/invoices/${rows[0]!.id}.xml`).expect(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe('attachment; filename="IT00000000372_26001.xml"');
    const text = xml.body instanceof Buffer ? xml.body.toString('utf8') : String(xml.text);
    expect(fatturaPaProblems(text)).toEqual([]);
    const tree = fatturaPaTree(text);
    expect([textOf(tree, 'CodiceDestinatario'), textOf(tree, 'TipoDocumento'), textOf(tree, 'ImportoTotaleDocumento')]).toEqual(['0000000', 'TD01', '25.00']);
    const pdf = await teacher.get(`/api/admin/invoices/${rows[0]!.id}.pdf`).buffer(true).parse(bytes).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await teacher.get('/api/admin/invoices/export?year=2026&month=novembre').buffer(true).parse(bytes).expect(200);
    expect(zip.headers['content-disposition']).toBe('attachment; filename="fatture-2026-novembre.zip"');
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    const issued = rows.filter((r) => r.fileName);
    expect(Object.keys(files).sort()).toEqual(issued.map((r) => r.fileName!).sort());
    for (const file of Object.values(files)) expect(fatturaPaProblems(strFromU8(file))).toEqual([]);
    await teacher.get('/api/admin/invoices?year=2026&month=brumaio').expect(400);
  });

  it("zips a year's files: each month's issued invoices, all of them, once", async () => {
    const issuedIn = async (query: string) =>
      ((await teacher.get(`/api/admin/invoices?${query}`).expect(200)).body as InvoiceRowView[]).filter((r) => r.fileName).map((r) => r.fileName!);
    const byMonth = (await Promise.all(ITALIAN_MONTHS.map((month) => issuedIn(`year=2026&month=${month}`)))).flat();
    expect(byMonth.length).toBeGreaterThanOrEqual(51);
    expect((await issuedIn('year=2026')).sort()).toEqual([...byMonth].sort());
    const zip = await teacher.get('/api/admin/invoices/export?year=2026').buffer(true).parse(bytes).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="fatture-2026.zip"');
    expect(Object.keys(unzipSync(new Uint8Array(zip.body as Buffer))).sort()).toEqual([...byMonth].sort());
    expect(((await teacher.get('/api/admin/invoices?year=2025').expect(200)).body as InvoiceRowView[]).length).toBe(0);
  });

  it('gives the payer their own invoices and PDFs only, and e-mails each a courtesy copy', async () => {
    const marco = await login(t, 'studente1@lavagna.test');
    const orderId = await pay(marco.agent, [slot('2026-11-17', 600, 90)]);
    await t.settle();
    const mine = (await marco.agent.get('/api/invoices').expect(200)).body as StudentInvoiceView[];
    const invoice = mine.find((i) => i.paymentId === orderId)!;
    expect(invoice).toMatchObject({ total: 37.5, date: '2026-11-02' });
    await marco.agent.get(`/api/invoices/${invoice.id}.pdf`).expect(200).expect('Content-Type', 'application/pdf');
    const giulia = await login(t, 'studente2@lavagna.test');
    await giulia.agent.get(`/api/invoices/${invoice.id}.pdf`).expect(404);
    expect(((await giulia.agent.get('/api/invoices').expect(200)).body as StudentInvoiceView[]).map((i) => i.paymentId)).not.toContain(orderId);
    const mail = (await outbox(t)).find((m) => m.to === 'studente1@lavagna.test' && m.subject.startsWith(`La tua fattura n. ${invoice.numero} `));
    expect(mail?.attachments.map((a) => [a.filename, a.contentType, a.encoding])).toEqual([[expect.stringMatching(/^IT00000000372_26\w{3}\.pdf$/), 'application/pdf', 'base64']]);
    expect(Buffer.from(mail!.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail!.text).toContain('cassetto fiscale');
  });

  it('takes the fiscal profile in force when the payment was recorded: one saved later applies from the next payment', async () => {
    const profile = (await teacher.get('/api/admin/fiscal-profile').expect(200)).body.profile;
    const teacherId = (await login(t, 'docente@lavagna.test')).user.userId;
    const [student] = await registerStudents(t, 1, 'sezionale');
    const agent = (await login(t, student!, 'Quaderno-a-righe-7')).agent;
    const before = await pay(agent, [slot('2026-11-19', 600)]);
    // Saved right after the capture: before or after the reaction gets to it, the invoice keeps the series in force then.
    await teacher.put('/api/admin/fiscal-profile').send({ ...profile, series: 'B' }).expect(200);
    try {
      const after = await pay(agent, [slot('2026-11-20', 600)]);
      await t.settle();
      const numeri = await t.pool.query<{ order_id: string; numero: string }>('SELECT order_id, numero FROM invoices WHERE order_id = ANY($1)', [[before, after]]);
      const byOrder = Object.fromEntries(numeri.rows.map((r) => [r.order_id, r.numero]));
      expect([byOrder[before], byOrder[after]]).toEqual([expect.stringMatching(/^\d+\/L$/), expect.stringMatching(/^\d+\/B$/)]);
    } finally {
      await teacher.put('/api/admin/fiscal-profile').send(profile).expect(200);
    }
    // Before the first profile was saved, a payment had no issuer: it is left without an invoice.
    const first = await t.pool.query<{ global_position: string }>(
      "SELECT global_position FROM emt_messages WHERE message_type = 'FiscalProfileSet' AND stream_id = $1 ORDER BY global_position LIMIT 1",
      [`fiscal-profile-${teacherId}`],
    );
    const at = BigInt(first.rows[0]!.global_position);
    const inputs = t.app.get(InvoiceInputs);
    expect(await inputs.issuerAsOf(teacherId, at)).toBeNull();
    expect(await inputs.issuerAsOf(teacherId, at + 1n)).toMatchObject({ partitaIva: '00000000372', series: 'L' });
  });

  it('states the billing data the payer had given when paying: data changed later is for the next payment', async () => {
    const [student] = await registerStudents(t, 1, 'trasloco');
    const { agent, user } = await login(t, student!, 'Quaderno-a-righe-7');
    const before = await pay(agent, [slot('2026-11-24', 600)]);
    // Changed right after the capture: before or after the reaction gets to it, the invoice states the old address.
    await agent.put(`/api/users/${user.userId}/billing`).send({ ...TEST_BILLING, indirizzo: 'Corso Buenos Aires 3' }).expect(200);
    const after = await pay(agent, [slot('2026-11-25', 600)]);
    await t.settle();
    const rows = await t.pool.query<{ order_id: string; xml: string }>('SELECT order_id, xml FROM invoices WHERE order_id = ANY($1)', [[before, after]]);
    const addressOf = (orderId: string) => {
      const tree = fatturaPaTree(rows.rows.find((r) => r.order_id === orderId)!.xml);
      return textOf(elementsNamed(tree, 'CessionarioCommittente')[0], 'Indirizzo');
    };
    expect([addressOf(before), addressOf(after)]).toEqual(['Via Dante 12', 'Corso Buenos Aires 3']);
    // Asked afresh, as a reaction running late would ask it: the data given before the payment's place in the log.
    const captured = await t.pool.query<{ global_position: string }>(
      "SELECT global_position FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1",
      [before],
    );
    const inputs = t.app.get(InvoiceInputs);
    expect(await inputs.payerAsOf(user.userId, BigInt(captured.rows[0]!.global_position))).toMatchObject({ indirizzo: 'Via Dante 12' });
  });

  it('lists a payment left without an invoice with its reason, and leaves it out of the ZIP', async () => {
    const teacherId = (await login(t, 'docente@lavagna.test')).user.userId;
    const orderId = randomUUID();
    await t.app
      .get<InvoiceSeriesStream>(INVOICE_SERIES_STREAM)
      .execute('LeaveUninvoiced', { teacherId, year: 2026, orderId, studentId: randomUUID(), paidAt: '2026-10-15T09:00:00.000Z', amountCents: 2500, payer: 'Anna Prima', reason: 'profile-incomplete' }, SYSTEM);
    const rows = (await teacher.get('/api/admin/invoices?year=2026&month=ottobre').expect(200)).body as InvoiceRowView[];
    expect(rows.find((r) => r.paymentId === orderId)).toMatchObject({ number: null, numero: null, fileName: null, payer: 'Anna Prima', total: 25, reason: 'profile-incomplete', date: '2026-10-15' });
    const zip = await teacher.get('/api/admin/invoices/export?year=2026&month=ottobre').buffer(true).parse(bytes).expect(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.body as Buffer))).filter((name) => name.includes(orderId))).toEqual([]);
  });

  it('issues none for a payment made wholly with coupons', async () => {
    const luca = await login(t, 'studente3@lavagna.test');
    const coupon = await teacher.post('/api/coupon/create-coupon').send({ userId: luca.user.userId, amount: 30 }).expect(200);
    const orderId = await pay(luca.agent, [slot('2026-11-18', 600)], [coupon.body.data.code]);
    await t.settle();
    expect((await t.pool.query('SELECT 1 FROM invoices WHERE order_id = $1', [orderId])).rows).toEqual([]);
  });

  it('under the forfettario, states a 90-minute lesson at 60 EUR/h with Natura N2.2 and the bollo; each month adds up to the fiscal CSV', async () => {
    // A month later: sessions signed in November have run out.
    t.clock.set(atRome('2026-12-01', 480));
    teacher = (await login(t, 'docente@lavagna.test')).agent;
    const profile = (await teacher.get('/api/admin/fiscal-profile').expect(200)).body.profile;
    await teacher.put('/api/admin/fiscal-profile').send({ ...profile, regime: 'RF19', bolloCharged: true }).expect(200);
    try {
      const [student] = await registerStudents(t, 1, 'forfettario');
      const agent = (await login(t, student!, 'Quaderno-a-righe-7')).agent;
      const studentId = (await login(t, student!, 'Quaderno-a-righe-7')).user.userId;
      await teacher.put(`/api/admin/students/${studentId}`).send({ hourlyRate: 60 }).expect(200);
      const issuedBefore = (await rowsOf(t, 2026)).length;
      const orderId = await pay(agent, [slot('2026-12-03', 600, 90)]);
      await t.settle();
      const row = (await t.pool.query<{ id: string }>('SELECT id FROM invoices WHERE order_id = $1', [orderId])).rows[0]!;
      const text = (await teacher.get(`/api/admin/invoices/${row.id}.xml`).expect(200)).text;
      expect(fatturaPaProblems(text)).toEqual([]);
      const tree = fatturaPaTree(text);
      expect(textOf(tree, 'RegimeFiscale')).toBe('RF19');
      expect(elementsNamed(tree, 'DatiRiepilogo').map((s) => textOf(s, 'Natura'))).toEqual(['N2.2', 'N1']);
      expect(elementsNamed(tree, 'DatiBollo').map((b) => textOf(b, 'BolloVirtuale'))).toEqual(['SI']);
      expect(textOf(tree, 'ImportoTotaleDocumento')).toBe('92.00');
      // The same year's series goes on: a change of regime starts no new numbering.
      expect(textOf(tree, 'Numero')).toBe(`${issuedBefore + 1}/L`);
    } finally {
      await teacher.put('/api/admin/fiscal-profile').send(profile).expect(200);
    }
    for (const [month, name] of [[11, 'novembre'], [12, 'dicembre']] as const) {
      const csv = (await teacher.get(`/api/admin/fiscal.csv?year=2026&month=${name}`).buffer(true).parse(bytes).expect(200)).body as Buffer;
      const total = csv.toString('utf8').trim().split('\r\n').at(-1)!.split(';');
      const { rows } = await t.pool.query<{ sum: number }>('SELECT coalesce(sum(total_cents), 0)::int AS sum FROM invoices WHERE year = 2026 AND month = $1 AND number IS NOT NULL', [month]);
      expect([total[0], Number(total[2]!.replace(/\./g, '').replace(',', ''))]).toEqual(['Totale', rows[0]!.sum]);
    }
  });

  it("keeps an erased payer's invoices, with the data they state, while their billing data is shredded", async () => {
    t.clock.set(atRome('2026-12-04', 480));
    teacher = (await login(t, 'docente@lavagna.test')).agent;
    const [email] = await registerStudents(t, 1, 'cancellato');
    const leaving = await login(t, email!, 'Quaderno-a-righe-7');
    const orderId = await pay(leaving.agent, [slot('2026-12-07', 600)]);
    await t.settle();
    const before = (await t.pool.query<{ id: string; xml: string }>('SELECT id, xml FROM invoices WHERE order_id = $1', [orderId])).rows[0]!;
    await leaving.agent.delete(`/api/users/delete-user/${leaving.user.userId}`).expect(200);
    await t.settle();
    const after = (await t.pool.query<{ id: string; xml: string; payer: string }>('SELECT id, xml, payer FROM invoices WHERE order_id = $1', [orderId])).rows[0]!;
    expect(after).toEqual({ ...before, payer: 'Mario Rossi' });
    expect(after.xml).toContain('<CodiceFiscale>RSSMRA85T10F205R</CodiceFiscale>');
    const xml = await teacher.get(`/api/admin/invoices/${after.id}.xml`).expect(200);
    expect(fatturaPaProblems(xml.text)).toEqual([]);
    const billing = await t.pool.query('SELECT 1 FROM billing_data WHERE user_id = $1', [leaving.user.userId]);
    expect(billing.rows).toEqual([]);
  });
});
