import { jest } from '@jest/globals';
import { it as messages } from '@lavagna/contracts';
import { atRome, MAX_HELD_LESSONS } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { ReleaseHoldsService } from '../release-holds/release-holds.service.js';

jest.setTimeout(60_000);

type Agent = Awaited<ReturnType<typeof login>>['agent'];

/** One hour at 15:00 on each of these weekdays (one lesson a day per student). */
const DAYS = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26'];
const at = (day: string, hour = 15): [string, string] => [atRome(day, hour * 60).toISOString(), atRome(day, hour * 60 + 60).toISOString()];

// The test clock starts on Tuesday 10 March 2026, 10:00 in Rome.
describe("a student's own holds are bounded", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const book = (agent: Agent, days: string[], hour = 15) => agent.post('/api/calendar/events').send({ startEnd: days.map((d) => at(d, hour)) });
  const held = async (studentId: string) =>
    Number((await t.pool.query("SELECT count(*) AS n FROM lessons WHERE student_id = $1 AND status = 'held' AND hold_expires_at > $2", [studentId, t.clock.now()])).rows[0].n);

  it(`holds ${MAX_HELD_LESSONS} lessons awaiting payment at once, refuses more in Italian, and frees the count as holds are paid or run out`, async () => {
    expect(messages.calendar.tooManyHeld).toContain(`${MAX_HELD_LESSONS} lezioni`);
    const s1 = await login(t, 'studente1@lavagna.test');
    await book(s1.agent, DAYS.slice(0, 4)).expect(201);
    await book(s1.agent, DAYS.slice(4, 6)).expect(201);
    for (const days of [DAYS.slice(6, 7), DAYS.slice(6, 13)]) {
      const refused = await book(s1.agent, days).expect(409);
      expect(refused.body).toMatchObject({ code: 'CALENDAR.TOO_MANY_HELD', message: messages.calendar.tooManyHeld });
    }
    expect(await held(s1.user.userId)).toBe(6);

    // Paying two of them frees two places.
    const mine = (await s1.agent.get('/api/calendar/personalevents').expect(200)).body as { _id: string }[];
    const order = (await s1.agent.post('/api/payments/create-order').send({ eventIds: mine.slice(0, 2).map((l) => l._id) }).expect(200)).body;
    await s1.agent.post(`/api/dev/paypal/orders/${order.id}/approve`).expect(200);
    await s1.agent.post('/api/payments/complete-order').send({ orderID: order.id }).expect(200);
    await book(s1.agent, DAYS.slice(6, 8)).expect(201);
    await book(s1.agent, DAYS.slice(8, 9)).expect(409);

    // Holds that ran out no longer count, released by the job or not.
    t.clock.advance(15 * 60_000);
    const later = await login(t, 'studente1@lavagna.test');
    await book(later.agent, DAYS.slice(6, 12), 17).expect(201);
  });

  it("does not bound the teacher's bookings for a student, unpaid and not held", async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const s2 = await login(t, 'studente2@lavagna.test');
    await book(s2.agent, DAYS.slice(0, 6), 10).expect(201);
    const byTeacher = await teacher.agent.post('/api/calendar/events').send({ startEnd: DAYS.slice(6, 12).map((d) => at(d, 10)), studentId: s2.user.userId }).expect(201);
    expect(byTeacher.body.events).toHaveLength(6);
    expect(await held(s2.user.userId)).toBe(6);
  });

  it('keeps the bound when the same student books from many tabs at once', async () => {
    const s3 = await login(t, 'studente3@lavagna.test');
    // Ten one-lesson bookings and then five two-lesson ones, all at the same moment.
    for (const [hour, groups] of [
      [12, DAYS.slice(0, 10).map((d) => [d])],
      [19, [0, 2, 4, 6, 8].map((i) => DAYS.slice(i, i + 2))],
    ] as const) {
      // The holds of the round before ran out and were freed.
      t.clock.advance(16 * 60_000);
      await t.app.get(ReleaseHoldsService).releaseExpired();
      const agent = (await login(t, 'studente3@lavagna.test')).agent;
      const answers = await Promise.all(groups.map((days) => book(agent, [...days], hour)));
      const odd = answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => [a.status, a.body.code]);
      expect(odd).toEqual([]);
      const booked = answers.filter((a) => a.status === 201).reduce((n, a) => n + a.body.events.length, 0);
      expect(booked).toBe(MAX_HELD_LESSONS);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(answers.filter((a) => a.status === 409).map(() => messages.calendar.tooManyHeld));
      expect(await held(s3.user.userId)).toBe(MAX_HELD_LESSONS);
    }
  });
});
