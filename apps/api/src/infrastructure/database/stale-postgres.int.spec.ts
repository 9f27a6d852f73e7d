import { jest } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, freePort, startServer, until, type BuiltServer } from '../../../test/built-server.js';

jest.setTimeout(180_000);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` killed with SIGKILL leaves its embedded PostgreSQL running on the data folder; the
 * next start must not die on the lock file: it stops that server cleanly, says so, and starts.
 */
describe('a PostgreSQL left running by a killed server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lavagna-stale-'));
  const lockFile = join(dataDir, 'pg', 'postmaster.pid');
  let env: NodeJS.ProcessEnv;
  let server: BuiltServer | null = null;

  beforeAll(async () => {
    ensureBuilt();
    env = { ...process.env, LAVAGNA_DATA_DIR: dataDir, PG_PORT: String(await freePort()), LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
  });
  afterAll(async () => {
    server?.child.kill('SIGINT');
    if (existsSync(lockFile)) {
      const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
      if (alive(pid)) process.kill(pid, 'SIGINT');
      await until('the old PostgreSQL to stop', () => !alive(pid)).catch(() => undefined);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is stopped cleanly at the next start, which says so and serves again', async () => {
    const port = await freePort();
    server = await startServer(env, port);
    const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    server.child.kill('SIGKILL');
    await new Promise((done) => server!.child.once('exit', done));
    expect(alive(pid)).toBe(true);

    server = await startServer(env, port);
    expect(server.output()).toContain(`era ancora attivo (pid ${pid})`);
    expect(server.output()).toContain(`was still running (pid ${pid})`);
    expect(alive(pid)).toBe(false);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);

    // Ctrl-C still stops both, cleanly.
    const newPid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    server.child.kill('SIGINT');
    await new Promise((done) => server!.child.once('exit', done));
    await until('PostgreSQL to stop', () => !alive(newPid));
    server = null;
  });
});
