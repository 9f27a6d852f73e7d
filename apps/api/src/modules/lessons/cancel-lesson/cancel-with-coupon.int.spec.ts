import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [
  atRome(day, minute).toISOString(),
  atRome(day, minute + minutes).toISOString(),
];

describe('a paid lesson: moved for free, or cancelled into a coupon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const payFor = async (agent: Awaited<ReturnType<typeof login>>['agent'], slots: [string, string][], couponCodes: string[] = []) => {
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes }).expect(200);
    if (order.body.requiresPayment) await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    return ids as string[];
  };

  it('pays, cancels one lesson into a coupon, pays a new lesson with it; the history shows both', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const s1 = await login(t, 'studente1@lavagna.test');
    const [first] = await payFor(s1.agent, [slot('2026-03-12', 900, 90)]);
    const moved = await s1.agent.put(`/api/calendar/events/${first}`).send({ start: slot('2026-03-13', 900, 90)[0], end: slot('2026-03-13', 900, 90)[1] }).expect(200);
    expect(moved.body.event).toMatchObject({ payment: { isPaid: true } });

    const cancelled = await s1.agent.delete(`/api/calendar/events/${first}`).expect(200);
    expect(cancelled.body.coupon).toMatchObject({ value: 37.5, code: expect.stringMatching(/^LV-[A-Z2-9]{4}-[A-Z2-9]{4}$/), expirationDate: '2026-05-10T09:00:00.000Z' });
    const coupons = (await s1.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`)).body.data;
    expect(coupons).toEqual([expect.objectContaining({ code: cancelled.body.coupon.code, value: 37.5, createdBy: 'cancellation' })]);
    const mail = (await outbox(t)).find((m) => m.subject === 'Il tuo coupon sconto');
    expect(mail?.text).toContain(cancelled.body.coupon.code);
    expect(mail?.text).toContain('37,50 €');

    t.clock.advance(60_000);
    await payFor(s1.agent, [slot('2026-03-16', 900, 90)], [cancelled.body.coupon.code]);
    const history = (await s1.agent.get('/api/personalbookings')).body;
    expect(history).toHaveLength(2);
    expect(history[0].payment).toMatchObject({ paymentId: messages.payments.paidWithCoupon, gross: 37.5, discount: 37.5, discountedGross: 0 });
    expect((await s1.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`)).body.data).toEqual([]);
  });

  it('gives the coupon at 23:59 of the day before, and refuses at 00:01 of the lesson day', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const s2 = await login(t, 'studente2@lavagna.test');
    const [a, b] = await payFor(s2.agent, [slot('2026-03-19', 600), slot('2026-03-20', 600)]);
    t.clock.set(atRome('2026-03-18', 23 * 60 + 59));
    const early = await login(t, 'studente2@lavagna.test');
    await early.agent.delete(`/api/calendar/events/${a}`).expect(200);
    t.clock.set(atRome('2026-03-20', 1));
    const late = await login(t, 'studente2@lavagna.test');
    const refused = await late.agent.delete(`/api/calendar/events/${b}`).expect(409);
    expect(refused.body.message).toBe(messages.calendar.lessonIsToday);
    expect((await late.agent.get(`/api/coupon/get-coupons/${s2.user.userId}`)).body.data).toHaveLength(1);
  });
});
