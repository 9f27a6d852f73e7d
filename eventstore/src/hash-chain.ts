import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The tamper-evident chain of the event log. Every message inserted into `emt_messages` gets,
 * in the same transaction, a row in `event_hashes` with sha256(previous hash || the event's
 * canonical text). A trigger takes one transaction-scoped advisory lock before it numbers the
 * event, so appends are chained (and numbered) in commit order: a transaction that started
 * earlier but commits later can never leave a hole behind a position already read.
 */
export const CHAIN_LOCK_KEY = 7_301_948_223_117n;

/** The bytes that are hashed, as text: every stored field of the event, UTC time to the microsecond. */
const EVENT_TEXT = `concat_ws('|', m.global_position, m.stream_id, m.stream_position, m.partition, m.message_kind,
  m.message_type, m.message_schema_version, m.message_id, m.message_data::text, m.message_metadata::text,
  to_char(m.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))`;

export const CHAIN_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS event_hashes (
     global_position   bigint PRIMARY KEY,
     previous_position bigint,
     stream_id         text   NOT NULL,
     stream_position   bigint NOT NULL,
     hash              bytea  NOT NULL
   )`,
  `CREATE OR REPLACE FUNCTION lavagna_event_text(m emt_messages) RETURNS text LANGUAGE sql STABLE AS $$ SELECT ${EVENT_TEXT} $$`,
  `CREATE OR REPLACE FUNCTION lavagna_chain_event() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     previous record;
   BEGIN
     PERFORM pg_advisory_xact_lock(${CHAIN_LOCK_KEY});
     -- Numbered only now, under the lock: positions follow commit order.
     NEW.global_position := nextval('emt_global_message_position');
     SELECT global_position, hash INTO previous FROM event_hashes ORDER BY global_position DESC LIMIT 1;
     INSERT INTO event_hashes (global_position, previous_position, stream_id, stream_position, hash)
     VALUES (NEW.global_position, previous.global_position, NEW.stream_id, NEW.stream_position,
             sha256(coalesce(previous.hash, ''::bytea) || convert_to(lavagna_event_text(NEW), 'UTF8')));
     RETURN NEW;
   END $$`,
  `ALTER TABLE emt_messages ALTER COLUMN global_position DROP DEFAULT`,
  // Every reader walks the log in global order (replay, rebuild, export, verify).
  `CREATE INDEX IF NOT EXISTS emt_messages_global_position_idx ON emt_messages (global_position)`,
  `DROP TRIGGER IF EXISTS lavagna_chain_event ON emt_messages`,
  `CREATE TRIGGER lavagna_chain_event BEFORE INSERT ON emt_messages FOR EACH ROW EXECUTE FUNCTION lavagna_chain_event()`,
];

/** Chains events recorded before the chain existed (an older database), oldest first. */
const BACKFILL = `DO $$
  DECLARE
    m record;
    previous record;
  BEGIN
    IF EXISTS (SELECT 1 FROM event_hashes) THEN RETURN; END IF;
    FOR m IN SELECT * FROM emt_messages ORDER BY global_position LOOP
      SELECT global_position, hash INTO previous FROM event_hashes ORDER BY global_position DESC LIMIT 1;
      INSERT INTO event_hashes VALUES (m.global_position, previous.global_position, m.stream_id, m.stream_position,
        sha256(coalesce(previous.hash, ''::bytea) || convert_to(lavagna_event_text(m::emt_messages), 'UTF8')));
    END LOOP;
  END $$`;

/** The chain's statements, in a transaction the caller opened and locked (see migrateEventStore). */
export const migrateHashChain = async (client: pg.ClientBase): Promise<void> => {
  for (const statement of CHAIN_SCHEMA) await client.query(statement);
  await client.query(BACKFILL);
};

export type ChainProblem =
  | { kind: 'altered'; position: number; streamId: string; streamPosition: number }
  | { kind: 'missing'; position: number; streamId: string; streamPosition: number }
  | { kind: 'gap'; after: number | null; before: number }
  | { kind: 'unchained'; position: number; streamId: string; streamPosition: number };

export interface ChainReport {
  checked: number;
  /** Hex sha256 of the last event: write it down to anchor the chain. */
  head: string | null;
  problem: ChainProblem | null;
}

interface ChainRow {
  h_position: string | null;
  previous_position: string | null;
  h_stream_id: string | null;
  h_stream_position: string | null;
  hash: Buffer | null;
  m_position: string | null;
  m_stream_id: string | null;
  m_stream_position: string | null;
  text: string | null;
}

const BATCH = 5_000;

/**
 * Recomputes the chain from the first event and stops at the first problem: an event whose
 * content no longer matches its hash, an event deleted (its hash row remains, or the next
 * one points past it), or an event inserted around the chain.
 */
export const verifyChain = async (pool: pg.Pool, onProgress?: (checked: number, total: number) => void): Promise<ChainReport> => {
  const { rows: count } = await pool.query<{ total: string }>('SELECT count(*) AS total FROM event_hashes');
  const total = Number(count[0]!.total);
  let previousHash: Buffer = Buffer.alloc(0);
  let previousPosition: number | null = null;
  let after = -1n;
  let checked = 0;
  for (;;) {
    const { rows } = await pool.query<ChainRow>(
      `SELECT h.global_position AS h_position, h.previous_position, h.stream_id AS h_stream_id, h.stream_position AS h_stream_position, h.hash,
              m.global_position AS m_position, m.stream_id AS m_stream_id, m.stream_position AS m_stream_position, lavagna_event_text(m) AS text
         FROM (SELECT * FROM event_hashes WHERE global_position > $1 ORDER BY global_position LIMIT $2) h
         FULL JOIN (SELECT * FROM emt_messages WHERE global_position > $1 ORDER BY global_position LIMIT $2) m
           ON m.global_position = h.global_position
        ORDER BY coalesce(h.global_position, m.global_position)
        LIMIT $2`,
      [after.toString(), BATCH],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.h_position === null) {
        return { checked, head: previousHash.toString('hex'), problem: { kind: 'unchained', position: Number(row.m_position), streamId: row.m_stream_id!, streamPosition: Number(row.m_stream_position) } };
      }
      const position = Number(row.h_position);
      const reference = { position, streamId: row.h_stream_id!, streamPosition: Number(row.h_stream_position) };
      if (row.m_position === null) return { checked, head: previousHash.toString('hex'), problem: { kind: 'missing', ...reference } };
      const pointsTo = row.previous_position === null ? null : Number(row.previous_position);
      if (pointsTo !== previousPosition) return { checked, head: previousHash.toString('hex'), problem: { kind: 'gap', after: previousPosition, before: position } };
      const expected = createHash('sha256').update(previousHash).update(row.text!, 'utf8').digest();
      if (!expected.equals(row.hash!)) return { checked, head: previousHash.toString('hex'), problem: { kind: 'altered', ...reference } };
      previousHash = row.hash!;
      previousPosition = position;
      checked++;
      after = BigInt(row.h_position);
    }
    onProgress?.(checked, total);
  }
  return { checked, head: checked === 0 ? null : previousHash.toString('hex'), problem: null };
};
