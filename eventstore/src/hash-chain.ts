import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The tamper-evident chain of the event log (ADR 0007). Every message of `emt_messages` gets a
 * row in `event_hashes` with sha256(previous hash || the event's canonical text), in global
 * order. Appends take no lock: they commit side by side, so PostgreSQL flushes many commits at
 * once. A sealer (`sealChain`) chains them after the commit, under one lock, only up to a position
 * no transaction still running can go below; readers read only sealed positions, so a transaction
 * that took an earlier position but commits later is never skipped.
 */
export const CHAIN_LOCK_KEY = 7_301_948_223_117n;
/** Held shared by every appending transaction until it ends, never exclusively: it only marks who is appending. */
export const APPENDING_LOCK_KEY = 7_301_948_223_119n;

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
  // Numbered at the insert, without waiting: the shared mark is taken before the number, so a
  // sealer that read the sequence after it sees the mark until the transaction ends (sealChain).
  `CREATE OR REPLACE FUNCTION lavagna_chain_event() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_advisory_xact_lock_shared(${APPENDING_LOCK_KEY});
     NEW.global_position := nextval('emt_global_message_position');
     RETURN NEW;
   END $$`,
  `CREATE OR REPLACE FUNCTION lavagna_seal_chain(upto bigint) RETURNS integer LANGUAGE plpgsql AS $$
   DECLARE
     previous record;
     m emt_messages;
     sealed integer := 0;
   BEGIN
     -- The table before the chain's lock, in the order of the migration and the rebuild: a seal
     -- that read the table only while holding the lock would wait for a migration waiting for it.
     LOCK TABLE emt_messages IN ACCESS SHARE MODE;
     PERFORM pg_advisory_xact_lock(${CHAIN_LOCK_KEY});
     SELECT global_position, hash INTO previous FROM event_hashes ORDER BY global_position DESC LIMIT 1;
     FOR m IN SELECT * FROM emt_messages WHERE global_position > coalesce(previous.global_position, 0) AND global_position <= upto ORDER BY global_position LOOP
       previous.hash := sha256(coalesce(previous.hash, ''::bytea) || convert_to(lavagna_event_text(m), 'UTF8'));
       INSERT INTO event_hashes (global_position, previous_position, stream_id, stream_position, hash)
       VALUES (m.global_position, previous.global_position, m.stream_id, m.stream_position, previous.hash);
       previous.global_position := m.global_position;
       sealed := sealed + 1;
     END LOOP;
     RETURN sealed;
   END $$`,
  `ALTER TABLE emt_messages ALTER COLUMN global_position DROP DEFAULT`,
  // Every reader walks the log in global order (replay, rebuild, export, verify).
  `CREATE INDEX IF NOT EXISTS emt_messages_global_position_idx ON emt_messages (global_position)`,
  `DROP TRIGGER IF EXISTS lavagna_chain_event ON emt_messages`,
  `CREATE TRIGGER lavagna_chain_event BEFORE INSERT ON emt_messages FOR EACH ROW EXECUTE FUNCTION lavagna_chain_event()`,
];

/** The chain's statements, in a transaction the caller opened and locked (see migrateEventStore). */
export const migrateHashChain = async (client: pg.ClientBase): Promise<void> => {
  for (const statement of CHAIN_SCHEMA) await client.query(statement);
  // What is not chained yet - events of an older database, or left unsealed by a process that
  // stopped - is chained now: the caller holds the messages table, so no append is running.
  await sealHolding(client);
};

/** How long a seal waits for the appends running when it looked before it gives up (the next wake retries). */
const SEAL_PATIENCE_MS = 5_000;

/** The newest position handed out to an append (0 on an empty log). */
const NEWEST = '(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM emt_global_message_position)';

/** The transactions holding the appending mark now, in this database (pg_locks lists every database's advisory locks). */
const APPENDING = `SELECT coalesce(array_agg(virtualtransaction), '{}') AS running FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND objsubid = 1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND classid = ${APPENDING_LOCK_KEY >> 32n} AND objid = ${APPENDING_LOCK_KEY & 0xffffffffn}`;

