// Shared parts of the benchmarks: the built server on a fresh database, HTTP calls, load loops.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EmptyFigure } from './figures.mjs';

const root = new URL('..', import.meta.url).pathname;
export let PORT = Number(process.env.BENCH_PORT ?? 3900);
/** Points every call of this module at another server (the soak runs its own, on its own port). */
export const usePort = (port) => {
  PORT = port;
};
/** The data folder of the server `startServer` runs. */
let dataDir = null;

/**
 * The bench server's embedded PostgreSQL as its superuser (the benchmarks make scratch databases),
 * from the credentials file the server wrote in its data folder; `database` appended when given.
 */
export const benchPostgres = (database) => {
  const { superuser } = JSON.parse(readFileSync(join(dataDir, '.pg-credentials.json'), 'utf8'));
  const server = `postgresql://${encodeURIComponent(superuser.user)}:${encodeURIComponent(superuser.password)}@127.0.0.1:${PORT + 1000}`;
  return database ? `${server}/${database}` : server;
};

/**
 * Ends a pool of the bench's own. pg-pool's end() resolves before its connections have finished
 * closing, and the server may stop the database right after the last part: a connection then told
 * to stop (57P01) is expected, not a failure of the run.
 */
export const endPool = (pool) => {
  pool.on('error', () => undefined);
  return pool.end();
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One HTTP call; resolves with status, parsed body, the session cookies it set and the answer's
 * headers. `from` is the client address the call claims (the bench server trusts its loopback
 * proxy, as behind nginx); `extra` are more request headers (e.g. If-None-Match).
 */
export const call = (method, path, body, cookie, from, extra = {}) =>
  new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(from ? { 'x-forwarded-for': from } : {}), ...extra };
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, agent, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        let json = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {}
        resolve({ status: res.statusCode, body: json, headers: res.headers, cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') });
      });
    });
    req.on('error', reject);
    req.end(data);
  });

export const startServer = async () => {
  const busy = await call('GET', '/api/health/live').then(() => true, () => false);
  if (busy) throw new Error(`Port ${PORT} already answers: stop that server or set BENCH_PORT`);
  dataDir = mkdtempSync(join(tmpdir(), 'lavagna-bench-'));
  const started = performance.now();
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chromium's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), PG_PORT: String(PORT + 1000), LAVAGNA_DATA_DIR: dataDir, TRUST_PROXY: 'loopback' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await call('GET', '/api/health')).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = performance.now() - started;
  const stop = async () => {
    child.kill('SIGINT');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { startupMs, stop };
};

/**
 * `count` students signed up, confirmed and signed in, each from an address of its own as real
 * students are (one address may sign up only so many accounts an hour). Their password is 'Quaderno-a-righe-7'.
 */
export const signUpStudents = async (prefix, count, examYear) => {
  for (let i = 0; i < count; i++) {
    const res = await call('POST', '/api/users/create', {
      email: `${prefix}${i}@esempio.it`, pw: 'Quaderno-a-righe-7', name: 'Bench', surname: `N${i}`, birthYear: 2006,
      residence: { region: 'Lazio', province: 'Roma' }, school: { schoolType: 'Università', institute: 'Sapienza', examYear },
      personalSettings: { privacyConsent: true },
    }, undefined, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    if (res.status !== 201) throw new Error(`signup ${prefix}${i}: ${res.status} ${res.body?.message ?? ''}`);
  }
  // The confirmation e-mails are a reaction to the sign-ups: wait until every one has been in the
  // outbox. The outbox shows the newest 200, and an earlier part's notices may still be arriving:
  // each poll adds what it sees, so a confirmation pushed out of the window later is not lost.
  const waitUntil = Date.now() + 60_000;
  const links = new Map();
  while (Date.now() < waitUntil && links.size < count) {
    for (const m of (await call('GET', '/api/dev/outbox')).body) {
      if (m.to.startsWith(prefix) && m.links.length > 0 && !links.has(m.to)) links.set(m.to, m.links[0]);
    }
    if (links.size < count) await new Promise((r) => setTimeout(r, 100));
  }
  if (links.size < count) throw new Error(`signup ${prefix}: ${count - links.size} e-mail di conferma mai arrivate / confirmation e-mails never queued`);
  for (const [to, link] of links) {
    const confirmed = await call('GET', `/api/users/confirm-signup/${link.split('/').pop()}`);
    if (confirmed.status !== 200) throw new Error(`conferma di ${to}: ${confirmed.status} ${confirmed.body?.message ?? ''}`);
  }
  const sessions = [];
  for (let i = 0; i < count; i++) sessions.push(await login(`${prefix}${i}@esempio.it`, 'Quaderno-a-righe-7'));
  return sessions;
};

/** A payer's billing data (a parent, Mario Rossi, and his codice fiscale): a payment asks for it first. */
export const BILLING = { nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA85T10F205R', indirizzo: 'Via Dante 12', cap: '20121', comune: 'Milano', provincia: 'MI' };

export const giveBilling = async (session) => {
  const res = await call('PUT', `/api/users/${session.user.userId}/billing`, BILLING, session.cookie);
  if (res.status !== 200) throw new Error(`billing ${session.user.userId}: ${res.status} ${res.body?.message ?? ''}`);
};

export const login = async (email, pw = 'Lavagna2026!') => {
  const res = await call('POST', '/api/users/check', { email, pw });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return { cookie: res.cookies, user: res.body.user };
};

/** The value at percentile `p` (0-100) of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `total` requests through `concurrency` workers: latency percentiles, throughput, failures (printed unless `quiet`). */
export const load = async (label, { total, concurrency, quiet = false }, request, ok = (s) => s === 200) => {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        const { status } = await request(worker, index);
        latencies.push(performance.now() - t0);
        if (!ok(status)) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return summary(label, [{ latencies, seconds, failures }], quiet);
};

/** One row of figures out of one or more runs of the same request (e.g. interleaved rounds). */
export const summary = (label, runs, quiet = false) => {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const failures = runs.reduce((sum, r) => sum + r.failures, 0);
  if (latencies.length - failures <= 0) throw new EmptyFigure(`nessuna risposta riuscita / no successful answer: ${label} (${latencies.length} richieste, ${failures} errori)`);
  const row = { label, p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / seconds, failures, latencies, seconds };
  if (!quiet) {
    console.log(
      `  ${label.padEnd(34)} p50 ${row.p50.toFixed(1).padStart(7)} ms   p99 ${row.p99.toFixed(1).padStart(7)} ms   ${row.rps.toFixed(0).padStart(6)} req/s   errori ${failures}`,
    );
  }
  return row;
};

export const ratio = (a, b) => (a / b).toFixed(2);

/** Runs `work` while another process spins on one core (a figure must hold on a machine shared with other work). */
export const withBusyCore = async (work) => {
  const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    spinner.kill('SIGKILL');
  }
};

/** yyyy-MM-dd in Rome, `days` after today. */
export const romeDay = (days) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));

/** UTC ISO of a whole Rome local hour of a day (offset probed from the zone, DST-correct). */
export const romeInstant = (day, hour) => {
  const guess = new Date(`${day}T${String(hour % 24).padStart(2, '0')}:00:00Z`);
  if (hour >= 24) guess.setUTCDate(guess.getUTCDate() + 1);
  const shown = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: 'numeric', hourCycle: 'h23' }).format(guess));
  let offset = shown - (hour % 24);
  if (offset > 12) offset -= 24;
  if (offset < -12) offset += 24;
  return new Date(guess.getTime() - offset * 3_600_000).toISOString();
};
