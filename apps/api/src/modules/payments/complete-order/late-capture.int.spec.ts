import { jest } from '@jest/globals';
import { it as messages } from '@lavagna/contracts';
import { atRome, SYSTEM } from '@lavagna/domain';
import { readLog } from '@lavagna/eventstore';
import { logLength, login, outbox, runOrderChecks, workOutcome } from '../../../../test/helpers.js';
import { snapshotReadModels } from '../../../../test/read-model-snapshot.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { loadSecrets } from '../../../infrastructure/database/secrets.js';
import { rebuildAllReadModels } from '../../../read-models.js';
import { fiscalPaymentsFromLog } from '../../../replay/fiscal-replay.js';
import { isLessonNotPayable, LessonsQuery, ReleaseHoldsService } from '../../lessons/index.js';
import { toLessonAtCapture } from '../lesson-facts.js';
import { ORDER_STREAM, type OrderStream } from '../streams.js';
import { DemoGateway } from '../gateway/demo-gateway.js';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { OrderCloser } from '../order-closer.js';

jest.setTimeout(60_000);

type Agent = Awaited<ReturnType<typeof login>>['agent'];
type Booking = { payment: { paymentId: string; gross: number; VAT: number; net: number; coupons: string[] }; eventsPaid: Record<string, unknown>; timeArrow: unknown[]; credit?: { coupon: string; value: number } };
type Coupon = { code: string; value: number; expirationDate: string; redeemed: boolean };

const slot = (day: string, minute: number, minutes = 90): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

/**
 * Money taken at the provider when our order is, or becomes, abandoned: recorded once, credited as
 * a coupon of exactly the amount captured, never booked onto lessons that are no longer the student's.
 */
