import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateEventStore } from '@lavagna/eventstore';
import pg from 'pg';
import { freshDatabase } from '../../../../eventstore/test/fresh-database.js';
import { cli, ensureBuilt, root } from '../../test/built-server.js';
import { login } from '../../test/helpers.js';
import { runScenario } from '../../test/scenario.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { snapshotReadModels } from '../../test/read-model-snapshot.js';

describe("the accountant's commands (npm run replay, export, import, verify, rebuild)", () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-cli-'));
  beforeAll(async () => {
    ensureBuilt();
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

  it("npm run replay > giugno.csv, the README's own command, writes only the CSV", () => {
    // A shell like the operator's: none of the npm_* variables an outer `npm test` would pass down.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    const file = join(dir, 'giugno.csv');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const command = readme.match(/^npm run replay -- .* > giugno\.csv$/m)?.[0];
    expect(command).toBeDefined();
    const run = spawnSync('sh', ['-c', command!.replace('giugno.csv', JSON.stringify(file))], {
      cwd: root,
      env: { ...env, DATABASE_URL: t.connectionString, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(run.status).toBe(0);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3, 8).toString('utf8')).toBe('Data;');
    expect(bytes.toString('utf8').trimEnd().split('\r\n').at(-1)).toMatch(/^Totale;/);
    // Build and progress lines are still shown, on stderr.
    expect(run.stderr).toContain('Database: DATABASE_URL');
  }, 300_000);

  it('export then import into an empty database reproduces every read model and a valid chain', async () => {
    const file = join(dir, 'eventi.jsonl');
    const keys = join(dir, 'chiavi.jsonl');
    const exported = cli('export', ['--out', file, '--keys', keys], t.connectionString);
    expect(exported.code).toBe(0);
    // The seeded teacher, three students and the accountant: one key each.
    expect(exported.err).toContain(`Chiavi personali: 5 in ${keys}`);
    expect(exported.err).toContain('Account cancellati: nessuno');
    const { rows } = await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages');
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(rows[0]!.n);

    // The same export through a pipe: nothing cut short at exit.
    const piped = cli('export', [], t.connectionString);
    expect(piped.code).toBe(0);
    expect(piped.out).toEqual(readFileSync(file, 'utf8'));
    expect(piped.err).toContain('Chiavi personali non esportate');

    const target = await freshDatabase('imp');
    // The signing keys are configuration, not events: carry them so e-mail links render alike.
    const copy = new pg.Pool({ connectionString: target, max: 2 });
    copy.on('error', () => undefined);
    await copy.query('CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL)');
    for (const s of (await t.pool.query('SELECT name, value FROM app_secrets')).rows) await copy.query('INSERT INTO app_secrets VALUES ($1, $2)', [s.name, s.value]);
    // Without the keys the sealed personal data could not be read: refused, nothing imported.
    const keyless = cli('import', ['--in', file], target);
    expect(keyless.code).toBe(1);
    expect(keyless.err).toContain('dati personali cifrati di 5 utenti senza chiave');
    const imported = cli('import', ['--in', file, '--keys', keys], target);
    expect(imported.err).not.toContain('Errore');
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('catena integra');
    const again = cli('import', ['--in', file, '--keys', keys], target);
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

    // Altered here and put back after: the other tests replay, export and import this log, whole.
    const { rows: kept } = await t.pool.query<{ global_position: string; data: string }>(
      "SELECT global_position, message_data::text AS data FROM emt_messages WHERE global_position = (SELECT min(global_position) FROM emt_messages WHERE message_type = 'OrderCaptured')",
    );
    try {
      const { rows } = await t.pool.query<{ global_position: string; stream_id: string }>(
        "UPDATE emt_messages SET message_data = jsonb_set(message_data, '{totals,discountedGross}', '1') WHERE message_type = 'OrderCaptured' AND global_position = (SELECT min(global_position) FROM emt_messages WHERE message_type = 'OrderCaptured') RETURNING global_position, stream_id",
      );
      const verify = cli('verify', [], t.connectionString);
      expect(verify.code).toBe(1);
      expect(verify.out).toContain(`NON INTEGRO - evento alterato: posizione ${rows[0]!.global_position} (stream ${rows[0]!.stream_id}`);
    } finally {
      await t.pool.query('UPDATE emt_messages SET message_data = $1::jsonb WHERE global_position = $2', [kept[0]!.data, kept[0]!.global_position]);
    }
  }, 120_000);

  it('replay prints a year of tens of thousands of payments through a pipe, whole', async () => {
    const database = await freshDatabase('big');
    await migrateEventStore(database);
    const pool = new pg.Pool({ connectionString: database, max: 2 });
    pool.on('error', () => undefined);
    try {
      await pool.query(`INSERT INTO emt_streams (stream_id, stream_position, stream_type, stream_metadata) VALUES ('user-s', 1, 'user', '{}')`);
      await pool.query(
        `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
         VALUES ('user-s', 1, '{"userId": "s", "name": "Anna", "surname": "Neri"}', '{}', '1', 'UserRegistered', 'u-1', pg_current_xact_id())`,
      );
      // 30,000 payments of 25 EUR: more than a megabyte of CSV, far beyond a pipe's buffer.
      await pool.query(
        `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
         SELECT 'order-' || g, 1, jsonb_build_object('orderId', 'o-' || g, 'studentId', 's', 'teacherId', 't', 'transactionId', 'CAPTURE-' || g,
                  'paidAt', to_char(timestamptz '2026-01-01 10:00Z' + g * interval '15 minutes', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
                  'totals', jsonb_build_object('discountedGross', 2500, 'discountedVat', 451, 'discountedNet', 2049)),
                '{}', '1', 'OrderCaptured', 'm-' || g, pg_current_xact_id()
           FROM generate_series(1, 30000) g`,
      );
      const replay = cli('replay', ['--report', 'fiscal', '--year', '2026'], database);
      expect(replay.err).not.toContain('Errore');
      expect(replay.code).toBe(0);
      const lines = replay.out.split('\r\n');
      expect(lines).toHaveLength(30000 + 3);
      expect(lines.at(-2)).toBe('Totale;;750.000,00;135.300,00;614.700,00');
      expect(lines[1]).toBe('01/01/2026;Anna Neri;25,00;4,51;20,49');
    } finally {
      await pool.end();
    }
  }, 60_000);
});
