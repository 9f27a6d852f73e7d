import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { registerStudents } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('fifty students racing for one hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the slot to exactly one of them and stores one lesson', async () => {
    const emails = await registerStudents(t, 50);
    const agents = await Promise.all(emails.map(async (e) => (await login(t, e, 'Quaderno-a-righe-7')).agent));
    // Overlapping, not identical: every request covers 15:00-16:00 on Thursday 12 March.
    const requests = agents.map((agent, i) => {
      const start = i % 3 === 0 ? 14 * 60 + 30 : 15 * 60;
      return agent.post('/api/calendar/events').send({
        startEnd: [[atRome('2026-03-12', start).toISOString(), atRome('2026-03-12', start + (i % 2 === 0 ? 90 : 60)).toISOString()]],
      });
    });
    const answers = await Promise.all(requests);
    const statuses = answers.map((r) => r.status);
    const odd = answers.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body.code]);
    expect(odd).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const stored = await t.pool.query("SELECT count(*)::int AS n FROM lessons WHERE status IN ('held', 'booked')");
    const slots = await t.pool.query('SELECT count(*)::int AS n FROM lesson_slots');
    expect([stored.rows[0].n, slots.rows[0].n]).toEqual([1, 1]);
  }, 60_000);

  it('answers bookings that take the same two hours in opposite order 201 or 409, never a deadlock', async () => {
    // Appends commit side by side (ADR 0007): one booking writes Monday's hour then Tuesday's while
    // the other writes Tuesday's then Monday's, and PostgreSQL may abort one of them as a deadlock.
    // That one is decided again, on what the winner booked.
    const emails = await registerStudents(t, 40, 'incrocio');
    const agents = await Promise.all(emails.map(async (e) => (await login(t, e, 'Quaderno-a-righe-7')).agent));
    const hour = (day: string, minute: number) => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];
    const pairs = [['2026-03-16', '2026-03-17'], ['2026-03-18', '2026-03-19'], ['2026-03-20', '2026-03-23'], ['2026-03-24', '2026-03-25'], ['2026-03-26', '2026-03-27']];
    const minutes = [600, 720];
    const races = pairs.flatMap(([a, b]) => minutes.map((m) => [hour(a!, m), hour(b!, m)]));
    const answers = (
      await Promise.all(
        races.map(([first, second], r) =>
          Promise.all(agents.slice(4 * r, 4 * r + 4).map((agent, i) => agent.post('/api/calendar/events').send({ startEnd: i % 2 === 0 ? [first, second] : [second, first] }))),
        ),
      )
    ).flat();
    expect(answers.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body.message])).toEqual([]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(races.length);
  }, 120_000);
});
