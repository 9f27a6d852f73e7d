import { migrateEventStore, progressBar } from '@lavagna/eventstore';
import { loadSecrets } from '../infrastructure/database/secrets.js';
import { migrateAllReadModels, READ_MODEL_TABLES, rebuildAllReadModels } from '../read-models.js';
import { runCli } from './run.js';

/** Rebuilds every read model from the log beside the live ones and swaps them in, with a progress bar. */
await runCli('npm run rebuild', {}, async (_args, db, config) => {
  await migrateEventStore(db.connectionString);
  await migrateAllReadModels(db.pool);
  const secrets = await loadSecrets(db.pool);
  const bar = progressBar('Ricostruzione');
  const started = Date.now();
  const done = await rebuildAllReadModels(db.connectionString, db.pool, secrets, config, { onProgress: (n, total) => bar.update(n, total) });
  bar.done(done);
  process.stdout.write(`Modelli di lettura ricostruiti da ${done} eventi in ${((Date.now() - started) / 1000).toFixed(1)} s: ${READ_MODEL_TABLES.join(', ')}\n`);
});
