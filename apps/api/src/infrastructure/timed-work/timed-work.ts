import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { CLOCK, PG_POOL, type Clock } from '../tokens.js';
import type { JobResult, TimedJob } from './timed-job.js';

/** How often the scheduler looks for due rows (a row scheduled in this process wakes it at once). */
const POLL_MS = 1000;
/** The outcome of a row whose work is no longer wanted (its lesson was cancelled). */
export const CANCELLED = 'cancelled';
const retryAfterMs = (attempts: number): number => Math.min(60 * 60_000, 2 ** attempts * 5_000);

interface Row {
  key: string;
  kind: string;
  due_at: Date;
  payload: unknown;
  attempts: number;
}

/**
 * The timed-work table and its scheduler. Jobs are registered by kind; `schedule` adds a row (once
 * per key), `cancel` closes pending rows. Each due row is claimed with FOR UPDATE SKIP LOCKED and
 * stays locked while its job runs, so two replicas never run the same row; a process that dies
 * mid-run leaves the row to be claimed again.
 */
@Injectable()
export class TimedWork implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TimedWork');
  private readonly jobs = new Map<string, TimedJob>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private started = false;
  private stopped = false;
  /**
   * Whether due rows run by themselves (a poll, and at once when one is scheduled due). The
   * integration tests turn it off to run them at chosen moments of their clock (runDue).
   */
  background = true;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Adds a job kind (in a module's onModuleInit). */
  register(job: TimedJob<never>): void {
    if (this.jobs.has(job.kind)) throw new Error(`Timed job ${job.kind} registered twice`);
    this.jobs.set(job.kind, job as TimedJob);
  }

  /**
   * Work of `kind` due at `dueAt`. Nothing if a row of this key is pending or done, unless it was
   * cancelled: a lesson moved back to its first time gets its reminders again. True if (re)added.
   */
  async schedule(key: string, kind: string, dueAt: Date | string, payload: unknown): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO timed_work (key, kind, due_at, payload, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET due_at = EXCLUDED.due_at, payload = EXCLUDED.payload, attempts = 0, done_at = NULL, outcome = NULL
        WHERE timed_work.outcome = '${CANCELLED}'`,
      [key, kind, dueAt, JSON.stringify(payload), this.clock.now()],
    );
    if (rowCount && new Date(dueAt) <= this.clock.now()) this.wake();
    return (rowCount ?? 0) > 0;
  }

  /** Cancels the pending rows whose key starts with `prefix`, but those in `keep`; returns how many. */
  async cancel(prefix: string, keep: readonly string[] = []): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE timed_work SET done_at = $2, outcome = '${CANCELLED}' WHERE done_at IS NULL AND starts_with(key, $1) AND key <> ALL($3)`,
      [prefix, this.clock.now(), keep],
    );
    return rowCount ?? 0;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = true;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }

  /** Runs every row due now until none is left (tests call it instead of waiting); returns how many ran. */
  async runDue(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.pass();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private wake(): void {
    if (!this.started || this.stopped || !this.background) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass();
    void this.running
      .catch((error: Error) => this.logger.error(error.message))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /**
   * The due rows one at a time, earliest first, so that work runs in the order it fell due (an
   * order's check before its hold's release); each job is bounded by its own timeouts.
   */
  private async pass(): Promise<number> {
    let ran = 0;
    while (!this.stopped && (await this.claimAndRun())) ran++;
    return ran;
  }

  /** One due row, run under its lock; false when none is due (or every due one is taken). */
  private async claimAndRun(): Promise<boolean> {
    const client = await this.pool.connect();
    // A connection lost mid-run (a database restart) fails the query awaiting it; unheard, the
    // client's 'error' event would bring the process down.
    const lost = (error: Error) => this.logger.warn(`Connessione persa durante un lavoro: ${error.message}`);
    client.on('error', lost);
    try {
      await client.query('BEGIN');
      const now = this.clock.now();
      const { rows } = await client.query<Row>(
        `SELECT key, kind, due_at, payload, attempts FROM timed_work
          WHERE done_at IS NULL AND due_at <= $1 AND kind = ANY($2)
          ORDER BY due_at, key LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now, [...this.jobs.keys()]],
      );
      const row = rows[0];
      if (!row) {
        await client.query('ROLLBACK');
        return false;
      }
      const result = await this.run(row, now);
      if ('done' in result) {
        await client.query('UPDATE timed_work SET done_at = $2, outcome = $3, last_error = NULL WHERE key = $1', [row.key, this.clock.now(), result.done]);
      } else if ('again' in result) {
        await client.query('UPDATE timed_work SET due_at = $2, attempts = 0, last_error = NULL WHERE key = $1', [row.key, result.again]);
      } else {
        const at = new Date(this.clock.now().getTime() + retryAfterMs(row.attempts));
        await client.query('UPDATE timed_work SET due_at = $2, attempts = attempts + 1, last_error = $3 WHERE key = $1', [row.key, at, result.failed.slice(0, 500)]);
      }
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', lost);
      client.release();
    }
  }

  private async run(row: Row, now: Date): Promise<JobResult | { failed: string }> {
    try {
      return await this.jobs.get(row.kind)!.run({ key: row.key, payload: row.payload, dueAt: row.due_at, attempts: row.attempts, now });
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`${row.kind} ${row.key}: ${message}`);
      return { failed: message };
    }
  }
}
