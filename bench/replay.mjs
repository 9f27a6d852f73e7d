// The accountant's replay at scale: a million events of the app's own mix in a scratch
// database, then `replay --report fiscal` and `rebuild` timed next to a plain sequential
// read of the same events table in the same run (the ratio is the figure).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { exportLog, importLog, migrateEventStore, seal, unseal } from '../eventstore/dist/index.js';
import { migrateAllReadModels } from '../apps/api/dist/read-models.js';
import { record } from './figures.mjs';
import { benchPostgres, call, endPool, login, ratio, romeDay, romeInstant } from './lib.mjs';
import { benchPayments } from './payments.mjs';

const root = new URL('..', import.meta.url).pathname;
const TARGET = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const server = (db) => benchPostgres(db);
const rate = (events, ms) => Math.round(events / (ms / 1000)).toLocaleString('it-IT');

/** The log the other benchmarks just wrote through the API: the template of a realistic mix. */
const templateLines = async (pool) => {
  const sink = new PassThrough();
  const chunks = [];
  sink.on('data', (c) => chunks.push(c));
  await exportLog(pool, sink);
  sink.end();
  return Buffer.concat(chunks).toString('utf8').trim().split('\n');
};

const retag = (text, tag) =>
  text
    .replace(/\b[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g, `${tag}$1`)
    .replace(/([A-Za-z0-9._%+-]+)@([a-z0-9-]+\.[a-z]{2,})/g, `$1+${tag}@$2`)
    .replace(/\b(LV-[A-Z0-9]{4}-[A-Z0-9]{4}|DEMO-[A-Z0-9]+|CAPTURE-[A-Z0-9]+)\b/g, `$1-${tag}`);

const SEALED = /\{"\$pii":\{"key":"[0-9a-f-]{36}","data":"[A-Za-z0-9+/=.]+"(,"text":true)?\}\}/g;

/**
 * Copy n of the template: the same history lived by another tutor and other students, so every
 * id, e-mail, coupon and provider code is new and every constraint still holds. A sealed personal
 * value is opened with the template's key, changed alike and sealed again for the copy's owner
 * (whose key is the template owner's, copied): retagging ids only touches text in clear and is
 * idempotent, base64 holds no '-' nor '@'.
 */
const copyOf = (line, n, keys) => {
  const tag = n.toString(16).padStart(8, '0');
  const resealed = line.replace(SEALED, (text) => {
    const sealed = JSON.parse(text);
    const key = keys.get(sealed.$pii.key);
    if (!key) return text;
    return JSON.stringify(seal(JSON.parse(retag(JSON.stringify(unseal(sealed, key)), tag)), retag(sealed.$pii.key, tag), key));
  });
  return retag(resealed, tag);
};

function* generate(template, total, keys) {
  let produced = 0;
  for (let n = 1; produced < total; n++) {
    for (const line of template) {
      if (produced++ >= total) return;
      yield `${copyOf(line, n, keys)}\n`;
    }
  }
}

/** The template's keys for every copy's owners (a tombstone stays a tombstone). */
const keysOfCopies = (keys, copies) =>
  Array.from({ length: copies }, (_, i) => keys.map((k) => ({ ...k, user_id: retag(k.user_id, (i + 1).toString(16).padStart(8, '0')) }))).flat();

/**
 * Adds what the earlier benchmarks do not do to the template: paid lessons cancelled into
 * coupons, moves by student and teacher, teacher coupons, and lessons paid with a coupon.
 */
const livedMix = async () => {
  const teacher = await login('docente@lavagna.test');
  for (let i = 0; i < 8; i++) {
    const student = await login(`paga${i}@esempio.it`, 'Quaderno-a-righe-7');
    const own = (await call('GET', '/api/calendar/personalevents', undefined, student.cookie)).body ?? [];
    const future = own.filter((l) => Date.parse(l.start) > Date.now() + 3 * 86_400_000);
    if (future[0]) await call('DELETE', `/api/calendar/events/${future[0]._id}`, undefined, student.cookie);
    const day = romeDay(82 + i);
    if (future[1]) await call('PUT', `/api/calendar/events/${future[1]._id}`, { start: romeInstant(day, 22), end: romeInstant(day, 23) }, i % 2 ? teacher.cookie : student.cookie);
    await call('POST', '/api/coupon/create-coupon', { userId: student.user.userId, amount: 25 }, teacher.cookie);
    const coupons = (await call('GET', `/api/coupon/get-coupons/${student.user.userId}`, undefined, student.cookie)).body?.data ?? [];
    const booked = await call('POST', '/api/calendar/events', { startEnd: [[romeInstant(romeDay(83 + i), 21), romeInstant(romeDay(83 + i), 22)]] }, student.cookie);
    const id = booked.body?.events?.[0]?._id;
    if (!id || !coupons[0]) continue;
    const order = await call('POST', '/api/payments/create-order', { eventIds: [id], couponCodes: [coupons[0].code] }, student.cookie);
    if (order.status === 200) await call('POST', '/api/payments/complete-order', { orderID: order.body.id }, student.cookie);
  }
};

const plainRead = async (pool) => {
  let after = '0';
  let read = 0;
  for (;;) {
    const { rows } = await pool.query('SELECT * FROM emt_messages WHERE global_position > $1 ORDER BY global_position LIMIT 5000', [after]);
    if (rows.length === 0) return read;
    read += rows.length;
    after = rows[rows.length - 1].global_position;
  }
};

const cli = (name, args, databaseUrl) => {
  const t0 = performance.now();
  // BENCH_CPU_PROFILE=<folder>: each command line writes its CPU profile there too.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const result = spawnSync(process.execPath, [...profile, join(root, 'apps/api/dist/cli', `${name}.js`), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${name}: ${result.stderr}`);
  return { ms: performance.now() - t0, out: result.stdout };
};

/** Whether the students of the payments part exist (they pay, move and cancel in the lived mix). */
const hasPayers = () => login('paga0@esempio.it', 'Quaderno-a-righe-7').then(() => true, () => false);

export const benchReplay = async () => {
  // Alone (BENCH_ONLY=replay), the log holds only the demo's: the payments part writes a lived one first.
  if (!(await hasPayers())) {
    console.log('\nReplay da solo: prima i pagamenti scrivono un registro vissuto');
    await benchPayments();
  }
  await livedMix();
  const source = new pg.Pool({ connectionString: server('lavagna'), max: 2 });
  const template = await templateLines(source);
  const keys = (await source.query('SELECT user_id, key, created_at, erased_at FROM personal_keys')).rows;
  await endPool(source);
  const admin = new pg.Client({ connectionString: server('postgres') });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS replay_bench');
  await admin.query('CREATE DATABASE replay_bench');
  await admin.end();
  const scratch = server('replay_bench');
  await migrateEventStore(scratch);
  const pool = new pg.Pool({ connectionString: scratch, max: 4 });
  await migrateAllReadModels(pool);

  const kinds = new Set(template.map((line) => JSON.parse(line).type));
  console.log(`\nReplay del contabile: ${TARGET.toLocaleString('it-IT')} eventi (copie del registro di ${template.length} eventi scritto dai benchmark qui sopra; tipi: ${[...kinds].join(', ')}):`);
  let t0 = performance.now();
  const copied = keysOfCopies(keys, Math.ceil(TARGET / template.length));
  const imported = await importLog(pool, Readable.from(generate(template, TARGET, new Map(keys.filter((k) => k.key).map((k) => [k.user_id, k.key])))), undefined, (client) =>
    client
      .query('INSERT INTO personal_keys (user_id, key, created_at, erased_at) SELECT * FROM unnest($1::text[], $2::bytea[], $3::timestamptz[], $4::timestamptz[])', [
        copied.map((k) => k.user_id),
        copied.map((k) => k.key),
        copied.map((k) => k.created_at),
        copied.map((k) => k.erased_at),
      ])
      .then(() => undefined),
  );
  const importMs = performance.now() - t0;
  await pool.query('VACUUM ANALYZE emt_messages');
  record('import_events_per_s', imported / (importMs / 1000));
  console.log(`  generazione (import JSONL con catena di hash)   ${(importMs / 1000).toFixed(1).padStart(6)} s   ${rate(imported, importMs).padStart(9)} eventi/s`);

  t0 = performance.now();
  const read = await plainRead(pool);
  const readMs = performance.now() - t0;
  record('plain_read_events_per_s', read / (readMs / 1000));
  console.log(`  lettura sequenziale semplice della tabella     ${(readMs / 1000).toFixed(1).padStart(6)} s   ${rate(read, readMs).padStart(9)} eventi/s`);

  const year = String(new Date().getUTCFullYear());
  const replay = cli('replay', ['--report', 'fiscal', '--year', year], scratch);
  const rows = replay.out.trim().split('\r\n').length - 2;
  record('replay_events_per_s', imported / (replay.ms / 1000));
  console.log(`  npm run replay -- --report fiscal (processo)   ${(replay.ms / 1000).toFixed(1).padStart(6)} s   ${rate(imported, replay.ms).padStart(9)} eventi/s   ${rows} pagamenti nel CSV`);
  console.log(`    rapporto replay / lettura semplice = ${ratio(read / replay.ms, read / readMs)} (obiettivo >= 0,33; >= 50.000 eventi/s)`);

  if (process.env.BENCH_SKIP_REBUILD !== '1') {
    const rebuild = cli('rebuild', [], scratch);
    record('rebuild_events_per_s', imported / (rebuild.ms / 1000));
    record('rebuild_vs_plain_read_ratio', read / rebuild.ms / (read / readMs));
    console.log(`  npm run rebuild (tutti i modelli di lettura)   ${(rebuild.ms / 1000).toFixed(1).padStart(6)} s   ${rate(imported, rebuild.ms).padStart(9)} eventi/s   rapporto / lettura semplice = ${ratio(read / rebuild.ms, read / readMs)}`);
  }
  const verify = cli('verify', [], scratch);
  record('verify_events_per_s', imported / (verify.ms / 1000));
  console.log(`  npm run verify (catena di hash)                ${(verify.ms / 1000).toFixed(1).padStart(6)} s   ${rate(imported, verify.ms).padStart(9)} eventi/s`);
  await endPool(pool);
};
