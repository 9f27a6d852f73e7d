import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { problem } from '../../infrastructure/http/problem.js';
import { CLOCK, PG_POOL, type Clock } from '../../infrastructure/tokens.js';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * How long the next attempt must wait after `failures` recent failures on one key: nothing for
 * the first few typos, then 30 s doubling up to 15 minutes.
 */
export const loginDelayMs = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(30_000 * 2 ** (failures - free), WINDOW_MS);

/** Free failures per e-mail from one address, and per address over all e-mails (a spray). */
const FREE_PER_PAIR = 5;
const FREE_PER_ADDRESS = 30;
/** Sign-ins running at once from one address (a school lab at 8:00 stays well below). */
const MAX_RUNNING_PER_ADDRESS = 100;

/** An attempt let through: give it back on success, keep it as a failure otherwise. */
export interface LoginAttempt {
  id: string;
  email: string;
  address: string;
}

/**
 * Failed sign-ins slow their source down, never the account's owner elsewhere: the delay grows
 * per e-mail *and address*, and per address over all e-mails. Each attempt is reserved before
 * argon2 runs, in a transaction that locks its keys: on one e-mail a running attempt already
 * counts as a failure, so parallel guesses queue up instead of slipping through; over one
 * address only real failures count, so many people signing in together behind one NAT pass.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reserve(email: string, address: string): Promise<LoginAttempt> {
    const [pair, ip] = [`pair:${email}|${address}`, `ip:${address}`];
    const now = this.clock.now();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // One order for both locks, so two attempts never wait on each other crosswise.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))', [ip, pair]);
      const { rows } = await client.query<{ key: string; counted: number; running: number; last: Date | null }>(
        `SELECT key, count(*) FILTER (WHERE failed OR key = $1)::int AS counted, count(*) FILTER (WHERE NOT failed)::int AS running,
                max(at) FILTER (WHERE failed OR key = $1) AS last
           FROM login_attempts WHERE key IN ($1, $2) AND at > $3 GROUP BY key`,
        [pair, ip, new Date(now.getTime() - WINDOW_MS)],
      );
      const wait = Math.max(
        0,
        ...rows.map((r) => (r.last ? r.last.getTime() + loginDelayMs(r.counted, r.key === pair ? FREE_PER_PAIR : FREE_PER_ADDRESS) - now.getTime() : 0)),
        rows.some((r) => r.key === ip && r.running >= MAX_RUNNING_PER_ADDRESS) ? 1_000 : 0,
      );
      if (wait > 0) {
        await client.query('ROLLBACK');
        throw problem(429, 'AUTH.RATE_LIMITED', undefined, undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });
      }
      const id = randomUUID();
      await client.query('INSERT INTO login_attempts (key, at, attempt_id, failed) VALUES ($1, $3, $4, false), ($2, $3, $4, false)', [pair, ip, now, id]);
      await client.query('DELETE FROM login_attempts WHERE at < $1', [new Date(now.getTime() - WINDOW_MS)]);
      await client.query('COMMIT');
      return { id, email, address };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** A wrong e-mail or password: the attempt stays, now as a failure on both keys. */
  async failed(attempt: LoginAttempt): Promise<void> {
    await this.pool.query('UPDATE login_attempts SET failed = true WHERE attempt_id = $1', [attempt.id]);
  }

  /** The right password: this attempt does not count, and the owner's earlier typos here are forgiven. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.pool.query('DELETE FROM login_attempts WHERE attempt_id = $1 OR key = $2', [attempt.id, `pair:${attempt.email}|${attempt.address}`]);
  }
}
