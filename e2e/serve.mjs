// Starts the built app for the browser tests: one throw-away PostgreSQL and, for each Playwright
// worker, a server of its own on a database of its own (E2E_SERVERS, from playwright.config via
// e2e/servers.ts), so flows that run side by side never share a calendar. Alone (as
// scripts/record-instructions.mjs runs it) it starts one server on PORT. On SIGTERM or SIGINT it
// stops the servers and PostgreSQL and removes the data folder it made.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres } from '../apps/api/dist/infrastructure/database/embedded-postgres.js';

const main = join(dirname(fileURLToPath(import.meta.url)), '../apps/api/dist/main.js');
const servers = process.env.E2E_SERVERS ? JSON.parse(process.env.E2E_SERVERS) : [{ port: Number(process.env.PORT ?? 3100) }];
const made = !process.env.LAVAGNA_DATA_DIR;
const dir = process.env.LAVAGNA_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lavagna-e2e-'));

// A throw-away cluster: no fsync (what a transaction sees and refuses is unchanged).
const database = await startEmbeddedPostgres(dir, Number(process.env.PG_PORT ?? servers[0].port + 2000), undefined, { durable: false });

const children = [];
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exits = Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve))));
  for (const child of running) child.kill('SIGTERM');
  // A server still closing its streams after 5 s is killed: PostgreSQL stops only when its clients are gone.
  if ((await Promise.race([exits.then(() => true), sleep(5_000).then(() => false)])) === false) {
    for (const child of running) child.kill('SIGKILL');
    await exits;
  }
  await database.stop().catch(() => undefined);
  process.exit(code);
};
// On 'exit', whoever ends the process: embedded-postgres's own signal hook stops the cluster and
// exits, maybe before stop() above is through.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (made) rmSync(dir, { recursive: true, force: true });
});
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

for (const [index, server] of servers.entries()) {
  const name = `lavagna_${index}`;
  await database.createDatabase(name);
  const env = { ...process.env, PORT: String(server.port), DATABASE_URL: database.connectionString(name) };
  delete env.E2E_SERVERS;
  if (server.analyticsPort) env.POSTHOG_HOST = `http://127.0.0.1:${server.analyticsPort}`;
  if (server.googlePort) env.GOOGLE_OAUTH_BASE = env.GOOGLE_API_BASE = `http://127.0.0.1:${server.googlePort}`;
  // What the servers print for an operator is not the tests' business; their errors are.
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Il server di prova sulla porta ${server.port} si è fermato (${signal ?? code}) / The test server on port ${server.port} stopped`);
    void stop(1);
  });
  children.push(child);
}

// Ready when every server answers its health check.
const healthy = (port) => fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false);
while (!stopping) {
  const answers = await Promise.all(servers.map((s) => healthy(s.port)));
  if (answers.every(Boolean)) break;
  await sleep(250);
}
if (!stopping) console.log(`Server di prova pronti: ${servers.map((s) => s.port).join(', ')}`);
