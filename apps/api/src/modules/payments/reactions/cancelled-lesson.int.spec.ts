import { atRome } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import type { DemoGateway } from '../gateway/demo-gateway.js';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [
  atRome(day, minute).toISOString(),
  atRome(day, minute + minutes).toISOString(),
];

/**
 * Found by the API fuzz: a lesson cancelled while an order held it left the order open. The order
 * is given up by a reaction of the payments module to the cancellation.
 */
describe('cancelling a lesson that an open order holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-03-10', 600));
  });
  afterAll(() => t.close());

  // Once the side effects of what came before have run: they append in the background.
  const events = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };
  const orderStatus = async (id: string) => (await t.pool.query('SELECT status FROM orders WHERE id = $1', [id])).rows[0].status as string;

  it('gives the order up with the cancel: its provider window can no longer take the money, its coupon is free', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const { agent, user } = await login(t, 'studente1@lavagna.test');
    const coupon = (await teacher.agent.post('/api/coupon/create-coupon').send({ userId: user.userId, amount: 10 }).expect(200)).body.data.code as string;
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-12', 900), slot('2026-03-13', 900)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = (await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [coupon] }).expect(200)).body;

    await agent.delete(`/api/calendar/events/${ids[0]}`).expect(200);
    await t.settle();
    expect(await orderStatus(order.orderId)).toBe('abandoned');
    await agent.post(`/api/dev/paypal/orders/${order.id}/approve`).expect(409);
    const coupons = (await agent.get(`/api/coupon/get-coupons/${user.userId}`).expect(200)).body.data;
    expect(coupons).toEqual([expect.objectContaining({ code: coupon, redeemed: false })]);

    // Paying for what is left is a new order; the old one, refused, changes nothing.
    const before = await events();
    await agent.post('/api/payments/complete-order').send({ orderID: order.id }).expect(409);
    expect(await events()).toBe(before);
    await agent.post('/api/payments/create-order').send({ eventIds: [ids[1]], couponCodes: [coupon] }).expect(200);
  });

  it('lets the teacher cancel a student lesson held in an open order, with the same effect', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const { agent } = await login(t, 'studente2@lavagna.test');
    const [id] = (await agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-16', 900)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = (await agent.post('/api/payments/create-order').send({ eventIds: [id] }).expect(200)).body;
    await teacher.agent.delete(`/api/calendar/events/${id}`).expect(200);
    await t.settle();
    expect(await orderStatus(order.orderId)).toBe('abandoned');
  });

  it('credits the money as a coupon when the provider had taken it already: recorded, never lost', async () => {
    const { agent, user } = await login(t, 'studente3@lavagna.test');
    const [id] = (await agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-17', 900)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = (await agent.post('/api/payments/create-order').send({ eventIds: [id] }).expect(200)).body;
    // Approved in the provider's window, captured there; our answer was lost before complete-order.
    await agent.post(`/api/dev/paypal/orders/${order.id}/approve`).expect(200);
    await t.app.get<DemoGateway>(PAYMENT_GATEWAY).capture({ providerOrderId: order.id });

    // Our records still say unpaid: the lesson is cancelled at no charge, then its order given up,
    // where the capture is found, recorded and - its lesson gone - credited to the student.
    const cancelled = await agent.delete(`/api/calendar/events/${id}`).expect(200);
    expect(cancelled.body.coupon).toBeUndefined();
    await t.settle();
    expect(await orderStatus(order.orderId)).toBe('credited');
    expect((await agent.get(`/api/coupon/get-coupons/${user.userId}`)).body.data).toEqual([expect.objectContaining({ createdBy: 'late-payment', value: 25 })]);
    const mails = (await outbox(t)).filter((m) => m.subject === 'Il tuo pagamento è diventato un coupon sconto' && m.to === 'studente3@lavagna.test');
    expect(mails).toHaveLength(1);
  });

  it('gives nothing up when the cancel itself is refused: too late on the lesson day', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const { user } = await login(t, 'studente1@lavagna.test');
    const [id] = (await teacher.agent.post('/api/calendar/events').send({ studentId: user.userId, startEnd: [slot('2026-03-20', 900)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    t.clock.set(atRome('2026-03-19', 23 * 60 + 58));
    const student = await login(t, 'studente1@lavagna.test');
    const order = (await student.agent.post('/api/payments/create-order').send({ eventIds: [id] }).expect(200)).body;
    t.clock.set(atRome('2026-03-20', 2));
    const late = await login(t, 'studente1@lavagna.test');
    const before = await events();
    await late.agent.delete(`/api/calendar/events/${id}`).expect(409);
    expect(await events()).toBe(before);
    expect(await orderStatus(order.orderId)).toBe('placed');
  });
});
