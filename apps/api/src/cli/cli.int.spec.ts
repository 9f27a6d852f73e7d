import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freshDatabase } from '../../../../eventstore/test/fresh-database.js';
import { login } from '../../test/helpers.js';
import { runScenario } from '../../test/scenario.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { snapshotReadModels } from '../../test/read-model-snapshot.js';

const root = resolve(import.meta.dirname, '../../../..');
const dist = (name: string) => join(root, 'apps/api/dist/cli', `${name}.js`);

/** Runs a built command the way `npm run <name>` does, against a chosen database. */
const cli = (name: string, args: string[], databaseUrl: string) => {
  const result = spawnSync(process.execPath, [dist(name), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

describe("the accountant's commands (npm run replay, export, import, verify, rebuild)", () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-cli-'));
  beforeAll(async () => {
    // `npm test` type-checks (and so builds) before the integration specs; alone, build here.
    if (!existsSync(dist('replay'))) spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: root });
    t = await createTestApp();
    await runScenario(t, 42, 80);
  }, 180_000);
  afterAll(() => t.close());

  it('replay prints the CSV the console serves, and refuses a bad month in Italian', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const year = String(t.clock.now().getUTCFullYear());
    const served = await teacher.agent.get(`/api/admin/fiscal.csv?year=${year}`).expect(200);
    const asOf = new Date(Date.now() + 60_000).toISOString().replace('Z', '+00:00');
    const replay = cli('replay', ['--report', 'fiscal', '--year', year, '--as-of', asOf], t.connectionString);
    expect(replay.code).toBe(0);
    expect(replay.out).toEqual(served.text);
    const bad = cli('replay', ['--report', 'fiscal', '--year', year, '--month', 'june'], t.connectionString);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Mese non valido');
    const wallTime = cli('replay', ['--report', 'fiscal', '--year', year, '--as-of', '2026-06-30T23:59:59'], t.connectionString);
    expect(wallTime.err).toContain('istante con fuso');
  }, 60_000);

  it('export then import into an empty database reproduces every read model and a valid chain', async () => {
    const file = join(dir, 'eventi.jsonl');
    const exported = cli('export', ['--out', file], t.connectionString);
    expect(exported.code).toBe(0);
    const { rows } = await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages');
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(rows[0]!.n);

    const target = await freshDatabase('imp');
    // The signing keys are configuration, not events: carry them so e-mail links render alike.
    const copy = new pg.Pool({ connectionString: target, max: 2 });
    copy.on('error', () => undefined);
    await copy.query('CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL)');
    for (const s of (await t.pool.query('SELECT name, value FROM app_secrets')).rows) await copy.query('INSERT INTO app_secrets VALUES ($1, $2)', [s.name, s.value]);
    const imported = cli('import', ['--in', file], target);
    expect(imported.err).not.toContain('Errore');
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('catena integra');
    const again = cli('import', ['--in', file], target);
    expect(again.code).toBe(1);
    expect(again.err).toContain('non è vuoto');

    try {
      const original = await snapshotReadModels(t);
      const copied = await snapshotReadModels({ pool: copy });
      for (const table of Object.keys(original)) expect([table, copied[table]]).toEqual([table, original[table]]);
    } finally {
      await copy.end();
    }
  }, 120_000);

  it('verify names the first altered event; rebuild restores the read models', async () => {
    expect(cli('verify', [], t.connectionString)).toMatchObject({ code: 0, out: expect.stringMatching(/^Integro: \d+ eventi, hash finale [0-9a-f]{64}\n$/) });
    const before = await snapshotReadModels(t);
    await t.pool.query('TRUNCATE lessons, bookings');
    const rebuilt = cli('rebuild', [], t.connectionString);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.err).toContain('Ricostruzione [##############################] 100%');
    expect(await snapshotReadModels(t)).toEqual(before);

    const { rows } = await t.pool.query<{ global_position: string; stream_id: string }>(
      "UPDATE emt_messages SET message_data = jsonb_set(message_data, '{totals,discountedGross}', '1') WHERE message_type = 'OrderCaptured' AND global_position = (SELECT min(global_position) FROM emt_messages WHERE message_type = 'OrderCaptured') RETURNING global_position, stream_id",
    );
    const verify = cli('verify', [], t.connectionString);
    expect(verify.code).toBe(1);
    expect(verify.out).toContain(`NON INTEGRO - evento alterato: posizione ${rows[0]!.global_position} (stream ${rows[0]!.stream_id}`);
  }, 120_000);
});
