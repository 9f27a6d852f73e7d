import { atRome } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const TEACHER = 'docente@lavagna.test';
const STUDENT = 'studente1@lavagna.test';
const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

describe('when the student goes back from the payment step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mailsTo = async (to: string) => (await outbox(t)).filter((m) => m.to === to);

  it('gives back the lessons held and never paid, telling nobody, and frees their slots', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const { agent } = await login(t, STUDENT);
    const picks = [slot('2026-03-12', 900), slot('2026-03-13', 900, 90)];
    const held = (await agent.post('/api/calendar/events').send({ startEnd: picks }).expect(201)).body;
    expect(held.holdExpiresAt).toBeTruthy();
    const ids = held.events.map((e: { _id: string }) => e._id) as string[];
    // Entering the payment step places the order the provider's buttons would pay.
    await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [] }).expect(200);
    const before = { student: (await mailsTo(STUDENT)).length, teacher: (await mailsTo(TEACHER)).length };

    for (const id of ids) await agent.delete(`/api/calendar/events/${id}`).expect(200);

    expect((await mailsTo(STUDENT)).length).toBe(before.student);
    expect((await mailsTo(TEACHER)).length).toBe(before.teacher);
    expect((await outbox(t)).filter((m) => m.subject.startsWith('La tua lezione è stata cancellata') || m.subject.startsWith('Lezione cancellata: '))).toHaveLength(0);
    // The same picks can be held again at once, as the calendar keeps them selected.
    await agent.post('/api/calendar/events').send({ startEnd: picks }).expect(201);
  });

  it("still tells the cancellation of a paid lesson, and of an unpaid lesson the teacher booked", async () => {
    t.clock.set(atRome('2026-03-10', 700));
    const { agent, user } = await login(t, STUDENT);
    const teacher = await login(t, TEACHER);

    const paid = (await agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-17', 600)] }).expect(201)).body.events[0]._id;
    const order = await agent.post('/api/payments/create-order').send({ eventIds: [paid], couponCodes: [] }).expect(200);
    await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    await agent.delete(`/api/calendar/events/${paid}`).expect(200);

    const [start, end] = slot('2026-03-18', 600);
    const booked = (await teacher.agent.post('/api/calendar/events').send({ startEnd: [[start, end]], studentId: user.userId }).expect(201)).body.events[0]._id;
    await agent.delete(`/api/calendar/events/${booked}`).expect(200);

    const alerts = (await mailsTo(TEACHER)).filter((m) => m.subject.startsWith('Lezione cancellata: '));
    expect(alerts.map((m) => m.text.includes('martedì 17 marzo 2026') || m.text.includes('mercoledì 18 marzo 2026'))).toEqual([true, true]);
    expect((await mailsTo(STUDENT)).filter((m) => m.subject.startsWith('Il tuo coupon sconto'))).toHaveLength(1);
    const [cancelled, ...more] = (await mailsTo(STUDENT)).filter((m) => m.subject.startsWith('La tua lezione è stata cancellata'));
    expect(more).toHaveLength(0);
    expect(cancelled?.text).toContain('mercoledì 18 marzo 2026, 10:00-11:00');
  });
});
