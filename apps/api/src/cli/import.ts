import { importLog, migrateEventStore, progressBar, rebuildReadModels, verifyChain } from '@lavagna/eventstore';
import { createReadStream, existsSync } from 'node:fs';
import { migrateReadModels } from '../infrastructure/database/read-model-schema.js';
import { loadSecrets } from '../infrastructure/database/secrets.js';
import { allProjections, READ_MODEL_TABLES } from '../read-models.js';
import { runCli } from './run.js';

/** Loads an exported log into an empty database, then rebuilds every read model from it and checks the chain. */
await runCli(
  'npm run import -- --in eventi.jsonl',
  { in: { type: 'string' } },
  async (args, db, config) => {
    if (!args.in || !existsSync(args.in)) throw new Error(`--in: file non trovato (${args.in ?? 'mancante'})`);
    await migrateEventStore(db.connectionString);
    await migrateReadModels(db.pool);
    const imported = await importLog(db.pool, createReadStream(args.in), (n) => process.stderr.write(`\rImportati ${n} eventi`));
    process.stderr.write(`\rImportati ${imported} eventi\n`);
    const secrets = await loadSecrets(db.pool);
    const bar = progressBar('Ricostruzione');
    await rebuildReadModels(db.connectionString, db.pool, {
      tables: READ_MODEL_TABLES,
      projections: allProjections(secrets, config),
      onProgress: (n, total) => bar.update(n, total),
    });
    bar.done(imported);
    const chain = await verifyChain(db.pool);
    process.stdout.write(`Importati ${imported} eventi; modelli di lettura ricostruiti; catena ${chain.problem ? 'NON integra' : `integra (hash finale ${chain.head ?? '-'})`}\n`);
    return chain.problem ? 1 : 0;
  },
  { create: true },
);
