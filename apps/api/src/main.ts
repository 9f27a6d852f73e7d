import { migrateEventStore } from '@lavagna/eventstore';
import pg from 'pg';
import { loadConfig, startupProblems } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './infrastructure/database/embedded-postgres.js';
import { loadSecrets } from './infrastructure/database/secrets.js';
import { ensureReadModelsCurrent, migrateAllReadModels } from './read-models.js';
import { DEMO_HISTORY } from './demo-history.js';
import { DEMO_ACCOUNTANT, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed.js';
import { UsersQuery } from './modules/accounts/index.js';
import { PublicSiteQuery } from './modules/site/index.js';
import { createServer } from './server.js';

const started = Date.now();
const problems = startupProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const config = loadConfig();

/** What the operator reads when start-up fails: the reason, never "undefined". */
const describeFailure = (error: unknown): string =>
  error instanceof Error ? (process.env.LOG_LEVEL === 'debug' ? error.stack ?? error.message : error.message) : `Avvio non riuscito / Start-up failed: ${String(error)}`;

let embedded: EmbeddedDatabase | null = null;
const stopDatabase = async () => {
  await embedded?.stop().catch(() => undefined);
};

try {
  embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.pgPort);
  if (embedded) await embedded.createDatabase('lavagna');
  const connectionString = config.databaseUrl ?? embedded!.connectionString('lavagna');
  await migrateEventStore(connectionString);
  const pool = new pg.Pool({ connectionString, max: 2 });
  await migrateAllReadModels(pool);
  const secrets = await loadSecrets(pool);
  await ensureReadModelsCurrent(connectionString, pool, secrets, config);
  await pool.end();

  // Production never gets the demo accounts: the operator creates the teacher (npm run create-teacher).
  const seeded = config.production ? false : await seedDemo({ config, connectionString, secrets });
  const app = await createServer({ config, connectionString, secrets });
  await app.listen(config.port);

  const mode = [
    config.production ? 'produzione' : 'demo',
    embedded ? `PostgreSQL incorporato in ${config.dataDir}` : 'PostgreSQL da DATABASE_URL',
    config.smtpUrl ? 'email via SMTP' : `email in demo: ${config.publicUrl}/dev/posta`,
  ].join(' · ');
  console.log(`\nLavagna è pronta in ${((Date.now() - started) / 1000).toFixed(1)} s su ${config.publicUrl}  (${mode})`);
  console.log(`  Area studenti: ${config.publicUrl}/    Console docente: ${config.publicUrl}/admin/`);
  if (config.production) {
    if (!(await app.get(UsersQuery).teacher())) console.log('  Nessun docente ancora: crealo con "npm run create-teacher -- --email ... --name ... --surname ..."');
    else if (!(await app.get(PublicSiteQuery).current()).profile.legalName) {
      console.log('  Il sito pubblico non mostra ancora i dati del titolare: il docente li inserisce nella console, alla voce Sito pubblico.');
    }
  } else {
    console.log(`  Account demo${seeded ? ' (appena creati)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.identity === 'teacher' ? 'docente ' : 'studente'}  ${a.email}`);
    console.log(`    contabile ${DEMO_ACCOUNTANT.email}  (console, sola lettura)`);
    for (const h of DEMO_HISTORY) console.log(`    studente  ${h.email}  (${h.lessons} lezioni già svolte)`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: chiusura in corso...`);
    await app.close().catch(() => undefined);
    await stopDatabase();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  console.error(describeFailure(error));
  await stopDatabase();
  process.exit(1);
}
