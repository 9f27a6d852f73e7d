import { atRome } from '@lavagna/domain';
import { login, UNKNOWN_ID } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('the teacher records a payment received outside the platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks the lesson paid at the student rate, once, and only for the teacher', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const s1 = await login(t, 'studente1@lavagna.test');
    const booked = await teacher.agent
      .post('/api/calendar/events')
      .send({ startEnd: [[atRome('2026-03-12', 600).toISOString(), atRome('2026-03-12', 720).toISOString()]], studentId: s1.user.userId })
      .expect(201);
    const id = booked.body.events[0]._id;
    await s1.agent.put(`/api/addpayment/${id}`).expect(403);
    const res = await teacher.agent.put(`/api/addpayment/${id}`).expect(200);
    expect(res.body.payment).toMatchObject({ isPaid: true, paymentId: expect.stringMatching(/^MANUALE-/) });
    await teacher.agent.put(`/api/addpayment/${id}`).expect(409);
    await teacher.agent.put(`/api/addpayment/${UNKNOWN_ID}`).expect(404);
    await teacher.agent.put('/api/addpayment/nope').expect(400);
    const history = (await s1.agent.get('/api/personalbookings')).body;
    expect(history[0].payment).toMatchObject({ gross: 50, VAT: 9.02, net: 40.98 });
    const lesson = (await s1.agent.get('/api/calendar/personalevents')).body[0];
    expect(lesson.payment.isPaid).toBe(true);
  });

  it("gives up the student's open order for the lesson, so their approval there is never captured", async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const s2 = await login(t, 'studente2@lavagna.test');
    const booked = await teacher.agent
      .post('/api/calendar/events')
      .send({ startEnd: [[atRome('2026-03-13', 600).toISOString(), atRome('2026-03-13', 660).toISOString()]], studentId: s2.user.userId })
      .expect(201);
    const id = booked.body.events[0]._id;
    const order = (await s2.agent.post('/api/payments/create-order').send({ eventIds: [id] }).expect(200)).body;
    await s2.agent.post(`/api/dev/paypal/orders/${order.id}/approve`).expect(200);
    await teacher.agent.put(`/api/addpayment/${id}`).expect(200);
    expect((await t.pool.query('SELECT status FROM orders WHERE id = $1', [order.orderId])).rows[0].status).toBe('abandoned');
    await s2.agent.post('/api/payments/complete-order').send({ orderID: order.id }).expect(409);
    const captured = await t.pool.query("SELECT count(*)::int AS n FROM demo_gateway_orders WHERE id = $1 AND status = 'COMPLETED'", [order.id]);
    expect(captured.rows[0].n).toBe(0);
    expect((await s2.agent.get('/api/personalbookings')).body.map((b: { payment: { paymentId: string } }) => b.payment.paymentId)).toEqual([
      expect.stringMatching(/^MANUALE-/),
    ]);
  });
});
