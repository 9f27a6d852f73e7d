import type pg from 'pg';

/** An event as the log holds it, in the shape Emmett's projections receive. */
export interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
  kind: 'Event' | 'Command';
  metadata: {
    messageId: string;
    streamName: string;
    streamPosition: bigint;
    globalPosition: bigint;
    schemaVersion: string;
    partition: string;
    created: string;
    /** The appending transaction: the events of one append share it. */
    transactionId: string;
    [key: string]: unknown;
  };
}

export interface ReadLogOptions {
  /** Only events after this global position. */
  after?: bigint;
  /** Only events recorded up to this instant (inclusive). */
  asOf?: Date;
  /** Only these event types (a projection's `canHandle`). */
  types?: readonly string[];

  batchSize?: number;
  /** Called after each batch with the position reached. */
  onBatch?: (read: number) => void;
}

interface MessageRow {
  global_position: string;
  stream_id: string;
  stream_position: string;
  partition: string;
  message_kind: string;
  message_type: string;
  message_schema_version: string;
  message_id: string;
  /** As text, parsed here with JSON.parse: the driver's own jsonb parser (Emmett's) revives long digit strings as BigInt, and costs a reviver call per value. */
  message_data: string;
  message_metadata: string;
  created: string;
  transaction_id: string;
}

export const SELECT_MESSAGES = `SELECT global_position, stream_id, stream_position, partition, message_kind, message_type,
  message_schema_version, message_id, message_data::text AS message_data, message_metadata::text AS message_metadata, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created,
  transaction_id::text FROM emt_messages`;

const NO_METADATA = {};

export const toLoggedEvent = (row: MessageRow): LoggedEvent => ({
  type: row.message_type,
  data: JSON.parse(row.message_data) as Record<string, unknown>,
  kind: row.message_kind === 'C' ? 'Command' : 'Event',
  metadata: {
    // Most events carry only what the columns say: skip parsing and copying an empty object a million times.
    ...(row.message_metadata === '{}' ? NO_METADATA : (JSON.parse(row.message_metadata) as Record<string, unknown>)),
    messageId: row.message_id,
    streamName: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    globalPosition: BigInt(row.global_position),
    schemaVersion: row.message_schema_version,
    partition: row.partition,
    /** UTC, to the microsecond, as stored. */
    created: row.created,
    transactionId: row.transaction_id,
  },
});

/**
 * Only sealed positions are read (hash-chain.ts): no transaction still running can commit an
 * event at or below the sealed head, so reading on after the last position seen never skips one.
 */
const SEALED = 'global_position <= (SELECT coalesce(max(global_position), 0) FROM event_hashes)';

/**
 * The log in global order, batch by batch (keyset pagination, so a million events never sit
 * in memory at once), up to the chain's sealed head.
 */
export async function* readLog(db: pg.Pool | pg.ClientBase, options: ReadLogOptions = {}): AsyncGenerator<LoggedEvent[]> {
  const batchSize = options.batchSize ?? 2_000;
  let after = String(options.after ?? 0n);
  let read = 0;
  for (;;) {
    const where = ['global_position > $1', SEALED];
    const params: unknown[] = [after, batchSize];

    if (options.asOf) {
      params.push(options.asOf);
      where.push(`created <= $${params.length}`);
    }
    if (options.types) {
      params.push(options.types);
      where.push(`message_type = ANY($${params.length})`);
    }
    const { rows } = await db.query<MessageRow>(`${SELECT_MESSAGES} WHERE ${where.join(' AND ')} ORDER BY global_position LIMIT $2`, params);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.global_position;
    read += rows.length;
    yield rows.map(toLoggedEvent);
    options.onBatch?.(read);
    if (rows.length < batchSize) return;
  }
}

export const countLog = async (db: pg.Pool | pg.ClientBase, asOf?: Date): Promise<number> => {
  const { rows } = await db.query<{ n: string }>(
    asOf ? 'SELECT count(*) AS n FROM emt_messages WHERE created <= $1' : 'SELECT count(*) AS n FROM emt_messages',
    asOf ? [asOf] : [],
  );
  return Number(rows[0]!.n);
};

/** An event reduced to what a fold reads: its position, type and data. */
export interface EventData {
  position: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * The lightest walk of the log for a fold such as the accountant's replay: every event, in
 * order, with its type; the data only for the types in `decode` (the others get `{}`).
 */
export async function* readEventData(
  db: pg.Pool | pg.ClientBase,
  options: { decode: readonly string[]; asOf?: Date; batchSize?: number; onBatch?: (read: number) => void },
): AsyncGenerator<EventData[]> {
  const batchSize = options.batchSize ?? 5_000;
  let after = '0';
  let read = 0;
  for (;;) {
    const params: unknown[] = [after, batchSize, options.decode];
    if (options.asOf) params.push(options.asOf);
    const { rows } = await db.query<{ position: string; type: string; data: Record<string, unknown> | null }>(
      `SELECT global_position AS position, message_type AS type, CASE WHEN message_type = ANY($3) THEN message_data END AS data
         FROM emt_messages WHERE global_position > $1 AND ${SEALED} ${options.asOf ? 'AND created <= $4' : ''}
        ORDER BY global_position LIMIT $2`,
      params,
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.position;
    read += rows.length;
    yield rows.map((r) => ({ position: r.position, type: r.type, data: r.data ?? {} }));
    options.onBatch?.(read);
    if (rows.length < batchSize) return;
  }
}
