import { billingProblem } from '@lavagna/domain';
import { DEMO_BILLING, seedDemoBilling } from './demo-billing.js';
import { DEMO_HISTORY, HISTORY_DAYS_AGO, seedDemoHistory } from './demo-history.js';
import { DEMO_ACCOUNTS } from './seed.js';
import { hashPassword } from './infrastructure/security/passwords.js';
import { UsersQuery } from './modules/accounts/index.js';
import { login, PASSWORD } from '../test/helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const DAY_MS = 86_400_000;
const [sara, paolo] = DEMO_HISTORY;

describe('the demo history (npm start in demo mode, on a new database)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const teacher = (await t.app.get(UsersQuery).teacher())!;
    // Recorded at the history's start (the test clock's 10 March 2026), read HISTORY_DAYS_AGO later.
    await seedDemoHistory(t.app, teacher.userId, await hashPassword(PASSWORD));
    t.clock.advance(HISTORY_DAYS_AGO * DAY_MS);
  });
  afterAll(() => t.close());

  it('gives Sara three lessons done and Paolo two, booked a week apart and paid', async () => {
    for (const student of [sara!, paolo!]) {
      const { agent, user } = await login(t, student.email);
      const profile = (await agent.get('/api/users/validate').expect(200)).body;
      expect(profile.classesDone).toBe(student.lessons);
      const lessons = (await agent.get(`/api/calendar/personalevents?teacherId=${user.teacherId}&studentId=${user.userId}`).expect(200)).body as {
        start: string;
        payment: { isPaid: boolean; paymentId: string };
      }[];
      expect(lessons).toHaveLength(student.lessons);
      expect(lessons.every((l) => l.payment.isPaid && l.payment.paymentId.length > 0)).toBe(true);
      const starts = lessons.map((l) => Date.parse(l.start)).sort();
      expect(starts.every((s) => s < t.clock.now().getTime())).toBe(true);
      for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(7 * DAY_MS);
    }
  });

  it('gives every demo student billing data: their own name, a codice fiscale that agrees with it and a right check character', async () => {
    const teacher = (await t.app.get(UsersQuery).teacher())!;
    await seedDemoBilling(t.app, teacher.userId); // as npm start does on a database seeded before
    const students = [...DEMO_ACCOUNTS.filter((a) => a.identity === 'student'), ...DEMO_HISTORY];
    expect(Object.keys(DEMO_BILLING).sort()).toEqual(students.map((s) => s.email).sort());
    for (const student of students) {
      const { agent, user } = await login(t, student.email);
      const billing = (await agent.get(`/api/users/${user.userId}/billing`).expect(200)).body;
      expect(billing).toEqual(DEMO_BILLING[student.email]);
      expect([student.email, billingProblem(billing)]).toEqual([student.email, null]);
      expect([billing.nome, billing.cognome]).toEqual([student.name, student.surname]);
    }
  });

  it('lets Sara leave her review and not Paolo', async () => {
    const review = { description: 'Liceo Scientifico, 5° Anno', text: 'Prima delle lezioni le derivate mi sembravano un muro; ora so da dove partire e perché ogni passaggio ha senso. Grazie!' };
    await (await login(t, sara!.email)).agent.post('/api/reviews').send(review).expect(201);
    const refused = await (await login(t, paolo!.email)).agent.post('/api/reviews').send(review).expect(403);
    expect(refused.body.message).toBe('Potrai lasciare una recensione dopo la tua terza lezione');
  });

  it('invoices every payment of the history, numbered from 1 in its year, under the demo profile', async () => {
    await t.settle();
    const { agent } = await login(t, 'docente@lavagna.test');
    const rows = (await agent.get('/api/admin/invoices?year=2026&month=marzo').expect(200)).body as { number: number; payer: string; total: number; regime: string; reason: string | null }[];
    expect(rows.map((r) => [r.number, r.total, r.regime, r.reason])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 25, 'RF01', null]));
    expect(rows.map((r) => r.payer).sort()).toEqual(['Paolo Gallo', 'Paolo Gallo', 'Sara Neri', 'Sara Neri', 'Sara Neri']);
  });

  it("puts the payments in the history's month of the fiscal report, never in today's", async () => {
    const { agent } = await login(t, 'docente@lavagna.test');
    const march = (await agent.get('/api/admin/fiscal?year=2026&month=marzo').expect(200)).body;
    // One payment per lesson, as the teacher recorded them.
    expect(march.rows.map((r: { user: string }) => r.user).sort()).toEqual(['Paolo Gallo', 'Paolo Gallo', 'Sara Neri', 'Sara Neri', 'Sara Neri']);
    expect(march.totals.gross).toBe(125);
    const april = (await agent.get('/api/admin/fiscal?year=2026&month=aprile').expect(200)).body;
    expect(april.rows).toEqual([]);
  });
});
