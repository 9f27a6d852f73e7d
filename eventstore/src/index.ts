import { migrateHashChain } from './hash-chain.js';
import pg from 'pg';
import {
  getPostgreSQLEventStore,
  type PostgresEventStore,
  type PostgreSQLProjectionDefinition,
} from '@event-driven-io/emmett-postgresql';

export type { PostgresEventStore } from '@event-driven-io/emmett-postgresql';

/**
 * The event store of Lavagna: Emmett on PostgreSQL, with the inline projections that
 * must commit in the same transaction as the append (read models and database guards).
 * It shares the application's pool, whose owner ends it.
 */
export const createEventStore = (
  connectionString: string,
  inlineProjections: PostgreSQLProjectionDefinition[],
  pool: pg.Pool,
): PostgresEventStore =>
  getPostgreSQLEventStore(connectionString, {
    projections: inlineProjections.map((projection) => ({ type: 'inline' as const, projection })),
    schema: { autoMigration: 'None' },
    connectionOptions: { pooled: true, pool },
  });

/** Creates or upgrades the event-store tables (streams, messages, processors) and the hash chain. */
export const migrateEventStore = async (connectionString: string): Promise<void> => {
  const store = getPostgreSQLEventStore(connectionString, { schema: { autoMigration: 'None' } });
  try {
    await store.schema.migrate();
  } finally {
    await store.close();
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await migrateHashChain(client);
  } finally {
    await client.end();
  }
};

export { CHAIN_LOCK_KEY, verifyChain, type ChainProblem, type ChainReport } from './hash-chain.js';
export { readLog, readEventData, countLog, type EventData, type LoggedEvent, type ReadLogOptions } from './log.js';
export { exportLog, importLog, ImportError, type ExportedEvent } from './jsonl.js';
export { rebuildReadModels, type RebuildOptions } from './rebuild.js';
export { progressBar } from './progress.js';
