import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { newKey } from './envelope.js';

/**
 * The personal keys: one per user, kept beside the log and never in it (not a read model: a
 * rebuild leaves it alone). Erasing a user destroys the key and leaves a tombstone, so nothing
 * is ever sealed for them with a key that could be read again.
 */
export const PERSONAL_KEYS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS personal_keys (
     user_id    text PRIMARY KEY,
     key        bytea,
     created_at timestamptz NOT NULL DEFAULT now(),
     erased_at  timestamptz,
     CONSTRAINT personal_keys_erased_has_no_key CHECK ((key IS NULL) = (erased_at IS NOT NULL))
   )`,
];

type Db = Pick<pg.ClientBase, 'query'>;

/** The keys of these users as stored: a key, null once erased, absent when they never had one. */
export const loadKeys = async (db: Db, owners: readonly string[]): Promise<Map<string, Buffer | null>> => {
  if (owners.length === 0) return new Map();
  const { rows } = await db.query<{ user_id: string; key: Buffer | null }>('SELECT user_id, key FROM personal_keys WHERE user_id = ANY($1::text[])', [owners]);
  return new Map(rows.map((r) => [r.user_id, r.key]));
};

/** The keys of these users, made for those who have none yet (two makers racing keep the first). */
export const ensureKeys = async (db: Db, owners: readonly string[]): Promise<Map<string, Buffer | null>> => {
  const found = await loadKeys(db, owners);
  const missing = owners.filter((owner) => !found.has(owner));
  if (missing.length === 0) return found;
  await db.query(
    'INSERT INTO personal_keys (user_id, key) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (user_id) DO NOTHING',
    [missing, missing.map(() => newKey())],
  );
  for (const [owner, key] of await loadKeys(db, missing)) found.set(owner, key);
  return found;
};

/** Destroys a user's key for good, leaving the tombstone (idempotent). */
export const SHRED_KEY = `INSERT INTO personal_keys (user_id, key, erased_at) VALUES (%L, NULL, now())
  ON CONFLICT (user_id) DO UPDATE SET key = NULL, erased_at = coalesce(personal_keys.erased_at, EXCLUDED.erased_at)`;

/** One line of a keys file (JSON Lines): a live key in base64, or the tombstone of an erased user. */
export interface KeyRecord {
  userId: string;
  key: string | null;
  createdAt: string;
  erasedAt: string | null;
}

/** Writes every key and tombstone; returns how many live keys, and who was erased. */
export const exportKeys = async (db: Db, out: Writable): Promise<{ keys: number; erased: string[] }> => {
  const { rows } = await db.query<{ user_id: string; key: Buffer | null; created_at: Date; erased_at: Date | null }>(
    'SELECT user_id, key, created_at, erased_at FROM personal_keys ORDER BY created_at, user_id',
  );
  const records: KeyRecord[] = rows.map((r) => ({
    userId: r.user_id,
    key: r.key?.toString('base64') ?? null,
    createdAt: r.created_at.toISOString(),
    erasedAt: r.erased_at?.toISOString() ?? null,
  }));
  if (records.length > 0 && !out.write(records.map((r) => JSON.stringify(r)).join('\n') + '\n')) await once(out, 'drain');
  return { keys: records.filter((r) => r.key !== null).length, erased: records.filter((r) => r.key === null).map((r) => r.userId) };
};

export const readKeys = async (input: Readable): Promise<KeyRecord[]> => {
  const records: KeyRecord[] = [];
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line++;
    if (text.trim() === '') continue;
    let record: KeyRecord;
    try {
      record = JSON.parse(text) as KeyRecord;
    } catch {
      throw new Error(`Chiavi, riga ${line}: JSON non valido`);
    }
    const keyOk = record.key === null ? typeof record.erasedAt === 'string' : typeof record.key === 'string' && Buffer.from(record.key, 'base64').length === 32;
    if (typeof record.userId !== 'string' || !keyOk) throw new Error(`Chiavi, riga ${line}: chiave incompleta`);
    records.push(record);
  }
  return records;
};

/** Puts keys and tombstones into an empty keys table. */
export const importKeys = async (db: Db, records: readonly KeyRecord[]): Promise<void> => {
  for (let i = 0; i < records.length; i += 1_000) {
    const slice = records.slice(i, i + 1_000);
    await db.query(
      `INSERT INTO personal_keys (user_id, key, created_at, erased_at)
       SELECT * FROM unnest($1::text[], $2::bytea[], $3::timestamptz[], $4::timestamptz[])`,
      [slice.map((r) => r.userId), slice.map((r) => (r.key === null ? null : Buffer.from(r.key, 'base64'))), slice.map((r) => r.createdAt), slice.map((r) => r.erasedAt)],
    );
  }
};

/** Users whose sealed values the log holds but who have neither a key nor a tombstone here. */
export const usersWithoutKeys = async (db: Db, types: readonly string[]): Promise<string[]> => {
  const { rows } = await db.query<{ owner: string }>(
    `SELECT DISTINCT owner FROM (
       SELECT jsonb_path_query(message_data, 'lax $.**."$pii".key') #>> '{}' AS owner FROM emt_messages WHERE message_type = ANY($1::text[])
     ) sealed WHERE NOT EXISTS (SELECT 1 FROM personal_keys k WHERE k.user_id = sealed.owner) ORDER BY owner`,
    [types],
  );
  return rows.map((r) => r.owner);
};
