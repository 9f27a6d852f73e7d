import { progressBar, verifyChain, type ChainProblem } from '@lavagna/eventstore';
import { runCli } from './run.js';

const describe = (p: ChainProblem): string => {
  switch (p.kind) {
    case 'altered':
      return `evento alterato: posizione ${p.position} (stream ${p.streamId}, versione ${p.streamPosition}) non corrisponde al suo hash`;
    case 'missing':
      return `evento mancante: posizione ${p.position} (stream ${p.streamId}, versione ${p.streamPosition}) è stato cancellato`;
    case 'gap':
      return `eventi mancanti: la catena salta da ${p.after ?? 'l\'inizio'} a ${p.before}`;
    case 'unchained':
      return `evento fuori dalla catena: posizione ${p.position} (stream ${p.streamId}, versione ${p.streamPosition}) non ha un hash`;
  }
};

/** Recomputes the hash chain of the whole log; exit code 1 at the first altered or missing event. */
await runCli('npm run verify', {}, async (_args, db) => {
  const bar = progressBar('Verifica');
  const report = await verifyChain(db.pool, (checked, total) => bar.update(checked, total));
  bar.done(report.checked);
  if (report.problem) {
    process.stdout.write(`NON INTEGRO - ${describe(report.problem)} (${report.checked} eventi verificati prima)\n`);
    return 1;
  }
  process.stdout.write(`Integro: ${report.checked} eventi, hash finale ${report.head ?? '-'}\n`);
});
