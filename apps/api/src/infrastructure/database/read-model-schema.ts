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
  `CREATE TABLE IF NOT EXISTS teacher_availability (teacher_id text PRIMARY KEY, availability jsonb NOT NULL, updated_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS lessons (
     id text PRIMARY KEY,
     booking_id text NOT NULL,
     teacher_id text NOT NULL,
     student_id text NOT NULL,
     start_at timestamptz NOT NULL,
     end_at timestamptz NOT NULL,
     status text NOT NULL,
     hold_expires_at timestamptz,
     booked_at timestamptz NOT NULL,
     booked_by text NOT NULL,
     paid_at timestamptz,
     paid_by text,
     payment_id text,
     updated_at timestamptz NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS lessons_teacher_time_idx ON lessons (teacher_id, start_at) WHERE status IN ('held', 'booked')`,
  `CREATE INDEX IF NOT EXISTS lessons_student_idx ON lessons (student_id, start_at)`,
  `CREATE INDEX IF NOT EXISTS lessons_hold_idx ON lessons (hold_expires_at) WHERE status = 'held'`,
  // The guard of last resort: no two active lessons of a teacher overlap, one lesson per student per Rome day.
  `CREATE TABLE IF NOT EXISTS lesson_slots (
     lesson_id text PRIMARY KEY,
     teacher_id text NOT NULL,
     student_id text NOT NULL,
     rome_day date NOT NULL,
     during tstzrange NOT NULL,
     CONSTRAINT lesson_slots_no_overlap EXCLUDE USING gist (teacher_id WITH =, during WITH &&),
     CONSTRAINT lesson_slots_one_a_day UNIQUE (student_id, rome_day)
   )`,
  `ALTER TABLE lessons ADD COLUMN IF NOT EXISTS order_id text`,
  `ALTER TABLE lessons ADD COLUMN IF NOT EXISTS paid_gross_cents integer`,
  `CREATE TABLE IF NOT EXISTS orders (
     id text PRIMARY KEY,
     provider text NOT NULL,
     provider_order_id text UNIQUE,
     student_id text NOT NULL,
     teacher_id text NOT NULL,
     status text NOT NULL,
     lesson_ids text[] NOT NULL,
     coupon_codes text[] NOT NULL,
     amount_cents integer NOT NULL,
     expires_at timestamptz NOT NULL,
     placed_at timestamptz NOT NULL,
     captured_at timestamptz,
     transaction_id text,
     data jsonb NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS orders_open_idx ON orders (expires_at) WHERE status = 'placed'`,
  // The guard of last resort: a lesson is in at most one open order (two tabs paying at once).
  `CREATE TABLE IF NOT EXISTS order_lessons (lesson_id text PRIMARY KEY, order_id text NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS order_lessons_order_idx ON order_lessons (order_id)`,
  `CREATE TABLE IF NOT EXISTS bookings (
     id text PRIMARY KEY,
     teacher_id text NOT NULL,
     student_id text NOT NULL,
     paid_at timestamptz NOT NULL,
     data jsonb NOT NULL
   )`,
  // The fiscal figures of the payment (domain FiscalPayment, cents) with the payer's name then.
  `ALTER TABLE bookings ADD COLUMN IF NOT EXISTS fiscal jsonb`,
  `CREATE INDEX IF NOT EXISTS bookings_student_idx ON bookings (student_id, paid_at)`,
  `CREATE INDEX IF NOT EXISTS bookings_teacher_idx ON bookings (teacher_id, paid_at)`,
  `CREATE TABLE IF NOT EXISTS coupons (
     code text PRIMARY KEY,
     student_id text NOT NULL,
     teacher_id text NOT NULL,
     value_cents integer NOT NULL,
     expires_at timestamptz NOT NULL,
     issued_at timestamptz NOT NULL,
     origin jsonb NOT NULL,
     redeemed_at timestamptz,
     order_id text,
     -- Whether the coupon's own stream holds its CouponIssued; false until the issue sweep writes it.
     on_stream boolean NOT NULL DEFAULT false
   )`,
  `CREATE INDEX IF NOT EXISTS coupons_student_idx ON coupons (student_id)`,
  `CREATE INDEX IF NOT EXISTS coupons_off_stream_idx ON coupons (issued_at) WHERE NOT on_stream`,
  `CREATE TABLE IF NOT EXISTS coupon_redemptions (code text PRIMARY KEY, order_id text NOT NULL, redeemed_at timestamptz NOT NULL)`,
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
  // Deleted accounts on their way out, and the paid lessons their departure cancelled (no personal data).
  `CREATE TABLE IF NOT EXISTS departures (
     user_id    text PRIMARY KEY,
     teacher_id text,
     deleted_at timestamptz NOT NULL,
     erased_at  timestamptz,
     refunds    jsonb NOT NULL DEFAULT '[]'
   )`,
  `CREATE INDEX IF NOT EXISTS departures_unfinished_idx ON departures (deleted_at) WHERE erased_at IS NULL`,
  // Which shape of the read models this database holds (see read-models.ts); not rebuilt.
  `CREATE TABLE IF NOT EXISTS read_model_state (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS login_attempts (key text NOT NULL, at timestamptz NOT NULL)`,
  // A sign-in reserves its attempt before argon2 runs; the id lets a success take it back.
  `ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS attempt_id text`,
  `ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS failed boolean NOT NULL DEFAULT true`,
  `CREATE INDEX IF NOT EXISTS login_attempts_idx ON login_attempts (key, at)`,
  `CREATE INDEX IF NOT EXISTS sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL`,
  // Fixed-window counters of the rate-limited calls (signup, recovery e-mail, password checks).
  `CREATE TABLE IF NOT EXISTS rate_limits (key text NOT NULL, window_start timestamptz NOT NULL, hits integer NOT NULL, PRIMARY KEY (key, window_start))`,
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
