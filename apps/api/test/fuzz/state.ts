import type pg from 'pg';
import { READ_MODEL_TABLES } from '../../src/read-models.js';

/** Beside the read models: the demo gateway's books and the personal keys; sessions and throttles may change on a refusal. */
const TABLES = [...READ_MODEL_TABLES, 'demo_gateway_orders', 'personal_keys'];

/**
 * Every row written to a watched table leaves a line in `fuzz_changes`, in the writing transaction
 * (a rolled-back write leaves none; an update that changes nothing leaves none). Reading the last
 * line's number after each request costs one index lookup, where hashing every table's rows, as
 * this harness did, grew with the data and took most of the fuzzer's time.
 */
export const watchChanges = async (pool: pg.Pool): Promise<void> => {
  await pool.query(`CREATE TABLE IF NOT EXISTS fuzz_changes (id bigserial PRIMARY KEY, tbl text NOT NULL)`);
  await pool.query(`CREATE OR REPLACE FUNCTION fuzz_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_changes (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
  for (const table of TABLES) {
    await pool.query(`CREATE TRIGGER fuzz_written AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION fuzz_changed()`);
    await pool.query(
      `CREATE TRIGGER fuzz_updated AFTER UPDATE ON ${table} FOR EACH ROW WHEN (to_jsonb(OLD) IS DISTINCT FROM to_jsonb(NEW)) EXECUTE FUNCTION fuzz_changed()`,
    );
    await pool.query(`CREATE TRIGGER fuzz_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_changed()`);
  }
};

export interface Fingerprint {
  /** The log's last position: events are only ever added, so a new one moves it (an index lookup, where counting them read the whole log). */
  events: number;
  /** The last line of `fuzz_changes`. */
  mark: number;
}

/** Where the log and the watched tables stand (`watchChanges` first). */
export const fingerprint = async (pool: pg.Pool): Promise<Fingerprint> => {
  const { rows } = await pool.query<{ events: string; mark: string }>(
    `SELECT (SELECT coalesce(max(global_position), 0) FROM emt_messages) AS events, (SELECT coalesce(max(id), 0) FROM fuzz_changes) AS mark`,
  );
  return { events: Number(rows[0]!.events), mark: Number(rows[0]!.mark) };
};

/** What changed between two fingerprints, e.g. ['events', 'orders']. */
export const changed = async (pool: pg.Pool, before: Fingerprint, after: Fingerprint): Promise<string[]> => {
  const events = before.events === after.events ? [] : ['events'];
  if (before.mark === after.mark) return events;
  const { rows } = await pool.query<{ tbl: string }>('SELECT DISTINCT tbl FROM fuzz_changes WHERE id > $1 AND id <= $2 ORDER BY tbl', [before.mark, after.mark]);
  return [...events, ...rows.map((r) => r.tbl)];
};