/**
 * Chains every event committed up to the newest position handed out before this call, once the
 * appends then running have ended (committed or rolled back): no position at or below it can
 * appear later. Returns how many events it sealed (0 if it gave up waiting, or had nothing new).
 * Any process may call it; one lock makes concurrent seals take turns.
 */
export const sealChain = async (pool: pg.Pool): Promise<number> => {
  // In this order: an append holds its mark before it takes a number, so whoever took a
  // number at or below `upto` is in `running` unless it has already ended.
  const { rows: head } = await pool.query<{ upto: string; sealed: string }>(
    `SELECT ${NEWEST}::text AS upto,
            (SELECT coalesce(max(global_position), 0) FROM event_hashes)::text AS sealed`,
  );
  // Nothing numbered since the last seal: nothing to wait for (the common case of a wake).
  if (BigInt(head[0]!.upto) <= BigInt(head[0]!.sealed)) return 0;
  const { rows: before } = await pool.query<{ running: string[] }>(APPENDING);
  let waitingFor = new Set(before[0]!.running);
  const started = Date.now();
  while (waitingFor.size > 0) {
    if (Date.now() - started > SEAL_PATIENCE_MS) return 0;
    await new Promise((resolve) => setTimeout(resolve, 2));
    const { rows } = await pool.query<{ running: string[] }>(APPENDING);
    waitingFor = new Set(rows[0]!.running.filter((id) => waitingFor.has(id)));
  }
  const { rows } = await pool.query<{ sealed: number }>('SELECT lavagna_seal_chain($1) AS sealed', [head[0]!.upto]);
  return rows[0]!.sealed;
};

/**
 * Seals everything numbered so far, in the caller's transaction, which must hold the messages
 * table in SHARE mode (no append can be running then: each holds the table until it ends).
 */
export const sealHolding = async (client: pg.ClientBase): Promise<number> => {
  const { rows } = await client.query<{ sealed: number }>(
    `SELECT lavagna_seal_chain(${NEWEST}) AS sealed`,
  );
  return rows[0]!.sealed;
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
 * Seals what has committed, then recomputes the chain from the first event up to the sealed head
 * and stops at the first problem: an event whose content no longer matches its hash, an event
 * deleted (its hash row remains, or the next one points past it), or an event inserted around the
 * chain.
 */
export const verifyChain = async (pool: pg.Pool, onProgress?: (checked: number, total: number) => void): Promise<ChainReport> => {
  // What has committed is chained first: an event nobody sealed yet is not a problem of the log.
  await sealChain(pool);
  // Up to the head sealed now: what appends commit meanwhile is sealed by the next seal, not missing.
  const { rows: count } = await pool.query<{ total: string; head: string }>(
    'SELECT count(*) AS total, coalesce(max(global_position), 0)::text AS head FROM event_hashes',
  );
  const total = Number(count[0]!.total);
  const sealedHead = count[0]!.head;
  let previousHash: Buffer = Buffer.alloc(0);
  let previousPosition: number | null = null;
  let after = -1n;
  let checked = 0;
  for (;;) {
    const { rows } = await pool.query<ChainRow>(
      `SELECT h.global_position AS h_position, h.previous_position, h.stream_id AS h_stream_id, h.stream_position AS h_stream_position, h.hash,
              m.global_position AS m_position, m.stream_id AS m_stream_id, m.stream_position AS m_stream_position, lavagna_event_text(m) AS text
         FROM (SELECT * FROM event_hashes WHERE global_position > $1 AND global_position <= $3 ORDER BY global_position LIMIT $2) h
         FULL JOIN (SELECT * FROM emt_messages WHERE global_position > $1 AND global_position <= $3 ORDER BY global_position LIMIT $2) m
           ON m.global_position = h.global_position
        ORDER BY coalesce(h.global_position, m.global_position)
        LIMIT $2`,
      [after.toString(), BATCH, sealedHead],
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
