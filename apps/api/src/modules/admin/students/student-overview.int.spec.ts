import { jest } from '@jest/globals';
import type { StudentOverview } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { login, UNKNOWN_ID } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { USER_STREAM, type UserStream } from '../../accounts/index.js';

// Hooks log several people in and pay real orders: more than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];
type Agent = Awaited<ReturnType<typeof login>>['agent'];

/** A teacher of another school and one of its students, straight into the log. */
const otherTeachersStudent = async (t: TestApp): Promise<string> => {
  const stream = t.app.get<UserStream>(USER_STREAM);
  const system = { userId: 'system', role: 'system' as const };
  const base = { passwordHash: 'x', birthYear: null, residence: null, school: null, tutor: null, privacyConsent: true, hourlyRateCents: 2500, confirmation: null };
  const teacherId = randomUUID();
  const studentId = randomUUID();
  await stream.execute('RegisterUser', { ...base, userId: teacherId, teacherId, identity: 'teacher', email: 'altro@esempio.it', name: 'Altro', surname: 'Docente', emailId: randomUUID() }, system);
  await stream.execute('RegisterUser', { ...base, userId: studentId, teacherId, identity: 'student', email: 'altra@esempio.it', name: 'Altra', surname: 'Studentessa', emailId: randomUUID() }, system);
  return studentId;
};

describe('the student page overview (teacher)', () => {
  let t: TestApp;
  let s1Id = '';
  const ids: Record<string, string> = {};
  const transactions: string[] = [];

  const book = async (agent: Agent, slots: [string, string][], studentId?: string) =>
    (await agent.post('/api/calendar/events').send({ startEnd: slots, ...(studentId ? { studentId } : {}) }).expect(201)).body.events.map((e: { _id: string }) => e._id) as string[];
  const pay = async (agent: Agent, eventIds: string[], couponCodes: string[] = []) => {
    const order = await agent.post('/api/payments/create-order').send({ eventIds, couponCodes }).expect(200);
    await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    transactions.push((await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200)).body.transactionId);
  };
  const overview = async (id = s1Id) => (await (await login(t, 'docente@lavagna.test')).agent.get(`/api/admin/students/${id}/overview`).expect(200)).body as StudentOverview;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-03-10', 600));
    const teacher = await login(t, 'docente@lavagna.test');
    const s1 = await login(t, 'studente1@lavagna.test');
    s1Id = s1.user.userId;
    // Booked by the teacher: one stays unpaid, one the student pays, one is cancelled.
    [ids.unpaid] = await book(teacher.agent, [slot('2026-03-11', 600, 60)], s1Id);
    t.clock.advance(60_000);
    [ids.paidByTeacherBooking] = await book(teacher.agent, [slot('2026-03-12', 900, 90)], s1Id);
    [ids.cancelled] = await book(teacher.agent, [slot('2026-03-13', 600, 60)], s1Id);
    await teacher.agent.delete(`/api/calendar/events/${ids.cancelled}`).expect(200);
    await pay(s1.agent, [ids.paidByTeacherBooking!]); // 37,50
    // The student's own booking, two lessons, paid with a 10 EUR coupon: 75 - 10.
    t.clock.advance(60_000);
    const coupon = await teacher.agent.post('/api/coupon/create-coupon').send({ userId: s1Id, amount: 10 }).expect(200);
    [ids.later, ids.latest] = await book(s1.agent, [slot('2026-03-16', 600, 120), slot('2026-03-20', 600, 60)]);
    await pay(s1.agent, [ids.later!, ids.latest!], [coupon.body.data.code]);
    // Another student's lesson never shows here.
    const s2 = await login(t, 'studente2@lavagna.test');
    await book(s2.agent, [slot('2026-03-17', 600, 60)]);
  });
  afterAll(() => t.close());

  it('before any lesson: nothing completed, future lessons soonest first with status, booking and payment', async () => {
    const o = await overview();
    expect(o).toMatchObject({ studentId: s1Id, lessonsCompleted: 0, totalHours: 0, reviewSent: false, hourlyRate: 25, totalPaid: 102.5, past: [] });
    expect(o.future.map((l) => [l.id, l.status, l.minutes, l.transactionId])).toEqual([
      [ids.unpaid, 'Da Pagare', 60, null],
      [ids.paidByTeacherBooking, 'Confermata', 90, transactions[0]],
      [ids.later, 'Confermata', 120, transactions[1]],
      [ids.latest, 'Confermata', 60, transactions[1]],
    ]);
    expect(o.future[0]).toMatchObject({ isPaid: false, paidAt: null, bookedAt: atRome('2026-03-10', 600).toISOString() });
    expect(o.future[1]).toMatchObject({ isPaid: true, paidAt: atRome('2026-03-10', 601).toISOString(), bookedAt: atRome('2026-03-10', 601).toISOString() });
    expect(JSON.stringify(o)).not.toContain(ids.cancelled);
  });

  it('once lessons have passed (by the clock): completed count and hours, past lessons latest first as Terminata', async () => {
    t.clock.set(atRome('2026-03-16', 600)); // the 2-hour lesson starts now: it counts as started
    const o = await overview();
    expect(o).toMatchObject({ lessonsCompleted: 3, totalHours: 4.5, totalPaid: 102.5 });
    expect(o.past.map((l) => [l.id, l.status, l.isPaid])).toEqual([
      [ids.later, 'Terminata', true],
      [ids.paidByTeacherBooking, 'Terminata', true],
      [ids.unpaid, 'Terminata', false],
    ]);
    expect(o.future.map((l) => [l.id, l.status])).toEqual([[ids.latest, 'Confermata']]);
    t.clock.set(atRome('2026-03-21', 600));
    expect(await overview()).toMatchObject({ lessonsCompleted: 4, totalHours: 5.5, future: [] });
  });

  it('shows the hourly rate in euro and a student with nothing yet', async () => {
    const { agent } = await login(t, 'docente@lavagna.test');
    const [student] = (await agent.get(`/api/admin/students?filter=${encodeURIComponent('{"q":"verdi"}')}`).expect(200)).body;
    await agent.put(`/api/admin/students/${student.id}`).send({ hourlyRate: 30.5 }).expect(200);
    expect(await overview(student.id)).toEqual({
      studentId: student.id, lessonsCompleted: 0, totalHours: 0, reviewSent: false, hourlyRate: 30.5, totalPaid: 0, future: [], past: [],
    });
  });

  it("answers 404 for another teacher's student, the teacher itself and an unknown id", async () => {
    const other = await otherTeachersStudent(t);
    const { agent, user } = await login(t, 'docente@lavagna.test');
    for (const id of [other, user.userId, UNKNOWN_ID]) {
      const res = await agent.get(`/api/admin/students/${id}/overview`).expect(404);
      expect(res.body.code).toBe('USER.NOT_FOUND');
    }
  });
});
