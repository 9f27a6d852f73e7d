// The soak's supervisor of the built server: starts it on a data folder of its own, kills it with
// SIGKILL as a crash or an OOM killer would (the embedded PostgreSQL, its child, lives on), and
// starts it again on the same folder, as systemd or Docker's restart policy would.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stalePostgresOf, stopStalePostgres } from '../../apps/api/dist/infrastructure/database/embedded-postgres.js';
import { waitUntilUp } from './client.mjs';

const root = new URL('../..', import.meta.url).pathname;
/** What the server prints when it finds the PostgreSQL of a killed predecessor (embedded-postgres.ts). */
const STALE_NOTICE = /era ancora attivo/;

/**
 * The server's configuration; the operator's commands get the same (the outbox's links are
 * written with the server's address, so a rebuild under another PORT would write other links).
 */
export const serverEnv = ({ port, pgPort, dataDir }) => ({ PORT: String(port), PG_PORT: String(pgPort), LAVAGNA_DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });

export const createSupervisor = ({ port, pgPort, dataDir }) => {
  let child = null;
  let exited = null;
  /** One entry per start: how long it took to answer and what it said about the stale PostgreSQL. */
  const starts = [];

  const start = async () => {
    const n = starts.length + 1;
    const logFile = join(dataDir, `server-${n}.log`);
    const log = createWriteStream(logFile);
    const t0 = performance.now();
    child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
      cwd: root,
      env: { ...process.env, ...serverEnv({ port, pgPort, dataDir }), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const current = child;
    exited = new Promise((done) => current.once('exit', (code, signal) => done({ code, signal })));
    const ready = await Promise.race([waitUntilUp(180_000), exited.then(() => false)]);
    const readyMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 50));
    const printed = readFileSync(logFile, 'utf8');
    const entry = { n, readyMs, ready, staleStopped: STALE_NOTICE.test(printed), logFile };
    starts.push(entry);
    if (!ready) throw new Error(`il server non riparte (avvio ${n}), vedi ${logFile}:\n${printed.slice(-2000)}`);
    return entry;
  };

  /** SIGKILL: no shutdown hook runs, in-flight requests are cut, PostgreSQL is orphaned. */
  const kill = async () => {
    const pid = child.pid;
    child.kill('SIGKILL');
    await exited;
    return { pid, orphanedPostgres: stalePostgresOf(join(dataDir, 'pg')) };
  };

  /** A clean stop (SIGINT: the server closes and stops its PostgreSQL). */
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    await exited;
  };

  /** Whatever happened, no PostgreSQL of the soak's folder outlives it. */
  const cleanUp = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const stale = stalePostgresOf(join(dataDir, 'pg'));
    if (stale) await stopStalePostgres(stale.pid);
  };

  return { start, kill, stop, cleanUp, starts };
};
