import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Each teacher's fiscal profile as last saved (`FiscalProfileQuery`). */
export const fiscalProfileTables: ReadModelTables = {
  tables: ['fiscal_profiles'],
  statements: [
    `CREATE TABLE IF NOT EXISTS fiscal_profiles (
     teacher_id text PRIMARY KEY,
     profile jsonb NOT NULL,
     set_at timestamptz NOT NULL
   )`,
  ],
};
