import type { OutboxMessage } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import ICAL from 'ical.js';
import { login, outbox, signupBody } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { ReactorRunner } from '../../../infrastructure/reactors/index.js';

type Agent = Awaited<ReturnType<typeof login>>['agent'];
const TEACHER = 'docente@lavagna.test';
const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

/** The calendar file of an e-mail as a real iCalendar parser reads it. */
const calendarOf = (mail: OutboxMessage | undefined) => {
  const file = mail?.attachments[0];
  if (!file) return null;
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), status: vevent.getFirstPropertyValue('status') };
  });
  return { filename: file.filename, method: calendar.getFirstPropertyValue('method'), events };
};

describe("the e-mails that follow a lesson, and the teacher's alerts", () => {
  let t: TestApp;
  let firstPosition: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ReactorRunner).drain();
    ({ position: firstPosition } = (await t.pool.query("SELECT position::text FROM reactor_checkpoints WHERE name = 'lesson-notices'")).rows[0]);
  });
  afterAll(() => t.close());

  const drain = () => t.app.get(ReactorRunner).drain();
  const mails = async (to: string, subject: string) => (await outbox(t)).filter((m) => m.to === to && m.subject.startsWith(subject));
  const payFor = async (agent: Agent, slots: [string, string][]) => {
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: slots }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: ids, couponCodes: [] }).expect(200);
    await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    return ids as string[];
  };
  const setAlerts = async (changes: Record<string, boolean>) => {
    const teacher = await login(t, TEACHER);
    const alerts = { newUser: true, cancelUser: true, newBooking: true, updateBooking: true, cancelBooking: true, ...changes };
    await teacher.agent.put(`/api/users/${teacher.user.userId}`).send({ personalSettings: { teacherEmailAlerts: alerts } }).expect(200);
  };

  it("tells the student of a move and a cancellation, and the teacher of the student's payment, move and cancellation", async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const s1 = await login(t, 'studente1@lavagna.test');
    const [id] = await payFor(s1.agent, [slot('2026-03-12', 900, 90)]);
    await drain();
    const booked = await mails(TEACHER, 'Nuova prenotazione: ');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.text).toContain('giovedì 12 marzo 2026, 15:00-16:30');
    expect(booked[0]!.text).toContain('Importo pagato: 37,50 €');

    const [start, end] = slot('2026-03-13', 1020, 90);
    await s1.agent.put(`/api/calendar/events/${id}`).send({ start, end }).expect(200);
    await drain();
    const [moved] = await mails('studente1@lavagna.test', 'La tua lezione è stata spostata');
    expect(moved?.text).toContain('Prima: giovedì 12 marzo 2026, 15:00-16:30');
    expect(moved?.text).toContain('Ora: venerdì 13 marzo 2026, 17:00-18:30');
    expect(moved?.html).toContain('<p>Ora: venerdì 13 marzo 2026, 17:00-18:30</p>');
    expect(await mails(TEACHER, 'Lezione spostata: ')).toHaveLength(1);
    // The calendar files: the confirmation adds the lesson, the move updates the same event.
    const [confirmation] = await mails('studente1@lavagna.test', 'Le tue lezioni sono confermate');
    const added = calendarOf(confirmation);
    expect(added).toMatchObject({ filename: 'lezione.ics', method: 'REQUEST', events: [{ uid: `lesson-${id}@lavagna`, sequence: 0, start: slot('2026-03-12', 900)[0] }] });
    expect(calendarOf(moved)).toMatchObject({ method: 'REQUEST', events: [{ uid: `lesson-${id}@lavagna`, sequence: 1, start }] });

    await s1.agent.delete(`/api/calendar/events/${id}`).expect(200);
    await drain();
    const [cancelled] = await mails(TEACHER, 'Lezione cancellata: ');
    expect(cancelled?.text).toContain('venerdì 13 marzo 2026, 17:00-18:30');
    expect(cancelled?.text).toContain('ha ricevuto un coupon di 37,50 €');
    // The student's word of it is the coupon e-mail the cancellation queues, not a second one.
    expect(await mails('studente1@lavagna.test', 'La tua lezione è stata cancellata')).toHaveLength(0);
    expect(await mails('studente1@lavagna.test', 'Il tuo coupon sconto')).toHaveLength(1);
  });

  it('queues nothing twice when the log is handled again (a crash before the checkpoint moved)', async () => {
    await drain();
    const count = (await outbox(t)).length;
    await t.pool.query("UPDATE reactor_checkpoints SET position = $1 WHERE name = 'lesson-notices'", [firstPosition]);
    // The process that starts next handles again every event after the stored checkpoint.
    const next = await createTestApp({}, t);
    try {
      await next.settle();
      const { rows } = await t.pool.query("SELECT position::text FROM reactor_checkpoints WHERE name = 'lesson-notices'");
      expect(BigInt(rows[0].position)).toBeGreaterThan(BigInt(firstPosition));
    } finally {
      await next.close();
    }
    expect((await outbox(t)).length).toBe(count);
  });

  it("tells the student of what the teacher does, and the teacher nothing of their own actions", async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const teacher = await login(t, TEACHER);
    const s2 = await login(t, 'studente2@lavagna.test');
    const before = (await outbox(t)).filter((m) => m.to === TEACHER).length;
    const [start, end] = slot('2026-03-17', 600);
    const id = (await teacher.agent.post('/api/calendar/events').send({ startEnd: [[start, end]], studentId: s2.user.userId }).expect(201)).body.events[0]._id;
    await teacher.agent.delete(`/api/calendar/events/${id}`).expect(200);
    await teacher.agent.post('/api/coupon/create-coupon').send({ userId: s2.user.userId, amount: 20 }).expect(200);
    await drain();
    const [cancelled] = await mails('studente2@lavagna.test', 'La tua lezione è stata cancellata');
    expect(cancelled?.text).toContain('il tuo insegnante ha cancellato questa lezione:');
    expect(cancelled?.text).toContain('martedì 17 marzo 2026, 10:00-11:00');
    expect(calendarOf(cancelled)).toMatchObject({ method: 'CANCEL', events: [{ uid: `lesson-${id}@lavagna`, sequence: 0, status: 'CANCELLED' }] });
    const [coupon] = await mails('studente2@lavagna.test', 'Hai ricevuto un coupon sconto');
    expect(coupon?.text).toContain('Valore: 20,00 €');
    expect(coupon?.text).toContain('Scadenza: 10 maggio 2026');
    expect((await outbox(t)).filter((m) => m.to === TEACHER)).toHaveLength(before);
  });

  it('sends each alert only while its switch is on', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const s3 = await login(t, 'studente3@lavagna.test');
    const forThursday = async (subject: string) => (await mails(TEACHER, subject)).filter((m) => m.text.includes('giovedì 19 marzo'));
    const studentActs = async (email: string) => {
      await t.http().post('/api/users/create').send(signupBody(email)).expect(201);
      const [id] = await payFor(s3.agent, [slot('2026-03-19', 600)]);
      const [start, end] = slot('2026-03-19', 720);
      await s3.agent.put(`/api/calendar/events/${id}`).send({ start, end }).expect(200);
      await s3.agent.delete(`/api/calendar/events/${id}`).expect(200);
      await drain();
    };

    await setAlerts({ newUser: false, newBooking: false, updateBooking: false, cancelBooking: false });
    await studentActs('zitto@esempio.it');
    expect(await mails(TEACHER, 'Nuovo studente: ')).toHaveLength(0);
    for (const subject of ['Nuova prenotazione: ', 'Lezione spostata: ', 'Lezione cancellata: ']) expect(await forThursday(subject)).toHaveLength(0);

    await setAlerts({});
    t.clock.advance(60_000);
    await studentActs('benvenuto@esempio.it');
    const [welcome] = await mails(TEACHER, 'Nuovo studente: ');
    expect(welcome?.text).toContain('(benvenuto@esempio.it) si è registrato su Lavagna.');
    for (const subject of ['Nuova prenotazione: ', 'Lezione spostata: ', 'Lezione cancellata: ']) expect(await forThursday(subject)).toHaveLength(1);
  });
});
