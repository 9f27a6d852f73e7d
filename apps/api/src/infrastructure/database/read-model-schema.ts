import type pg from 'pg';
import { timedWorkStatements } from '../timed-work/timed-work.tables.js';
import type { ReadModelTables } from './read-model-tables.js';

/**
 * What the modules declare, gathered where the app is composed (read-models.ts): passed in, so
 * that this file needs no module and no module's table imports back into a list of them all.
 */
export interface ModuleTables {
  /** Every projection's tables. */
  readModels: readonly ReadModelTables[];
  /** The modules' operational state (copies of external systems), which a rebuild leaves alone. */
  operationalTables: readonly string[];
}

/**
 * Tables of the operational state (secrets, sessions, throttles, the demo gateway's books), which
 * the log does not hold; each read model's tables are declared beside its projection.
 */
const operational = [
  `CREATE TABLE IF NOT EXISTS app_secrets (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS sessions (
     id text PRIMARY KEY,
     family_id text NOT NULL,
     user_id text NOT NULL,
     token_hash text NOT NULL UNIQUE,
     remember boolean NOT NULL,
     created_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     revoked_at timestamptz
   )`,
  // When a used token was replaced once more within the grace (a second tab): only once.
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS regranted_at timestamptz`,
  `CREATE INDEX IF NOT EXISTS sessions_family_idx ON sessions (family_id)`,
  `CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id)`,
  // The demo gateway's own books: it stands in for PayPal, so it keeps its state apart.
  `CREATE TABLE IF NOT EXISTS demo_gateway_orders (
     id text PRIMARY KEY,
     request_id text NOT NULL UNIQUE,
     amount_cents integer NOT NULL,
     description text NOT NULL,
     status text NOT NULL,
     capture_id text,
     created_at timestamptz NOT NULL
   )`,
  // Which shape of the read models this database holds (see read-models.ts); not rebuilt.
  `CREATE TABLE IF NOT EXISTS read_model_state (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS login_attempts (key text NOT NULL, at timestamptz NOT NULL)`,
  // A sign-in reserves its attempt before argon2 runs; the id lets a success take it back.
  `ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS attempt_id text`,
  `ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS failed boolean NOT NULL DEFAULT true`,
  `CREATE INDEX IF NOT EXISTS login_attempts_idx ON login_attempts (key, at)`,
  `CREATE INDEX IF NOT EXISTS sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL`,
  // Fixed-window counters of the rate-limited calls (signup, recovery e-mail, password checks).
  // How far each reactor (side effects: e-mails, Google pushes) has read the log; a rebuild must not reset it.
  `CREATE TABLE IF NOT EXISTS reactor_checkpoints (name text PRIMARY KEY, position bigint NOT NULL, updated_at timestamptz NOT NULL, failure text)`,
  ...timedWorkStatements,
  `CREATE TABLE IF NOT EXISTS rate_limits (key text NOT NULL, window_start timestamptz NOT NULL, hits integer NOT NULL, PRIMARY KEY (key, window_start))`,
];

/** Tables an earlier version kept and this one does not: the reminders' due times live in timed_work now. */
const retired = ['DROP TABLE IF EXISTS lesson_reminders'];

/** Creates or updates every table, ours and the modules'; idempotent, run at every start. */
export const migrateReadModels = async (pool: pg.Pool, modules: ModuleTables): Promise<void> => {
  const client = await pool.connect();
  try {
    // One starter at a time (several API processes on one database).
    await client.query('SELECT pg_advisory_lock(7211)');
    for (const sql of [...retired, ...operational, ...modules.operationalTables, ...modules.readModels.flatMap((model) => model.statements)]) await client.query(sql);
  } finally {
    await client.query('SELECT pg_advisory_unlock(7211)').catch(() => undefined);
    client.release();
  }
};
