import { jest } from '@jest/globals';
import { it as messages } from '@lavagna/contracts';
import { atRome, SYSTEM } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { logLength, login, outbox, runOrderChecks, workOutcome } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { LessonsQuery } from '../../lessons/index.js';
import { DemoGateway } from '../gateway/demo-gateway.js';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.js';
import { toLessonFacts } from '../lesson-facts.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { COUPON_STREAM, ORDER_STREAM, type CouponStream, type OrderStream } from '../streams.js';
import { OrderCloser } from '../order-closer.js';

jest.setTimeout(60_000);

type Agent = Awaited<ReturnType<typeof login>>['agent'];
type Coupon = { code: string; value: number };

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

/**
 * A capture the provider confirmed but our records refuse (here: a coupon of the order redeemed
 * meanwhile by another order, so the redemption guard rolls the append back) is recorded once as
 * money received and credited as a coupon of exactly the amount taken - never retried forever.
 */
describe('captures our records refuse', () => {
  let t: TestApp;
  let gateway: DemoGateway;
  beforeAll(async () => {
    t = await createTestApp();
    gateway = t.app.get<DemoGateway>(PAYMENT_GATEWAY);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const count = async (sql: string, params: unknown[] = []) => Number((await t.pool.query(sql, params)).rows[0].n);
  const credits = (orderId: string) => count(`SELECT count(*) AS n FROM emt_messages WHERE message_type = 'LateCaptureCredited' AND message_data->>'orderId' = $1`, [orderId]);
  const issue = async (userId: string, amount: number) =>
    (await (await login(t, 'docente@lavagna.test')).agent.post('/api/coupon/create-coupon').send({ userId, amount }).expect(200)).body.data as Coupon;
  const book = async (agent: Agent, s: [string, string]) => (await agent.post('/api/calendar/events').send({ startEnd: [s] }).expect(201)).body.events[0]._id as string;
  const complete = (agent: Agent, id: string) => agent.post('/api/payments/complete-order').send({ orderID: id });
  const createOrder = async (agent: Agent, lessonId: string, couponCodes: string[]) =>
    (await agent.post('/api/payments/create-order').send({ eventIds: [lessonId], couponCodes }).expect(200)).body as { id: string; orderId: string; cart: { total: number } };
  const paidAt = async (lessonId: string) => (await t.pool.query('SELECT paid_at FROM lessons WHERE id = $1', [lessonId])).rows[0].paid_at as Date | null;
  const refusedMessage = (amount: string, code: string) => messages.payments.captureRefusedCredited.replace('{amount}', amount).replace('{code}', code);

  /**
   * Another order of the student, placed and recorded straight through the streams, that redeems
   * `code` while the student's own order holds it: what a racing order does to the read model.
   */
  const redeemInAnotherOrder = async (studentId: string, teacherId: string, code: string, lessonId: string) => {
    const [lesson] = await t.app.get(LessonsQuery).byIds([lessonId]);
    const coupon = (await t.app.get(CouponsQuery).facts(code))!;
    const orderId = randomUUID();
    const expiresAt = new Date(t.clock.now().getTime() + 15 * 60_000).toISOString();
    await t.app.get<OrderStream>(ORDER_STREAM).execute(
      'PlaceOrder',
      { orderId, studentId, teacherId, hourlyRateCents: 2500, lessons: [toLessonFacts(lesson!, t.clock.now())], coupons: [coupon], provider: 'demo', providerOrderId: `DEMO-RACING-${orderId}`, expiresAt },
      SYSTEM,
    );
    const order = (await t.app.get(OrdersQuery).byClientId(orderId))!;
    expect(await t.app.get(OrderCloser).record(order, { captureId: `CAPTURE-RACING-${orderId}`, amountCents: order.amount_cents, payerName: null }, SYSTEM)).toBe('captured');
    expect(await count('SELECT count(*) AS n FROM coupon_redemptions WHERE code = $1 AND order_id = $2', [code, orderId])).toBe(1);
  };

  it('two tabs: the order given up for the new one, with its coupon, is never captured on top of it', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const coupon = await issue(s1.user.userId, 10);
    const first = await createOrder(s1.agent, await book(s1.agent, slot('2026-03-12', 900, 90)), [coupon.code]);
    await s1.agent.post(`/api/dev/paypal/orders/${first.id}/approve`).expect(200);
    // Like PayPal (no void for an order with intent capture): giving the first order up does not stop its approval.
    jest.spyOn(gateway, 'void').mockResolvedValue(undefined);
    // The second tab takes the coupon; the moment the first order lets it go, the first tab completes.
    const streams = t.app.get<CouponStream>(COUPON_STREAM);
    const coupons = streams.execute.bind(streams);
    let firstTab: Promise<{ status: number }> | null = null;
    jest.spyOn(streams, 'execute').mockImplementation(async (type, data, by) => {
      const events = await coupons(type, data, by);
      if (type === 'ReleaseCoupon' && data.orderId === first.orderId && !firstTab) await (firstTab = complete(s1.agent, first.id));
      return events;
    });
    const secondLesson = await book(s1.agent, slot('2026-03-13', 900, 60));
    const second = await createOrder(s1.agent, secondLesson, [coupon.code]);
    jest.restoreAllMocks();
    expect((await firstTab!)?.status).toBe(409);
    await s1.agent.post(`/api/dev/paypal/orders/${second.id}/approve`).expect(200);
    expect((await complete(s1.agent, second.id).expect(200)).body).toMatchObject({ amount: 15 });

    expect(await count("SELECT count(*) AS n FROM demo_gateway_orders WHERE id = $1 AND status = 'COMPLETED'", [first.id])).toBe(0);
    expect((await t.pool.query('SELECT order_id FROM coupon_redemptions WHERE code = $1', [coupon.code])).rows).toEqual([{ order_id: second.orderId }]);
    expect(await paidAt(secondLesson)).not.toBeNull();
    expect(await count("SELECT count(*) AS n FROM coupons WHERE student_id = $1 AND origin->>'kind' = 'late-capture'", [s1.user.userId])).toBe(0);
  });

  it("credits, once, a capture whose coupon another order redeemed: the student's retries answer the same", async () => {
    const s2 = await login(t, 'studente2@lavagna.test');
    const coupon = await issue(s2.user.userId, 10);
    const lessonId = await book(s2.agent, slot('2026-03-16', 600));
    const order = await createOrder(s2.agent, lessonId, [coupon.code]);
    expect(order.cart.total).toBe(15);
    await s2.agent.post(`/api/dev/paypal/orders/${order.id}/approve`).expect(200);
    await redeemInAnotherOrder(s2.user.userId, s2.user.teacherId, coupon.code, await book(s2.agent, slot('2026-03-17', 600)));

    const answer = await complete(s2.agent, order.id).expect(409);
    const credit = (await t.app.get(CouponsQuery).creditOfOrder(order.orderId))!;
    expect(credit).toMatchObject({ value: 15, redeemed: false, createdBy: 'late-payment' });
    expect(answer.body).toMatchObject({ code: 'ORDER.ABANDONED', message: refusedMessage('15,00 €', credit.code) });
    expect(await credits(order.orderId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM demo_gateway_orders WHERE id = $1 AND status = 'COMPLETED'", [order.id])).toBe(1);
    // The money paid no lesson; the coupon stays the other order's.
    expect(await paidAt(lessonId)).toBeNull();
    expect(await count('SELECT count(*) AS n FROM coupon_redemptions WHERE code = $1', [coupon.code])).toBe(1);
    const record = ((await s2.agent.get('/api/personalbookings').expect(200)).body as { _id: string; eventsPaid: object; payment: { gross: number }; credit?: object }[]).find(
      (b) => b._id === order.orderId,
    );
    expect(record).toMatchObject({ eventsPaid: {}, payment: { gross: 15 }, credit: { coupon: credit.code, value: 15, reason: 'refused' } });
    const mails = (await outbox(t)).filter((m) => m.to === 'studente2@lavagna.test' && m.subject === 'Il tuo pagamento è diventato un coupon sconto');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('non abbiamo potuto usarlo per le lezioni');
    expect(mails[0]!.text).toContain(credit.code);
    // Money received, but it paid no lesson: the credit is no sale, and no invoice is issued for it.
    await t.settle();
    expect(await count("SELECT count(*) AS n FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1", [order.orderId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM invoices WHERE order_id = $1', [order.orderId])).toBe(0);

    // Retries and the job add nothing and fail no more.
    expect((await complete(s2.agent, order.id).expect(409)).body.message).toBe(answer.body.message);
    await runOrderChecks(t);
    expect(await credits(order.orderId)).toBe(1);
  });

  it('the reconciliation job credits it too when the answer of the capture was lost', async () => {
    const s3 = await login(t, 'studente3@lavagna.test');
    const coupon = await issue(s3.user.userId, 12.5);
    const lessonId = await book(s3.agent, slot('2026-03-18', 600, 90));
    const order = await createOrder(s3.agent, lessonId, [coupon.code]);
    await s3.agent.post(`/api/dev/paypal/orders/${order.id}/approve`).expect(200);
    await redeemInAnotherOrder(s3.user.userId, s3.user.teacherId, coupon.code, await book(s3.agent, slot('2026-03-19', 600)));
    // The provider captured; the process died before recording it.
    expect((await gateway.capture({ providerOrderId: order.id })).amountCents).toBe(2500);

    await runOrderChecks(t);
    expect(await workOutcome(t, `order:${order.orderId}`)).toBe('credited');
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
    expect(await credits(order.orderId)).toBe(1);
    const credit = (await t.app.get(CouponsQuery).creditOfOrder(order.orderId))!;
    expect(credit.value).toBe(25);
    expect((await complete(s3.agent, order.id).expect(409)).body.message).toBe(refusedMessage('25,00 €', credit.code));
    expect(await paidAt(lessonId)).toBeNull();
  });

  it('an order paid wholly by a coupon another order redeemed is given up with a clear 409, its lesson still to pay', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const coupon = await issue(s1.user.userId, 25);
    const lessonId = await book(s1.agent, slot('2026-03-20', 600));
    const order = await createOrder(s1.agent, lessonId, [coupon.code]);
    expect(order.cart.total).toBe(0);
    await redeemInAnotherOrder(s1.user.userId, s1.user.teacherId, coupon.code, await book(s1.agent, slot('2026-03-23', 600, 90)));

    const refused = await complete(s1.agent, order.id).expect(409);
    expect(refused.body).toMatchObject({ code: 'COUPON.USED', message: messages.coupons.usedInOrder });
    expect((await t.app.get(OrdersQuery).byClientId(order.orderId))!.status).toBe('abandoned');
    expect(await paidAt(lessonId)).toBeNull();
    expect(await credits(order.orderId)).toBe(0);
    await complete(s1.agent, order.id).expect(409);
    // The lesson can be paid again, with money.
    const again = await createOrder(s1.agent, lessonId, []);
    expect(again.cart.total).toBe(25);
  });
});
