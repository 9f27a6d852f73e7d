import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { registerStudents } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const PASSWORD = 'Quaderno-a-righe-7';
const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

describe('a coupon given to another student (POST /api/coupon/give)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-10T09:00:00.000Z');
  });
  afterAll(() => t.close());

  const student = async (prefix: string) => {
    const email = (await registerStudents(t, 1, prefix))[0]!;
    return { email, ...(await login(t, email, PASSWORD)) };
  };
  const issue = async (userId: string, amount: number) => {
    const teacher = await login(t, 'docente@lavagna.test');
    return (await teacher.agent.post('/api/coupon/create-coupon').send({ userId, amount }).expect(200)).body.data.code as string;
  };
  const codesOf = async (s: Awaited<ReturnType<typeof student>>) =>
    ((await s.agent.get(`/api/coupon/get-coupons/${s.user.userId}`).expect(200)).body.data as { code: string }[]).map((c) => c.code);

  it('passes to the receiver, who is told by e-mail and spends it; the giver no longer has it', async () => {
    const giver = await student('regalo');
    const receiver = await student('ricevo');
    const code = await issue(giver.user.userId, 37.5);
    await giver.agent.post('/api/coupon/give').send({ code: code.toLowerCase(), email: ` ${receiver.email.toUpperCase()} ` }).expect(200, { success: true });
    expect(await codesOf(giver)).toEqual([]);
    expect(await codesOf(receiver)).toEqual([code]);

    const [mail] = (await outbox(t)).filter((m) => m.to === receiver.email && m.subject === 'Ti hanno regalato un coupon sconto');
    expect(mail?.text).toContain('Gara N0 ti ha regalato un coupon sconto');
    expect(mail?.text).toContain(`Codice: ${code}`);
    expect(mail?.text).toContain('Valore: 37,50 €');

    // The giver can neither give it again nor spend it; the receiver spends it.
    const third = await student('terzo');
    const again = await giver.agent.post('/api/coupon/give').send({ code, email: third.email }).expect(422);
    expect(again.body.message).toBe(messages.coupons.invalid);
    const giverLesson = (await giver.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-12', 600)] }).expect(201)).body.events[0]._id;
    await giver.agent.post('/api/payments/create-order').send({ eventIds: [giverLesson], couponCodes: [code] }).expect(422);
    const lesson = (await receiver.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-13', 600)] }).expect(201)).body.events[0]._id;
    const order = await receiver.agent.post('/api/payments/create-order').send({ eventIds: [lesson], couponCodes: [code] }).expect(200);
    expect(order.body).toMatchObject({ requiresPayment: false, cart: { discount: 25, total: 0 } });
    await receiver.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    expect(await codesOf(receiver)).toEqual([]);
  });

  it('refuses an address of nobody, of the teacher, the holder itself, and a code not the caller’s, each in Italian', async () => {
    const giver = await student('rifiuti');
    const other = await student('altrui');
    const code = await issue(giver.user.userId, 25);
    const othersCode = await issue(other.user.userId, 25);
    const refused = async (body: object, status: number, message: string) =>
      expect((await giver.agent.post('/api/coupon/give').send(body).expect(status)).body.message).toBe(message);
    await refused({ code, email: 'nessuno@esempio.it' }, 404, messages.coupons.receiverUnknown);
    await refused({ code, email: 'docente@lavagna.test' }, 404, messages.coupons.receiverUnknown);
    await refused({ code, email: giver.email }, 422, messages.coupons.selfGift);
    await refused({ code: othersCode, email: other.email }, 422, messages.coupons.invalid);
    await refused({ code, email: 'non-una-email' }, 400, messages.account.emailInvalid);
    expect(await codesOf(giver)).toEqual([code]);
    expect(await codesOf(other)).toEqual([othersCode]);
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.post('/api/coupon/give').send({ code, email: other.email }).expect(403);
  });

  it('one holder at a time: ten gifts of one coupon at once, to ten students, make one receiver', async () => {
    const giver = await student('gara-regali');
    const code = await issue(giver.user.userId, 50);
    const receivers = await Promise.all(Array.from({ length: 10 }, (_, i) => student(`conteso${i}-`)));
    const answers = await Promise.all(receivers.map((r) => giver.agent.post('/api/coupon/give').send({ code, email: r.email })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(422)]);
    const holders = (await Promise.all(receivers.map(codesOf))).map((codes) => codes.includes(code));
    expect(holders.filter(Boolean)).toHaveLength(1);
    const winner = receivers[answers.findIndex((a) => a.status === 200)]!;
    expect(await codesOf(winner)).toEqual([code]);
    const given = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'CouponGiven' AND message_data->>'code' = $1", [code]);
    expect(given.rows[0].n).toBe(1);
  });

  it('a coupon of a paid lesson cancelled in time can be given like any other', async () => {
    const giver = await student('cancello');
    const receiver = await student('eredito');
    const ids = (await giver.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-16', 600)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await giver.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200);
    await giver.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await giver.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    await giver.agent.delete(`/api/calendar/events/${ids[0]}`).expect(200);
    const [code] = await codesOf(giver);
    await giver.agent.post('/api/coupon/give').send({ code, email: receiver.email }).expect(200);
    expect(await codesOf(receiver)).toEqual([code]);
    await t.settle();
    // The coupon-issuing reaction ran (or runs again) after the gift: the receiver keeps it.
    expect(await codesOf(receiver)).toEqual([code]);
    expect(await codesOf(giver)).toEqual([]);
  });
});
