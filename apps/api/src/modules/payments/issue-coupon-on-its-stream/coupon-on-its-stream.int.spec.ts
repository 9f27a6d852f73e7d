import { jest } from '@jest/globals';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { CouponIssuer } from './coupon-issuer.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

/**
 * A cancellation's coupon is issued on its own stream, so the coupon decider knows its owner,
 * value and expiry. The two appends are not one transaction: killed between them, the coupon is
 * still the student's (its row came with the cancellation), and the issue sweep that runs at
 * start-up writes its CouponIssued, once.
 */
describe('every coupon issued on its own stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const couponStream = async (code: string) =>
    (await t.pool.query('SELECT message_type AS type, message_data AS data FROM emt_messages WHERE stream_id = $1 ORDER BY stream_position', [`coupon-${code}`])).rows as {
      type: string;
      data: Record<string, unknown>;
    }[];

  const payFor = async (agent: Awaited<ReturnType<typeof login>>['agent'], slots: [string, string][], couponCodes: string[] = []) => {
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes }).expect(200);
    if (order.body.requiresPayment) await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    return ids as string[];
  };

  it('a cancelled paid lesson: its coupon is issued on its stream with the expiry the cancellation gave', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const s1 = await login(t, 'studente1@lavagna.test');
    const [lesson] = await payFor(s1.agent, [slot('2026-03-12', 900, 90)]);
    const { coupon } = (await s1.agent.delete(`/api/calendar/events/${lesson}`).expect(200)).body;
    const events = await couponStream(coupon.code);
    expect(events.map((e) => e.type)).toEqual(['CouponIssued']);
    expect(events[0]!.data).toMatchObject({ studentId: s1.user.userId, valueCents: 3750, expiresAt: coupon.expirationDate, origin: { kind: 'cancellation', lessonId: lesson } });
  });

  it('killed between the cancellation and the issue: the coupon still pays, and the start-up sweep issues it once', async () => {
    t.clock.set(atRome('2026-03-10', 700));
    const s2 = await login(t, 'studente2@lavagna.test');
    const [lesson] = await payFor(s2.agent, [slot('2026-03-13', 900, 60)]);
    const issuer = t.app.get(CouponIssuer);
    // The second append never happens, as if the process died right after the cancellation's.
    const crash = jest.spyOn(issuer, 'issue').mockRejectedValueOnce(new Error('killed'));
    const { coupon } = (await s2.agent.delete(`/api/calendar/events/${lesson}`).expect(200)).body;
    expect(crash).toHaveBeenCalledTimes(1);
    crash.mockRestore();
    expect(await couponStream(coupon.code)).toEqual([]);
    // Lost nowhere: the student sees it and it pays a lesson (reserved on what the cancellation recorded).
    expect((await s2.agent.get(`/api/coupon/get-coupons/${s2.user.userId}`)).body.data).toEqual([expect.objectContaining({ code: coupon.code, value: 25 })]);

    // Start-up: the sweep writes the CouponIssued the crash left out, with the cancellation's expiry; again, nothing.
    expect(await issuer.issuePending()).toBe(1);
    expect(await issuer.issuePending()).toBe(0);
    const events = await couponStream(coupon.code);
    expect(events.map((e) => e.type)).toEqual(['CouponIssued']);
    expect(events[0]!.data).toMatchObject({ code: coupon.code, studentId: s2.user.userId, valueCents: 2500, expiresAt: coupon.expirationDate });

    t.clock.advance(60_000);
    await payFor(s2.agent, [slot('2026-03-16', 900, 60)], [coupon.code]);
    expect((await couponStream(coupon.code)).map((e) => e.type)).toEqual(['CouponIssued', 'CouponReserved', 'CouponRedeemed']);
    expect((await s2.agent.get(`/api/coupon/get-coupons/${s2.user.userId}`)).body.data).toEqual([]);
  });

  it('a coupon whose stream has no CouponIssued pays all the same before the sweep reaches it', async () => {
    t.clock.set(atRome('2026-03-10', 800));
    const s1 = await login(t, 'studente1@lavagna.test');
    const [lesson] = await payFor(s1.agent, [slot('2026-03-17', 900, 60)]);
    const issuer = t.app.get(CouponIssuer);
    const crash = jest.spyOn(issuer, 'issue').mockRejectedValueOnce(new Error('killed'));
    const { coupon } = (await s1.agent.delete(`/api/calendar/events/${lesson}`).expect(200)).body;
    crash.mockRestore();
    t.clock.advance(60_000);
    await payFor(s1.agent, [slot('2026-03-18', 900, 60)], [coupon.code]);
    expect((await couponStream(coupon.code)).map((e) => e.type)).toEqual(['CouponReserved', 'CouponRedeemed']);
    // The sweep then issues it on its stream; the spent coupon stays spent.
    expect(await issuer.issuePending()).toBe(1);
    expect((await couponStream(coupon.code)).map((e) => e.type)).toEqual(['CouponReserved', 'CouponRedeemed', 'CouponIssued']);
    const active = (await s1.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`)).body.data as { code: string }[];
    expect(active.map((c) => c.code)).not.toContain(coupon.code);
  });
});
