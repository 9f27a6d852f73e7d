import type pg from 'pg';
import { READ_MODEL_TABLES } from '../../src/read-models.js';


/** Beside the read models: the demo gateway's books and the personal keys; sessions and throttles may change on a refusal. */
const TABLES = [...READ_MODEL_TABLES, 'demo_gateway_orders', 'personal_keys'];

const digest = (table: string) => {
  return `'${table}', (SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) FROM (SELECT to_jsonb(t)::text AS r FROM ${table} t) s)`;
};

const SQL = `SELECT json_build_object('events', (SELECT count(*) FROM emt_messages), ${TABLES.map(digest).join(', ')}) AS state`;

/** What a refused request must leave as it found: the event log's length and every read model's rows, by table. */
export const fingerprint = async (pool: pg.Pool): Promise<Record<string, string | number>> => (await pool.query(SQL)).rows[0].state;

/** The tables whose state differs, e.g. ['events', 'orders']. */
export const changed = (before: Record<string, unknown>, after: Record<string, unknown>): string[] =>
  Object.keys(after).filter((key) => before[key] !== after[key]);
