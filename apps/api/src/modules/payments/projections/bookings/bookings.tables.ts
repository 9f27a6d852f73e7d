import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The payment records. */
export const bookingsTables: ReadModelTables = {
  tables: ['bookings'],
  statements: [
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
  ],
};
