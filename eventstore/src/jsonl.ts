import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { sealChain } from './hash-chain.js';
import { readLog, type LoggedEvent } from './log.js';

/** One line of an export: everything needed to put the event back as it was recorded. */
export interface ExportedEvent {
  position: string;
  streamId: string;
  streamPosition: string;
  streamType: string;
  partition: string;
  kind: 'E' | 'C';
  type: string;
  schemaVersion: string;
  id: string;
  data: unknown;
  metadata: unknown;
  created: string;
}

/**
 * Writes the whole log as JSON Lines, oldest first, as stored (personal fields stay sealed);
 * returns how many events were written. `inspect` sees each batch as it goes.
 */
export const exportLog = async (pool: pg.Pool, out: Writable, onProgress?: (n: number) => void, inspect?: (batch: LoggedEvent[]) => void): Promise<number> => {
  await sealChain(pool); // what has committed is written, not only what a running app sealed
  const types = new Map((await pool.query<{ stream_id: string; stream_type: string }>('SELECT stream_id, stream_type FROM emt_streams')).rows.map((r) => [r.stream_id, r.stream_type]));
  let written = 0;
  for await (const batch of readLog(pool, { batchSize: 5_000 })) {
    const text = batch.map((event) => JSON.stringify(toExported(event, types.get(event.metadata.streamName) ?? 'unknown'))).join('\n') + '\n';
    if (!out.write(text)) await once(out, 'drain');
    inspect?.(batch);
    written += batch.length;
    onProgress?.(written);
  }
  return written;
};

const toExported = (event: LoggedEvent, streamType: string): ExportedEvent => {
  const { messageId, streamName, streamPosition, globalPosition, schemaVersion, partition, created, transactionId: _tx, ...metadata } = event.metadata;
  return {
    position: globalPosition.toString(),
    streamId: streamName,
    streamPosition: streamPosition.toString(),
    streamType,
    partition,
    kind: event.kind === 'Command' ? 'C' : 'E',
    type: event.type,
    schemaVersion,
    id: messageId,
    data: event.data,
    metadata: { ...metadata, messageId },
    created,
  };
};

export class ImportError extends Error {}

/**
 * Reads JSON Lines into an empty log, in file order, in one transaction: all or nothing.
 * Streams get their last position; the chain trigger numbers and hashes every event again.
 * `beforeCommit` runs last in the same transaction (bringing the personal keys, checking them).
 */
export const importLog = async (
  pool: pg.Pool,
  input: Readable,
  onProgress?: (n: number) => void,
  beforeCommit?: (client: pg.ClientBase) => Promise<void>,
): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM emt_messages');
    if (Number(rows[0]!.n) > 0) throw new ImportError(`Il registro non è vuoto (${rows[0]!.n} eventi): importa in un database nuovo.`);
    const streams = new Map<string, { type: string; position: string; partition: string }>();
    let batch: ExportedEvent[] = [];
    let imported = 0;
    let lineNumber = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await insertBatch(client, batch);
      imported += batch.length;
      batch = [];
      onProgress?.(imported);
    };
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      lineNumber++;
      if (line.trim() === '') continue;
      let event: ExportedEvent;
      try {
        event = JSON.parse(line) as ExportedEvent;
      } catch {
        throw new ImportError(`Riga ${lineNumber}: JSON non valido`);
      }
      if (!event.streamId || !event.type || !event.id || event.data === undefined) throw new ImportError(`Riga ${lineNumber}: evento incompleto`);
      streams.set(event.streamId, { type: event.streamType, position: event.streamPosition, partition: event.partition });
      batch.push(event);
      if (batch.length >= 1_000) await flush();
    }
    await flush();
    const entries = [...streams.entries()];
    for (let i = 0; i < entries.length; i += 1_000) {
      const slice = entries.slice(i, i + 1_000);
      await client.query(
        `INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata, is_archived)
         SELECT id, position, partition, type, '{}'::jsonb, false FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) AS s(id, position, partition, type)`,
        [slice.map(([id]) => id), slice.map(([, s]) => s.position), slice.map(([, s]) => s.partition), slice.map(([, s]) => s.type)],
      );
    }
    await beforeCommit?.(client);
    await client.query('COMMIT');
    await sealChain(pool);
    return imported;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

const insertBatch = (client: pg.ClientBase, batch: ExportedEvent[]) =>
  client.query(
    `INSERT INTO emt_messages (stream_id, stream_position, partition, message_kind, message_type, message_schema_version,
       message_id, message_data, message_metadata, created, transaction_id)
     SELECT stream_id, stream_position, partition, kind, type, schema_version, id, data, metadata, created, pg_current_xact_id()
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::jsonb[], $10::timestamptz[])
         AS e(stream_id, stream_position, partition, kind, type, schema_version, id, data, metadata, created)`,
    [
      batch.map((e) => e.streamId),
      batch.map((e) => e.streamPosition),
      batch.map((e) => e.partition),
      batch.map((e) => e.kind),
      batch.map((e) => e.type),
      batch.map((e) => e.schemaVersion),
      batch.map((e) => e.id),
      batch.map((e) => JSON.stringify(e.data)),
      batch.map((e) => JSON.stringify(e.metadata)),
      batch.map((e) => e.created),
    ],
  );
