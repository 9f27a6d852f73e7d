import { atRome, googleEventIdOf } from '@lavagna/domain';
import { readLog, type LoggedEvent, type PersonalData } from '@lavagna/eventstore';
import { PERSONAL_DATA } from '../../../infrastructure/tokens.js';
import { login } from '../../../../test/helpers.js';
import { GoogleStandIn } from '../../../../test/google-stand-in.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { PushLessonsToGoogle } from '../reactions/push-lessons.reaction.js';

type Agent = Awaited<ReturnType<typeof login>>['agent'];
const at = (day: string, minute: number) => atRome(day, minute).toISOString();

const until = async (check: () => boolean, ms = 5_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** Lavagna's lessons in the teacher's own Google calendar, written by a reactor on the log. */
describe('lessons written to Google', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  let teacher: Agent;
  let studentId: string;

  beforeAll(async () => {
    google = await GoogleStandIn.start();
    t = await createTestApp(google.env());
    teacher = (await login(t, 'docente@lavagna.test')).agent;
    studentId = (await login(t, 'studente1@lavagna.test')).user.userId;
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const book = async (day: string, minute: number): Promise<string> => {
    const res = await teacher.post('/api/calendar/events').send({ studentId, startEnd: [[at(day, minute), at(day, minute + 60)]] }).expect(201);
    return res.body.events[0]._id as string;
  };
  const eventOf = (lessonId: string) => google.lessonEvents().find((e) => e.id === googleEventIdOf(lessonId));

  it('writes the lessons booked before the connection when the teacher connects', async () => {
    const earlier = await book('2026-03-11', 900);
    const start = await teacher.get('/api/google/auth/teacher').expect(200);
    const back = new URL(google.approve(start.body.url));
    await teacher.get(`${back.pathname}${back.search}`).expect(200);
    expect(eventOf(earlier)).toMatchObject({ summary: 'Matematica e fisica con Marco Rossi', start: { dateTime: at('2026-03-11', 900) } });
  });

  it('writes a booked lesson, moves it and deletes it when cancelled, under one id', async () => {
    const lessonId = await book('2026-03-12', 900);
    await until(() => eventOf(lessonId) !== undefined);
    expect(eventOf(lessonId)).toMatchObject({ summary: 'Matematica e fisica con Marco Rossi', start: { dateTime: at('2026-03-12', 900) }, end: { dateTime: at('2026-03-12', 960) } });

    // Without a meeting link, none; once the teacher sets the student's, the next write carries it.
    expect(eventOf(lessonId)).toMatchObject({ location: '', description: '' });
    await teacher.put(`/api/users/${studentId}`).send({ linkMeet: 'https://meet.esempio.it/marco' }).expect(200);

    await teacher.put(`/api/calendar/events/${lessonId}`).send({ start: at('2026-03-13', 600), end: at('2026-03-13', 660) }).expect(200);
    await until(() => eventOf(lessonId)?.start.dateTime === at('2026-03-13', 600));
    expect(eventOf(lessonId)).toMatchObject({ location: 'https://meet.esempio.it/marco', description: 'Accedi alla Lezione: https://meet.esempio.it/marco' });
    expect(google.lessonEvents().filter((e) => e.id === googleEventIdOf(lessonId))).toHaveLength(1);

    await teacher.delete(`/api/calendar/events/${lessonId}`).expect(200);
    await until(() => eventOf(lessonId) === undefined);
  });

  it('does the same effect once when an event is delivered again (at least once)', async () => {
    const lessonId = await book('2026-03-16', 900);
    await until(() => eventOf(lessonId) !== undefined);
    const reactor = t.app.get(PushLessonsToGoogle);
    const personal = t.app.get<PersonalData>(PERSONAL_DATA);
    for await (const batch of readLog(t.pool, { types: ['LessonsBooked'] })) {
      // As the runner delivers them: personal fields opened.
      for (const event of (await personal.decrypt(batch)) as LoggedEvent[]) if (JSON.stringify(event.data).includes(lessonId)) await reactor.handle(event);
    }
    const written = google.lessonEvents().filter((e) => e.id === googleEventIdOf(lessonId));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ summary: 'Matematica e fisica con Marco Rossi', start: { dateTime: at('2026-03-16', 900) } });
  });

  it('never reads its own calendar back as busy time', async () => {
    const { rows } = await t.pool.query('SELECT title FROM external_busy');
    expect(rows).toEqual([]);
  });
});
