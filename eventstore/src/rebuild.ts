import { dumbo, type SQLExecutor } from '@event-driven-io/dumbo';
import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { bufferedExecutor } from './buffered-executor.js';
import { sealChain, sealHolding } from './hash-chain.js';
import { countLog, readLog, type LoggedEvent } from './log.js';
import type { PersonalData } from './personal-data/personal-data.js';
import { MemoryTables } from './rows/memory-tables.js';
import { isRowProjection, type RowProjectionDefinition } from './rows/row-projection.js';

export interface RebuildOptions {
  /** The read-model tables the projections write; built anew beside them and swapped in. */
  tables: readonly string[];
  /** The idempotent statements that create those tables (`CREATE TABLE IF NOT EXISTS`, indexes), unqualified. */
  statements: readonly string[];
  projections: readonly PostgreSQLProjectionDefinition[];
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Run once in the rebuild's transaction after the swap (e.g. a notice that the live models changed). */
  afterSwap?: readonly string[];
  /** Opens the sealed personal fields before projecting, and destroys the keys of erased users again (null: a log with none). */
  personalData: PersonalData | null;
}

/** Where the new read models are built, and where the old ones go for the moment of the swap. */
export const SHADOW_SCHEMA = 'lavagna_rebuild';
const RETIRED_SCHEMA = 'lavagna_rebuild_retired';
/** One rebuild at a time (two would build in the same shadow schema). */
const REBUILD_LOCK_KEY = 7_301_948_223_118n;

/**
 * Replays the whole log through the same projections that keep the read models live, into
 * shadow tables of the same shape (the tables' own statements run in a schema of their own,
 * found first on the search path). Readers and appends go on meanwhile against the old tables.
 * Row projections (rows/row-projection.ts) fold in memory and their tables are written once, by
 * COPY, before the plain indexes are built; other projections write as they go.
 * At the end the rebuild holds the messages table - appends wait from here - seals and replays
 * what was appended since (writing only the rows it changed), and swaps the tables in: old ones out, new
 * ones in, in the same transaction. Readers wait only for that swap, and never see a half-built
 * model; a failure rolls it all back and leaves the old read models as they were.
 */
export const rebuildReadModels = async (connectionString: string, pool: pg.Pool, options: RebuildOptions): Promise<number> => {
  const db = dumbo({ connectionString, pooled: true, pool } as never) as ReturnType<typeof dumbo>;
  // What has committed is chained first, so that the first pass reads all of it.
  await sealChain(pool);
  let done = 0;
  await db.withTransaction(async (transaction) => {
    const client = (await transaction.connection.open()) as pg.ClientBase;
    await client.query(`SELECT pg_advisory_xact_lock(${REBUILD_LOCK_KEY})`);
    const live = (await client.query<{ schema: string; path: string }>("SELECT current_schema() AS schema, current_setting('search_path') AS path")).rows[0]!;
    const total = await countLog(client);
    await client.query(`DROP SCHEMA IF EXISTS ${SHADOW_SCHEMA} CASCADE`);
    await client.query(`CREATE SCHEMA ${SHADOW_SCHEMA}`);
    // Unqualified names now mean the shadow tables; anything else (keys, secrets) is found where it lives.
    await client.query(`SELECT set_config('search_path', $1, true)`, [`${SHADOW_SCHEMA}, ${live.path}`]);
    // Plain indexes come after the first write: built once over the rows, not kept up row by row.
    const [indexes, tables] = partition(options.statements, (statement) => /^\s*CREATE\s+(UNIQUE\s+)?INDEX\b/i.test(statement));
    for (const statement of tables) await client.query(statement);
    const buffered = bufferedExecutor(client, { liveOnly: 'leave out' });
    const connection = { connectionString, pool, client, transaction, execute: buffered.execute };
    const { personalData } = options;
    const projections = personalData ? [...options.projections, personalData.shredding()] : options.projections;
    // Row projections fold in memory, written once at the end; the others write the shadow tables as they go.
    const memory = await MemoryTables.open(client, SHADOW_SCHEMA, projections.filter(isRowProjection).flatMap((p) => p.rows.tables));
    const handlers = handlersByType(projections);
    let after = 0n;
    const replay = async (source: pg.ClientBase) => {
      for await (const read of prefetched(readLog(source, { after, batchSize: options.batchSize ?? 5_000 }))) {
        // Keys are read after the previous batch's writes (an erasure in it) were flushed.
        const batch = personalData ? await personalData.decrypt(read, client) : read;
        for (const append of appends(batch)) await project(append, handlers, connection, memory);
        await buffered.flush();
        done += batch.length;
        after = batch[batch.length - 1]!.metadata.globalPosition;
        options.onProgress?.(done, Math.max(total, done));
      }
    };
    // The log is read on a connection of its own, a batch ahead, while this one opens keys and folds.
    const reader = new pg.Client({ connectionString });
    await reader.connect();
    try {
      await replay(reader);
    } finally {
      await reader.end();
    }
    await memory.write(client);
    for (const statement of indexes) await client.query(statement);
    // The messages table, as appends and the log's migration take it (the seal then takes the
    // chain's lock after it, as every seal does). No append runs now: what was appended meanwhile
    // is sealed here, and what is after `after` is all that is left to replay.
    await client.query('LOCK TABLE emt_messages IN SHARE MODE');
    await sealHolding(client);
    await replay(client);
    await memory.write(client);
    await client.query(`CREATE SCHEMA ${RETIRED_SCHEMA}`);
    for (const table of options.tables) {
      await client.query(`ALTER TABLE ${client.escapeIdentifier(live.schema)}.${client.escapeIdentifier(table)} SET SCHEMA ${RETIRED_SCHEMA}`);
      await client.query(`ALTER TABLE ${SHADOW_SCHEMA}.${client.escapeIdentifier(table)} SET SCHEMA ${client.escapeIdentifier(live.schema)}`);
    }
    await client.query(`DROP SCHEMA ${RETIRED_SCHEMA} CASCADE`);
    await client.query(`DROP SCHEMA ${SHADOW_SCHEMA} CASCADE`);
    for (const statement of options.afterSwap ?? []) await client.query(statement);
  });
  return done;
};

