import { jest } from '@jest/globals';
import { it as messages, type AuditEntry } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { USER_STREAM, type UserStream } from '../../accounts/index.js';
import { ReleaseHoldsService } from '../../lessons/index.js';

// Hooks log several people in and pay real orders: more than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];
type Agent = Awaited<ReturnType<typeof login>>['agent'];

describe('the audit trail (teacher)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const as = async (email: string) => login(t, email);
  const book = async (agent: Agent, slots: [string, string][], studentId?: string) =>
    (await agent.post('/api/calendar/events').send({ startEnd: slots, ...(studentId ? { studentId } : {}) }).expect(201)).body.events.map((e: { _id: string }) => e._id) as string[];
  const pay = async (agent: Agent, eventIds: string[], couponCodes: string[] = []) => {
    const order = await agent.post('/api/payments/create-order').send({ eventIds, couponCodes }).expect(200);
    if (order.body.requiresPayment) await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    return (await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200)).body as { orderId: string; transactionId: string };
  };
  const coupon = async (teacher: Agent, userId: string, amount: number) =>
    (await teacher.post('/api/coupon/create-coupon').send({ userId, amount }).expect(200)).body.data.code as string;
  const trail = async (subject: string, id: string) => (await (await as('docente@lavagna.test')).agent.get(`/api/admin/audit/${subject}/${id}`).expect(200)).body as AuditEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-03-10', 600));
    const teacher = await as('docente@lavagna.test');
    const s1 = await as('studente1@lavagna.test');
    const s2 = await as('studente2@lavagna.test');
    Object.assign(ids, { teacher: teacher.user.userId, s1: s1.user.userId, s2: s2.user.userId });

    // Lesson A: booked by the teacher, paid by the student, moved by the teacher, cancelled into a coupon by the student.
    [ids.lessonA] = await book(teacher.agent, [slot('2026-03-12', 15 * 60, 90)], ids.s1);
    t.clock.advance(60_000);
    const paidA = await pay(s1.agent, [ids.lessonA!]);
    Object.assign(ids, { orderA: paidA.orderId, transactionA: paidA.transactionId });
    t.clock.advance(60_000);
    const [start, end] = slot('2026-03-13', 17 * 60, 90);
    await teacher.agent.put(`/api/calendar/events/${ids.lessonA}`).send({ start, end }).expect(200);
    t.clock.advance(60_000);
    ids.couponA = (await s1.agent.delete(`/api/calendar/events/${ids.lessonA}`).expect(200)).body.coupon.code;

    // Lesson B: the student's hold runs out and the system frees it.
    [ids.lessonB] = await book(s1.agent, [slot('2026-03-17', 600)]);
    t.clock.advance(16 * 60_000);
    await t.app.get(ReleaseHoldsService).releaseExpired();

    // Lesson C: paid wholly with the teacher's coupon; then the teacher changes the student's rate.
    const teacherNow = await as('docente@lavagna.test');
    const s1Now = await as('studente1@lavagna.test');
    ids.couponC = await coupon(teacherNow.agent, ids.s1!, 25);
    [ids.lessonC] = await book(s1Now.agent, [slot('2026-03-18', 600)]);
    ids.orderC = (await pay(s1Now.agent, [ids.lessonC!], [ids.couponC!])).orderId;
    await teacherNow.agent.put(`/api/admin/students/${ids.s1}`).send({ hourlyRate: 30 }).expect(200);

    // Another student's order and coupon.
    const s2Now = await as('studente2@lavagna.test');
    ids.couponS2 = await coupon(teacherNow.agent, ids.s2!, 10);
    ids.orderS2 = (await pay(s2Now.agent, await book(s2Now.agent, [slot('2026-03-19', 600)]), [ids.couponS2!])).orderId;
    // What follows these facts in the background: e-mails on streams of their own, coupons issued on theirs.
    await t.settle();
  });
  afterAll(() => t.close());

  it('tells a lesson from booking to cancellation: what, who (teacher, student), when in Rome, what changed', async () => {
    const entries = await trail('lesson', ids.lessonA!);
    expect(entries.map((e) => [e.type, e.actor.role])).toEqual([
      ['LessonsBooked', 'teacher'],
      ['OrderPlaced', 'student'],
      ['OrderCaptured', 'student'],
      ['LessonMoved', 'teacher'],
      ['LessonCancelledWithCoupon', 'student'],
    ]);
    const [booked, , captured, moved, cancelled] = entries;
    expect(booked).toMatchObject({
      summary: 'Lezione prenotata per il 12/03/2026 alle 15:00 (90 min)',
      at: atRome('2026-03-10', 600).toISOString(),
      atRome: '10/03/2026 10:00:00',
      actor: { role: 'teacher', userId: ids.teacher, name: 'Elena Ferri' },
      streamId: expect.stringMatching(/^booking-/),
    });
    expect(captured).toMatchObject({
      summary: `Pagamento ricevuto: 37,50 €, codice transazione ${ids.transactionA}`,
      atRome: '10/03/2026 10:01:00',
      actor: { role: 'student', userId: ids.s1, name: 'Marco Rossi' },
      streamId: `order-${ids.orderA}`,
    });
    expect(moved).toMatchObject({
      summary: 'Lezione spostata dal 12/03/2026 alle 15:00 al 13/03/2026 alle 17:00',
      changes: [
        { field: 'start', before: '12/03/2026 15:00', after: '13/03/2026 17:00' },
        { field: 'end', before: '12/03/2026 16:30', after: '13/03/2026 18:30' },
      ],
    });
    expect(cancelled).toMatchObject({
      summary: `Lezione del 13/03/2026 alle 17:00 cancellata: emesso il coupon ${ids.couponA} da 37,50 €`,
      atRome: '10/03/2026 10:03:00',
      changes: expect.arrayContaining([{ field: 'status', after: 'Cancellata' }, { field: 'coupon', after: ids.couponA }]),
    });
    const positions = entries.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('shows a hold freed by the system', async () => {
    const entries = await trail('lesson', ids.lessonB!);
    expect(entries.map((e) => [e.type, e.actor.role, e.summary])).toEqual([
      ['LessonsBooked', 'student', 'Lezione prenotata per il 17/03/2026 alle 10:00 (60 min), in attesa di pagamento fino alle 10:18'],
      ['LessonsReleased', 'system', 'Tempo per il pagamento scaduto: lezione liberata'],
    ]);
  });

  it("gives a student's whole trail: account, lessons, orders and coupons, and nothing of another student's", async () => {
    const entries = await trail('student', ids.s1!);
    expect(entries[0]).toMatchObject({ type: 'UserRegistered', streamId: `user-${ids.s1}`, actor: { role: 'system' } });
    const streams = new Set(entries.map((e) => e.streamId));
    for (const stream of [`order-${ids.orderA}`, `order-${ids.orderC}`, `coupon-${ids.couponC}`]) expect(streams).toContain(stream);
    const types = entries.map((e) => e.type);
    for (const type of ['LessonsBooked', 'LessonMoved', 'LessonCancelledWithCoupon', 'LessonsReleased', 'OrderPlaced', 'OrderCaptured', 'CouponIssued', 'CouponReserved', 'CouponRedeemed', 'ProfileUpdated']) {
      expect(types).toContain(type);
    }
    expect(entries.find((e) => e.type === 'CouponIssued')).toMatchObject({ actor: { role: 'teacher', name: 'Elena Ferri' }, changes: expect.arrayContaining([{ field: 'coupon', after: ids.couponC }]) });
    expect(entries.find((e) => e.type === 'ProfileUpdated')).toMatchObject({
      summary: 'Dati personali aggiornati dal docente',
      actor: { role: 'teacher' },
      changes: [{ field: 'hourlyRate', before: '25,00 €', after: '30,00 €' }],
    });
    const positions = entries.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const text = JSON.stringify(entries);
    expect(text).not.toContain(ids.s2);
    expect(text).not.toContain(ids.orderS2);
    expect(text).not.toContain(ids.couponS2);
    expect(text).not.toMatch(/passwordHash|\$argon2|nonce/i);
    // The other student's own trail has their order and coupon.
    const other = JSON.stringify(await trail('student', ids.s2!));
    expect(other).toContain(`order-${ids.orderS2}`);
    expect(other).toContain(`coupon-${ids.couponS2}`);
    expect(other).not.toContain(ids.orderA);
  });

  it('gives an order and a coupon their own trails; a coupon from a cancellation starts with it', async () => {
    const order = await trail('order', ids.orderC!);
    expect(order.map((e) => [e.type, e.summary])).toEqual([
      ['OrderPlaced', 'Ordine creato per 1 lezione: 0,00 € da pagare (sconto coupon 25,00 €)'],
      ['OrderCaptured', `Pagamento ricevuto: 0,00 €, codice transazione ${messages.payments.paidWithCoupon}`],
    ]);
    expect(order[1]!.changes).toEqual([
      { field: 'status', before: 'Creato', after: 'Pagato' },
      { field: 'amount', after: '0,00 €' },
      { field: 'transactionId', after: messages.payments.paidWithCoupon },
    ]);
    const issued = await trail('coupon', ids.couponC!);
    expect(issued.map((e) => [e.type, e.actor.role])).toEqual([['CouponIssued', 'teacher'], ['CouponReserved', 'system'], ['CouponRedeemed', 'system']]);
    expect(issued[0]!.summary).toMatch(new RegExp(`^Coupon ${ids.couponC} da 25,00 € emesso, valido fino al \\d\\d/05/2026$`));
    const fromCancellation = await trail('coupon', ids.couponA!);
    // Its CouponIssued restates the cancellation; its e-mail is on a stream of its own, in the student's trail.
    expect(fromCancellation.map((e) => [e.type, e.actor.role])).toEqual([['LessonCancelledWithCoupon', 'student']]);
    const student = await trail('student', ids.s1!);
    expect(student.filter((e) => e.type === 'EmailQueued').map((e) => e.summary)).toContain('Email "Coupon sconto" in invio a studente1@lavagna.test');
  });

  it('answers 404 for what is not the teacher’s, and 400 for an unknown subject', async () => {
    const stream = t.app.get<UserStream>(USER_STREAM);
    const otherTeacher = randomUUID();
    const otherStudent = randomUUID();
    const base = { passwordHash: 'x', birthYear: null, residence: null, school: null, tutor: null, privacyConsent: true, hourlyRateCents: 2500, confirmation: null };
    const system = { userId: 'system', role: 'system' as const };
    await stream.execute('RegisterUser', { ...base, userId: otherTeacher, teacherId: otherTeacher, identity: 'teacher', email: 'altro@esempio.it', name: 'Altro', surname: 'Docente', emailId: randomUUID() }, system);
    await stream.execute('RegisterUser', { ...base, userId: otherStudent, teacherId: otherTeacher, identity: 'student', email: 'altra@esempio.it', name: 'Altra', surname: 'Studentessa', emailId: randomUUID() }, system);
    const { agent } = await as('docente@lavagna.test');
    for (const [subject, id, code] of [
      ['student', otherStudent, 'USER.NOT_FOUND'],
      ['student', ids.teacher, 'USER.NOT_FOUND'],
      ['student', 'nessuno', 'USER.NOT_FOUND'],
      ['lesson', 'nessuna', 'CALENDAR.LESSON_NOT_FOUND'],
      ['order', 'nessuno', 'ORDER.NOT_FOUND'],
      ['coupon', 'LV-XXXX-XXXX', 'REQUEST.NOT_FOUND'],
    ]) {
      expect((await agent.get(`/api/admin/audit/${subject}/${id}`).expect(404)).body.code).toBe(code);
    }
    const bad = await agent.get(`/api/admin/audit/availability/${ids.teacher}`).expect(400);
    expect(bad.body.message).toBe(messages.http.badRequest);
  });
});
