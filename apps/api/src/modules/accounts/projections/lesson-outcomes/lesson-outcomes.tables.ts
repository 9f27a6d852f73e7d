import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Each lesson of a student as the count of lessons done needs it (the domain's LessonOutcome). */
export const lessonOutcomesTables: ReadModelTables = {
  tables: ['lesson_outcomes'],
  statements: [
    `CREATE TABLE IF NOT EXISTS lesson_outcomes (
     lesson_id text PRIMARY KEY,
     student_id text NOT NULL,
     start_at timestamptz NOT NULL,
     status text NOT NULL,
     hold_expires_at timestamptz
   )`,
    `CREATE INDEX IF NOT EXISTS lesson_outcomes_student_idx ON lesson_outcomes (student_id)`,
  ],
};
