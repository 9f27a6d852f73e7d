import { countLog, progressBar, rebuildReadModels, type RebuildOptions } from '@lavagna/eventstore';
import type pg from 'pg';
import type { AppConfig } from './config.js';
import type { DatabaseOptions } from './infrastructure/database/database.module.js';
import { migrateReadModels } from './infrastructure/database/read-model-schema.js';
import type { ReadModelTables } from './infrastructure/database/read-model-tables.js';
import { personalDataOn } from './infrastructure/database/personal-data.js';
import type { Secrets } from './infrastructure/tokens.js';
import { AccountsModule } from './modules/accounts/index.js';
import { CalendarFeedsModule } from './modules/calendar-feeds/index.js';
import { DeparturesModule } from './modules/departures/index.js';
import { FiscalProfileModule } from './modules/fiscal-profile/index.js';
import { GoogleModule } from './modules/google/index.js';
import { InvoicesModule } from './modules/invoices/index.js';
import { LessonsModule } from './modules/lessons/index.js';
import { LessonNotesModule } from './modules/lesson-notes/index.js';
import { MailModule } from './modules/mail/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { SiteModule } from './modules/site/index.js';

/** Every inline projection: read models and guards written in the append's transaction. */
export const allProjections: DatabaseOptions['projections'] = (secrets, config) =>
  [
    ...AccountsModule.projections,
    ...LessonsModule.projections,
    ...PaymentsModule.projections,
    ...DeparturesModule.projections,
    ...ReviewsModule.projections,
    ...SiteModule.projections,
    ...LessonNotesModule.projections,
    ...GoogleModule.projections,
    ...MailModule.projections,
    ...CalendarFeedsModule.projections,
    ...InvoicesModule.projections,
    ...FiscalProfileModule.projections,
  ] as unknown as ReturnType<DatabaseOptions['projections']>;

/** The tables those projections write, each declared beside its projection (`*.tables.ts`). */
export const allReadModels: readonly ReadModelTables[] = [
  ...AccountsModule.readModels,
  ...MailModule.readModels,
  ...LessonsModule.readModels,
  ...PaymentsModule.readModels,
  ...DeparturesModule.readModels,
  ...ReviewsModule.readModels,
  ...SiteModule.readModels,
  ...LessonNotesModule.readModels,
  ...CalendarFeedsModule.readModels,
  ...GoogleModule.readModels,
  ...InvoicesModule.readModels,
  ...FiscalProfileModule.readModels,
];

/** Tables of the modules' operational state (copies of external systems), which a rebuild leaves alone. */
export const allOperationalTables: readonly string[] = [...LessonsModule.operationalTables, ...GoogleModule.operationalTables];

/** Creates or updates every table, the modules' included; idempotent, run at every start. */
export const migrateAllReadModels = (pool: pg.Pool): Promise<void> =>
  migrateReadModels(pool, { readModels: allReadModels, operationalTables: allOperationalTables });

/**
 * Everything here can be rebuilt from the log.
 * Not here, because the log does not hold them: app_secrets, sessions, login_attempts,
 * demo_gateway_orders (the demo stand-in for PayPal's own books), personal_keys (the
 * keys of the personal data sealed in the log, which an erasure destroys) and lesson_note_files
 * (the PDFs of lesson notes, by hash; an erasure deletes them).
 */
export const READ_MODEL_TABLES: readonly string[] = allReadModels.flatMap((model) => model.tables);

/**
 * The shape of the read models this code writes. Change it with any projection or table
 * change: a database holding another shape is rebuilt from the log at start-up.
 */
export const READ_MODEL_VERSION = '2026-11-27 lesson outcomes counted by accounts, outbox of notices as data, reminders in timed work, pending e-mail changes, one open order per lesson, departures, personal data sealed, coupons on their stream, reviews, site profiles, reminders, lesson notes, calendar feed tokens and lesson moves, google connections';

/**
 * Replays the whole log into new read models, personal fields opened, and swaps them in when they
 * are complete (readers keep the old ones until then); returns how many events.
 */
export const rebuildAllReadModels = (
  connectionString: string,
  pool: pg.Pool,
  secrets: Secrets,
  config: AppConfig,
  options: Pick<RebuildOptions, 'batchSize' | 'onProgress'> = {},
): Promise<number> =>
  rebuildReadModels(connectionString, pool, {
    tables: READ_MODEL_TABLES,
    statements: allReadModels.flatMap((model) => model.statements),
    afterSwap: LessonsModule.afterRebuild,
    projections: allProjections(secrets, config),
    personalData: personalDataOn(pool),
    ...options,
  });

/**
 * Rebuilds the read models when the database holds another version of them (an upgrade),
 * with a progress bar; a database without events just takes the current version.
 * Returns how many events were replayed.
 */
export const ensureReadModelsCurrent = async (connectionString: string, pool: pg.Pool, secrets: Secrets, config: AppConfig): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7212)');
    const { rows } = await client.query<{ value: string }>("SELECT value FROM read_model_state WHERE name = 'version'");
    if (rows[0]?.value === READ_MODEL_VERSION) return 0;
    let replayed = 0;
    if ((await countLog(client)) > 0) {
      const bar = progressBar('Aggiornamento dei modelli di lettura');
      replayed = await rebuildAllReadModels(connectionString, pool, secrets, config, { onProgress: (done, total) => bar.update(done, total) });
      bar.done(replayed);
    }
    await client.query(
      "INSERT INTO read_model_state (name, value) VALUES ('version', $1) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
      [READ_MODEL_VERSION],
    );
    return replayed;
  } finally {
    await client.query('SELECT pg_advisory_unlock(7212)').catch(() => undefined);
    client.release();
  }
};
