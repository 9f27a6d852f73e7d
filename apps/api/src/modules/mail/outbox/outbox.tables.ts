import type { ReadModelTables } from '../../../infrastructure/database/read-model-tables.js';

/**
 * The e-mails queued, as the notices' data (rendered when sent or shown), and when each was sent.
 * The sender's retries live in the timed work, not here: a rebuild gives back the same rows.
 */
export const outboxTables: ReadModelTables = {
  tables: ['outbox'],
  statements: [
    `CREATE TABLE IF NOT EXISTS outbox (
     id text PRIMARY KEY,
     user_id text NOT NULL,
     to_address text NOT NULL,
     template text NOT NULL,
     params jsonb NOT NULL,
     queued_at timestamptz NOT NULL,
     sent_at timestamptz
   )`,
    // Up to 2026-11 the outbox held rendered e-mails and the sender's retries (emptied and refilled by the upgrade's rebuild).
    `ALTER TABLE outbox DROP COLUMN IF EXISTS subject, DROP COLUMN IF EXISTS text_body, DROP COLUMN IF EXISTS html_body, DROP COLUMN IF EXISTS links,
       DROP COLUMN IF EXISTS attachments, DROP COLUMN IF EXISTS attempts, DROP COLUMN IF EXISTS next_attempt_at, DROP COLUMN IF EXISTS last_error`,
    `ALTER TABLE outbox ADD COLUMN IF NOT EXISTS template text NOT NULL DEFAULT '', ADD COLUMN IF NOT EXISTS params jsonb NOT NULL DEFAULT '{}'`,
    `DROP INDEX IF EXISTS outbox_pending_idx`,
    // A student's e-mails: the payment history asks for its unsent confirmations on every read.
    `CREATE INDEX IF NOT EXISTS outbox_user_idx ON outbox (user_id, template)`,
  ],
};
