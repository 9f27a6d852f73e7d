// What the reactors benchmark asks of each mechanism, on one log. Every scenario uses a consumer
// name of its own, so their checkpoints and effects never mix.
import { setTimeout as sleep } from 'node:timers/promises';
import { startConsumer } from './consumer.mjs';

export const BACKLOG = Number(process.env.BENCH_REACTOR_BACKLOG ?? 5_000);
/** Scales the other scenarios' event counts (the smoke runs them at a tenth). */
const SCALE = Number(process.env.BENCH_REACTOR_SCALE ?? 1);
const scaled = (n) => Math.max(10, Math.round(n * SCALE));
// A burst: 500 events in appends of 5 (a command's few events) from 10 appenders at once.
const BURST = scaled(500);
const BURST_APPEND = { appenders: 10, perAppend: 5 };
// A backlog is appended 100 events at a time: only the consumer's pace is measured on it.
const BACKLOG_APPEND = { appenders: 10, perAppend: 100 };
// How many bursts, and how many single events, are timed.
const BURSTS = Number(process.env.BENCH_REACTOR_BURSTS ?? 5);
// Idle long enough for Emmett's poller to back off to its slowest pace (100 ms doubling to 1 s).
const IDLE_MS = Number(process.env.BENCH_REACTOR_IDLE_MS ?? 1_500);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
let names = 0;
const nameFor = (mechanism, what) => `${mechanism}-${what}-${++names}`;

/** A consumer that existed before, with its checkpoint at the log's head (each by its own means). */
const existing = async (log, mechanism, name) => {
  if (mechanism === 'emmett') return log.emmettCheckpointAtHead(name);
  // The runner gives a reactor it sees for the first time a checkpoint at the head, on its first pass.
  const first = await startConsumer({ mechanism, url: log.url, name, replica: 0 });
  while (!(await log.hasRunnerCheckpoint(name))) await sleep(10);
  await first.stop();
};

/**
 * A new consumer on a log that already has `history`: how much of the past it handles, then
 * whether it gets what was appended while it was stopped, and what comes after its restart.
 */
export const newConsumer = async (log, mechanism, history, emmett = {}) => {
  const name = nameFor(mechanism, 'new');
  const options = { mechanism, url: log.url, name, replica: 1, emmett };
  let consumer = await startConsumer(options);
  const past = (await log.settle(name, [history], 2_000)).count;
  await consumer.stop();
  const whileDown = await log.append(50);
  consumer = await startConsumer(options);
  const afterRestart = await log.append(50);
  await log.settle(name, [whileDown, afterRestart], 8_000);
  const { duplicates } = await consumer.stop();
  return {
    past: `${past}/${history.count}`,
    handedAgainOnRestart: duplicates,
    whileDown: `${(await log.handled(name, [whileDown])).count}/50`,
    afterRestart: `${(await log.handled(name, [afterRestart])).count}/50`,
  };
};

/**
 * Events per second over a backlog appended while the consumer was down; then the lag from the
 * last commit of a burst (or of one event) appended while it idled to the last of them handled.
 * A burst the consumer skipped part of still has a lag (to its last event handled): the events
 * it never handled are counted at the end, after every wait.
 */
export const throughputAndLag = async (log, mechanism) => {
  const name = nameFor(mechanism, 'lag');
  await existing(log, mechanism, name);
  const appended = [await log.append(BACKLOG, BACKLOG_APPEND)];
  const consumer = await startConsumer({ mechanism, url: log.url, name, replica: 1 });
  const drained = await log.settle(name, appended, 10_000);
  const perSecond = Math.round(drained.count / ((drained.last - consumer.startedAt) / 1000));
  const lags = async (count, how) => {
    const all = [];
    for (let i = 0; i < BURSTS; i++) {
      // A random pause, so that appends do not fall in step with a poller's period.
      await sleep(IDLE_MS + Math.random() * 1_000);
      const burst = await log.append(count, how);
      appended.push(burst);
      const done = await log.settle(name, [burst], 3_000);
      if (done.count > 0) all.push(done.last - burst.lastCommit);
    }
    return { median: all.length ? median(all) : null, worst: all.length ? Math.max(...all) : null, none: BURSTS - all.length };
  };
  const burst = await lags(BURST, BURST_APPEND);
  const single = await lags(1, { appenders: 1 });
  const { missed } = await log.settle(name, appended, 0);
  const { duplicates } = await consumer.stop();
  return { perSecond, burst, single, missed, duplicates };
};

/**
 * Two processes on one consumer name while a backlog and bursts arrive. `lateStart` starts the
 * second after the first has idled for that long (beyond Emmett's lock timeout, if it is set).
 */
export const twoReplicas = async (log, mechanism, { emmett = {}, lateStartMs = 0 } = {}) => {
  const name = nameFor(mechanism, 'replicas');
  await existing(log, mechanism, name);
  const options = { mechanism, url: log.url, name, emmett };
  const first = await startConsumer({ ...options, replica: 1 });
  const appended = [];
  if (lateStartMs > 0) {
    appended.push(await log.append(BURST, BURST_APPEND));
    await log.settle(name, appended);
    await sleep(lateStartMs);
  }
  const second = await startConsumer({ ...options, replica: 2 });
  appended.push(await log.append(scaled(2_000), BACKLOG_APPEND));
  for (let i = 0; i < 3; i++) {
    await sleep(IDLE_MS / 2);
    appended.push(await log.append(BURST, BURST_APPEND));
  }
  const done = await log.settle(name, appended);
  const [a, b] = [await first.stop(), await second.stop()];
  return {
    events: appended.reduce((sum, x) => sum + x.count, 0),
    split: `${a.handled} / ${b.handled}`,
    twice: a.duplicates + b.duplicates,
    missed: done.missed,
    refused: second.refused,
  };
};

/**
 * A consumer killed (SIGKILL) right after the effect of the 150th event of a batch, before its
 * checkpoint is stored; then started again. Emmett's is restarted as a new process would be (a
 * new instance id) and, if its lock refuses that, with the dead process's instance id.
 */
export const crash = async (log, mechanism) => {
  const name = nameFor(mechanism, 'crash');
  await existing(log, mechanism, name);
  const backlog = await log.append(Math.max(300, scaled(1_000)), BACKLOG_APPEND);
  const emmett = { instanceId: `${name}:first` };
  const killed = await startConsumer({ mechanism, url: log.url, name, replica: 1, crashAfter: 150, emmett });
  const death = await killed.exited;
  const atCrash = (await log.handled(name, [backlog])).count;
  let again = await startConsumer({ mechanism, url: log.url, name, replica: 2 });
  const refused = again.refused;
  if (refused) again = await startConsumer({ mechanism, url: log.url, name, replica: 2, emmett });
  const done = await log.settle(name, [backlog]);
  const { duplicates } = await again.stop();
  return { death: death.signal, atCrash, effects: `${done.count}/${backlog.count}`, handedAgain: duplicates, refused };
};

/** The effect fails once (an SMTP server down for a moment) at the 50th event: is the rest still handled? */
export const transientFailure = async (log, mechanism) => {
  const name = nameFor(mechanism, 'failure');
  await existing(log, mechanism, name);
  const consumer = await startConsumer({ mechanism, url: log.url, name, replica: 1, failAt: 50 });
  const burst = await log.append(Math.max(100, scaled(300)), BURST_APPEND);
  const done = await log.settle(name, [burst], 5_000);
  await consumer.stop();
  return { handled: `${done.count}/${burst.count}`, afterMs: done.missed === 0 ? done.last - burst.lastCommit : null };
};
