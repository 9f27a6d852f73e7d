import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { TokenSealing } from './token-sealing.js';

/** What Google granted: the refresh token, and the last access token with its expiry (ms). */
export interface GoogleTokens {
  refresh_token?: string | null;
  access_token?: string | null;
  expiry_date?: number | null;
}

/** The grant exists but cannot be opened (the secret changed): it counts as lost. */
export class UnreadableGrant extends Error {}

/**
 * The teachers' Google tokens, sealed (token-sealing.ts), one row per teacher. Not in the log: a
 * token is revoked and replaced, and a log keeps everything forever.
 */
@Injectable()
export class GrantStore {
  private readonly sealing: TokenSealing;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.sealing = new TokenSealing(secrets.links);
  }

  async save(teacherId: string, tokens: GoogleTokens): Promise<void> {
    await this.pool.query(
      `INSERT INTO google_grants (teacher_id, sealed, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (teacher_id) DO UPDATE SET sealed = EXCLUDED.sealed, updated_at = now()`,
      [teacherId, this.sealing.seal(JSON.stringify(tokens), teacherId)],
    );
  }

  /** Keeps a refreshed access token (Google sends no new refresh token with it). */
  async refreshed(teacherId: string, tokens: GoogleTokens): Promise<void> {
    const current = await this.load(teacherId).catch(() => null);
    if (current) await this.save(teacherId, { ...current, ...tokens, refresh_token: tokens.refresh_token ?? current.refresh_token });
  }

  /** The teacher's tokens, or null without a grant; throws UnreadableGrant if it cannot be opened. */
  async load(teacherId: string): Promise<GoogleTokens | null> {
    const { rows } = await this.pool.query<{ sealed: string }>('SELECT sealed FROM google_grants WHERE teacher_id = $1', [teacherId]);
    if (!rows[0]) return null;
    const plain = this.sealing.open(rows[0].sealed, teacherId);
    if (plain === null) throw new UnreadableGrant(teacherId);
    return JSON.parse(plain) as GoogleTokens;
  }

  async remove(teacherId: string): Promise<void> {
    await this.pool.query('DELETE FROM google_grants WHERE teacher_id = $1', [teacherId]);
  }
}
