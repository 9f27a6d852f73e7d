import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

@Injectable()
export class CredentialsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async passwordHashOf(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM user_credentials WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  }

  /** When the password was last set (at registration, or changed since). */
  async changedAt(userId: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ changed_at: Date }>('SELECT changed_at FROM user_credentials WHERE user_id = $1', [userId]);
    return rows[0]?.changed_at ?? null;
  }
}
