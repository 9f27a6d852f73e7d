import { atRome } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const HOUR = 3_600_000;
const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

describe('the reminders 48 hours and one hour before a lesson', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // What the background does shortly: the reminders scheduled, the ones due run.
  const send = (app: TestApp = t) => app.settle();
  const remindersTo = async (email: string, day: string) =>
    (await outbox(t)).filter((m) => m.to === email && m.text.includes(day) && (m.subject.startsWith('Promemoria') || m.subject.startsWith('La tua lezione inizia')));
  const book = async (email: string, [start, end]: [string, string]) => {
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, email);
    const id = (await teacher.agent.post('/api/calendar/events').send({ startEnd: [[start, end]], studentId: student.user.userId }).expect(201)).body.events[0]._id as string;
    return { id, teacher, student };
  };

  it('sends the 48-hour reminder at its mark and the one-hour one with the meeting link, each once', async () => {
    t.clock.set(atRome('2026-03-02', 600));
    const [start, end] = slot('2026-03-06', 600);
    const { teacher, student } = await book('studente1@lavagna.test', [start, end]);
    await teacher.agent.put(`/api/users/${student.user.userId}`).send({ linkMeet: 'https://meet.esempio.it/abc-defg-hij' }).expect(200);
    t.clock.set(new Date(Date.parse(start) - 48 * HOUR - 60_000));
    await send();
    expect(await remindersTo('studente1@lavagna.test', 'venerdì 6 marzo')).toHaveLength(0);
    t.clock.advance(60_000);
    await send();
    await send();
    const [early] = await remindersTo('studente1@lavagna.test', 'venerdì 6 marzo');
    expect(early?.subject).toBe('Promemoria: la tua lezione tra due giorni');
    expect(early?.text).toContain('venerdì 6 marzo 2026, 10:00-11:00');
    t.clock.set(new Date(Date.parse(start) - HOUR));
    await send();
    const sent = await remindersTo('studente1@lavagna.test', 'venerdì 6 marzo');
    expect(sent.map((m) => m.subject)).toEqual(["La tua lezione inizia tra un'ora", 'Promemoria: la tua lezione tra due giorni']);
    expect(sent[0]?.text).toContain('Accedi alla Lezione: https://meet.esempio.it/abc-defg-hij');
    expect(sent[0]?.html).toContain('<a href="https://meet.esempio.it/abc-defg-hij">Accedi alla Lezione</a>');
  });

  it('sends none for a cancelled lesson, and follows a moved one to its new time', async () => {
    t.clock.set(atRome('2026-03-02', 600));
    const cancelled = await book('studente2@lavagna.test', slot('2026-03-09', 600));
    await cancelled.teacher.agent.delete(`/api/calendar/events/${cancelled.id}`).expect(200);
    const moved = await book('studente2@lavagna.test', slot('2026-03-10', 600));
    const [start, end] = slot('2026-03-11', 900);
    await moved.teacher.agent.put(`/api/calendar/events/${moved.id}`).send({ start, end }).expect(200);
    t.clock.set(atRome('2026-03-11', 840));
    await send();
    expect(await remindersTo('studente2@lavagna.test', 'lunedì 9 marzo')).toHaveLength(0);
    expect(await remindersTo('studente2@lavagna.test', 'martedì 10 marzo')).toHaveLength(0);
    // Both marks of the new time have passed: the nearer one only.
    expect((await remindersTo('studente2@lavagna.test', 'mercoledì 11 marzo')).map((m) => m.subject)).toEqual(["La tua lezione inizia tra un'ora"]);
  });

  it("sends none the student switched off, and none for a mark already past at booking", async () => {
    t.clock.set(atRome('2026-03-16', 600));
    const student = await login(t, 'studente3@lavagna.test');
    await student.agent.put(`/api/users/${student.user.userId}`).send({ personalSettings: { is48HoursEmailActive: false } }).expect(200);
    const [start] = slot('2026-03-20', 600);
    await book('studente3@lavagna.test', slot('2026-03-20', 600));
    await book('studente3@lavagna.test', slot('2026-03-17', 900));
    for (const at of [atRome('2026-03-17', 840).getTime(), Date.parse(start) - 48 * HOUR, Date.parse(start) - HOUR]) {
      t.clock.set(new Date(at));
      await send();
    }
    expect((await remindersTo('studente3@lavagna.test', 'venerdì 20 marzo')).map((m) => m.subject)).toEqual(["La tua lezione inizia tra un'ora"]);
    expect((await remindersTo('studente3@lavagna.test', 'martedì 17 marzo')).map((m) => m.subject)).toEqual(["La tua lezione inizia tra un'ora"]);
  });

  it('after a downtime sends what fell due only for lessons not begun, and a second replica sends nothing again', async () => {
    t.clock.set(atRome('2026-03-23', 600));
    await book('studente1@lavagna.test', slot('2026-03-30', 540));
    await book('studente2@lavagna.test', slot('2026-03-30', 600));
    t.clock.set(atRome('2026-03-30', 560));
    // Down since before both one-hour marks (9:00 begun at 9:20; 10:00 not yet).
    // A replica started now sends at bootstrap; the first one runs at the same moment.
    const other = await createTestApp({}, t);
    try {
      await Promise.all([send(), send(other)]);
      expect(await remindersTo('studente1@lavagna.test', 'lunedì 30 marzo')).toHaveLength(0);
      expect((await remindersTo('studente2@lavagna.test', 'lunedì 30 marzo')).map((m) => m.subject)).toEqual(["La tua lezione inizia tra un'ora"]);
    } finally {
      await other.close();
    }
  });
});
