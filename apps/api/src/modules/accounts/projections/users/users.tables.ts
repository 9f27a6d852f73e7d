import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The accounts (`UsersQuery`). */
export const usersTables: ReadModelTables = {
  tables: ['users'],
  statements: [
    `CREATE TABLE IF NOT EXISTS users (
     id text PRIMARY KEY,
     teacher_id text NOT NULL,
     identity text NOT NULL,
     email text NOT NULL,
     name text NOT NULL,
     surname text NOT NULL,
     data jsonb NOT NULL,
     created_at timestamptz NOT NULL,
     deleted_at timestamptz
   )`,
    `CREATE INDEX IF NOT EXISTS users_teacher_idx ON users (teacher_id, identity) WHERE deleted_at IS NULL`,
  ],
};
