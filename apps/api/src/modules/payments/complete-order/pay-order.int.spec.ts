import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { logLength, login, outbox, runOrderChecks, workOutcome } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { DemoGateway } from '../gateway/demo-gateway.js';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [
  atRome(day, minute).toISOString(),
  atRome(day, minute + minutes).toISOString(),
];

describe('paying lessons (PayOrder) with the demo gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (sql: string) => Number((await t.pool.query(sql)).rows[0].n);
  const book = async (agent: Awaited<ReturnType<typeof login>>['agent'], ...slots: [string, string][]) =>
    (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id) as string[];

  it('prices on the server, ignores client amounts, and records a capture once', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const ids = await book(s1.agent, slot('2026-03-12', 900, 90), slot('2026-03-13', 900, 60));
    const order = await s1.agent.post('/api/payments/create-order').send({ eventIds: ids, amount: 1, gross: 0.01, isPaid: true }).expect(200);
    expect(order.body).toMatchObject({ requiresPayment: true, provider: 'demo', cart: { gross: 62.5, vat: 11.27, net: 51.23, discount: 0, total: 62.5 } });
    const refused = await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(402);
    expect(refused.body.message).toBe(messages.payments.completeError);
    await s1.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    const done = await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    expect(done.body).toMatchObject({ success: true, amount: 62.5, transactionId: expect.stringMatching(/^CAPTURE-/) });
    const again = await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    expect(again.body).toEqual(done.body);
    const lessons = (await s1.agent.get('/api/calendar/personalevents').expect(200)).body;
    expect(lessons.map((l: { status: string; payment: { isPaid: boolean } }) => [l.status, l.payment.isPaid])).toEqual([['booked', true], ['booked', true]]);
    const history = (await s1.agent.get('/api/personalbookings').expect(200)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ payment: { gross: 62.5, VAT: 11.27, net: 51.23, paymentId: done.body.transactionId } });
    expect((await outbox(t)).filter((m) => m.subject === 'Le tue lezioni sono confermate' && m.to === 'studente1@lavagna.test')).toHaveLength(1);
    await s1.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(409);
  });

  it('records, after a crash between the capture and our append, exactly once', async () => {
    const s2 = await login(t, 'studente2@lavagna.test');
    const ids = await book(s2.agent, slot('2026-03-16', 600));
    const order = await s2.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200);
    await s2.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    // The provider captured, then the process died before recording it.
    const gateway = t.app.get<DemoGateway>(PAYMENT_GATEWAY);
    await gateway.capture({ providerOrderId: order.body.id });
    // The order's check, two minutes on, finds the capture and records it; the next looks add nothing.
    await runOrderChecks(t);
    expect(await workOutcome(t, `order:${order.body.orderId}`)).toBe('captured');
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
    await s2.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    expect(await count(`SELECT count(*) AS n FROM bookings WHERE student_id = '${s2.user.userId}'`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM demo_gateway_orders WHERE status = 'COMPLETED'")).toBe(2);
  });

  it('tells the web app to show the demo buttons', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    expect((await s1.agent.get('/api/payments/config').expect(200)).body).toEqual({ provider: 'demo', clientId: null });
  });

  it("pays nothing but a student's own unpaid lessons", async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const s3 = await login(t, 'studente3@lavagna.test');
    const ids = await book(s3.agent, slot('2026-03-17', 600));
    await s1.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(409);
    const order = await s3.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200);
    await s1.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(404);
    await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(404);
    await s3.agent.post(`/api/dev/paypal/orders/${order.body.id}/cancel`).expect(200);
    const cancelled = await s3.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(409);
    expect(cancelled.body.message).toBe(messages.payments.orderExpired);
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(403);
    await s3.agent.post('/api/payments/create-order').send({ eventIds: [] }).expect(400);
    await s3.agent.post('/api/payments/create-order').send({ eventIds: ['nope'] }).expect(409);
  });
});
