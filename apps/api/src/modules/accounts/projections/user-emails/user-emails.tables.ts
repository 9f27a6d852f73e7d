import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Which account holds an address (unique: the guard of a racing signup). */
export const userEmailsTables: ReadModelTables = {
  tables: ['user_emails'],
  statements: [
    `CREATE TABLE IF NOT EXISTS user_emails (email text PRIMARY KEY, user_id text NOT NULL)`,
  ],
};
