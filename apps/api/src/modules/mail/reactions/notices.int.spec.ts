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
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
      summary: event.summary,
      url: vevent.getFirstPropertyValue('url'),
    };
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
    const teacher = await login(t, TEACHER);
    await teacher.agent.put(`/api/users/${s1.user.userId}`).send({ linkMeet: 'https://meet.esempio.it/marco' }).expect(200);
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
    // Titled as in the student's feed, with the meeting link.
    const asInTheFeed = { summary: 'Matematica e fisica con Elena Ferri', url: 'https://meet.esempio.it/marco' };
    expect(added).toMatchObject({ filename: 'lezione.ics', method: 'REQUEST', events: [{ uid: `lesson-${id}@lavagna`, sequence: 0, start: slot('2026-03-12', 900)[0], ...asInTheFeed }] });
    expect(calendarOf(moved)).toMatchObject({ method: 'REQUEST', events: [{ uid: `lesson-${id}@lavagna`, sequence: 1, start, ...asInTheFeed }] });

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
    await drain();
    // Booked by the teacher: the student is told what to pay and by when (the midnight before, until which it can be cancelled for free).
    const [toPay] = await mails('studente2@lavagna.test', 'Una nuova lezione da pagare');
    expect(toPay?.text).toContain("Ciao Giulia,\nl'insegnante ha prenotato per te questa lezione:");
    expect(toPay?.text).toContain('- martedì 17 marzo 2026, 10:00-11:00: da pagare entro le 23:59 di lunedì 16 marzo 2026');
    expect(toPay?.text).toContain('Importo da pagare: 25,00 € (IVA inclusa)');
    expect(toPay?.links).toContain('http://localhost:0/gestisci-le-tue-lezioni');
    expect(calendarOf(toPay)).toMatchObject({ method: 'REQUEST', events: [{ uid: `lesson-${id}@lavagna`, sequence: 0, start }] });

    const [later] = (await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-18', 600)], studentId: s2.user.userId }).expect(201)).body.events;
    const [movedStart, movedEnd] = slot('2026-03-19', 660);
    await teacher.agent.put(`/api/calendar/events/${later._id}`).send({ start: movedStart, end: movedEnd }).expect(200);
    await drain();
    const [moved] = await mails('studente2@lavagna.test', 'La tua lezione è stata spostata');
    expect(moved?.text).toContain("l'insegnante ha spostato una tua lezione.");
    expect(moved?.text).toContain('Ora: giovedì 19 marzo 2026, 11:00-12:00');
    await teacher.agent.delete(`/api/calendar/events/${id}`).expect(200);
    await teacher.agent.post('/api/coupon/create-coupon').send({ userId: s2.user.userId, amount: 20 }).expect(200);
    await drain();
    const [cancelled] = await mails('studente2@lavagna.test', 'La tua lezione è stata cancellata');
    expect(cancelled?.text).toContain("l'insegnante ha cancellato questa lezione:");
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
    expect(welcome?.text).toContain('(benvenuto@esempio.it) ha creato un account su Lavagna.');
    for (const subject of ['Nuova prenotazione: ', 'Lezione spostata: ', 'Lezione cancellata: ']) expect(await forThursday(subject)).toHaveLength(1);
  });

  it("prices the lessons the teacher books under the teacher's regime: forfettario, with the bollo over the threshold", async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const teacher = await login(t, TEACHER);
    const s3 = await login(t, 'studente3@lavagna.test');
    const profile = (await teacher.agent.get('/api/admin/fiscal-profile').expect(200)).body.profile;
    await teacher.agent.put('/api/admin/fiscal-profile').send({ ...profile, regime: 'RF19', bolloCharged: true }).expect(200);
    try {
      await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-24', 600, 120), slot('2026-03-25', 600, 120)], studentId: s3.user.userId }).expect(201);
      await drain();
      const [toPay] = await mails('studente3@lavagna.test', 'Nuove lezioni da pagare');
      expect(toPay?.text).toContain(
        [
          "l'insegnante ha prenotato per te queste lezioni:",
          '',
          '- martedì 24 marzo 2026, 10:00-12:00: da pagare entro le 23:59 di lunedì 23 marzo 2026',
          '- mercoledì 25 marzo 2026, 10:00-12:00: da pagare entro le 23:59 di martedì 24 marzo 2026',
          '',
          'Importo da pagare: 102,00 € (senza IVA, incluso il bollo di 2,00 €)',
        ].join('\n'),
      );
    } finally {
      await teacher.agent.put('/api/admin/fiscal-profile').send(profile).expect(200);
    }
  });

  it("greets the parent of a minor's account and names the student, with words that fit any gender", async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const email = 'genitore@esempio.it';
    const created = await t.http().post('/api/users/create').send(signupBody(email, { name: 'luca', surname: 'de santis', tutor: { name: 'maria', surname: "dell'acqua" } })).expect(201);
    const [signup] = await mails(email, 'Conferma la tua registrazione a Lavagna');
    expect(signup?.text).toMatch(/^Gentile Maria Dell'Acqua,\ngrazie per la registrazione a Lavagna\./);

    const teacher = await login(t, TEACHER);
    const [lesson] = (await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-26', 600)], studentId: created.body.user._id }).expect(201)).body.events;
    await teacher.agent.put(`/api/calendar/events/${lesson._id}`).send({ start: slot('2026-03-27', 600)[0], end: slot('2026-03-27', 600)[1] }).expect(200);
    await teacher.agent.delete(`/api/calendar/events/${lesson._id}`).expect(200);
    await drain();
    const [toPay] = await mails(email, 'Una nuova lezione di Luca da pagare');
    expect(toPay?.text).toContain("Gentile Maria Dell'Acqua,\nl'insegnante ha prenotato per Luca questa lezione:");
    const [moved] = await mails(email, 'La lezione di Luca è stata spostata');
    expect(moved?.text).toContain("Gentile Maria Dell'Acqua,\nl'insegnante ha spostato una lezione di Luca.");
    const [cancelled] = await mails(email, 'La lezione di Luca è stata cancellata');
    expect(cancelled?.text).toContain("Gentile Maria Dell'Acqua,\nl'insegnante ha cancellato questa lezione di Luca:");
    // Nothing guesses whether the reader is a man or a woman.
    for (const mail of [signup, toPay, moved, cancelled]) expect(mail?.text).not.toMatch(/\b(Car[oa]|registrat[oa]|sei stat[oa]|tuo insegnante)\b/);
  });
});
