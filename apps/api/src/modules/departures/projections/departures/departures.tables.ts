import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Deleted accounts on their way out. */
export const departuresTables: ReadModelTables = {
  tables: ['departures'],
  statements: [
    // Deleted accounts on their way out, and the paid lessons their departure cancelled (no personal data).
    `CREATE TABLE IF NOT EXISTS departures (
     user_id    text PRIMARY KEY,
     teacher_id text,
     deleted_at timestamptz NOT NULL,
     erased_at  timestamptz,
     refunds    jsonb NOT NULL DEFAULT '[]'
   )`,
    `CREATE INDEX IF NOT EXISTS departures_unfinished_idx ON departures (deleted_at) WHERE erased_at IS NULL`,
  ],
};
