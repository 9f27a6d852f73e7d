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
});
