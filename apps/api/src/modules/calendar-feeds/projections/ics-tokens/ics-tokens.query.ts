import { Inject, Injectable } from '@nestjs/common';
import type { IcsFeed } from '@lavagna/domain';
import { createHash, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/** The hash a token is stored and compared as. */
export const hashIcsToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

@Injectable()
export class IcsTokensQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * Whether `token` is the current token of `userId`'s `feed`: the hashes are compared in
   * constant time, so the answer's timing tells nothing about how much of a guess was right.
   */
  async opens(feed: IcsFeed, userId: string, token: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ token_hash: string }>('SELECT token_hash FROM ics_tokens WHERE user_id = $1 AND feed = $2', [userId, feed]);
    const stored = Buffer.from(rows[0]?.token_hash ?? hashIcsToken('no token was issued'));
    const given = Buffer.from(hashIcsToken(token));
    return timingSafeEqual(stored, given) && rows.length === 1;
  }
}
