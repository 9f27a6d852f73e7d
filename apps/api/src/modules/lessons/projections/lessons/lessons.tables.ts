import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Every lesson, held, booked, paid, moved or cancelled. */
export const lessonsTables: ReadModelTables = {
  tables: ['lessons'],
  statements: [
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
    // A booking's lessons: read back after every booking, and by a series' cancellation and a hold's release (a scan of every lesson without it).
    `CREATE INDEX IF NOT EXISTS lessons_booking_idx ON lessons (booking_id)`,
    `ALTER TABLE lessons ADD COLUMN IF NOT EXISTS order_id text`,
    `ALTER TABLE lessons ADD COLUMN IF NOT EXISTS paid_gross_cents integer`,
    // The last day of the weekly series the lesson belongs to (a Rome day); null for a lesson booked on its own.
    `ALTER TABLE lessons ADD COLUMN IF NOT EXISTS series_until text`,
  ],
};
