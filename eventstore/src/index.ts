import { CHAIN_LOCK_KEY, migrateHashChain } from './hash-chain.js';
import { migrateLogNotify } from './log-notify.js';
import { inOneRoundTrip } from './inline-projections.js';
import { encryptingEventStore } from './personal-data/encrypting-store.js';
import { PERSONAL_KEYS_SCHEMA } from './personal-data/keys.js';
import type { PersonalData } from './personal-data/personal-data.js';
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
 * With `personalData`, personal fields are sealed in the log: projections get them opened,
 * and an erasing event destroys the key in its transaction. Without it (`null`, asked for on
 * purpose) events are stored as given. It shares the application's pool.
 */
export const createEventStore = (
  connectionString: string,
  inlineProjections: PostgreSQLProjectionDefinition[],
  pool: pg.Pool,
  personalData: PersonalData | null,
): PostgresEventStore => {
  const projections = personalData ? [...inlineProjections.map((p) => personalData.decrypting(p)), personalData.shredding()] : inlineProjections;
  const store = getPostgreSQLEventStore(connectionString, {
    projections: projections.length > 0 ? [{ type: 'inline' as const, projection: inOneRoundTrip(projections) }] : [],
    schema: { autoMigration: 'None' },
    connectionOptions: { pooled: true, pool },
  });
  return personalData ? encryptingEventStore(store, personalData) : store;
};

/** Creates or upgrades the event-store tables (streams, messages, processors), the hash chain and the personal keys. */
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
    await client.query('BEGIN');
    // The messages table first, then the chain's lock, in the order every seal takes them (ADR
    // 0007): the other way round, a replica starting while another sealed or appended deadlocked
    // with it (an e-mail reaction failed so in the invoices spec). One transaction for all:
    // replicas starting together take turns.
    await client.query('LOCK TABLE emt_messages IN ACCESS EXCLUSIVE MODE');
    await client.query(`SELECT pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`);
    await migrateHashChain(client);
    await migrateLogNotify(client);
    for (const statement of PERSONAL_KEYS_SCHEMA) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

export { APPENDING_LOCK_KEY, CHAIN_LOCK_KEY, sealChain, sealHolding, verifyChain, type ChainProblem, type ChainReport } from './hash-chain.js';
export { LOG_CHANNEL } from './log-notify.js';
export { readLog, readEventData, countLog, type EventData, type LoggedEvent, type ReadLogOptions } from './log.js';
export { exportLog, importLog, ImportError, type ExportedEvent } from './jsonl.js';
export { liveOnly } from './buffered-executor.js';
export { rebuildReadModels, SHADOW_SCHEMA, type RebuildOptions } from './rebuild.js';
export { rowProjection, type RowProjection, type RowProjectionDefinition } from './rows/row-projection.js';
export {
  EXCLUDED,
  guard,
  increment,
  insert,
  json,
  rebuildOnly,
  remove,
  replace,
  textArray,
  update,
  upsert,
  type Cell,
  type ReadRows,
  type Row,
  type RowOp,
  type Where,
} from './rows/row-ops.js';
export { progressBar } from './progress.js';
export { PersonalData, type PersonalDataPolicy } from './personal-data/personal-data.js';
export { isSealed, seal, unseal, type Sealed } from './personal-data/envelope.js';
export { exportKeys, importKeys, readKeys, usersWithoutKeys, type KeyRecord } from './personal-data/keys.js';
