// Reactions on the log: our ReactorRunner next to Emmett's PostgreSQL consumer, on the same fresh
// database of the bench server, with the same idempotent effect, first idle and then with one
// core kept busy by another process. The figures feed docs/adr/0001-reactions-on-the-log.md.
import { performance } from 'node:perf_hooks';
import { keep, record } from './figures.mjs';
import { benchPostgres, withBusyCore } from './lib.mjs';
import { openLog } from './reactors/log.mjs';
import { BACKLOG, crash, newConsumer, throughputAndLag, transientFailure, twoReplicas } from './reactors/scenarios.mjs';

const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);

/** Prints what a scenario took (to stderr: stdout holds the table and the JSON). */
const timed = async (label, work) => {
  const t0 = performance.now();
  const result = await work();
  console.error(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return result;
};

/**
 * Every scenario, on a database of its own. `full` adds the behaviours that do not depend on
 * load (a new consumer, a failing effect, a late second replica): the busy pass skips them.
 */
/** BENCH_REACTORS_SCENARIOS=quick (the smoke): only throughput and lag, for both mechanisms. */
const QUICK = process.env.BENCH_REACTORS_SCENARIOS === 'quick';

const pass = async (load, full) => {
  if (QUICK) {
    const log = await openLog(benchPostgres(), 'reactors_bench');
    try {
      const figures = {};
      for (const m of ['runner', 'emmett']) figures[m] = await timed(`${load}, ${m}, throughput and lag`, () => throughputAndLag(log, m));
      return figures;
    } finally {
      await log.close();
    }
  }
  const log = await openLog(benchPostgres(), 'reactors_bench');
  try {
    const figures = {};
    if (full) {
      const history = await log.append(200);
      figures.newConsumer = {
        runner: await timed(`${load}, runner, new consumer`, () => newConsumer(log, 'runner', history)),
        emmett: await timed(`${load}, Emmett, new consumer`, () => newConsumer(log, 'emmett', history)),
        emmettEnd: await timed(`${load}, Emmett END, new consumer`, () => newConsumer(log, 'emmett', history, { startFrom: 'END' })),
      };
    }
    for (const m of ['runner', 'emmett']) {
      figures[m] = {
        ...(await timed(`${load}, ${m}, throughput and lag`, () => throughputAndLag(log, m))),
        replicas: await timed(`${load}, ${m}, two replicas`, () => twoReplicas(log, m)),
        crash: await timed(`${load}, ${m}, crash`, () => crash(log, m)),
        ...(full ? { failure: await timed(`${load}, ${m}, failing effect`, () => transientFailure(log, m)) } : {}),
      };
    }
    // Emmett's lock lets a second process in once the owner's row is older than the lock
    // timeout (300 s by default, 3 s here): an owner with nothing to do looks dead.
    if (full) {
      figures.emmett.replicasAfterIdle = await timed(`${load}, Emmett, late second replica`, () =>
        twoReplicas(log, 'emmett', { emmett: { lockTimeoutSeconds: 3 }, lateStartMs: 4_000 }),
      );
    }
    return figures;
  } finally {
    await log.close();
  }
};


const lag = (l) => `${ms(l.median)} / ${ms(l.worst)}${l.none ? ` (${l.none} none)` : ''}`;

/** The table: one row per figure, a column per mechanism and load; Emmett's variants on rows of their own. */
const rows = (runs) => {
  // '·': a behaviour measured on the idle pass only.
  const cell = (pick, run, m) => {
    try {
      return String(pick(run, m) ?? '');
    } catch {
      return '·';
    }
  };
  const cells = (pick) => ['idle', 'busy'].flatMap((load) => ['runner', 'emmett'].map((m) => cell(pick, runs[load], m)));
  const each = (f) => (run, m) => f(run[m]);
  const emmettOnly = (f) => (run, m) => (m === 'emmett' ? f(run) : '');
  return [
    ['new consumer: past events handled (of 200)', (run, m) => run.newConsumer[m].past],
    ['  Emmett with startFrom END', emmettOnly((run) => run.newConsumer.emmettEnd.past)],
    ['stopped, restarted: events of the pause handled', (run, m) => run.newConsumer[m].whileDown],
    ['  Emmett with startFrom END', emmettOnly((run) => run.newConsumer.emmettEnd.whileDown)],
    ['  ... and events handed again on that restart', (run, m) => run.newConsumer[m].handedAgainOnRestart],
    ['  Emmett with startFrom END', emmettOnly((run) => run.newConsumer.emmettEnd.handedAgainOnRestart)],
    [`throughput, backlog of ${BACKLOG} (events/s)`, each((r) => r.perSecond)],
    ['lag, burst of 500: median / worst of 5', each((r) => lag(r.burst))],
    ['lag, one event: median / worst of 5', each((r) => lag(r.single))],
    ['events never handled (backlog, bursts, singles)', each((r) => r.missed)],
    ['events handed twice (one consumer)', each((r) => r.duplicates)],
    ['two replicas: second refused at start', each((r) => (r.replicas.refused ? 'yes' : 'no'))],
    ['two replicas: handled by first / second', each((r) => r.replicas.split)],
    ['two replicas: handed twice / never handled', each((r) => `${r.replicas.twice} / ${r.replicas.missed}`)],
    ['  second starts after first idled > lock timeout', emmettOnly((run) => `${run.emmett.replicasAfterIdle.twice} / ${run.emmett.replicasAfterIdle.missed}`)],
    ['crash after effect 150: effects once (of 1000)', each((r) => r.crash.effects)],
    ['crash: events handed again after restart', each((r) => r.crash.handedAgain)],
    ['crash: restart as a new process refused', each((r) => (r.crash.refused ? 'yes' : 'no'))],
    ['effect fails once: events handled (of 300)', each((r) => r.failure.handled)],
  ].map(([label, pick]) => [label, ...cells(pick)]);
};

const print = (table) => {
  const head = ['', 'runner, idle', 'Emmett, idle', 'runner, 1 core busy', 'Emmett, 1 core busy'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (r) => `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   ')}`;
  console.log(line(head));
  for (const r of table) console.log(line(r));
  console.log("  ('·': measured on the idle pass only; its outcome does not depend on load)");
};

export const benchReactors = async () => {
  console.log('\nReazioni sul registro: ReactorRunner e consumer PostgreSQL di Emmett 0.42, stesso effetto idempotente');
  const runs = { idle: await pass('idle', true) };
  // The smoke leaves the busy pass out (BENCH_REACTORS_BUSY=0): the idle one runs every scenario.
  if (process.env.BENCH_REACTORS_BUSY !== '0') runs.busy = await withBusyCore(() => pass('1 core busy', false));
  else runs.busy = runs.idle;
  print(rows(runs));
  for (const m of ['runner', 'emmett']) record(`reactors_${m}_events_per_s`, runs.idle[m].perSecond);
  keep('reactors', { backlog: BACKLOG, ...runs });
};
