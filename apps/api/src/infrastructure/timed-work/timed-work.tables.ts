/**
 * The one table of work due at a time. Not a read model: nothing in the log rebuilds it, and
 * `npm run rebuild` never touches it. `key` is derived from the cause (a reminder's lesson, mark
 * and start), so scheduling the same work twice keeps one row; a row stays, with what came of
 * it, once done.
 */
export const timedWorkStatements = [
  `CREATE TABLE IF NOT EXISTS timed_work (
     key text PRIMARY KEY,
     kind text NOT NULL,
     due_at timestamptz NOT NULL,
     payload jsonb NOT NULL,
     created_at timestamptz NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     last_error text,
     done_at timestamptz,
     outcome text
   )`,
  `CREATE INDEX IF NOT EXISTS timed_work_due_idx ON timed_work (due_at) WHERE done_at IS NULL`,
];
