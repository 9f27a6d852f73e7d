import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Each teacher's public facts (`SiteProfileQuery`). */
export const siteProfileTables: ReadModelTables = {
  tables: ['site_profiles'],
  statements: [
    `CREATE TABLE IF NOT EXISTS site_profiles (
     teacher_id text PRIMARY KEY,
     profile jsonb NOT NULL,
     updated_at timestamptz NOT NULL
   )`,
  ],
};