describe('late captures: money captured for an order that can no longer pay its lessons', () => {
  let t: TestApp;
  let gateway: DemoGateway;
  beforeAll(async () => {
    t = await createTestApp();
    gateway = t.app.get<DemoGateway>(PAYMENT_GATEWAY);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await t.pool.query(sql, params)).rows[0] as T;
  const count = async (sql: string, params: unknown[] = []) => Number((await one<{ n: string }>(sql, params)).n);
  const credits = (orderId: string) => count(`SELECT count(*) AS n FROM emt_messages WHERE message_type = 'LateCaptureCredited' AND message_data->>'orderId' = $1`, [orderId]);
  const lessonRow = (id: string) => one<{ status: string; paid_at: Date | null; student_id: string; order_id: string | null }>('SELECT status, paid_at, student_id, order_id FROM lessons WHERE id = $1', [id]);
  const book = async (agent: Agent, s: [string, string]) => ((await agent.post('/api/calendar/events').send({ startEnd: [s] }).expect(201)).body.events[0]._id as string);
  const couponsOf = async (agent: Agent, userId: string) => (await agent.get(`/api/coupon/get-coupons/${userId}`).expect(200)).body.data as Coupon[];
  const historyOf = async (agent: Agent) => (await agent.get('/api/personalbookings').expect(200)).body as Booking[];
  const complete = (agent: Agent, id: string) => agent.post('/api/payments/complete-order').send({ orderID: id });
  /** Books a 90-minute lesson (37,50 €) and opens its demo order, approved by the student. */
  const approvedOrder = async (email: string, s: [string, string], couponCodes: string[] = []) => {
    const student = await login(t, email);
    const lessonId = await book(student.agent, s);
    const created = (await student.agent.post('/api/payments/create-order').send({ eventIds: [lessonId], couponCodes }).expect(200)).body as { id: string; orderId: string; expiresAt: string };
    await student.agent.post(`/api/dev/paypal/orders/${created.id}/approve`).expect(200);
    return { ...student, lessonId, order: created };
  };
  /** Like PayPal's Orders v2 (no void for a CAPTURE order): giving the order up does not stop a capture in flight. */
  const paypalLikeVoid = () => jest.spyOn(gateway, 'void').mockResolvedValue(undefined);
  /** Past the order's time and the two minutes the hold job waits for it. */
  const pastExpiry = (expiresAt: string) => t.clock.set(new Date(Date.parse(expiresAt) + 3 * 60_000));
  /** What came of the order's check, and of the look for a capture after it was given up. */
  const orderCheck = (orderId: string) => workOutcome(t, `order:${orderId}`);
  const lateCheck = (orderId: string) => workOutcome(t, `late-capture:${orderId}`);
  const lateCreditMessage = (amount: string, code: string) => messages.payments.lateCaptureCredited.replace('{amount}', amount).replace('{code}', code);

  it('a capture in flight while the order is abandoned and the slot re-booked: credited once, the other student untouched', async () => {
    const paying = await approvedOrder('studente1@lavagna.test', slot('2026-03-12', 900));
    paypalLikeVoid();
    let otherLesson = '';
    let s2: Awaited<ReturnType<typeof login>> | null = null;
    const capture = gateway.capture.bind(gateway);
    // complete-order found the order open and its lessons held, and asked the provider to capture;
    // before the answer came: the time ran out, the job gave the order up (the provider said
    // APPROVED), the hold job freed the slot and another student booked it.
    jest.spyOn(gateway, 'capture').mockImplementationOnce(async (input) => {
      pastExpiry(paying.order.expiresAt);
      await t.settle();
      if ((await orderCheck(paying.order.orderId)) !== 'abandoned') throw new Error('the job did not give the order up');
      s2 = await login(t, 'studente2@lavagna.test');
      otherLesson = await book(s2.agent, slot('2026-03-12', 900));
      return capture(input);
    });
    const answer = await complete(paying.agent, paying.order.id).expect(409);
    // Sessions are short: sign in again at the new time.
    const s1 = { ...paying, ...(await login(t, 'studente1@lavagna.test')) };

    const [coupon] = (await couponsOf(s1.agent, s1.user.userId)).filter((c) => c.value === 37.5);
    expect(coupon).toBeDefined();
    expect(answer.body).toMatchObject({ code: 'ORDER.ABANDONED', message: lateCreditMessage('37,50 €', coupon!.code) });
    expect(await credits(s1.order.orderId)).toBe(1);
    // The money paid nothing: s1's lesson stays released, s2's lesson in that slot is untouched.
    expect(await lessonRow(s1.lessonId)).toMatchObject({ status: 'released', paid_at: null, order_id: null });
    expect(await lessonRow(otherLesson)).toMatchObject({ status: 'held', paid_at: null, student_id: s2!.user.userId, order_id: null });
    expect(await count('SELECT count(*) AS n FROM lesson_slots WHERE lesson_id = $1 AND student_id = $2', [otherLesson, s2!.user.userId])).toBe(1);

    // Retries and the job add nothing.
    await runOrderChecks(t);
    expect(await lateCheck(s1.order.orderId)).toBe('credited');
    expect((await complete(s1.agent, s1.order.id).expect(409)).body.message).toBe(answer.body.message);
    expect(await credits(s1.order.orderId)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM bookings WHERE id = $1', [s1.order.orderId])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM coupons WHERE origin->>'orderId' = $1", [s1.order.orderId])).toBe(1);
  });

  it('a capture that lands after the order was given up, with nobody retrying: the job finds it and credits it once', async () => {
    const paying = await approvedOrder('studente3@lavagna.test', slot('2026-03-13', 600));
    paypalLikeVoid();
    // The hold ran out: the job gives the order up (the provider still says APPROVED) and frees the slot; s1 books it.
    pastExpiry(paying.order.expiresAt);
    await t.settle();
    expect(await orderCheck(paying.order.orderId)).toBe('abandoned');
    const s1 = await login(t, 'studente1@lavagna.test');
    const s3 = { ...paying, ...(await login(t, 'studente3@lavagna.test')) };
    const otherLesson = await book(s1.agent, slot('2026-03-13', 600));
    expect(await lessonRow(s3.lessonId)).toMatchObject({ status: 'released' });
    // Then the capture sent before all this lands at the provider; the process that sent it is gone.
    const captured = await gateway.capture({ providerOrderId: s3.order.id });
    expect(captured.amountCents).toBe(3750);

    // The look for a late capture, two minutes after the order was given up, finds it; the next looks add nothing.
    await runOrderChecks(t);
    expect(await lateCheck(s3.order.orderId)).toBe('credited');
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
    expect(await credits(s3.order.orderId)).toBe(1);

    // One coupon of exactly the amount captured, valid two months, listed active for the student.
    const fresh = (await couponsOf(s3.agent, s3.user.userId)).filter((c) => c.value === 37.5);
    expect(fresh).toHaveLength(1);
    const creditedAt = (
      await one<{ at: string }>("SELECT message_data->>'creditedAt' AS at FROM emt_messages WHERE message_type = 'LateCaptureCredited' AND message_data->>'orderId' = $1", [s3.order.orderId])
    ).at;
    expect(fresh[0]).toMatchObject({ redeemed: false, code: expect.stringMatching(/^LV-[2-9A-Z]{4}-[2-9A-Z]{4}$/) });
    // Two calendar months, like a cancellation's coupon: credited on 10 March, valid until 10 May, same time.
    expect(creditedAt.startsWith('2026-03-10T')).toBe(true);
    expect(fresh[0]!.expirationDate).toBe(creditedAt.replace('2026-03-10T', '2026-05-10T'));
    const code = fresh[0]!.code;
    // Issued on its own stream too, with the same expiry, so the coupon decider knows its owner and expiry.
    const issued = await one<{ data: { studentId: string; valueCents: number; expiresAt: string } }>(
      "SELECT message_data AS data FROM emt_messages WHERE stream_id = $1 AND message_type = 'CouponIssued'",
      [`coupon-${code}`],
    );
    expect(issued.data).toMatchObject({ studentId: s3.user.userId, valueCents: 3750, expiresAt: fresh[0]!.expirationDate });

    // One payment record: no lessons paid, the coupon noted, the money in full.
    const records = (await historyOf(s3.agent)).filter((b) => b.payment.paymentId === captured.captureId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ eventsPaid: {}, timeArrow: [], payment: { gross: 37.5, VAT: 6.76, net: 30.74, coupons: [] }, credit: { coupon: code, value: 37.5 } });

    // The fiscal report (and the accountant's replay of the log) count the money received.
    const teacher = await login(t, 'docente@lavagna.test');
    const fiscal = (await teacher.agent.get('/api/admin/fiscal?year=2026').expect(200)).body as { rows: { id: string; gross: number; vat: number; net: number; transactionId: string }[] };
    expect(fiscal.rows.filter((r) => r.id === s3.order.orderId)).toEqual([expect.objectContaining({ gross: 37.5, vat: 6.76, net: 30.74, transactionId: captured.captureId })]);
    const replayed = (await fiscalPaymentsFromLog(readLog(t.pool, { batchSize: 50 }))).filter((p) => p.orderId === s3.order.orderId);
    expect(replayed).toEqual([expect.objectContaining({ gross: 3750, vat: 676, net: 3074 })]);

    // The lessons: s3's stays released and unpaid, s1's lesson in that slot is untouched.
    expect(await lessonRow(s3.lessonId)).toMatchObject({ status: 'released', paid_at: null });
    expect(await lessonRow(otherLesson)).toMatchObject({ status: 'held', paid_at: null, student_id: s1.user.userId });

    // The student is told, in Italian, once; complete-order now says so too.
    const mails = (await outbox(t)).filter((m) => m.to === 'studente3@lavagna.test' && m.subject === 'Il tuo pagamento è diventato un coupon sconto');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(code);
    expect(mails[0]!.text).toContain('37,50 €');
    expect((await complete(s3.agent, s3.order.id).expect(409)).body.message).toBe(lateCreditMessage('37,50 €', code));
    expect(await credits(s3.order.orderId)).toBe(1);
  });

  it('a crash between capture and record, lessons still held (even past the order time): recorded normally, once', async () => {
    const s2 = await approvedOrder('studente2@lavagna.test', slot('2026-03-16', 600));
    // The provider captured, then the process died; it comes back after the order's time, before the hold job ran.
    await gateway.capture({ providerOrderId: s2.order.id });
    pastExpiry(s2.order.expiresAt);
    const again = await login(t, 'studente2@lavagna.test');
    // The order's check comes before the hold's release: the capture is recorded on the lessons still held.
    await t.settle();
    expect(await orderCheck(s2.order.orderId)).toBe('captured');
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
    expect(await lessonRow(s2.lessonId)).toMatchObject({ status: 'booked', paid_at: expect.any(Date), order_id: s2.order.orderId });
    expect(await credits(s2.order.orderId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM coupons WHERE origin->>'orderId' = $1", [s2.order.orderId])).toBe(0);
    expect((await complete(again.agent, s2.order.id).expect(200)).body).toMatchObject({ success: true, amount: 37.5 });
    const records = (await historyOf(again.agent)).filter((b) => b.payment.gross === 37.5);
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0]!.eventsPaid)).toEqual([s2.lessonId]);
    expect(records[0]!.credit).toBeUndefined();
  });

  it('a crash between capture and record, then the hold released and the slot re-booked: credited, with the coupon used in the order freed', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const before = await login(t, 'studente1@lavagna.test');
    const given = (await teacher.agent.post('/api/coupon/create-coupon').send({ userId: before.user.userId, amount: '10,01' }).expect(200)).body.data as Coupon;
    const paying = await approvedOrder('studente1@lavagna.test', slot('2026-03-17', 720), [given.code]);
    // 37,50 € - 10,01 € coupon: 27,49 € captured.
    const captured = await gateway.capture({ providerOrderId: paying.order.id });
    expect(captured.amountCents).toBe(2749);
    // Nobody recorded it; the hold job frees the slot (the order is long past its time) and s3 books it.
    pastExpiry(paying.order.expiresAt);
    await t.app.get(ReleaseHoldsService).releaseExpired();
    const s1 = await login(t, 'studente1@lavagna.test');
    const s3 = await login(t, 'studente3@lavagna.test');
    const otherLesson = await book(s3.agent, slot('2026-03-17', 720));

    await t.settle();
    expect(await orderCheck(paying.order.orderId)).toBe('credited');
    const events = await logLength(t);
    await runOrderChecks(t);
    expect(await logLength(t)).toBe(events);
    expect(await lessonRow(paying.lessonId)).toMatchObject({ status: 'released', paid_at: null });
    expect(await lessonRow(otherLesson)).toMatchObject({ status: 'held', paid_at: null, student_id: s3.user.userId });
    expect((await t.app.get(OrdersQuery).byClientId(paying.order.orderId))!.status).toBe('credited');

    // A coupon of the 27,49 € captured; the 10,01 € coupon was not spent: both active.
    const active = await couponsOf(s1.agent, s1.user.userId);
    expect(active.filter((c) => c.value === 27.49)).toHaveLength(1);
    expect(active.filter((c) => c.code === given.code)).toEqual([expect.objectContaining({ redeemed: false })]);
    expect(await count('SELECT count(*) AS n FROM coupon_redemptions WHERE code = $1', [given.code])).toBe(0);
    const record = (await historyOf(s1.agent)).filter((b) => b.payment.paymentId === captured.captureId);
    // net = round(2749 / 1.22) = 2253, VAT 496.
    expect(record).toEqual([expect.objectContaining({ eventsPaid: {}, payment: expect.objectContaining({ gross: 27.49, VAT: 4.96, net: 22.53, coupons: [] }) })]);
    // The freed coupon pays again.
    const again = await s1.agent.post('/api/payments/create-order').send({ eventIds: [await book(s1.agent, slot('2026-03-18', 720))], couponCodes: [given.code] }).expect(200);
    expect(again.body.cart).toMatchObject({ discount: 10.01, total: 27.49 });
    await s1.agent.post(`/api/dev/paypal/orders/${again.body.id}/cancel`).expect(200);
  });

  it('a record racing with itself credits once (two passes of the job on two replicas)', async () => {
    const s2 = await approvedOrder('studente2@lavagna.test', slot('2026-03-19', 600));
    paypalLikeVoid();
    pastExpiry(s2.order.expiresAt);
    await t.settle();
    expect(await orderCheck(s2.order.orderId)).toBe('abandoned');
    await gateway.capture({ providerOrderId: s2.order.id });
    const order = (await t.app.get(OrdersQuery).byClientId(s2.order.orderId))!;
    const closer = t.app.get(OrderCloser);
    const outcomes = await Promise.all([closer.creditIfCaptured(order, SYSTEM), closer.creditIfCaptured(order, SYSTEM), runOrderChecks(t)]);
    // Whoever got there first (a closer or the job) credited; the others found it done. The job's
    // outcome names the order's status ('credited' also when a closer did it) or, having lost the
    // race inside the record, waits for its next look: the log is the judge.
    expect(outcomes.filter((o) => o === true).length).toBeLessThanOrEqual(1);
    expect(await credits(s2.order.orderId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM coupons WHERE origin->>'orderId' = $1", [s2.order.orderId])).toBe(1);
  });

  it('an append decided on lessons read just before their hold was released rolls back, and the record decides again', async () => {
    const paying = await approvedOrder('studente3@lavagna.test', slot('2026-03-19', 900));
    paypalLikeVoid();
    const order = (await t.app.get(OrdersQuery).byClientId(paying.order.id))!;
    // What the closer read a moment ago: the lesson still held for this student.
    const stale = (await t.app.get(LessonsQuery).byIds([paying.lessonId])).map(toLessonAtCapture);
    expect(stale[0]).toMatchObject({ reserved: true, isPaid: false });
    // Meanwhile the hold job frees the slot.
    pastExpiry(paying.order.expiresAt);
    await t.app.get(ReleaseHoldsService).releaseExpired();
    expect((await lessonRow(paying.lessonId)).status).toBe('released');
    const capture = await gateway.capture({ providerOrderId: order.provider_order_id!, requestId: order.id });
    const streams = t.app.get<OrderStream>(ORDER_STREAM);
    const refused = await streams
      .execute('CaptureOrder', { orderId: order.id, transactionId: capture.captureId, amountCents: capture.amountCents, email: null, lessons: stale, creditCouponCode: 'LV-TEST-0001' }, SYSTEM)
      .catch((error: unknown) => error);
    expect(isLessonNotPayable(refused)).toBe(true);
    expect((await lessonRow(paying.lessonId)).paid_at).toBeNull();
    expect(await count(`SELECT count(*) AS n FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1`, [order.id])).toBe(0);
    // The closer reads again and credits the money instead.
    expect(await t.app.get(OrderCloser).record(order, capture, SYSTEM)).toBe('credited');
    expect(await credits(order.id)).toBe(1);
    expect((await lessonRow(paying.lessonId)).paid_at).toBeNull();
  });

  it('rebuilds, from the log alone, the same read models the late captures wrote', async () => {
    // A late capture of its own, whatever the other tests did before.
    const paying = await approvedOrder('studente3@lavagna.test', slot('2026-03-24', 900));
    paypalLikeVoid();
    pastExpiry(paying.order.expiresAt);
    await t.settle();
    await gateway.capture({ providerOrderId: paying.order.id });
    await runOrderChecks(t);
    const live = await snapshotReadModels(t);
    const lateCoupons = (live.coupons as { origin: { kind: string; orderId?: string } }[]).filter((c) => c.origin.kind === 'late-capture');
    expect(lateCoupons.map((c) => c.origin.orderId)).toContain(paying.order.orderId);
    await t.pool.query("DELETE FROM coupons WHERE origin->>'kind' = 'late-capture'");
    await t.pool.query("UPDATE orders SET status = 'abandoned' WHERE status = 'credited'");
    expect(await snapshotReadModels(t)).not.toEqual(live);
    await rebuildAllReadModels(t.connectionString, t.pool, await loadSecrets(t.pool), t.config, { batchSize: 7 });
    expect(await snapshotReadModels(t)).toEqual(live);
  });
});
