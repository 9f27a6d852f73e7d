import { loadSecrets } from '../infrastructure/database/secrets.js';
import { ensureReadModelsCurrent, READ_MODEL_VERSION, rebuildAllReadModels } from '../read-models.js';
import { runScenario } from '../../test/scenario.js';
import { snapshotReadModels } from '../../test/read-model-snapshot.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('projection correctness: the read models are a function of the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rebuilds, from the log alone, exactly the read models the live appends wrote (seeded random mix)', async () => {
    const accepted = await runScenario(t, 20261122, 160);
    // The mix must really have exercised every kind of change.
    for (const kind of ['book', 'pay', 'move', 'cancel', 'coupon', 'rename']) expect(accepted[kind] ?? 0).toBeGreaterThan(0);
    const live = await snapshotReadModels(t);
    expect((live.bookings as unknown[]).length).toBeGreaterThan(3);

    // Scramble the read models, so a rebuild that did nothing could not pass.
    await t.pool.query("UPDATE bookings SET fiscal = jsonb_set(fiscal, '{gross}', '0')");
    await t.pool.query('DELETE FROM lessons WHERE ctid IN (SELECT ctid FROM lessons LIMIT 1)');
    expect(await snapshotReadModels(t)).not.toEqual(live);

    const secrets = await loadSecrets(t.pool);
    let reported = 0;
    const replayed = await rebuildAllReadModels(t.connectionString, t.pool, secrets, t.config, { batchSize: 37, onProgress: (done) => (reported = done) });
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM emt_messages');
    expect(replayed).toBe(rows[0].n);
    expect(reported).toBe(replayed);
    expect(await snapshotReadModels(t)).toEqual(live);
  }, 180_000);

  it('rebuilds at start-up a database whose read models have an older shape, once', async () => {
    const live = await snapshotReadModels(t);
    const secrets = await loadSecrets(t.pool);
    // A database written before the fiscal column existed.
    await t.pool.query('UPDATE bookings SET fiscal = NULL');
    await t.pool.query("INSERT INTO read_model_state (name, value) VALUES ('version', 'older') ON CONFLICT (name) DO UPDATE SET value = 'older'");
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM emt_messages');
    expect(await ensureReadModelsCurrent(t.connectionString, t.pool, secrets, t.config)).toBe(rows[0].n);
    expect(await snapshotReadModels(t)).toEqual(live);
    expect((await t.pool.query("SELECT value FROM read_model_state WHERE name = 'version'")).rows[0].value).toBe(READ_MODEL_VERSION);
    expect(await ensureReadModelsCurrent(t.connectionString, t.pool, secrets, t.config)).toBe(0);
  }, 120_000);
});
