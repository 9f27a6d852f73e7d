import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { problem } from '../../infrastructure/http/problem.js';
import { CLOCK, PG_POOL, type Clock } from '../../infrastructure/tokens.js';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_ADDRESS = 30;

/** Failed logins per e-mail and per client address in a sliding 15-minute window. */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async assertAllowed(email: string, address: string): Promise<void> {
    const since = new Date(this.clock.now().getTime() - WINDOW_MS);
    const { rows } = await this.pool.query<{ by_email: string; by_address: string }>(
      `SELECT count(*) FILTER (WHERE key = $1) AS by_email, count(*) FILTER (WHERE key = $2) AS by_address
         FROM login_attempts WHERE key IN ($1, $2) AND at > $3`,
      [`email:${email}`, `ip:${address}`, since],
    );
    const counts = rows[0]!;
    if (Number(counts.by_email) >= MAX_FAILURES_PER_EMAIL || Number(counts.by_address) >= MAX_FAILURES_PER_ADDRESS) {
      throw problem(429, 'AUTH.RATE_LIMITED');
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    await this.pool.query('INSERT INTO login_attempts (key, at) VALUES ($1, $3), ($2, $3)', [`email:${email}`, `ip:${address}`, now]);
    await this.pool.query('DELETE FROM login_attempts WHERE at < $1', [new Date(now.getTime() - WINDOW_MS)]);
  }

  async clear(email: string): Promise<void> {
    await this.pool.query('DELETE FROM login_attempts WHERE key = $1', [`email:${email}`]);
  }
}
