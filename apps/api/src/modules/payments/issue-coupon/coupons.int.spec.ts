import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { registerStudents } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [
  atRome(day, minute).toISOString(),
  atRome(day, minute + minutes).toISOString(),
];

describe('coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Expiry dates and booking days below are counted from this instant; one test moves the clock on.
  beforeEach(() => t.clock.set('2026-03-10T09:00:00.000Z'));

  /** A signed-in student with no coupons and no lessons yet. */
  const freshStudent = async (prefix: string) => login(t, (await registerStudents(t, 1, prefix))[0]!, 'Quaderno-a-righe-7');

  const issue = async (userId: string, amount: number | string) => {
    const teacher = await login(t, 'docente@lavagna.test');
    return (await teacher.agent.post('/api/coupon/create-coupon').send({ userId, amount }).expect(200)).body.data as { code: string; value: number };
  };

  it('the teacher issues coupons of preset or typed amounts, valid two months', async () => {
    const s1 = await freshStudent('buoni');
    expect(await issue(s1.user.userId, 37.5)).toMatchObject({ value: 37.5 });
    expect(await issue(s1.user.userId, '12,30')).toMatchObject({ value: 12.3 });
    const list = (await s1.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`).expect(200)).body.data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ createdBy: 'teacher', expirationDate: '2026-05-10T09:00:00.000Z' });
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.post('/api/coupon/create-coupon').send({ userId: s1.user.userId, amount: '12,345' }).expect(400);
    await teacher.agent.post('/api/coupon/create-coupon').send({ userId: s1.user.userId, amount: 'dieci' }).expect(400);
    await s1.agent.post('/api/coupon/create-coupon').send({ userId: s1.user.userId, amount: 50 }).expect(403);
  });

  it('keeps coupons private to their owner', async () => {
    // The owner has a coupon and a lesson of their own, so there is something to keep private.
    const s1 = await freshStudent('proprietario');
    await issue(s1.user.userId, 25);
    await s1.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-19', 600)] }).expect(201);
    const s2 = await freshStudent('riservato');
    await s2.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`).expect(404);
    await s2.agent.get(`/api/coupon/get-coupons-by-teacher/${s1.user.teacherId}`).expect(403);
    await s2.agent.get(`/api/personalbookings?studentId=${s1.user.userId}`).expect(200, []);
    await s2.agent.get('/api/bookings').expect(403);
  });

  it('covers a whole lesson: no provider, "Pagata con Coupon", the rest of the coupon lost', async () => {
    const s2 = await freshStudent('copertura');
    const coupon = await issue(s2.user.userId, 37.5);
    const ids = (await s2.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-12', 600)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await s2.agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [coupon.code.toLowerCase()] }).expect(200);
    expect(order.body).toMatchObject({ requiresPayment: false, provider: 'coupons', cart: { gross: 25, discount: 25, lost: 12.5, total: 0 } });
    const done = await s2.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    expect(done.body).toMatchObject({ transactionId: messages.payments.paidWithCoupon, amount: 0 });
    expect((await s2.agent.get(`/api/coupon/get-coupons/${s2.user.userId}`)).body.data).toEqual([]);
    const record = (await s2.agent.get('/api/personalbookings')).body[0];
    expect(record.payment).toMatchObject({ gross: 25, discount: 25, discountedGross: 0, coupons: [coupon.code], paymentId: 'Pagata con Coupon' });
    const reuse = await s2.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-13', 600)] }).expect(201);
    const used = await s2.agent.post('/api/payments/create-order').send({ eventIds: [reuse.body.events[0]._id], couponCodes: [coupon.code] }).expect(409);
    expect(used.body.message).toBe(messages.coupons.usedInOrder);
  });

  it("refuses another student's code, an unknown one, an expired one", async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const s3 = await login(t, 'studente3@lavagna.test');
    const theirs = await issue(s1.user.userId, 25);
    const ids = (await s3.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-16', 600)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    for (const code of [theirs.code, 'LV-NOPE-NOPE']) {
      const res = await s3.agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [code] }).expect(422);
      expect(res.body.message).toBe(messages.coupons.invalid);
    }
    const mine = await issue(s3.user.userId, 25);
    t.clock.advance(62 * 86_400_000);
    const s3later = await login(t, 'studente3@lavagna.test');
    const lateIds = (await s3later.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-05-20', 600)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const expired = await s3later.agent.post('/api/payments/create-order').send({ eventIds: lateIds, couponCodes: [mine.code] }).expect(422);
    expect(expired.body.message).toBe(messages.coupons.expired);
  });

  it('adding a second coupon replaces the open order and keeps the first coupon usable', async () => {
    const s2 = await login(t, 'studente2@lavagna.test');
    const [a, b] = [await issue(s2.user.userId, 10), await issue(s2.user.userId, 12.3)];
    const ids = (await s2.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-05-25', 600, 120)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const first = await s2.agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [a.code] }).expect(200);
    const both = await s2.agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [a.code, b.code] }).expect(200);
    expect(both.body.cart).toMatchObject({ gross: 50, discount: 22.3, total: 27.7 });
    await s2.agent.post('/api/payments/complete-order').send({ orderID: first.body.id }).expect(409);
    await s2.agent.post(`/api/dev/paypal/orders/${both.body.id}/approve`).expect(200);
    await s2.agent.post('/api/payments/complete-order').send({ orderID: both.body.id }).expect(200);
  });

  it('orders racing with one coupon: one of them is paid with it', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const coupon = await issue(s1.user.userId, 25);
    const days = ['2026-05-21', '2026-05-22', '2026-05-27', '2026-05-28'];
    const ids = (await s1.agent.post('/api/calendar/events').send({ startEnd: days.map((d) => slot(d, 600)) }).expect(201)).body.events.map(
      (e: { _id: string }) => e._id,
    );
    const answers = await Promise.all(ids.map((id: string) => s1.agent.post('/api/payments/create-order').send({ eventIds: [id], couponCodes: [coupon.code] })));
    // Calls that overlap in time meet the coupon reserved; one that comes after another's order is
    // open replaces it (the student changed their mind in another tab). Which happens depends on
    // the timing, never how often the coupon is spent.
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(refused.map(() => [409, messages.coupons.reserved]));
    const opened = answers.filter((a) => a.status === 200);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    // One reservation at a time: of the orders opened, only one still holds the coupon.
    const holding = await t.pool.query("SELECT count(*) AS n FROM orders WHERE status = 'placed' AND $1 = ANY(coupon_codes)", [coupon.code]);
    expect(Number(holding.rows[0].n)).toBe(1);
    const completed = await Promise.all(opened.map((a) => s1.agent.post('/api/payments/complete-order').send({ orderID: a.body.id })));
    expect(completed.map((r) => r.status).sort()).toEqual([200, ...opened.slice(1).map(() => 409)]);
    expect(Number((await t.pool.query(`SELECT count(*) AS n FROM coupon_redemptions WHERE code = '${coupon.code}'`)).rows[0].n)).toBe(1);
    const paid = await t.pool.query('SELECT count(*) AS n FROM lessons WHERE id = ANY($1::text[]) AND paid_at IS NOT NULL', [ids]);
    expect(Number(paid.rows[0].n)).toBe(1);
  });
});
