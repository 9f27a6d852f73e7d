import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The orders, and the lessons open orders hold. */
export const ordersTables: ReadModelTables = {
  tables: ['orders', 'order_lessons'],
  statements: [
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
  ],
};
