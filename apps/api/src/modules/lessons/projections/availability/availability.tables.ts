import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The teacher's weekly hours. */
export const availabilityTables: ReadModelTables = {
  tables: ['teacher_availability'],
  statements: [
    `CREATE TABLE IF NOT EXISTS teacher_availability (teacher_id text PRIMARY KEY, availability jsonb NOT NULL, updated_at timestamptz NOT NULL)`,
  ],
};
