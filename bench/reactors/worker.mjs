// One consumer process of the reactors benchmark: our ReactorRunner (from apps/api/dist) or
// Emmett's PostgreSQL consumer (from the package), with the same idempotent effect. A process
// of its own so that two replicas have two pools, and a crash can be a real SIGKILL.
// Told what to be by argv[2] (JSON); talks to the benchmark over IPC.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const { mechanism, url, name, replica, crashAfter, failAt, emmett = {} } = JSON.parse(process.argv[2]);
const TYPES = ['BenchTicked'];
const now = () => performance.timeOrigin + performance.now();

// The effect stands for an e-mail or a push: outside the consumer's transaction, keyed by the
// cause's message id, so a second delivery changes nothing (and is counted here). Its commit
// does not wait for the disk: the figures are the mechanisms', not this machine's fsync.
const effects = new pg.Pool({ connectionString: url, max: 2, options: '-c synchronous_commit=off' });
let handled = 0;
let duplicates = 0;
let failed = false;
const effect = async (messageId, data) => {
  // A transient failure (the SMTP server down for a moment), once.
  if (handled + 1 === failAt && !failed) {
    failed = true;
    throw new Error('effect failed once');
  }
  const { rowCount } = await effects.query(
    'INSERT INTO bench_effects (consumer, message_id, burst, replica) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [name, messageId, data.burst, replica],
  );
  handled++;
  if (rowCount === 0) duplicates++;
  // The crash the benchmark asks for: the effect is done, its checkpoint is not stored yet.
  if (handled === crashAfter) process.kill(process.pid, 'SIGKILL');
};

const startRunner = async () => {
  await import('reflect-metadata');
  const { Logger } = await import('@nestjs/common');
  const { LogFeed, ReactorRunner } = await import('../../apps/api/dist/infrastructure/reactors/index.js');
  const { personalDataOn } = await import('../../apps/api/dist/infrastructure/database/personal-data.js');
  // The runner logs a failed effect as an error; the benchmark's table says what happened.
  Logger.overrideLogger(false);
  startedAt = now();
  // What DatabaseModule and ReactorsModule build, without Nest's container: the same classes.
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const feed = new LogFeed(pool);
  const runner = new ReactorRunner(pool, personalDataOn(pool), { now: () => new Date() }, feed);
  runner.register({ name, canHandle: TYPES, handle: (event) => effect(event.metadata.messageId, event.data) });
  await feed.onApplicationBootstrap();
  await runner.onApplicationBootstrap();
  return async () => {
    await runner.onApplicationShutdown();
    await feed.onApplicationShutdown();
    await pool.end();
  };
};

const startEmmett = async () => {
  const { postgreSQLEventStoreConsumer } = await import('@event-driven-io/emmett-postgresql');
  startedAt = now();
  return new Promise((started, refused) => {
    const consumer = postgreSQLEventStoreConsumer({ connectionString: url });
    consumer.reactor({
      processorId: name,
      ...(emmett.instanceId ? { processorInstanceId: emmett.instanceId } : {}),
      ...(emmett.startFrom ? { startFrom: emmett.startFrom } : {}),
      ...(emmett.lockTimeoutSeconds ? { lock: { timeoutSeconds: emmett.lockTimeoutSeconds } } : {}),
      canHandle: TYPES,
      eachMessage: (message) => effect(message.metadata.messageId, message.data),
      // Called once the processor lock is taken: the consumer is running.
      hooks: { onStart: () => started(() => consumer.close()) },
    });
    consumer.start().catch(refused);
  });
};

// A benchmark that died leaves no consumer behind.
process.on('disconnect', () => process.exit(1));

// When the consumer starts, its code loaded: the throughput counts from here.
let startedAt;
try {
  const stop = mechanism === 'runner' ? await startRunner() : await startEmmett();
  process.send({ type: 'started', at: startedAt });
  process.on('message', async (message) => {
    if (message.type !== 'stop') return;
    await stop();
    await effects.end();
    process.send({ type: 'stopped', handled, duplicates }, () => process.exit(0));
  });
} catch (error) {
  process.send({ type: 'refused', reason: error.message }, () => process.exit(0));
}
