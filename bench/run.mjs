// Benchmarks (never part of `npm test`): start-up time, and login and /validate latency at
// 20 concurrent clients next to a trivial endpoint of the same API, all in one run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CONCURRENCY = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const LOGIN_REQUESTS = Number(process.env.BENCH_LOGIN_REQUESTS ?? 400);
const root = new URL('..', import.meta.url).pathname;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

const call = (method, path, body, cookie) =>
  new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method, path, agent, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, cookies: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });

const startServer = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lavagna-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), PG_PORT: String(PORT + 1000), LAVAGNA_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await call('GET', '/api/health')).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, dataDir, startupMs: performance.now() - started };
};

const stop = async ({ child }) => {
  child.kill('SIGINT');
  await new Promise((r) => child.on('exit', r));
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `total` requests through `CONCURRENCY` workers; latency percentiles and throughput. */
const load = async (label, total, request) => {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const { status } = await request(worker);
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const row = { label, requests: total, failures, p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: total / seconds };
  console.log(
    `${label.padEnd(26)} p50 ${row.p50.toFixed(1).padStart(7)} ms   p99 ${row.p99.toFixed(1).padStart(7)} ms   ${row.rps.toFixed(0).padStart(6)} req/s   errori ${failures}`,
  );
  return row;
};

const server = await startServer();
console.log(`Avvio (server + PostgreSQL incorporato nuovo + dati demo): ${(server.startupMs / 1000).toFixed(2)} s`);
try {
  const emails = ['studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test'];
  const cookies = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const res = await call('POST', '/api/users/check', { email: emails[i % 3], pw: 'Lavagna2026!' });
    cookies.push(res.cookies.map((c) => c.split(';')[0]).join('; '));
  }
  console.log(`\n${CONCURRENCY} client concorrenti:`);
  const trivial = await load('GET /api/health', REQUESTS, () => call('GET', '/api/health'));
  const validate = await load('GET /api/users/validate', REQUESTS, (w) => call('GET', '/api/users/validate', undefined, cookies[w]));
  const login = await load('POST /api/users/check', LOGIN_REQUESTS, (w) =>
    call('POST', '/api/users/check', { email: emails[w % 3], pw: 'Lavagna2026!' }),
  );
  console.log(`\nRapporti nella stessa esecuzione: validate/health req/s = ${(validate.rps / trivial.rps).toFixed(2)}, ` +
    `login/health req/s = ${(login.rps / trivial.rps).toFixed(3)} (argon2id: ~19 MiB e 2 passate per login)`);
} finally {
  await stop(server);
  rmSync(server.dataDir, { recursive: true, force: true });
}
