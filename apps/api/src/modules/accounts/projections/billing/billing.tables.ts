import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** Each payer's billing data, as last given (`BillingQuery`); gone with the account. */
export const billingTables: ReadModelTables = {
  tables: ['billing_data'],
  statements: [
    `CREATE TABLE IF NOT EXISTS billing_data (
     user_id text PRIMARY KEY,
     nome text NOT NULL,
     cognome text NOT NULL,
     codice_fiscale text NOT NULL,
     indirizzo text NOT NULL,
     cap text NOT NULL,
     comune text NOT NULL,
     provincia text NOT NULL,
     given_at timestamptz NOT NULL
   )`,
  ],
};
