import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { configuredSecret } from '../security/configured-secrets.js';
import type { Secrets } from '../tokens.js';

/**
 * Signing secrets: JWT_SECRET and LINK_SECRET (or their _FILE) when set. In production they must
 * be, and the database is not asked; in demo mode a missing one is made once per database and
 * kept there, so restarts keep sessions and links valid.
 */
export const loadSecrets = async (pool: pg.Pool, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> => {
  const jwt = configuredSecret(env, 'JWT_SECRET');
  const links = configuredSecret(env, 'LINK_SECRET');
  if (env.NODE_ENV === 'production' && (jwt === undefined || links === undefined)) {
    const missing = [jwt === undefined && 'JWT_SECRET', links === undefined && 'LINK_SECRET'].filter(Boolean).join(', ');
    throw new Error(`In produzione servono ${missing} (o ${missing.replace(/SECRET/g, 'SECRET_FILE')}) / ${missing} required in production (or ${missing.replace(/SECRET/g, 'SECRET_FILE')})`);
  }
  const read = async (name: string): Promise<string> => {
    await pool.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      randomBytes(48).toString('base64url'),
    ]);
    const { rows } = await pool.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
    return rows[0]!.value;
  };
  return { jwt: jwt ?? (await read('jwt')), links: links ?? (await read('links')) };
};
