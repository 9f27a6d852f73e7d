import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/**
 * `lesson_notes`: the notes each lesson has now, a read model. `lesson_note_files`: the PDFs
 * themselves, by their sha256, which the log does not hold: created here but not listed in
 * `tables`, so a rebuild never empties it.
 */
export const lessonNotesTables: ReadModelTables = {
  tables: ['lesson_notes'],
  statements: [
    `CREATE TABLE IF NOT EXISTS lesson_notes (
     lesson_id text PRIMARY KEY,
     teacher_id text NOT NULL,
     student_id text NOT NULL,
     file_name text NOT NULL,
     size integer NOT NULL,
     sha256 text NOT NULL,
     attached_at timestamptz NOT NULL
   )`,
    `CREATE INDEX IF NOT EXISTS lesson_notes_student_idx ON lesson_notes (student_id)`,
    `CREATE INDEX IF NOT EXISTS lesson_notes_sha256_idx ON lesson_notes (sha256)`,
    `CREATE TABLE IF NOT EXISTS lesson_note_files (
     sha256 text PRIMARY KEY,
     bytes bytea NOT NULL,
     size integer NOT NULL,
     stored_at timestamptz NOT NULL
   )`,
  ],
};
