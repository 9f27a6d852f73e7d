import type { ReadModelTables } from '../../../infrastructure/database/read-model-schema.js';

/** The e-mails to send, with the sender's retry bookkeeping. */
export const outboxTables: ReadModelTables = {
  tables: ['outbox'],
  statements: [
    `CREATE TABLE IF NOT EXISTS outbox (
     id text PRIMARY KEY,
     user_id text NOT NULL,
     to_address text NOT NULL,
     subject text NOT NULL,
     text_body text NOT NULL,
     html_body text NOT NULL,
     links jsonb NOT NULL,
     queued_at timestamptz NOT NULL,
     sent_at timestamptz,
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_error text
   )`,
    `ALTER TABLE outbox ADD COLUMN IF NOT EXISTS attachments jsonb NOT NULL DEFAULT '[]'`,
    `CREATE INDEX IF NOT EXISTS outbox_pending_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL`,
  ],
};
