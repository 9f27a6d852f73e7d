import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Each teacher's Google connection as the console shows it (`GoogleConnectionQuery`). */
export const googleConnectionTables: ReadModelTables = {
  tables: ['google_connections'],
  statements: [
    `CREATE TABLE IF NOT EXISTS google_connections (
     teacher_id text PRIMARY KEY,
     state text NOT NULL,
     google_email text,
     calendars jsonb NOT NULL,
     lessons_calendar_id text,
     changed_at timestamptz NOT NULL
   )`,
  ],
};
