import { mkdtempSync } from 'node:fs';
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

/** One real PostgreSQL for the whole run; each suite makes its own database in it. */
export default async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-int-'));
  const port = await freePort();
  // A cluster thrown away after the run: commits need not reach the disk (what a test proves is what transactions see).
  const db = await startEmbeddedPostgres(dir, port, undefined, { durable: false });
  Object.assign(globalThis, { lavagnaDb: db, lavagnaDbDir: dir });
  // The superuser makes each suite's database; the suite's app connects as the app role, as `npm start` does.
  process.env.LAVAGNA_TEST_PG = db.adminConnectionString('postgres');
  process.env.LAVAGNA_TEST_PG_APP = db.connectionString('postgres');
};
