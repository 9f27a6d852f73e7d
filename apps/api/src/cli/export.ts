import { exportKeys, exportLog, countLog, progressBar } from '@lavagna/eventstore';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { erasureReport } from './erasure-report.js';
import { runCli } from './run.js';

/**
 * The whole event log as JSON Lines, oldest first, personal fields sealed as stored: to a file, or
 * to stdout when piped. `--keys` writes the personal keys (and the erased users' tombstones) to a
 * file of their own: without it an import cannot open the personal data. Says who was erased.
 */
await runCli('npm run export -- [--out eventi.jsonl] [--keys chiavi.jsonl]', { out: { type: 'string' }, keys: { type: 'string' } }, async (args, db) => {
  if (!args.out && process.stdout.isTTY) throw new Error('indica --out eventi.jsonl oppure reindirizza l\'uscita su un file');
  if (args.keys && args.keys === args.out) throw new Error('--keys: le chiavi vanno in un file diverso dal registro');
  const report = await erasureReport(db.pool);
  const out = args.out ? createWriteStream(args.out) : process.stdout;
  const bar = progressBar('Esportazione', await countLog(db.pool));
  const written = await exportLog(db.pool, out, (n) => bar.update(n), report.inspect);
  bar.done(written);
  if (args.out) {
    out.end();
    await finished(out);
    process.stderr.write(`Esportati ${written} eventi in ${args.out}\n`);
  }
  if (args.keys) {
    const file = createWriteStream(args.keys, { mode: 0o600 });
    const { keys } = await exportKeys(db.pool, file);
    file.end();
    await finished(file);
    process.stderr.write(`Chiavi personali: ${keys} in ${args.keys} (tienile separate dal registro: insieme rendono leggibili i dati personali)\n`);
  } else {
    process.stderr.write('Chiavi personali non esportate: senza --keys chiavi.jsonl un import non potrà leggere i dati personali cifrati\n');
  }
  for (const line of report.lines()) process.stderr.write(`${line}\n`);
});
