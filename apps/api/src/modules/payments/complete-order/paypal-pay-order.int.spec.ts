import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { logLength, login, outbox, runOrderChecks, workOutcome } from '../../../../test/helpers.js';
import { PayPalStandIn } from '../../../../test/paypal-stand-in.js';
import { registerStudents } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';

type Student = Awaited<ReturnType<typeof login>>;
type Agent = Student['agent'];

const slot = (day: string, minute: number, minutes = 60): [string, string] => [
  atRome(day, minute).toISOString(),
  atRome(day, minute + minutes).toISOString(),
];

/** PayOrder through the HTTP API with the app in PayPal mode: the real SDK against the local stand-in. */
describe('paying lessons (PayOrder) with PayPal', () => {
  let t: TestApp;
  let paypal: PayPalStandIn;
  beforeAll(async () => {
    paypal = await PayPalStandIn.start('lavagna-client-id', 'lavagna-secret-never-shown');
    t = await createTestApp({
      PAYPAL_CLIENT_ID: 'lavagna-client-id',
      PAYPAL_CLIENT_SECRET: 'lavagna-secret-never-shown',
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const count = async (sql: string, params: unknown[]) => Number((await t.pool.query(sql, params)).rows[0].n);
  const bookingsOf = (userId: string) => count('SELECT count(*) AS n FROM bookings WHERE student_id = $1', [userId]);
  const lessonsOf = async (agent: Agent) =>
    ((await agent.get('/api/calendar/personalevents').expect(200)).body as { status: string; payment: { isPaid: boolean } }[]).map((l) => [l.status, l.payment.isPaid]);
  /** A student of the test's own, so its counts of lessons, bookings and e-mails start at 0. */
  const newStudent = async (prefix: string) => {
    const [email] = await registerStudents(t, 1, prefix);
    return login(t, email!, 'Quaderno-a-righe-7');
  };
  /** Books one lesson (90 minutes: 37,50 €) and opens its PayPal order. */
  const order = async (student: Student, day: string) => {
    const booked = await student.agent.post('/api/calendar/events').send({ startEnd: [slot(day, 900, 90)] }).expect(201);
    const created = await student.agent.post('/api/payments/create-order').send({ eventIds: [booked.body.events[0]._id] }).expect(200);
    return { ...student, order: created.body as { id: string; orderId: string; provider: string } };
  };
  const complete = (agent: Agent, id: string) => agent.post('/api/payments/complete-order').send({ orderID: id });

  it('creates the PayPal order in EUR for the amount to the cent and captures it once', async () => {
    const { agent, user, order: created } = await order(await newStudent('cattura'), '2026-03-11');
    expect(created).toMatchObject({ provider: 'paypal', requiresPayment: true, cart: { total: 37.5 } });
    expect(paypal.orders.get(created.id)).toMatchObject({ status: 'CREATED', intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '37.50' } });
    expect(paypal.seen('create').at(-1)).toMatchObject({ requestId: created.orderId, prefer: 'return=representation' });

    paypal.approve(created.id);
    const done = await complete(agent, created.id).expect(200);
    const capture = paypal.orders.get(created.id)!.captures[0]!;
    expect(done.body).toMatchObject({ success: true, orderId: created.orderId, transactionId: capture.id, amount: 37.5 });
    expect(paypal.seen('capture', created.id).map((r) => r.requestId)).toEqual([created.orderId]);
    expect(await lessonsOf(agent)).toEqual([['booked', true]]);
    const history = (await agent.get('/api/personalbookings').expect(200)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ payment: { gross: 37.5, paymentId: capture.id } });
    expect((await outbox(t)).filter((m) => m.subject === 'Le tue lezioni sono confermate' && m.to === user.email)).toHaveLength(1);

    expect((await complete(agent, created.id).expect(200)).body).toEqual(done.body);
    expect(paypal.capturesOf(created.id)).toBe(1);
    expect(paypal.seen('capture', created.id)).toHaveLength(1);
    expect(await bookingsOf(user.userId)).toBe(1);
  });

  it('answers a declined capture in Italian, pays nothing, and lets the student try again', async () => {
    const { agent, user, order: created } = await order(await newStudent('rifiutata'), '2026-03-12');
    paypal.approve(created.id);
    paypal.failNext('capture', 422, 'INSTRUMENT_DECLINED');
    const refused = await complete(agent, created.id).expect(402);
    expect(refused.body).toMatchObject({ code: 'PAYMENT.FAILED', message: messages.payments.completeError });
    expect(paypal.capturesOf(created.id)).toBe(0);
    expect(await lessonsOf(agent)).toEqual([['held', false]]);
    expect(await bookingsOf(user.userId)).toBe(0);

    // The buyer picks another card in PayPal's window.
    paypal.approve(created.id);
    await complete(agent, created.id).expect(200);
    expect(paypal.capturesOf(created.id)).toBe(1);
    expect(await lessonsOf(agent)).toEqual([['booked', true]]);
    expect(await bookingsOf(user.userId)).toBe(1);
  });

  it('retries PayPal 5xx answers with the same PayPal-Request-Id and captures once', async () => {
    const { agent, user, order: created } = await order(await newStudent('riprova'), '2026-03-13');
    paypal.approve(created.id);
    paypal.failNext('capture', 500, 'INTERNAL_SERVER_ERROR', 2);
    const done = await complete(agent, created.id).expect(200);
    expect(paypal.seen('capture', created.id).map((r) => [r.requestId, r.status])).toEqual([
      [created.orderId, 500],
      [created.orderId, 500],
      [created.orderId, 201],
    ]);
    expect(paypal.capturesOf(created.id)).toBe(1);
    expect(done.body.transactionId).toBe(paypal.orders.get(created.id)!.captures[0]!.id);
    expect(await bookingsOf(user.userId)).toBe(1);
  });

  it('gives up after a bounded number of 5xx answers without recording anything', async () => {
    const { agent, user, order: created } = await order(await newStudent('arresa'), '2026-03-16');
    paypal.approve(created.id);
    paypal.failNext('capture', 500, 'INTERNAL_SERVER_ERROR', 3);
    const failed = await complete(agent, created.id).expect(502);
    expect(failed.body).toMatchObject({ code: 'PAYMENT.PROVIDER_UNAVAILABLE', message: messages.payments.paypalError });
    expect(paypal.seen('capture', created.id)).toHaveLength(3);
    expect(paypal.capturesOf(created.id)).toBe(0);
    expect(await bookingsOf(user.userId)).toBe(0);
    await complete(agent, created.id).expect(200);
    expect(paypal.capturesOf(created.id)).toBe(1);
    expect(await bookingsOf(user.userId)).toBe(1);
  });

  it('records a capture whose answer was lost exactly once, through the reconciliation job', async () => {
    const { agent, user, order: created } = await order(await newStudent('persa'), '2026-03-17');
    paypal.approve(created.id);
    paypal.answerLate('capture', 3000);
    const lost = await complete(agent, created.id).expect(502);
    expect(lost.body.message).toBe(messages.payments.paypalError);
    // PayPal took the money; we do not know it yet.
    expect(paypal.capturesOf(created.id)).toBe(1);
    expect(await bookingsOf(user.userId)).toBe(0);

    // PayPal down at the order's first check: nothing recorded, nothing given up; the next look finds it.
    // Down for every open order a check asks about (other tests leave orders open), three attempts each.
    const asked = (await t.app.get(OrdersQuery).open()).filter((o) => o.provider_order_id).length;
    paypal.failNext('get', 500, 'INTERNAL_SERVER_ERROR', 3 * asked);
    const check = `order:${created.orderId}`;
    await runOrderChecks(t);
    expect(await bookingsOf(user.userId)).toBe(0);
    expect(await workOutcome(t, check)).toBeNull();
    await runOrderChecks(t);
    expect(await workOutcome(t, check)).toBe('captured');
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
    expect(await bookingsOf(user.userId)).toBe(1);
    const capture = paypal.orders.get(created.id)!.captures[0]!;
    const history = (await agent.get('/api/personalbookings').expect(200)).body as { payment: { paymentId: string; gross: number } }[];
    expect(history.filter((b) => b.payment.paymentId === capture.id).map((b) => b.payment.gross)).toEqual([37.5]);
    // The student's retry answers from the record; PayPal is not asked to capture again.
    expect((await complete(agent, created.id).expect(200)).body).toMatchObject({ transactionId: capture.id, amount: 37.5 });
    expect(paypal.seen('capture', created.id)).toHaveLength(1);
    expect(paypal.capturesOf(created.id)).toBe(1);
  });

  it('confirms ORDER_ALREADY_CAPTURED by reading the order and records it once', async () => {
    const { agent, user, order: created } = await order(await newStudent('altrove'), '2026-03-18');
    paypal.approve(created.id);
    paypal.captureElsewhere(created.id);
    const done = await complete(agent, created.id).expect(200);
    const capture = paypal.orders.get(created.id)!.captures[0]!;
    expect(done.body).toMatchObject({ transactionId: capture.id, amount: 37.5 });
    expect(paypal.seen('capture', created.id).map((r) => r.status)).toEqual([422]);
    expect(paypal.seen('get', created.id).length).toBeGreaterThanOrEqual(1);
    expect(paypal.capturesOf(created.id)).toBe(1);
    expect(await bookingsOf(user.userId)).toBe(1);
    await t.settle();
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
  });

  it('hides the demo approval endpoints (404)', async () => {
    const { agent, order: created } = await order(await login(t, 'studente3@lavagna.test'), '2026-03-19');
    for (const action of ['approve', 'cancel']) {
      const res = await agent.post(`/api/dev/paypal/orders/${created.id}/${action}`).expect(404);
      expect(res.body.code).toBe('REQUEST.NOT_FOUND');
      await t.http().post(`/api/dev/paypal/orders/${created.id}/${action}`).expect(404);
    }
    expect(paypal.orders.get(created.id)!.status).toBe('CREATED');
  });

  it('answers 502 in Italian when PayPal cannot create the order, and a retry creates one', async () => {
    const student = await login(t, 'studente2@lavagna.test');
    const booked = await student.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-20', 600, 60)] }).expect(201);
    const eventIds = [booked.body.events[0]._id];
    const before = paypal.orders.size;
    paypal.failNext('create', 500, 'INTERNAL_SERVER_ERROR', 3);
    const failed = await student.agent.post('/api/payments/create-order').send({ eventIds }).expect(502);
    expect(failed.body).toMatchObject({ code: 'PAYMENT.PROVIDER_UNAVAILABLE', message: messages.payments.paypalError });
    expect(paypal.orders.size).toBe(before);
    const created = await student.agent.post('/api/payments/create-order').send({ eventIds }).expect(200);
    expect(paypal.orders.get(created.body.id)!.amount.value).toBe('25.00');
  });

  it('tells the web app to load PayPal with the public client id, never the secret', async () => {
    const { agent } = await login(t, 'studente1@lavagna.test');
    const res = await agent.get('/api/payments/config').expect(200);
    expect(res.body).toEqual({ provider: 'paypal', clientId: 'lavagna-client-id' });
    expect(res.text).not.toContain('lavagna-secret-never-shown');
  });
});
