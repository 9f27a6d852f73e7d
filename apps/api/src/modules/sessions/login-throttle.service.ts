import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { problem } from '../../infrastructure/http/problem.js';
import { CLOCK, PG_POOL, type Clock } from '../../infrastructure/tokens.js';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * How long the next attempt must wait after `failures` recent failures on one key: nothing for
 * the first few typos, then 30 s doubling up to `maxMs` (15 minutes unless said).
 */
export const loginDelayMs = (failures: number, free: number, maxMs = WINDOW_MS): number =>
  failures < free ? 0 : Math.min(30_000 * 2 ** (failures - free), maxMs);

/** Free failures per e-mail from one address, and per address over all e-mails (a spray). */
const FREE_PER_PAIR = 5;
const FREE_PER_ADDRESS = 30;
/**
 * The per-account ceiling: failures on one e-mail from browsers it never signed in from, summed
 * over every address in a day. Past it, each of those attempts waits 30 s doubling up to an hour:
 * a guesser with a botnet gets some forty tries a day at one account, the owner's own browser
 * none of the wait.
 */
export const FREE_PER_ACCOUNT = 10;
const ACCOUNT_WINDOW_MS = 24 * 3_600_000;
const ACCOUNT_MAX_DELAY_MS = 3_600_000;
/** Sign-ins running at once from one address (a school lab at 8:00 stays well below). */
const MAX_RUNNING_PER_ADDRESS = 100;

/** An attempt let through: give it back on success, keep it as a failure otherwise. */
export interface LoginAttempt {
  id: string;
  email: string;
  address: string;
  /** From a browser this account never signed in from: it counts towards the account's ceiling. */
  stranger: boolean;
}

/**
 * Failed sign-ins slow their source down, never the account's owner elsewhere: the delay grows
 * per e-mail *and address*, and per address over all e-mails. Each attempt is reserved before
 * argon2 runs, in a transaction that locks its keys: on one e-mail a running attempt already
 * counts as a failure, so parallel guesses queue up instead of slipping through; over one
 * address only real failures count, so many people signing in together behind one NAT pass.
 * Attempts from browsers the account has not signed in from also count per e-mail over every
 * address (the ceiling above); a known e-mail and an unknown one are counted alike, by the
 * normalised address, so the ceiling tells nobody which accounts exist.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reserve(email: string, address: string, stranger: boolean): Promise<LoginAttempt> {
    const [pair, ip, account] = [`pair:${email}|${address}`, `ip:${address}`, `acct:${email}`];
    const keys = stranger ? [ip, pair, account] : [ip, pair];
    const now = this.clock.now();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // One order for every lock (address, pair, account), so two attempts never wait on each other crosswise.
      for (const key of keys) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      // On the pair and the account a running attempt counts as a failure (parallel guesses queue); on the address only failures.
      const { rows } = await client.query<{ key: string; counted: number; running: number; last: Date | null }>(
        `SELECT key, count(*) FILTER (WHERE failed OR key <> $1)::int AS counted, count(*) FILTER (WHERE NOT failed)::int AS running,
                max(at) FILTER (WHERE failed OR key <> $1) AS last
           FROM login_attempts WHERE key = ANY($2) AND at > CASE WHEN key = $3 THEN $4::timestamptz ELSE $5::timestamptz END GROUP BY key`,
        [ip, keys, account, new Date(now.getTime() - ACCOUNT_WINDOW_MS), new Date(now.getTime() - WINDOW_MS)],
      );
      const delay = (r: { key: string; counted: number }) =>
        r.key === account ? loginDelayMs(r.counted, FREE_PER_ACCOUNT, ACCOUNT_MAX_DELAY_MS) : loginDelayMs(r.counted, r.key === pair ? FREE_PER_PAIR : FREE_PER_ADDRESS);
      // Only a key past its free attempts makes anyone wait: an attempt that read the clock a moment
      // after this one and took the locks first is not a reason to refuse this one.
      const wait = Math.max(
        0,
        ...rows.map((r) => (r.last && delay(r) > 0 ? r.last.getTime() + delay(r) - now.getTime() : 0)),
        rows.some((r) => r.key === ip && r.running >= MAX_RUNNING_PER_ADDRESS) ? 1_000 : 0,
      );
      if (wait > 0) {
        await client.query('ROLLBACK');
        throw problem(429, 'AUTH.RATE_LIMITED', undefined, undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });
      }
      const id = randomUUID();
      await client.query('INSERT INTO login_attempts (key, at, attempt_id, failed) SELECT k, $2, $3, false FROM unnest($1::text[]) AS k', [keys, now, id]);
      await client.query("DELETE FROM login_attempts WHERE at < $1 AND (at < $2 OR key NOT LIKE 'acct:%')", [
        new Date(now.getTime() - WINDOW_MS),
        new Date(now.getTime() - ACCOUNT_WINDOW_MS),
      ]);
      await client.query('COMMIT');
      return { id, email, address, stranger };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * A wrong e-mail or password: the attempt stays, now as a failure on every key. Says whether a
   * stranger's failure has brought the account to its ceiling (the caller warns the owner).
   */
  async failed(attempt: LoginAttempt): Promise<{ accountFailures: number; ceilingReached: boolean }> {
    await this.pool.query('UPDATE login_attempts SET failed = true WHERE attempt_id = $1', [attempt.id]);
    if (!attempt.stranger) return { accountFailures: 0, ceilingReached: false };
    const { rows } = await this.pool.query<{ failures: number }>(
      'SELECT count(*)::int AS failures FROM login_attempts WHERE key = $1 AND failed AND at > $2',
      [`acct:${attempt.email}`, new Date(this.clock.now().getTime() - ACCOUNT_WINDOW_MS)],
    );
    const accountFailures = rows[0]?.failures ?? 0;
    return { accountFailures, ceilingReached: accountFailures >= FREE_PER_ACCOUNT };
  }

  /**
   * The owner proved they hold the mailbox (a password recovered by its link): strangers' failures
   * on the account no longer hold back a new browser of theirs.
   */
  async forgiveAccount(email: string): Promise<void> {
    await this.pool.query('DELETE FROM login_attempts WHERE key = $1', [`acct:${email}`]);
  }

  /** The right password: this attempt does not count, and the owner's earlier typos here are forgiven. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.pool.query('DELETE FROM login_attempts WHERE attempt_id = $1 OR key = $2', [attempt.id, `pair:${attempt.email}|${attempt.address}`]);
  }
}
