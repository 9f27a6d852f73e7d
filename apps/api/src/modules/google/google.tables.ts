/**
 * The Google module's operational state, outside the log and the read models (a rebuild leaves
 * it alone): the sealed grants (grants/grant-store.ts), the consents already answered (their
 * state's binding, so a state is used once: connect/consent-redemptions.ts) and, per shown
 * calendar, how far the sync has read (the sync token) and the push channel Google calls back on.
 * Grants and sync rows are facts of Google's side; the connection itself is in the log
 * (GoogleConnected ...), the busy times in external_busy.
 */
export const googleOperationalStatements = [
  `CREATE TABLE IF NOT EXISTS google_grants (teacher_id text PRIMARY KEY, sealed text NOT NULL, updated_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS google_consent_redemptions (binding text PRIMARY KEY, expires_at timestamptz NOT NULL, redeemed_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS google_sync (
     teacher_id text NOT NULL,
     calendar_id text NOT NULL,
     sync_token text,
     full_sync_at timestamptz,
     channel_id text UNIQUE,
     channel_token text,
     resource_id text,
     channel_expires_at timestamptz,
     PRIMARY KEY (teacher_id, calendar_id)
   )`,
];
