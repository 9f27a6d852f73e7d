import { Inject, Injectable } from '@nestjs/common';
import type { Refund } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

export interface DepartureRow {
  user_id: string;
  deleted_at: Date;
  erased_at: Date | null;
  refunds: Refund[];
}

@Injectable()
export class DeparturesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async byUser(userId: string): Promise<DepartureRow | null> {
    const { rows } = await this.pool.query<DepartureRow>('SELECT * FROM departures WHERE user_id = $1', [userId]);
    return rows[0] ?? null;
  }

  /** Deleted accounts whose departure has not finished (a crash, a refused step), oldest first. */
  async unfinished(): Promise<string[]> {
    const { rows } = await this.pool.query<{ user_id: string }>('SELECT user_id FROM departures WHERE erased_at IS NULL ORDER BY deleted_at');
    return rows.map((r) => r.user_id);
  }
}
