import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/** E-mail -> user id lookups. */
@Injectable()
export class UserEmailsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async userIdOf(email: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string }>('SELECT user_id FROM user_emails WHERE email = $1', [email]);
    return rows[0]?.user_id ?? null;
  }
}
