import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { problem } from '../../infrastructure/http/problem.js';
import { CLOCK, PG_POOL, type Clock } from '../../infrastructure/tokens.js';

export interface Limit {
  /** Calls allowed per window. */
  max: number;
  windowMs: number;
}

/** The limits of the calls a stranger (or a stolen session) could repeat to harm someone. */
export const LIMITS = {
  /** A school lab may sign up a class from one address. */
  signupPerAddress: { max: 30, windowMs: 3_600_000 },
  recoveryPerAddress: { max: 10, windowMs: 3_600_000 },
  /** Nobody's inbox is flooded with recovery e-mails. */
  recoveryPerEmail: { max: 3, windowMs: 3_600_000 },
  confirmationPerAddress: { max: 10, windowMs: 3_600_000 },
  /** Nobody's inbox is flooded with confirmation e-mails either. */
  confirmationPerEmail: { max: 3, windowMs: 3_600_000 },
  emailExistsPerTeacher: { max: 60, windowMs: 600_000 },
  /** check-password, and the current password asked by a password or e-mail change. */
  passwordChecksPerUser: { max: 10, windowMs: 900_000 },
  /** Live streams that resume from a Last-Event-ID (each reads the log): a flaky phone reconnects a few times. */
  replaysPerAddress: { max: 60, windowMs: 600_000 },
  /** Coupon gifts look a student up by e-mail: a handful an hour is a generous friend, more is someone probing addresses. */
  couponGiftsPerUser: { max: 10, windowMs: 3_600_000 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counters in PostgreSQL, so every replica counts the same calls; one atomic
 * upsert per call. Over the limit: 429 with Retry-After and the Italian message.
 */
@Injectable()
export class RateLimiter {
  private calls = 0;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - (now % limit.windowMs));
    const { rows } = await this.pool.query<{ hits: number }>(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
      [key, windowStart],
    );
    if (++this.calls % 500 === 0) await this.pool.query("DELETE FROM rate_limits WHERE window_start < $1", [new Date(now - 86_400_000)]);
    if (rows[0]!.hits > limit.max) {
      const retryAfter = Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000);
      throw problem(429, 'REQUEST.TOO_MANY', undefined, undefined, { 'Retry-After': String(retryAfter) });
    }
  }
}
