import { jest } from '@jest/globals';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { CouponIssuer } from './coupon-issuer.reaction.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

/**
 * A cancellation's coupon is issued on its own stream, so the coupon decider knows its owner,
 * value and expiry: a reaction to the cancellation (CouponIssuer). Until it runs the coupon is the
 * student's all the same (its row came with the cancellation); a crash before it is
 * crash-before-reaction.int.spec.ts.
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
    await t.settle();
    const events = await couponStream(coupon.code);
    expect(events.map((e) => e.type)).toEqual(['CouponIssued']);
    expect(events[0]!.data).toMatchObject({ studentId: s1.user.userId, valueCents: 3750, expiresAt: coupon.expirationDate, origin: { kind: 'cancellation', lessonId: lesson } });
  });

  it('a coupon whose stream has no CouponIssued yet pays all the same; the reaction then issues it, the spent coupon stays spent', async () => {
    t.clock.set(atRome('2026-03-10', 800));
    const s1 = await login(t, 'studente1@lavagna.test');
    const [lesson] = await payFor(s1.agent, [slot('2026-03-17', 900, 60)]);
    await t.settle();
    // The reaction has not run yet when the student pays with the coupon (it fails, as a process that died would,
    // on every retry the runner makes while the student pays: on a busy machine that may be more than one).
    const issuer = t.app.get(CouponIssuer);
    t.dies();
    const crash = jest.spyOn(issuer, 'handle').mockRejectedValue(new Error('killed'));
    const { coupon } = (await s1.agent.delete(`/api/calendar/events/${lesson}`).expect(200)).body;
    await t.settle();
    expect(crash).toHaveBeenCalled();
    t.clock.advance(60_000);
    await payFor(s1.agent, [slot('2026-03-18', 900, 60)], [coupon.code]);
    expect((await couponStream(coupon.code)).map((e) => e.type)).toEqual(['CouponReserved', 'CouponRedeemed']);
    crash.mockRestore();
    // The next process starts on the reaction's checkpoint, before the cancellation.
    const next = await createTestApp({}, t);
    try {
      await next.settle();
    } finally {
      await next.close();
    }
    expect((await couponStream(coupon.code)).map((e) => e.type)).toEqual(['CouponReserved', 'CouponRedeemed', 'CouponIssued']);
    const active = (await s1.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`)).body.data as { code: string }[];
    expect(active.map((c) => c.code)).not.toContain(coupon.code);
  });
});
