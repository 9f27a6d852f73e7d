import { migrateEventStore } from '@lavagna/eventstore';
import pg from 'pg';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres } from './infrastructure/database/embedded-postgres.js';
import { migrateReadModels } from './infrastructure/database/read-model-schema.js';
import { loadSecrets } from './infrastructure/database/secrets.js';
import { ensureReadModelsCurrent } from './read-models.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed.js';
import { createServer } from './server.js';

const started = Date.now();
const config = loadConfig();

const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.pgPort);
if (embedded) await embedded.createDatabase('lavagna');
const connectionString = config.databaseUrl ?? embedded!.connectionString('lavagna');

const stopDatabase = async () => {
  await embedded?.stop().catch(() => undefined);
};

try {
  await migrateEventStore(connectionString);
  const pool = new pg.Pool({ connectionString, max: 2 });
  await migrateReadModels(pool);
  const secrets = await loadSecrets(pool);
  await ensureReadModelsCurrent(connectionString, pool, secrets, config);
  await pool.end();

  const app = await createServer({ config, connectionString, secrets });
  const seeded = await seedDemoData(app);
  await app.listen(config.port);

  const mode = [
    embedded ? `PostgreSQL incorporato in ${config.dataDir}` : 'PostgreSQL da DATABASE_URL',
    config.smtpUrl ? 'email via SMTP' : `email in demo: ${config.publicUrl}/dev/posta`,
  ].join(' · ');
  console.log(`\nLavagna è pronta in ${((Date.now() - started) / 1000).toFixed(1)} s su ${config.publicUrl}  (${mode})`);
  console.log(`  Area studenti: ${config.publicUrl}/    Console docente: ${config.publicUrl}/admin/`);
  console.log(`  Account demo${seeded ? ' (appena creati)' : ''}, password ${DEMO_PASSWORD}:`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.identity === 'teacher' ? 'docente ' : 'studente'}  ${a.email}`);

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
  console.error(error);
  await stopDatabase();
  process.exit(1);
}
