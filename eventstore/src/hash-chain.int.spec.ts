import pg from 'pg';
import { freshDatabase } from '../test/fresh-database.js';
import { APPENDING_LOCK_KEY, CHAIN_LOCK_KEY, createEventStore, migrateEventStore, readLog, sealChain, sealHolding, verifyChain, type PostgresEventStore } from './index.js';

describe('the hash chain of the event log', () => {
  let connectionString: string;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeEach(async () => {
    connectionString = await freshDatabase('es');
    await migrateEventStore(connectionString);
    pool = new pg.Pool({ connectionString, max: 10 });
    store = createEventStore(connectionString, [], pool, null);
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
  });

  const append = (stream: string, n: number) =>
    store.appendToStream(stream, Array.from({ length: n }, (_, i) => ({ type: 'Noted', data: { stream, i, text: 'àè €' } })));
  /** Until a session is waiting for a lock with a statement that contains `text` (a spec that never gets there fails, not hangs). */
  const waitingAt = async (text: string) => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const { rows } = await pool.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND position($1 in query) > 0", [text]);
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no session waited for a lock at ${text}`);
  };
  /** Appended and sealed, as the running app's log feed seals every commit it is told of. */
  const appendSealed = async (stream: string, n: number) => {
    await append(stream, n);
    await sealChain(pool);
  };

  it('chains every appended event and verifies clean', async () => {
    await appendSealed('a-1', 3);
    await appendSealed('b-1', 2);
    const report = await verifyChain(pool);
    expect(report).toMatchObject({ checked: 5, problem: null });
    expect(report.head).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await pool.query('SELECT global_position, previous_position FROM event_hashes ORDER BY global_position');
    expect(rows.map((r) => r.previous_position)).toEqual([null, ...rows.slice(0, -1).map((r) => r.global_position)]);
  });

  it('names the first altered event', async () => {
    await appendSealed('a-1', 3);
    await appendSealed('b-1', 2);
    await pool.query(`UPDATE emt_messages SET message_data = jsonb_set(message_data, '{text}', '"ritoccato"') WHERE stream_id = 'b-1' AND stream_position = 1`);
    const report = await verifyChain(pool);
    expect(report.problem).toMatchObject({ kind: 'altered', streamId: 'b-1', streamPosition: 1 });
    expect(report.checked).toBe(3);
  });

  it('notices a back-dated event', async () => {
    await appendSealed('a-1', 3);
    await pool.query(`UPDATE emt_messages SET created = created - interval '1 day' WHERE stream_id = 'a-1' AND stream_position = 3`);
    expect((await verifyChain(pool)).problem).toMatchObject({ kind: 'altered', streamPosition: 3 });
  });

  it('catches an event whose hash was rewritten to match its change at the next link', async () => {
    await appendSealed('a-1', 3);
    await pool.query(`UPDATE emt_messages SET message_data = '{"forged":true}' WHERE stream_id = 'a-1' AND stream_position = 2`);
    await pool.query(
      `UPDATE event_hashes h SET hash = sha256(p.hash || convert_to(lavagna_event_text(m), 'UTF8'))
         FROM emt_messages m, event_hashes p
        WHERE m.stream_id = 'a-1' AND m.stream_position = 2 AND h.global_position = m.global_position AND p.global_position = h.previous_position`,
    );
    expect((await verifyChain(pool)).problem).toMatchObject({ kind: 'altered', streamId: 'a-1', streamPosition: 3 });
  });

  it('names a deleted event, whether its hash row stays or goes too', async () => {
    await appendSealed('a-1', 4);
    await pool.query(`DELETE FROM emt_messages WHERE stream_id = 'a-1' AND stream_position = 2`);
    expect((await verifyChain(pool)).problem).toMatchObject({ kind: 'missing', streamId: 'a-1', streamPosition: 2 });
    const { rows } = await pool.query(`DELETE FROM event_hashes WHERE stream_id = 'a-1' AND stream_position = 2 RETURNING global_position`);
    const report = await verifyChain(pool);
    expect(report.problem).toMatchObject({ kind: 'gap' });
    expect(report.problem).toHaveProperty('before');
    expect((report.problem as { after: number }).after).toBeLessThan(Number(rows[0].global_position));
  });

  it('never lets a reader run past a slow append that took an earlier position and commits later', async () => {
    await append('a-1', 1);
    await sealChain(pool);
    // A slow transaction inserts its event (taking the next position), then waits before committing.
    const slow = await pool.connect();
    await slow.query('BEGIN');
    await slow.query(
      `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
       VALUES ('slow-1', 1, '{"slow":true}', '{}', '1', 'Noted', 'slow-message', pg_current_xact_id())`,
    );
    // A faster append takes a later position and commits first; a seal starts meanwhile.
    await append('fast-1', 1);
    const sealing = sealChain(pool);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A reader that catches up now must not run ahead of the slow one...
    const seenMeanwhile: string[] = [];
    let checkpoint = 0n;
    for await (const batch of readLog(pool)) for (const e of batch) (seenMeanwhile.push(e.metadata.streamName), (checkpoint = e.metadata.globalPosition));
    expect(seenMeanwhile).toEqual(['a-1']);
    await slow.query('COMMIT');
    slow.release();
    expect(await sealing).toBe(2);
    // ...and reading on from its checkpoint finds both, the slow one first.
    const after: string[] = [];
    for await (const batch of readLog(pool, { after: checkpoint })) for (const e of batch) after.push(e.metadata.streamName);
    expect(after).toEqual(['slow-1', 'fast-1']);
    expect((await verifyChain(pool)).problem).toBeNull();
  });

  it('lets a replica that starts (and migrates the log) while another appends finish both, without a deadlock', async () => {
    await append('a-1', 1);
    // A seal is under way (it holds the chain's lock): the migration waits for the lock...
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`);
    const migration = migrateEventStore(connectionString).then(() => 'migrated', (error: Error) => error.message);
    await waitingAt('pg_advisory_xact_lock');
    // ...and so does the next append, which must not hold what the migration needs once it has the lock.
    const appended = append('b-1', 1).then(() => 'appended', (error: Error) => error.message);
    await waitingAt('emt_append_to_stream');
    await holder.query('COMMIT');
    holder.release();
    expect(await Promise.all([migration, appended])).toEqual(['migrated', 'appended']);
    expect(await verifyChain(pool)).toMatchObject({ checked: 2, problem: null });
  });

  it("lets a replica's migration take the chain's lock while a seal on a connection that sealed before waits for the log", async () => {
    const sealer = await pool.connect();
    const migration = await pool.connect();
    try {
      await sealHolding(sealer); // compiled once, as on a pooled connection: a later call does not touch the table to compile
      await append('a-1', 1);
      await migration.query('BEGIN');
      await migration.query('LOCK TABLE emt_messages IN ACCESS EXCLUSIVE MODE');
      const sealing = sealHolding(sealer).then(String, (error: Error) => error.message);
      // The seal waits for the table the migration holds, without the chain's lock...
      await waitingAt('lavagna_seal_chain');
      const { rows: held } = await pool.query(
        // In this database: pg_locks lists the advisory locks of every database, and other suites seal in theirs meanwhile.
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = ${CHAIN_LOCK_KEY >> 32n} AND objid = ${CHAIN_LOCK_KEY & 0xffffffffn}
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(held).toEqual([]);
      // ...so the migration takes it, seals, and commits; then the seal finds nothing left to chain.
      await migration.query(`SELECT pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`);
      expect(await sealHolding(migration)).toBe(1);
      await migration.query('COMMIT');
      expect(await sealing).toBe('0');
    } finally {
      await migration.query('ROLLBACK').catch(() => undefined);
      sealer.release();
      migration.release();
    }
    expect(await verifyChain(pool)).toMatchObject({ checked: 1, problem: null });
  });

  it('lets appends commit while another append is still open, and seals both once it ends', async () => {
    const slow = await pool.connect();
    await slow.query('BEGIN');
    await slow.query(
      `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
       VALUES ('slow-2', 1, '{}', '{}', '1', 'Noted', 'slow-message-2', pg_current_xact_id())`,
    );
    await append('fast-2', 2); // would wait for the slow one under a lock held to the commit
    await slow.query('ROLLBACK');
    slow.release();
    const report = await verifyChain(pool);
    expect(report).toMatchObject({ checked: 2, problem: null });
  });

  it('does not wait for appends running in another database of the same server', async () => {
    // Another log on the same PostgreSQL (another suite, a staging copy), with an append left open there.
    const elsewhere = new pg.Client({ connectionString: await freshDatabase('es_other') });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query(`SELECT pg_advisory_xact_lock_shared(${APPENDING_LOCK_KEY})`);
      await append('a-1', 1);
      // pg_locks lists every database's advisory locks: counted, that append would hold this seal for its five seconds of patience.
      const started = Date.now();
      expect(await sealChain(pool)).toBe(1);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await elsewhere.end();
    }
  });

  it("seals while other transactions hold advisory locks of every kind (a negative key's class id overflows a sum)", async () => {
    const other = await pool.connect();
    await other.query('BEGIN');
    await other.query('SELECT pg_advisory_xact_lock(-1), pg_advisory_xact_lock(hashtext($1))', ['login:someone']);
    await append('beside-1', 1);
    expect(await sealChain(pool)).toBe(1);
    await other.query('COMMIT');
    other.release();
  });

  it('keeps one unbroken chain under many concurrent appends, sealed while they run', async () => {
    let appending = true;
    const sealer = (async () => {
      while (appending) await sealChain(pool);
    })();
    await Promise.all(Array.from({ length: 40 }, (_, i) => append(`s-${i}`, 1 + (i % 3))));
    appending = false;
    await sealer;
    const report = await verifyChain(pool);
    expect(report.problem).toBeNull();
    expect(report.checked).toBe(Array.from({ length: 40 }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b, 0));
    const { rows } = await pool.query('SELECT count(*)::int AS n, count(DISTINCT previous_position)::int AS links FROM event_hashes');
    expect(rows[0].links).toBe(rows[0].n - 1); // no two events chained after the same one: no fork
  });
});
