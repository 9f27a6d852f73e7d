import { exportLog, countLog, progressBar } from '@lavagna/eventstore';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { runCli } from './run.js';

/** The whole event log as JSON Lines, oldest first: to a file, or to stdout when piped. */
await runCli('npm run export -- [--out eventi.jsonl]', { out: { type: 'string' } }, async (args, db) => {
  if (!args.out && process.stdout.isTTY) throw new Error('indica --out eventi.jsonl oppure reindirizza l\'uscita su un file');
  const out = args.out ? createWriteStream(args.out) : process.stdout;
  const bar = progressBar('Esportazione', await countLog(db.pool));
  const written = await exportLog(db.pool, out, (n) => bar.update(n));
  bar.done(written);
  if (args.out) {
    out.end();
    await finished(out);
    process.stderr.write(`Esportati ${written} eventi in ${args.out}\n`);
  }
});
