import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Each user's current feed token, as its SHA-256 hash (`IcsTokensQuery`). */
export const icsTokensTables: ReadModelTables = {
  tables: ['ics_tokens'],
  statements: [
    `CREATE TABLE IF NOT EXISTS ics_tokens (
     user_id text PRIMARY KEY,
     teacher_id text NOT NULL,
     feed text NOT NULL,
     token_hash text NOT NULL,
     issued_at timestamptz NOT NULL
   )`,
  ],
};
