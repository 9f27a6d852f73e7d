// The operator's tools on the soaked database, run as `npm run verify` and `npm run rebuild` run
// them (the built CLIs, finding the PostgreSQL already up on the soak's port), and the read models,
// the timed work and the reactors' checkpoints compared row by row before and after the rebuild.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { READ_MODEL_TABLES } from '../../apps/api/dist/read-models.js';

const root = new URL('../..', import.meta.url).pathname;

const cli = (name, env) => {
  const t0 = performance.now();
  const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/cli', `${name}.js`)], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim(), ms: performance.now() - t0 };
};

/** `npm run verify`: the hash chain of the whole log. */
export const verify = (env) => {
  const run = cli('verify', env);
  const head = /Integro: (\d+) eventi, hash finale (\S+)/.exec(run.out);
  return { ok: run.code === 0 && head !== null, events: head ? Number(head[1]) : null, head: head?.[2] ?? null, line: run.out || run.err, ms: run.ms };
};

/** State that is not a read model and that a rebuild must leave as it was, row for row. */
const KEPT = ['timed_work', 'reactor_checkpoints'];

/** Every read model and the kept state, row by row in a stable order. */
export const snapshot = async (pool) => {
  const tables = {};
  for (const table of [...READ_MODEL_TABLES, ...KEPT]) {
    const { rows } = await pool.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`);
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
};

/** `npm run rebuild`, then the tables whose rows differ from before (with how many rows differ). */
export const rebuildAndCompare = async (pool, env) => {
  const before = await snapshot(pool);
  const run = cli('rebuild', env);
  if (run.code !== 0) return { ok: false, line: run.err || run.out, differing: [], rows: 0, ms: run.ms };
  const after = await snapshot(pool);
  const differing = [];
  for (const table of [...READ_MODEL_TABLES, ...KEPT]) {
    const was = new Set(before[table]);
    const is = new Set(after[table]);
    const gone = before[table].filter((r) => !is.has(r));
    const added = after[table].filter((r) => !was.has(r));
    if (gone.length || added.length) differing.push({ table, gone, added });
  }
  const rows = READ_MODEL_TABLES.reduce((sum, t) => sum + before[t].length, 0);
  return { ok: differing.length === 0, line: run.out, differing, rows, timedWork: before.timed_work.length, ms: run.ms };
};
