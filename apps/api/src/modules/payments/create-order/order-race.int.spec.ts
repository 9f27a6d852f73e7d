import { jest } from '@jest/globals';
import { it as messages } from '@lavagna/contracts';
import { atRome, SYSTEM, type OrderCommand } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { login } from '../../../../test/helpers.js';
import { PayPalStandIn } from '../../../../test/paypal-stand-in.js';
import { snapshotReadModels } from '../../../../test/read-model-snapshot.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { loadSecrets } from '../../../infrastructure/database/secrets.js';
import { rebuildAllReadModels } from '../../../read-models.js';
import { DemoGateway } from '../gateway/demo-gateway.js';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.js';
import { OrdersQuery, type OrderRow } from '../projections/orders/orders.query.js';
import { ORDER_STREAM, type OrderStream } from '../streams.js';

jest.setTimeout(60_000);

type Agent = Awaited<ReturnType<typeof login>>['agent'];
type Answer = { status: number; body: { id: string; orderId: string; code?: string; message?: string } };

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];
/** How many create-order calls race: a student with that many tabs, or a nervous double click. */
const TABS = 8;

const book = async (agent: Agent, ...slots: [string, string][]) =>
  (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id) as string[];
const createOrders = (agent: Agent, eventIds: string[]) =>
  Promise.all(Array.from({ length: TABS }, () => agent.post('/api/payments/create-order').send({ eventIds }))) as Promise<Answer[]>;
/** The same order again under a new id, as PlaceOrder data. */
const placeAgain = (order: OrderRow | null): Extract<OrderCommand, { type: 'PlaceOrder' }>['data'] => {
  const d = order!.data;
  return {
    orderId: randomUUID(), studentId: d.studentId, teacherId: d.teacherId, hourlyRateCents: d.hourlyRateCents, coupons: [],
    lessons: d.lessons.map((l) => ({ lessonId: l.lessonId, bookingId: l.bookingId, studentId: d.studentId, start: l.start, end: l.end, active: true, isPaid: false })),
    provider: d.provider, providerOrderId: `${d.providerOrderId}-BIS`, expiresAt: d.expiresAt,
  };
};
const complete = (agent: Agent, id: string) => agent.post('/api/payments/complete-order').send({ orderID: id });

/** Every racing call either opened an order or was told, in Italian, that another tab is paying. */
const expectOpenedOrRefused = (answers: Answer[]) => {
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused.map((a) => [a.status, a.body.code, a.body.message])).toEqual(
    refused.map(() => [409, 'ORDER.IN_PROGRESS', messages.payments.orderInProgress]),
  );
  expect(answers.length - refused.length).toBeGreaterThanOrEqual(1);
  return answers.filter((a) => a.status === 200).map((a) => a.body);
};

