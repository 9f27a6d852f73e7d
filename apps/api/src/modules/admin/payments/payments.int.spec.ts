import { jest } from '@jest/globals';
import { it as messages, type PaymentRow } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login, UNKNOWN_ID } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

// Hooks log several people in and pay real orders: more than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];
type Agent = Awaited<ReturnType<typeof login>>['agent'];
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('the payments resource of the console (simple-rest)', () => {
  let t: TestApp;
  const students: Record<string, string> = {};
  const orders: { orderId: string; transactionId: string }[] = [];
  let couponCode = '';

  const pay = async (email: string, slots: [string, string][], couponCodes: string[] = []) => {
    const { agent } = await login(t, email);
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes }).expect(200);
    await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    const done = await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    orders.push({ orderId: done.body.orderId, transactionId: done.body.transactionId });
  };
  const teacher = async (): Promise<Agent> => (await login(t, 'docente@lavagna.test')).agent;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, email] of [['s1', 'studente1@lavagna.test'], ['s2', 'studente2@lavagna.test'], ['s3', 'studente3@lavagna.test']]) {
      students[key!] = (await login(t, email!)).user.userId;
    }
    t.clock.set(atRome('2026-03-10', 600));
    await pay('studente1@lavagna.test', [slot('2026-03-11', 600, 60)]); // 0: 25,00
    t.clock.set(atRome('2026-03-11', 600));
    await pay('studente2@lavagna.test', [slot('2026-03-12', 600, 90)]); // 1: 37,50
    t.clock.set(atRome('2026-03-12', 23 * 60 + 30));
    couponCode = (await (await teacher()).post('/api/coupon/create-coupon').send({ userId: students.s1, amount: 10 }).expect(200)).body.data.code;
    await pay('studente1@lavagna.test', [slot('2026-03-13', 600, 60), slot('2026-03-16', 600, 60)], [couponCode]); // 2: 50,00 - 10,00
    // 00:30 of 13 March in Rome, still 12 March in UTC.
    t.clock.set(atRome('2026-03-13', 30));
    await pay('studente3@lavagna.test', [slot('2026-03-14', 600, 120)]); // 3: 50,00
  });
  afterAll(() => t.close());

  it('lists the newest first with Content-Range, each row with its lessons, figures, coupons and transaction', async () => {
    const res = await (await teacher()).get('/api/admin/payments').expect(200);
    expect(res.headers['content-range']).toBe('payments 0-3/4');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    const rows = res.body as PaymentRow[];
    expect(rows.map((r) => r.id)).toEqual([orders[3]!.orderId, orders[2]!.orderId, orders[1]!.orderId, orders[0]!.orderId]);
    expect(rows[1]).toEqual({
      id: orders[2]!.orderId,
      paidAt: atRome('2026-03-12', 23 * 60 + 30).toISOString(),
      studentId: students.s1,
      studentName: 'Marco Rossi',
      lessons: 2,
      hours: 2,
      gross: 50,
      // VAT and net of the 40,00 paid, not of the 50,00 before the coupon.
      vat: 7.21,
      net: 32.79,
      discount: 10,
      paid: 40,
      coupons: [couponCode],
      transactionId: orders[2]!.transactionId,
    });
    expect(rows[2]).toMatchObject({ studentName: 'Giulia Bianchi', lessons: 1, hours: 1.5, gross: 37.5, discount: 0, paid: 37.5, coupons: [] });
  });

  it('sorts on paid, gross, student name and paidAt, and pages with range', async () => {
    const agent = await teacher();
    const ids = async (params: Record<string, unknown>) => ((await agent.get(`/api/admin/payments?${q(params)}`).expect(200)).body as PaymentRow[]).map((r) => r.id);
    const o = orders.map((x) => x.orderId);
    expect(await ids({ sort: ['paid', 'ASC'] })).toEqual([o[0], o[1], o[2], o[3]]);
    expect(await ids({ sort: ['gross', 'DESC'] })).toEqual([o[3], o[2], o[1], o[0]]);
    // The name as shown (name surname); the same name, newest first.
    expect(await ids({ sort: ['studentName', 'ASC'] })).toEqual([o[1], o[3], o[2], o[0]]);
    expect(await ids({ sort: ['paidAt', 'ASC'] })).toEqual(o);
    const page = await agent.get(`/api/admin/payments?${q({ sort: ['paidAt', 'ASC'], range: [1, 2] })}`).expect(200);
    expect(page.headers['content-range']).toBe('payments 1-2/4');
    expect(page.body.map((r: PaymentRow) => r.id)).toEqual([o[1], o[2]]);
    const beyond = await agent.get(`/api/admin/payments?${q({ range: [10, 19] })}`).expect(200);
    expect(beyond.headers['content-range']).toBe('payments 10-10/4');
    expect(beyond.body).toEqual([]);
  });

  it('filters by student, by Rome days (both inclusive) and by name or transaction id', async () => {
    const agent = await teacher();
    const o = orders.map((x) => x.orderId);
    const ids = async (filter: Record<string, unknown>) => {
      const res = await agent.get(`/api/admin/payments?${q({ filter, sort: ['paidAt', 'ASC'] })}`).expect(200);
      expect(res.headers['content-range']).toMatch(new RegExp(`/${res.body.length}$`));
      return (res.body as PaymentRow[]).map((r) => r.id);
    };
    expect(await ids({ studentId: students.s1 })).toEqual([o[0], o[2]]);
    expect(await ids({ from: '2026-03-11', to: '2026-03-12' })).toEqual([o[1], o[2]]);
    expect(await ids({ from: '2026-03-13' })).toEqual([o[3]]);
    expect(await ids({ to: '2026-03-10' })).toEqual([o[0]]);
    expect(await ids({ q: 'bianchi' })).toEqual([o[1]]);
    expect(await ids({ q: 'marco ross' })).toEqual([o[0], o[2]]);
    expect(await ids({ q: orders[3]!.transactionId.toLowerCase() })).toEqual([o[3]]);
    expect(await ids({ studentId: students.s1, from: '2026-03-12' })).toEqual([o[2]]);
    expect(await ids({ id: [o[0], o[3]] })).toEqual([o[0], o[3]]);
    expect(await ids({ q: '100%_' })).toEqual([]);
  });

  it('shows one payment, and 404 for an unknown one', async () => {
    const agent = await teacher();
    const one = await agent.get(`/api/admin/payments/${orders[1]!.orderId}`).expect(200);
    expect(one.body).toMatchObject({ id: orders[1]!.orderId, studentId: students.s2, gross: 37.5, transactionId: orders[1]!.transactionId });
    await agent.get(`/api/admin/payments/${UNKNOWN_ID}`).expect(404);
    await agent.get('/api/admin/payments/nessuno').expect(400);
  });

  it('answers 400 with an Italian message on a malformed filter, range or day', async () => {
    const agent = await teacher();
    for (const query of ['filter=%7Bnope', `${q({ filter: { from: '13/03/2026' } })}`, `${q({ filter: { to: '2026-02-30' } })}`, `${q({ range: [-1, 5] })}`, `${q({ sort: ['paid', 'UP'] })}`, `${q({ filter: { id: [1] } })}`, `${q({ filter: 'x' })}`]) {
      const res = await agent.get(`/api/admin/payments?${query}`).expect(400);
      expect(res.body.message).toBe(messages.account.formatErrors);
    }
  });
});
