import { icsFeedPath, it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import ICAL from 'ical.js';
import { login, UNKNOWN_ID } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

type Session = Awaited<ReturnType<typeof login>>;
const MEET = 'https://meet.example.org/lezione-giulia';

/** The feed's events as a real iCalendar parser reads them. */
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
      summary: event.summary,
      description: event.description,
      url: vevent.getFirstPropertyValue('url'),
    };
  });
};

describe('the calendar feeds (ICS)', () => {
  let t: TestApp;
  let teacher: Session;
  let s1: Session;
  let s2: Session;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-03-10', 600));
    [teacher, s1, s2] = await Promise.all(['docente@lavagna.test', 'studente1@lavagna.test', 'studente2@lavagna.test'].map((email) => login(t, email)));
  });
  afterAll(() => t.close());

  const studentToken = async (who: Session) => (await who.agent.post(`/api/calendar/ics/student/${who.user.userId}/token`).expect(200)).body.icsToken as string;
  const feed = (kind: 'student' | 'teacher', userId: string, token: string) => t.http().get(icsFeedPath(kind, userId, token));
  const events = async (kind: 'student' | 'teacher', userId: string, token: string) => {
    const res = await feed(kind, userId, token).expect(200).expect('Content-Type', /^text\/calendar/);
    return parse(res.text);
  };
  const book = async (studentId: string, day: string, minute: number, minutes = 60) =>
    (
      await teacher.agent
        .post('/api/calendar/events')
        .send({ startEnd: [[atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()]], studentId })
        .expect(201)
    ).body.events[0]._id as string;

  it('follows a lesson booked, moved twice and cancelled: same UID, new time, higher SEQUENCE, then gone', async () => {
    const students = (await teacher.agent.get('/api/admin/students?sort=["surname","ASC"]').expect(200)).body as { id: string }[];
    const record = students.find((s) => s.id === s1.user.userId)!;
    await teacher.agent.put(`/api/admin/students/${record.id}`).send({ ...record, linkMeet: MEET }).expect(200);
    const token = await studentToken(s1);
    expect(await events('student', s1.user.userId, token)).toEqual([]);

    const id = await book(s1.user.userId, '2026-03-12', 600, 90);
    const [booked] = await events('student', s1.user.userId, token);
    expect(booked).toEqual({
      uid: `lesson-${id}@lavagna`,
      sequence: 0,
      start: atRome('2026-03-12', 600).toISOString(),
      end: atRome('2026-03-12', 690).toISOString(),
      zone: 'Europe/Rome',
      // The subject and the other person: the student's feed names the teacher.
      summary: 'Matematica e fisica con Elena Ferri',
      description: `${messages.feeds.joinLesson}: ${MEET}`,
      url: MEET,
    });
    // Written as Rome's wall clock: 10:00 on 12 March is 09:00 UTC.
    expect((await feed('student', s1.user.userId, token)).text).toContain('DTSTART;TZID=Europe/Rome:20260312T100000');

    await teacher.agent.put(`/api/calendar/events/${id}`).send({ start: atRome('2026-03-13', 900).toISOString(), end: atRome('2026-03-13', 990).toISOString() }).expect(200);
    const [moved] = await events('student', s1.user.userId, token);
    expect(moved).toMatchObject({ uid: booked!.uid, sequence: 1, start: atRome('2026-03-13', 900).toISOString(), end: atRome('2026-03-13', 990).toISOString() });
    // Across the change to summer time: 29 March at 10:00 in Rome is 08:00 UTC.
    await teacher.agent.put(`/api/calendar/events/${id}`).send({ start: '2026-03-30T08:00:00Z', end: '2026-03-30T09:30:00Z' }).expect(200);
    const [again] = await events('student', s1.user.userId, token);
    expect(again).toMatchObject({ uid: booked!.uid, sequence: 2, start: '2026-03-30T08:00:00.000Z' });

    await teacher.agent.delete(`/api/calendar/events/${id}`).expect(200);
    expect(await events('student', s1.user.userId, token)).toEqual([]);
  });

  it("shows the teacher every student's lessons with the subject, the student's name and their meeting link; a student only their own", async () => {
    const a = await book(s1.user.userId, '2026-03-16', 600);
    const b = await book(s2.user.userId, '2026-03-16', 720);
    const teacherToken = (await teacher.agent.post(`/api/calendar/ics/teacher/${teacher.user.userId}/token`).expect(200)).body.icsToken as string;
    const all = await events('teacher', teacher.user.userId, teacherToken);
    expect(all.map((e) => e.uid)).toEqual(expect.arrayContaining([`lesson-${a}@lavagna`, `lesson-${b}@lavagna`]));
    expect(all.find((e) => e.uid === `lesson-${a}@lavagna`)).toMatchObject({
      summary: 'Matematica e fisica con Marco Rossi',
      description: `${messages.feeds.joinLesson}: ${MEET}`,
      url: MEET,
    });
    // A student with no meeting link: the title still names them, with no link to give.
    expect(all.find((e) => e.uid === `lesson-${b}@lavagna`)).toMatchObject({ summary: 'Matematica e fisica con Giulia Bianchi', description: null, url: null });
    const own = await events('student', s2.user.userId, await studentToken(s2));
    expect(own.map((e) => e.uid)).toEqual([`lesson-${b}@lavagna`]);
    expect(own[0]).toMatchObject({ summary: 'Matematica e fisica con Elena Ferri', url: null });
  });

  it('leaves out a lesson held for a payment not made', async () => {
    const token = await studentToken(s2);
    const before = (await events('student', s2.user.userId, token)).length;
    await s2.agent.post('/api/calendar/events').send({ startEnd: [[atRome('2026-03-18', 600).toISOString(), atRome('2026-03-18', 660).toISOString()]] }).expect(201);
    expect(await events('student', s2.user.userId, token)).toHaveLength(before);
  });

  it("answers 404 to a missing, wrong, replaced or another user's token", async () => {
    const old = await studentToken(s1);
    const current = await studentToken(s1);
    const other = await studentToken(s2);
    const teacherToken = (await teacher.agent.post(`/api/calendar/ics/teacher/${teacher.user.userId}/token`).expect(200)).body.icsToken as string;
    await feed('student', s1.user.userId, current).expect(200);
    await t.http().get(`/api/calendar/ics/student/${s1.user.userId}.ics`).expect(404);
    await feed('student', s1.user.userId, old).expect(404);
    await feed('student', s1.user.userId, `${current.slice(0, -1)}x`).expect(404);
    await feed('student', s1.user.userId, other).expect(404);
    await feed('student', s1.user.userId, teacherToken).expect(404);
    await feed('teacher', s1.user.userId, current).expect(404);
    await feed('teacher', teacher.user.userId, current).expect(404);
    await feed('student', UNKNOWN_ID, current).expect(404);
    await feed('student', 'nope', current).expect(404);
  });

  it('lets each one make only their own link', async () => {
    expect((await s2.agent.post(`/api/calendar/ics/student/${s1.user.userId}/token`).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    await teacher.agent.post(`/api/calendar/ics/student/${s1.user.userId}/token`).expect(403);
    await s1.agent.post(`/api/calendar/ics/teacher/${teacher.user.userId}/token`).expect(403);
    await t.http().post(`/api/calendar/ics/student/${s1.user.userId}/token`).expect(401);
    await s1.agent.post('/api/calendar/ics/student/nope/token').expect(400);
  });

  it('keeps only a hash of the token, in the log and in the read model', async () => {
    const token = await studentToken(s1);
    const { rows } = await t.pool.query(
      "SELECT (SELECT count(*)::int FROM emt_messages WHERE message_data::text LIKE '%' || $1 || '%') AS logged, (SELECT count(*)::int FROM ics_tokens WHERE token_hash = $1) AS stored",
      [token],
    );
    expect(rows[0]).toEqual({ logged: 0, stored: 0 });
    expect((await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'IcsTokenIssued'")).rows[0].n).toBeGreaterThan(0);
  });
});
