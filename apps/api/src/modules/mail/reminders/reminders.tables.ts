import type { ReadModelTables } from '../../../infrastructure/database/read-model-schema.js';

/**
 * The reminders to send: one row per lesson and mark, due at `due_at`; gone when the lesson is
 * cancelled, released or moved (a move adds the rows of its new time). `sent_at` is the
 * scheduler's note; the e-mail's own id (from lesson, mark and start) is what prevents a second one.
 */
export const remindersTables: ReadModelTables = {
  tables: ['lesson_reminders'],
  statements: [
    `CREATE TABLE IF NOT EXISTS lesson_reminders (
     lesson_id text NOT NULL,
     kind text NOT NULL,
     start_at timestamptz NOT NULL,
     end_at timestamptz NOT NULL,
     due_at timestamptz NOT NULL,
     student_id text NOT NULL,
     sent_at timestamptz,
     PRIMARY KEY (lesson_id, kind, start_at)
   )`,
    // What the scheduler did: 'sent', or why not ('switched-off', 'too-late').
    `ALTER TABLE lesson_reminders ADD COLUMN IF NOT EXISTS outcome text`,
    `CREATE INDEX IF NOT EXISTS lesson_reminders_due_idx ON lesson_reminders (due_at) WHERE sent_at IS NULL`,
  ],
};