describe('create-order racing itself for the same lessons (two tabs)', () => {
  describe('with the demo gateway', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());
    const count = async (sql: string, params: unknown[]) => Number((await t.pool.query(sql, params)).rows[0].n);

    it('leaves one order open; approving and completing every order returned charges the student once', async () => {
      const s1 = await login(t, 'studente1@lavagna.test');
      const ids = await book(s1.agent, slot('2026-03-12', 900, 90), slot('2026-03-13', 900, 60));
      const opened = expectOpenedOrRefused(await createOrders(s1.agent, ids));
      expect(await count("SELECT count(*) AS n FROM orders WHERE status = 'placed' AND lesson_ids && $1::text[]", [ids])).toBe(1);

      // The student approves in every tab, then every tab completes at once.
      await Promise.all(opened.map((o) => s1.agent.post(`/api/dev/paypal/orders/${o.id}/approve`)));
      const completed = await Promise.all(opened.map((o) => complete(s1.agent, o.id)));
      expect(completed.filter((r) => r.status === 200)).toHaveLength(1);
      expect(completed.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(completed.filter((r) => r.status !== 200).map(() => 409));

      const providerIds = opened.map((o) => o.id);
      const captured = await t.pool.query<{ amount_cents: number }>("SELECT amount_cents FROM demo_gateway_orders WHERE id = ANY($1::text[]) AND status = 'COMPLETED'", [providerIds]);
      expect(captured.rows.map((r) => r.amount_cents)).toEqual([6250]);
      expect(await count("SELECT count(*) AS n FROM coupons WHERE student_id = $1 AND origin->>'kind' = 'late-capture'", [s1.user.userId])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM bookings WHERE student_id = $1', [s1.user.userId])).toBe(1);
      const paid = await t.pool.query('SELECT DISTINCT order_id FROM lessons WHERE id = ANY($1::text[]) AND paid_at IS NOT NULL', [ids]);
      expect(paid.rows).toHaveLength(1);
      // Nothing is left holding the lessons once they are paid.
      expect(await count('SELECT count(*) AS n FROM order_lessons WHERE lesson_id = ANY($1::text[])', [ids])).toBe(0);
    });

    it('a later call, one after the other, still replaces the open order', async () => {
      const s2 = await login(t, 'studente2@lavagna.test');
      const ids = await book(s2.agent, slot('2026-03-16', 600));
      const first = (await s2.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200)).body;
      const second = (await s2.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200)).body;
      const statuses = await t.pool.query('SELECT id, status FROM orders WHERE id = ANY($1::text[]) ORDER BY placed_at, status', [[first.orderId, second.orderId]]);
      expect(Object.fromEntries(statuses.rows.map((r) => [r.id, r.status]))).toEqual({ [first.orderId]: 'abandoned', [second.orderId]: 'placed' });
      await s2.agent.post(`/api/dev/paypal/orders/${first.id}/approve`).expect(409);
      await s2.agent.post(`/api/dev/paypal/orders/${second.id}/approve`).expect(200);
      await complete(s2.agent, second.id).expect(200);
    });

    it('a later call that finds the earlier order captured meanwhile records it and opens no second order', async () => {
      const s1 = await login(t, 'studente1@lavagna.test');
      const ids = await book(s1.agent, slot('2026-03-17', 600));
      const first = (await s1.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200)).body;
      await s1.agent.post(`/api/dev/paypal/orders/${first.id}/approve`).expect(200);
      // The first tab's capture went through at the provider; its answer has not reached us yet.
      await t.app.get<DemoGateway>(PAYMENT_GATEWAY).capture({ providerOrderId: first.id });
      const second = await s1.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(409);
      expect(second.body.message).toBe(messages.payments.lessonsUnavailable);
      expect(await count("SELECT count(*) AS n FROM orders WHERE lesson_ids && $1::text[] AND status NOT IN ('captured')", [ids])).toBe(0);
      expect(await count("SELECT count(*) AS n FROM lessons WHERE id = ANY($1::text[]) AND paid_at IS NOT NULL", [ids])).toBe(1);
      await complete(s1.agent, first.id).expect(200);
    });

    it('rebuilds a log written before the guard, with two orders open for one lesson', async () => {
      const s3 = await login(t, 'studente3@lavagna.test');
      const ids = await book(s3.agent, slot('2026-03-19', 600));
      const first = (await s3.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200)).body;
      // What a database from before this guard may hold: the second order placed while the first was open.
      await t.pool.query('DELETE FROM order_lessons WHERE order_id = $1', [first.orderId]);
      await t.app.get<OrderStream>(ORDER_STREAM).execute('PlaceOrder', placeAgain(await t.app.get(OrdersQuery).byClientId(first.orderId)), SYSTEM);
      const live = await snapshotReadModels(t);
      await rebuildAllReadModels(t.connectionString, t.pool, await loadSecrets(t.pool), t.config);
      const rebuilt = await snapshotReadModels(t);
      // The later order holds the lesson, as it did live.
      expect(rebuilt.order_lessons).toEqual(live.order_lessons);
      expect(rebuilt).toEqual(live);
    });
  });

  describe('with PayPal', () => {
    let t: TestApp;
    let paypal: PayPalStandIn;
    beforeAll(async () => {
      paypal = await PayPalStandIn.start('race-client-id', 'race-secret');
      t = await createTestApp({ PAYPAL_CLIENT_ID: 'race-client-id', PAYPAL_CLIENT_SECRET: 'race-secret', PAYPAL_BASE_URL: paypal.url, PAYPAL_TIMEOUT_MS: '5000' });
    });
    afterAll(async () => {
      await t.close();
      await paypal.close();
    });

    it('captures one PayPal order however many tabs were approved', async () => {
      const s3 = await login(t, 'studente3@lavagna.test');
      const ids = await book(s3.agent, slot('2026-03-17', 600, 120));
      const opened = expectOpenedOrRefused(await createOrders(s3.agent, ids));
      // PayPal lets the buyer approve an order we gave up: only our refusal to capture it protects them.
      for (const o of opened) paypal.approve(o.id);
      const completed = await Promise.all(opened.map((o) => complete(s3.agent, o.id)));
      expect(completed.filter((r) => r.status === 200)).toHaveLength(1);
      expect(opened.map((o) => paypal.capturesOf(o.id)).reduce((a, b) => a + b, 0)).toBe(1);
      const winner = opened.find((o) => paypal.capturesOf(o.id) === 1)!;
      expect(paypal.orders.get(winner.id)!.captures[0]!.amount.value).toBe('50.00');
    });

    it('never captures a replaced order, even approved', async () => {
      const s1 = await login(t, 'studente1@lavagna.test');
      const ids = await book(s1.agent, slot('2026-03-18', 600));
      const first = (await s1.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200)).body;
      const second = (await s1.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200)).body;
      paypal.approve(first.id);
      paypal.approve(second.id);
      const refused = await complete(s1.agent, first.id).expect(409);
      expect(refused.body.code).toBe('ORDER.ABANDONED');
      expect(paypal.seen('capture', first.id)).toHaveLength(0);
      await complete(s1.agent, second.id).expect(200);
      expect([paypal.capturesOf(first.id), paypal.capturesOf(second.id)]).toEqual([0, 1]);
    });
  });
});
