// Soak under faults (never part of `npm test`): the built server on a fresh embedded PostgreSQL,
// a mixed load of bookings, payments, moves and cancellations, the server killed with SIGKILL
// three times and restarted on the same data folder; then every acknowledged write looked for,
// double bookings counted, `verify` and `rebuild` run. Exits 1 when an invariant fails.
// SOAK_SECONDS (default 180) is the length of the load; SOAK_PORT (3950) the HTTP port, the
// PostgreSQL port 1000 above it; SOAK_KEEP=1 keeps the data folder (always kept on a failure).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/api/dist/infrastructure/database/embedded-postgres.js';
import { call, endPool, login, signUpStudents, usePort } from './lib.mjs';
import { checkAcknowledged, checkLessonStates, countDoubleBookings, findPhantoms, resolveLost } from './soak/checks.mjs';
import { loadDatabase, paymentFigures } from './soak/database.mjs';
import { createLedger } from './soak/ledger.mjs';
import { runLoad } from './soak/load.mjs';
import { rebuildAndCompare, verify } from './soak/operator.mjs';
import { failures, printReport } from './soak/report.mjs';
import { createSupervisor, serverEnv } from './soak/server.mjs';
import { createWorld } from './soak/world.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const PORT = Number(process.env.SOAK_PORT ?? 3950);
const PG_PORT = PORT + 1000;
const STUDENTS = 30;
const CLIENTS = 10;
const KILLS = 3;
const TEACHER = { email: 'docente@lavagna.test', password: 'Lavagna2026!' };
const STUDENT_PASSWORD = 'Quaderno-a-righe-7';

if (!(SECONDS >= 60)) throw new Error('SOAK_SECONDS: almeno 60, perché ci stiano tre uccisioni e tre riavvii');
usePort(PORT);
if (await call('GET', '/api/health/live').then(() => true, () => false)) throw new Error(`La porta ${PORT} risponde già: ferma quel server o imposta SOAK_PORT`);

const started = performance.now();
const dataDir = mkdtempSync(join(tmpdir(), 'lavagna-soak-'));
const server = createSupervisor({ port: PORT, pgPort: PG_PORT, dataDir });
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Three SIGKILLs at random moments, one in each third of the load, each followed by a restart. */
const killer = async (t0, ms) => {
  const kills = [];
  let earliest = t0;
  for (let n = 1; n <= KILLS; n++) {
    const at = Math.max(t0 + ms * (0.1 + (0.75 * (n - 1 + Math.random())) / KILLS), earliest);
    await sleep(at - Date.now());
    const killedAt = performance.now();
    const { pid, orphanedPostgres } = await server.kill();
    const restart = await server.start();
    kills.push({ n, atMs: Date.now() - t0, pid, orphaned: orphanedPostgres !== null, staleStopped: restart.staleStopped, outageMs: performance.now() - killedAt });
    console.log(`  SIGKILL ${n} dopo ${((Date.now() - t0) / 1000).toFixed(0)} s di carico; di nuovo in servizio in ${(restart.readyMs / 1000).toFixed(1)} s`);
    earliest = Date.now() + 10_000;
  }
  return kills;
};

let report;
try {
  await server.start();
  const teacher = { ...TEACHER, ...(await login(TEACHER.email, TEACHER.password)) };
  await call('PUT', '/api/users/availabilities', { availability: Array.from({ length: 7 }, () => [480, 1380]) }, teacher.cookie);
  const sessions = (await signUpStudents('soak', STUDENTS, 'Fisica 1')).map((s, i) => ({ ...s, email: `soak${i}@esempio.it`, password: STUDENT_PASSWORD }));
  const world = createWorld(sessions, teacher);
  const ledger = createLedger();

  console.log(`Soak: ${SECONDS} s di carico misto, ${STUDENTS} studenti in ${CLIENTS} client e il docente, ${KILLS} SIGKILL del server (dati in ${dataDir})`);
  const t0 = Date.now();
  const [, kills] = await Promise.all([runLoad(world, ledger, { clients: CLIENTS, until: t0 + SECONDS * 1000 }), killer(t0, SECONDS * 1000)]);
  const loadMs = Date.now() - t0;
  await server.stop();

  // The checks read the database with the server stopped, on a PostgreSQL of their own.
  const embedded = await startEmbeddedPostgres(dataDir, PG_PORT);
  const pool = new pg.Pool({ connectionString: embedded.connectionString('lavagna'), max: 2 });
  try {
    const db = await loadDatabase(pool);
    const env = serverEnv({ port: PORT, pgPort: PG_PORT, dataDir });
    report = {
      students: STUDENTS,
      clients: CLIENTS,
      killsWanted: KILLS,
      loadMs,
      starts: server.starts,
      kills,
      calls: ledger.table(),
      races: world.races,
      payments: paymentFigures(db),
      errors: ledger.errors,
      acked: checkAcknowledged(ledger, db),
      lost: resolveLost(ledger, db),
      states: checkLessonStates(world, db),
      phantoms: findPhantoms(world, db),
      doubles: countDoubleBookings(db),
      verify: verify(env),
      rebuild: await rebuildAndCompare(pool, env),
    };
  } finally {
    await endPool(pool);
    await embedded.stop();
  }
} finally {
  await server.cleanUp();
}

report.totalMs = performance.now() - started;
printReport(report);
const failed = failures(report);
if (failed.length > 0) {
  console.log(`\nSOAK NON RIUSCITO: ${failed.join('; ')}. Dati e log del server in ${dataDir}`);
  process.exit(1);
}
if (process.env.SOAK_KEEP === '1') console.log(`\nDati e log del server in ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });
console.log('\nSoak riuscito: ogni invariante regge.');
