import { atRome } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../infrastructure/security/passwords.js';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { UsersQuery, UserStream } from '../../accounts/index.js';

/** Confirmed students registered straight through the account stream (no e-mail round trip). */
const registerStudents = async (t: TestApp, count: number) => {
  const teacher = (await t.app.get(UsersQuery).teacher())!;
  const passwordHash = await hashPassword('password123');
  const stream = t.app.get(UserStream);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const email = `gara${i}@esempio.it`;
    await stream.execute(
      'RegisterUser',
      {
        userId, teacherId: teacher.userId, identity: 'student', email, passwordHash, name: 'Gara', surname: `N${i}`,
        birthYear: 2008, residence: null, school: null, tutor: null, privacyConsent: true, hourlyRateCents: 2500,
        confirmation: null, emailId: randomUUID(),
      },
      { userId, role: 'student' },
    );
    emails.push(email);
  }
  return emails;
};

describe('fifty students racing for one hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the slot to exactly one of them and stores one lesson', async () => {
    const emails = await registerStudents(t, 50);
    const agents = await Promise.all(emails.map(async (e) => (await login(t, e, 'password123')).agent));
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
