import { progressBar, verifyChain } from '@lavagna/eventstore';
import { describeChainProblem } from '../replay/chain-problem.js';
import { runCli } from './run.js';

/** Recomputes the hash chain of the whole log; exit code 1 at the first altered or missing event. */
await runCli('npm run verify', {}, async (_args, db) => {
  const bar = progressBar('Verifica');
  const report = await verifyChain(db.pool, (checked, total) => bar.update(checked, total));
  bar.done(report.checked);
  if (report.problem) {
    process.stdout.write(`NON INTEGRO - ${describeChainProblem(report.problem)} (${report.checked} eventi verificati prima)\n`);
    return 1;
  }
  process.stdout.write(`Integro: ${report.checked} eventi, hash finale ${report.head ?? '-'}\n`);
});
