import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';

/** A spent state is kept a day past its expiry, so a clock moved back a little cannot revive it. */
const KEEP_AFTER_EXPIRY = '1 day';

/**
 * The consents already answered (google.tables.ts), by the state's binding: a state is redeemed
 * once, across replicas, and of two racing answers the database lets exactly one through.
 */
@Injectable()
export class ConsentRedemptions {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** True for the first redemption of this binding, false for every later one. */
  async redeem(binding: string, until: Date, now: Date): Promise<boolean> {
    await this.pool.query(`DELETE FROM google_consent_redemptions WHERE expires_at < $1::timestamptz - interval '${KEEP_AFTER_EXPIRY}'`, [now]);
    const { rowCount } = await this.pool.query(
      'INSERT INTO google_consent_redemptions (binding, expires_at, redeemed_at) VALUES ($1, $2, $3) ON CONFLICT (binding) DO NOTHING',
      [binding, until, now],
    );
    return rowCount === 1;
  }
}
