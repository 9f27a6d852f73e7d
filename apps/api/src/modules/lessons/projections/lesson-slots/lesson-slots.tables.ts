import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The slots active lessons take (btree_gist for the exclusion constraint). */
export const lessonSlotsTables: ReadModelTables = {
  tables: ['lesson_slots'],
  statements: [
    `CREATE EXTENSION IF NOT EXISTS btree_gist`,
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
  ],
};
