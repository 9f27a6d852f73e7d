import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The reviews of living accounts (`ReviewsQuery`); `position`: the submission's place in the log. */
export const reviewsTables: ReadModelTables = {
  tables: ['reviews'],
  statements: [
    `CREATE TABLE IF NOT EXISTS reviews (
     student_id text PRIMARY KEY,
     teacher_id text NOT NULL,
     name text NOT NULL,
     description text NOT NULL,
     text text NOT NULL,
     rank integer,
     hidden boolean NOT NULL,
     submitted_at timestamptz NOT NULL,
     position bigint NOT NULL
   )`,
    `CREATE INDEX IF NOT EXISTS reviews_teacher_idx ON reviews (teacher_id, position)`,
  ],
};
