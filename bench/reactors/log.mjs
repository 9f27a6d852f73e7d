// The reactors benchmark's database: a fresh one on the bench server, the project's event store
// (hash chain, NOTIFY, personal-data sealing) to append with, and the effects the consumers leave.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { dumbo } from '@event-driven-io/dumbo';
import { storeProcessorCheckpoint } from '@event-driven-io/emmett-postgresql';
import { createEventStore, migrateEventStore } from '../../eventstore/dist/index.js';
import { migrateAllReadModels } from '../../apps/api/dist/read-models.js';
import { personalDataOn } from '../../apps/api/dist/infrastructure/database/personal-data.js';

export const now = () => performance.timeOrigin + performance.now();

const EFFECTS = `CREATE TABLE bench_effects (
  consumer text NOT NULL, message_id text NOT NULL, burst int NOT NULL, replica int NOT NULL,
  handled_at timestamptz NOT NULL DEFAULT clock_timestamp(), PRIMARY KEY (consumer, message_id))`;

/** A new database `name` on the server at `serverUrl`, with the event store and read models the API makes. */
export const openLog = async (serverUrl, name) => {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = `${serverUrl}/${name}`;
  await migrateEventStore(url);
  const pool = new pg.Pool({ connectionString: url, max: 12 });
  await migrateAllReadModels(pool);
  await pool.query(EFFECTS);
  const store = createEventStore(url, [], pool, personalDataOn(pool));
  let bursts = 0;

  /**
   * `count` events from `appenders` at once, `perAppend` events to a new stream per append (a
   * command's transaction); resolves with the burst's id, its size and the last commit's instant.
   */
  const append = async (count, { appenders = 10, perAppend = 1 } = {}) => {
    const burst = ++bursts;
    let next = 0;
    let lastCommit = 0;
    await Promise.all(
      Array.from({ length: Math.min(appenders, Math.ceil(count / perAppend)) }, async () => {
        while (next < count) {
          const first = next;
          next = Math.min(count, next + perAppend);
          const events = Array.from({ length: next - first }, (_, i) => ({ type: 'BenchTicked', data: { burst, n: first + i } }));
          await store.appendToStream(`bench-${burst}-${first}`, events);
          lastCommit = Math.max(lastCommit, now());
        }
      }),
    );
    return { burst, count, lastCommit };
  };

  /** How many of these bursts' events `consumer` has handled, and when it handled the last one. */
  const handled = async (consumer, bursts) => {
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n, extract(epoch FROM max(handled_at)) * 1000 AS last FROM bench_effects WHERE consumer = $1 AND burst = ANY($2)',
      [consumer, bursts.map((b) => b.burst)],
    );
    return { count: rows[0].n, last: Number(rows[0].last) };
  };

  /** Waits until `consumer` has handled every event of `bursts`, or `patienceMs` passed with no progress. */
  const settle = async (consumer, bursts, patienceMs = 5_000) => {
    const expected = bursts.reduce((sum, b) => sum + b.count, 0);
    let seen = -1;
    let since = now();
    for (;;) {
      const state = await handled(consumer, bursts);
      if (state.count >= expected) return { ...state, missed: 0 };
      if (state.count !== seen) [seen, since] = [state.count, now()];
      if (now() - since > patienceMs) return { ...state, missed: expected - state.count };
      await sleep(10);
    }
  };

  /** Whether the runner has stored a checkpoint for `reactor` yet. */
  const hasRunnerCheckpoint = async (reactor) => (await pool.query('SELECT 1 FROM reactor_checkpoints WHERE name = $1', [reactor])).rowCount === 1;

  const head = async () => BigInt((await pool.query('SELECT coalesce(max(global_position), 0)::text AS p FROM emt_messages')).rows[0].p);

  /** Emmett has no "start a new processor at the head": its own checkpoint function stores one. */
  const emmettCheckpointAtHead = async (processorId) => {
    const db = dumbo({ connectionString: url });
    try {
      await storeProcessorCheckpoint(db.execute, { processorId, version: 1, newCheckpoint: await head(), lastProcessedCheckpoint: null, partition: 'emt:default' });
    } finally {
      await db.close();
    }
  };

  const close = async () => {
    // Emmett's close may already end the pool it was given.
    await store.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
  };
  return { url, append, handled, settle, hasRunnerCheckpoint, emmettCheckpointAtHead, close };
};
