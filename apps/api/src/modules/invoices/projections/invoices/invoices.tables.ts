import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/**
 * `invoices`: one row per payment that brought money in since invoicing began - its invoice
 * (number, file, content) or why it has none (`reason`, and no number). The unique series number
 * is a second guard beside the series stream: the inline projection runs in the append's
 * transaction, so a duplicate number could never be recorded.
 */
export const invoicesTables: ReadModelTables = {
  tables: ['invoices'],
  statements: [
    `CREATE TABLE IF NOT EXISTS invoices (
     id text PRIMARY KEY,
     teacher_id text NOT NULL,
     year integer NOT NULL,
     month integer NOT NULL,
     number integer,
     numero text,
     file_name text,
     day date NOT NULL,
     order_id text NOT NULL UNIQUE,
     student_id text NOT NULL,
     payer text NOT NULL,
     total_cents integer NOT NULL,
     regime text,
     reason text,
     invoice jsonb,
     xml text,
     recorded_at timestamptz NOT NULL,
     UNIQUE (teacher_id, year, number)
   )`,
    `CREATE INDEX IF NOT EXISTS invoices_month_idx ON invoices (teacher_id, year, month)`,
    `CREATE INDEX IF NOT EXISTS invoices_student_idx ON invoices (student_id)`,
  ],
};
