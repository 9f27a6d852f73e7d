import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * One real PostgreSQL for the whole run; each suite makes its own database in it. The run's
 * folder also holds every temporary folder the suites and the servers they start make (TMPDIR,
 * which the workers inherit): the teardown removes it all, personal keys written by the export
 * tests and the crash tests' data folders included, instead of leaving them in /tmp run after run.
 */
export default async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-int-'));
  const scratch = join(dir, 'tmp');
  mkdirSync(scratch);
  process.env.TMPDIR = scratch;
  const port = await freePort();
  // A cluster thrown away after the run: commits need not reach the disk (what a test proves is what transactions see).
  const db = await startEmbeddedPostgres(dir, port, undefined, { durable: false });
  Object.assign(globalThis, { lavagnaDb: db, lavagnaDbDir: dir });
  // The superuser makes each suite's database; the suite's app connects as the app role, as `npm start` does.
  process.env.LAVAGNA_TEST_PG = db.adminConnectionString('postgres');
  process.env.LAVAGNA_TEST_PG_APP = db.connectionString('postgres');
};