/** The generator's next value asked for as soon as the current one is handed out (one read in flight while the caller works). */
async function* prefetched<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  const ask = () => {
    const promise = source.next();
    // A read left in flight when the caller stops (a failing projection) must not crash the process.
    promise.catch(() => undefined);
    return promise;
  };
  let next = ask();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = ask();
    yield current.value;
  }
}

const partition = <T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] => [items.filter(test), items.filter((item) => !test(item))];

/**
 * Splits a batch into the appends it came from, so each projection sees them as it did live:
 * one append at a time, projection after projection (the payments projection reads the name
 * the users projection held at that moment, not a later one). An append writes one stream in
 * one transaction; an imported log shares one transaction, so the stream marks the edge too.
 */
const appends = (events: LoggedEvent[]): LoggedEvent[][] => {
  const groups: LoggedEvent[][] = [];
  for (const event of events) {
    const last = groups[groups.length - 1];
    const first = last?.[0];
    if (last && first!.metadata.transactionId === event.metadata.transactionId && first!.metadata.streamName === event.metadata.streamName) last.push(event);
    else groups.push([event]);
  }
  return groups;
};

/** What a projection that writes as it goes is handed: the rebuild's transaction. */
type Connection = { connectionString: string; pool: pg.Pool; client: pg.ClientBase; transaction: unknown; execute: SQLExecutor };

/** The projections, and for each event type those that handle it, in the same order (looked up once, not per event). */
interface Handlers {
  all: readonly PostgreSQLProjectionDefinition[];
  byType: Map<string, PostgreSQLProjectionDefinition[]>;
}
const handlersByType = (all: readonly PostgreSQLProjectionDefinition[]): Handlers => {
  const byType = new Map<string, PostgreSQLProjectionDefinition[]>();
  for (const projection of all) {
    for (const type of new Set(projection.canHandle as readonly string[])) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  return { all, byType };
};

const project = async (events: LoggedEvent[], handlers: Handlers, connection: Connection, memory: MemoryTables) => {
  // One event (most appends): the projections of its type. Several: each projection with what it handles of them.
  if (events.length === 1) {
    for (const projection of handlers.byType.get(events[0]!.type) ?? []) await handle(projection, events, connection, memory);
    return;
  }
  for (const projection of handlers.all) {
    const handled = events.filter((e) => projection.canHandle.includes(e.type as never));
    if (handled.length > 0) await handle(projection, handled, connection, memory);
  }
};

const handle = async (projection: PostgreSQLProjectionDefinition, events: LoggedEvent[], connection: Connection, memory: MemoryTables) => {
  if (isRowProjection(projection)) await fold(projection, events, memory);
  else await projection.handle(events as never, { connection, execute: connection.execute } as never);
};

const fold = async ({ rows }: RowProjectionDefinition, events: LoggedEvent[], memory: MemoryTables) => {
  for (const event of events) {
    const ops = rows.evolve(event as never, memory.read);
    memory.apply(ops instanceof Promise ? await ops : ops);
  }
};
