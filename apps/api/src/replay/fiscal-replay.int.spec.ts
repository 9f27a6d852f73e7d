import { fiscalQuerySchema, ITALIAN_MONTHS, it as messages } from '@lavagna/contracts';
import { fiscalReport } from '@lavagna/domain';
import { readLog } from '@lavagna/eventstore';
import { login } from '../../test/helpers.js';
import { runScenario } from '../../test/scenario.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { personalDataOn } from '../infrastructure/database/personal-data.js';
import { fiscalPaymentsFromLog } from './fiscal-replay.js';
import { fiscalCsv } from '../modules/admin/fiscal/fiscal-csv.js';

const replayCsv = async (t: TestApp, query: Record<string, string>, asOf?: Date) => {
  const payments = await fiscalPaymentsFromLog(personalDataOn(t.pool).decryptBatches(readLog(t.pool, { asOf, batchSize: 50 })));
  return fiscalCsv(fiscalReport(payments, fiscalQuerySchema.parse(query)), messages.fiscal.csv);
};

describe("the accountant's replay of the fiscal report", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prints, for an instant in the past, the very CSV the console exported then', async () => {
    await runScenario(t, 7, 90);
    const teacher = await login(t, 'docente@lavagna.test');
    const year = String(t.clock.now().getUTCFullYear());
    const exportedThen = (await teacher.agent.get(`/api/admin/fiscal.csv?year=${year}`).expect(200)).text;
    const { rows } = await t.pool.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const then = rows[0]!.now;
    expect(exportedThen.split('\r\n').length).toBeGreaterThan(3);

    // Life goes on: more payments, renames and coupons after the accountant's instant.
    await runScenario(t, 8, 90);
    const teacherNow = await login(t, 'docente@lavagna.test');
    const exportedNow = (await teacherNow.agent.get(`/api/admin/fiscal.csv?year=${year}`).expect(200)).text;
    expect(exportedNow).not.toEqual(exportedThen);

    expect(await replayCsv(t, { year }, then)).toEqual(exportedThen);
    expect(await replayCsv(t, { year })).toEqual(exportedNow);
  }, 180_000);

  it('agrees with the console for a month and a student, to the cent', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, 'studente1@lavagna.test');
    const now = t.clock.now();
    const month = ITALIAN_MONTHS[now.getUTCMonth()]!;
    const query = { year: String(now.getUTCFullYear()), month, studentId: student.user.userId };
    const served = (await teacher.agent.get('/api/admin/fiscal.csv').query(query).expect(200)).text;
    expect(await replayCsv(t, query)).toEqual(served);
  });
});
