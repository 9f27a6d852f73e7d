import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The password hashes, apart from the profiles. */
export const credentialsTables: ReadModelTables = {
  tables: ['user_credentials'],
  statements: [
    `CREATE TABLE IF NOT EXISTS user_credentials (user_id text PRIMARY KEY, password_hash text NOT NULL, changed_at timestamptz NOT NULL)`,
  ],
};
