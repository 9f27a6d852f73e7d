import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** How many times each lesson was moved: its events' SEQUENCE in the calendar feeds. */
export const lessonMovesTables: ReadModelTables = {
  tables: ['lesson_moves'],
  statements: [
    `CREATE TABLE IF NOT EXISTS lesson_moves (
     lesson_id text PRIMARY KEY,
     moves integer NOT NULL
   )`,
  ],
};
