import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Secrets } from '../tokens.js';

/** Signing secrets, made once per database and kept there, so restarts keep sessions and links valid. */
export const loadSecrets = async (pool: pg.Pool): Promise<Secrets> => {
  const read = async (name: string): Promise<string> => {
    await pool.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      randomBytes(48).toString('base64url'),
    ]);
    const { rows } = await pool.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
    return rows[0]!.value;
  };
  return { jwt: process.env.JWT_SECRET ?? (await read('jwt')), links: process.env.LINK_SECRET ?? (await read('links')) };
};
