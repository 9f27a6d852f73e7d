import type pg from 'pg';

/**
 * Tables of the read models and of the operational state (sessions, secrets).
 * Idempotent: run at every start.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS btree_gist`,
  `CREATE TABLE IF NOT EXISTS app_secrets (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS users (
     id text PRIMARY KEY,
     teacher_id text NOT NULL,
     identity text NOT NULL,
     email text NOT NULL,
     name text NOT NULL,
     surname text NOT NULL,
     data jsonb NOT NULL,
     created_at timestamptz NOT NULL,
     deleted_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS users_teacher_idx ON users (teacher_id, identity) WHERE deleted_at IS NULL`,
  `CREATE TABLE IF NOT EXISTS user_emails (email text PRIMARY KEY, user_id text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS user_credentials (user_id text PRIMARY KEY, password_hash text NOT NULL, changed_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS outbox (
     id text PRIMARY KEY,
     user_id text NOT NULL,
     to_address text NOT NULL,
     subject text NOT NULL,
     text_body text NOT NULL,
     html_body text NOT NULL,
     links jsonb NOT NULL,
     queued_at timestamptz NOT NULL,
     sent_at timestamptz,
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_error text
   )`,
  `CREATE INDEX IF NOT EXISTS outbox_pending_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL`,
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
  `CREATE INDEX IF NOT EXISTS sessions_family_idx ON sessions (family_id)`,
  `CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id)`,
  `CREATE TABLE IF NOT EXISTS login_attempts (key text NOT NULL, at timestamptz NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS login_attempts_idx ON login_attempts (key, at)`,
];

export const migrateReadModels = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    // One starter at a time (several API processes on one database).
    await client.query('SELECT pg_advisory_lock(7211)');
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.query('SELECT pg_advisory_unlock(7211)').catch(() => undefined);
    client.release();
  }
};
