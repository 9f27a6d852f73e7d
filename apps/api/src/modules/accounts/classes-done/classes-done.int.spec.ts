import { jest } from '@jest/globals';
import type { SessionProfile, StudentOverview, StudentRow, UserView } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

jest.setTimeout(60_000);

/** When the lessons are booked, before any of them; the tests move the clock from here. */
const BOOKED_AT = '2026-03-10T09:00:00.000Z';
const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];

/** Every place a user is served, for one student: each must say the same number of lessons done. */
describe('classesDone, counted when read: a lesson is done once it starts', () => {
  let t: TestApp;
  let s1 = '';
  let s2 = '';

  const served = async (studentId: string) => {
    const teacher = await login(t, 'docente@lavagna.test');
    const rows = (await teacher.agent.get('/api/admin/students?range=[0,24]').expect(200)).body as StudentRow[];
    const list = (await teacher.agent.get(`/api/users/get-students-per-teacher/${teacher.user.userId}`).expect(200)).body as UserView[];
    return {
      row: rows.find((r) => r.id === studentId)!.classesDone,
      one: ((await teacher.agent.get(`/api/admin/students/${studentId}`).expect(200)).body as StudentRow).classesDone,
      perTeacher: list.find((u) => u.userId === studentId)!.classesDone,
      info: ((await teacher.agent.get(`/api/users/get-student-info-for-data-modifier/${studentId}`).expect(200)).body as UserView).classesDone,
      overview: ((await teacher.agent.get(`/api/admin/students/${studentId}/overview`).expect(200)).body as StudentOverview).lessonsCompleted,
    };
  };
  const sessionOf = async (email: string) => {
    const signedIn = await login(t, email);
    const validated = (await signedIn.agent.get('/api/users/validate').expect(200)).body as SessionProfile;
    return { signIn: (signedIn.user as unknown as SessionProfile).classesDone, validate: validated.classesDone };
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKED_AT);
    const teacher = await login(t, 'docente@lavagna.test');
    s1 = (await login(t, 'studente1@lavagna.test')).user.userId;
    s2 = (await login(t, 'studente2@lavagna.test')).user.userId;
    const book = async (studentId: string, day: string, minute: number) =>
      (await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot(day, minute)], studentId }).expect(201)).body.events[0]._id as string;
    for (const day of ['2026-03-11', '2026-03-12', '2026-03-13']) await book(s1, day, 600);
    // A cancelled lesson never counts, and neither does a hold that ran out.
    await teacher.agent.delete(`/api/calendar/events/${await book(s1, '2026-03-16', 600)}`).expect(200);
    const s1agent = (await login(t, 'studente1@lavagna.test')).agent;
    await s1agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-17', 600)] }).expect(201);
    await book(s2, '2026-03-11', 660);
  });
  afterAll(() => t.close());

  it('is 0 before any lesson starts, everywhere', async () => {
    t.clock.set(BOOKED_AT);
    expect(await sessionOf('studente1@lavagna.test')).toEqual({ signIn: 0, validate: 0 });
    expect(await served(s1)).toEqual({ row: 0, one: 0, perTeacher: 0, info: 0, overview: 0 });
  });

  it("goes 2 -> 3 in the session profile as time passes the third lesson's start, and the console agrees", async () => {
    t.clock.set(new Date(atRome('2026-03-13', 600).getTime() - 1));
    expect(await sessionOf('studente1@lavagna.test')).toEqual({ signIn: 2, validate: 2 });
    expect(await served(s1)).toEqual({ row: 2, one: 2, perTeacher: 2, info: 2, overview: 2 });
    t.clock.set(atRome('2026-03-13', 600));
    expect(await sessionOf('studente1@lavagna.test')).toEqual({ signIn: 3, validate: 3 });
    expect(await served(s1)).toEqual({ row: 3, one: 3, perTeacher: 3, info: 3, overview: 3 });
    // Each student's own count, in one list.
    expect(await served(s2)).toEqual({ row: 1, one: 1, perTeacher: 1, info: 1, overview: 1 });
  });

  it('never counts a cancelled lesson or a released hold, whenever it was', async () => {
    t.clock.set(atRome('2026-03-18', 600));
    expect(await sessionOf('studente1@lavagna.test')).toEqual({ signIn: 3, validate: 3 });
    expect((await served(s1)).row).toBe(3);
  });

  it('is the same in the answer of a profile change, and 0 for the teacher', async () => {
    // After all three lessons have started (and the hold has run out).
    t.clock.set(atRome('2026-03-18', 600));
    const s1agent = (await login(t, 'studente1@lavagna.test')).agent;
    const updated = await s1agent.put(`/api/users/${s1}`).send({ personalSettings: { isOneHourEmailActive: false } }).expect(200);
    expect(updated.body.user.classesDone).toBe(3);
    expect((await sessionOf('docente@lavagna.test')).validate).toBe(0);
  });
});
