import { personalDataPolicy } from '@lavagna/domain';
import { importKeys, importLog, ImportError, migrateEventStore, progressBar, readKeys, usersWithoutKeys, verifyChain, type KeyRecord } from '@lavagna/eventstore';
import { createReadStream, existsSync } from 'node:fs';
import { loadSecrets } from '../infrastructure/database/secrets.js';
import { migrateAllReadModels, rebuildAllReadModels } from '../read-models.js';
import { runCli } from './run.js';

/**
 * Loads an exported log (and its personal keys) into an empty database, then rebuilds every read
 * model from it and checks the chain. A log whose sealed data has no key here is refused whole.
 */
await runCli(
  'npm run import -- --in eventi.jsonl [--keys chiavi.jsonl]',
  { in: { type: 'string' }, keys: { type: 'string' } },
  async (args, db, config) => {
    if (!args.in || !existsSync(args.in)) throw new Error(`--in: file non trovato (${args.in ?? 'mancante'})`);
    if (args.keys && !existsSync(args.keys)) throw new Error(`--keys: file non trovato (${args.keys})`);
    const keys: KeyRecord[] = args.keys ? await readKeys(createReadStream(args.keys)) : [];
    await migrateEventStore(db.connectionString);
    await migrateAllReadModels(db.pool);
    const imported = await importLog(
      db.pool,
      createReadStream(args.in),
      (n) => process.stderr.write(`\rImportati ${n} eventi`),
      async (client) => {
        await importKeys(client, keys);
        const missing = await usersWithoutKeys(client, personalDataPolicy.types);
        if (missing.length > 0) {
          throw new ImportError(`il registro ha dati personali cifrati di ${missing.length} utenti senza chiave: indica --keys chiavi.jsonl (scritto da npm run export -- --keys)`);
        }
      },
    );
    process.stderr.write(`\rImportati ${imported} eventi\n`);
    const secrets = await loadSecrets(db.pool);
    const bar = progressBar('Ricostruzione');
    // The rebuild destroys again the key of anyone the log erased, should the keys file still hold it.
    await rebuildAllReadModels(db.connectionString, db.pool, secrets, config, { onProgress: (n, total) => bar.update(n, total) });
    bar.done(imported);
    const chain = await verifyChain(db.pool);
    const live = keys.filter((k) => k.key !== null).length;
    process.stdout.write(
      `Importati ${imported} eventi e ${live} chiavi personali; modelli di lettura ricostruiti; catena ${chain.problem ? 'NON integra' : `integra (hash finale ${chain.head ?? '-'})`}\n`,
    );
    return chain.problem ? 1 : 0;
  },
  { create: true },
);
