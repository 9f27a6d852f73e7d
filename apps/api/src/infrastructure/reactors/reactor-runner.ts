import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { LoggedEvent, PersonalData } from '@lavagna/eventstore';
import type pg from 'pg';
import { CLOCK, PERSONAL_DATA, PG_POOL, type Clock } from '../tokens.js';
import { LogFeed } from './log-feed.js';
import type { Reactor } from './reactor.js';

const BATCH = 100;
const POLL_MS = 1000;
/** runBatch's answer when another replica is working on the reactor. */
const LOCKED = -1;
/** How long drain() waits for another replica to finish a reactor's batch. */
const DRAIN_WAIT_MS = 30_000;
const retryAfterMs = (failures: number): number => Math.min(10 * 60_000, 2 ** failures * 1_000);

interface Running {
  reactor: Reactor;
  /** Its checkpoint row exists. */
  ready: boolean;
  failures: number;
  retryAt: number;
  /** Why its last batch failed, until one succeeds. */
  lastError: string | null;
}

/** A reactor of every replica (Reactor.scope 'replica'): its events, in order, one call after the other. */
interface OnThisReplica {
  reactor: Reactor;
  types: ReadonlySet<string>;
  done: Promise<void>;
}

/**
 * Runs the registered reactors from their stored checkpoints, and those of every replica on the
 * events this process sees arrive, before the checkpointed ones' pass (a slow e-mail does not hold
 * an open calendar back). One replica at a time works on a
 * reactor: its checkpoint row is locked (SKIP LOCKED) while a batch is handled, and moved past
 * each event handled. A reactor seen for the first time starts where it says (Reactor.startAt).
 */
@Injectable()
export class ReactorRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Reactors');
  private readonly reactors = new Map<string, Running>();
  private readonly onThisReplica = new Map<string, OnThisReplica>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private started = false;
  /** Whether the last pass found a reactor's checkpoint locked by another replica. */
  private heldElsewhere = false;
  /** The log's head when every reactor last caught up (null: not known to be caught up). */
  private caughtUpTo: bigint | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PERSONAL_DATA) private readonly personalData: PersonalData,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly feed: LogFeed,
  ) {}

  /** Adds a reactor (in a module's onModuleInit); a new one gets its checkpoint at the log's head. */
  register(reactor: Reactor): void {
    if (this.reactors.has(reactor.name) || this.onThisReplica.has(reactor.name)) throw new Error(`Reactor ${reactor.name} registered twice`);
    if (reactor.scope === 'replica') {
      this.onThisReplica.set(reactor.name, { reactor, types: new Set(reactor.canHandle), done: Promise.resolve() });
      return;
    }
    this.reactors.set(reactor.name, { reactor, ready: false, failures: 0, retryAt: 0, lastError: null });
    this.caughtUpTo = null;
    this.wake();
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = true;
    this.unsubscribe = this.feed.subscribe((events) => {
      this.deliver(events);
      this.wake();
    });
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Hands the events just appended to the reactors of every replica, each in log order. */
  private deliver(events: LoggedEvent[]): void {
    if (this.stopped) return;
    for (const replica of this.onThisReplica.values()) {
      const mine = events.filter((event) => replica.types.has(event.type));
      if (mine.length === 0) continue;
      replica.done = replica.done.then(async () => {
        for (const event of mine) {
          try {
            await replica.reactor.handle(event);
          } catch (error) {
            this.logger.error(`${replica.reactor.name}: ${(error as Error).message}`);
          }
        }
      });
    }
  }

  /**
   * Runs every reactor until it has caught up with the log (tests call it instead of waiting). A
   * reactor another replica is working on is waited for (up to DRAIN_WAIT_MS), so that what that
   * replica does with the events is done too; a failing one is not (it waits for its retry).
   */
  async drain(): Promise<void> {
    await Promise.all([...this.onThisReplica.values()].map((replica) => replica.done));
    for (const end = Date.now() + DRAIN_WAIT_MS; ; ) {
      while (this.running) await this.running;
      // Nothing appended since every reactor last caught up: one query instead of a pass.
      if (this.caughtUpTo !== null && (await this.feed.head()) === this.caughtUpTo) return;
      while (this.running) await this.running;
      this.running = this.runAll();
      try {
        await this.running;
      } finally {
        this.running = null;
      }
      if (!this.heldElsewhere || Date.now() > end) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The reactors whose last batch failed (each waits for its retry), with the reason. */
  failing(): { name: string; error: string }[] {
    return [...this.reactors.values()].filter((r) => r.lastError !== null).map((r) => ({ name: r.reactor.name, error: r.lastError! }));
  }

  private wake(): void {
    if (this.stopped || !this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runAll().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async runAll(): Promise<void> {
    this.heldElsewhere = false;
    const head = await this.feed.head();
    let complete = true;
    const due: Running[] = [];
    for (const running of this.reactors.values()) {
      if (this.stopped) return;
      if (Date.now() < running.retryAt) {
        complete = false;
        continue;
      }
      try {
        if (!running.ready) {
          // The head now, not the pass's: a reactor registered during this pass starts after what came before it.
          await this.pool.query(
            'INSERT INTO reactor_checkpoints (name, position, updated_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
            [running.reactor.name, running.reactor.startAt === 'log-start' ? '0' : String(await this.feed.head()), this.clock.now()],
          );
          running.ready = true;
        }
        due.push(running);
      } catch (error) {
        complete = false;
        this.failed(running, error as Error);
      }
    }
    let work: Running[];
    try {
      work = await this.withWork(due, head);
    } catch (error) {
      this.logger.error(`Lettura dei punti di ripresa non riuscita: ${(error as Error).message}`);
      this.caughtUpTo = null;
      return;
    }
    if (due.some((r) => !r.ready)) complete = false;
    for (const running of work) {
      if (this.stopped) return;
      try {
        let read: number;
        do read = await this.runBatch(running.reactor);
        while (!this.stopped && read === BATCH);
        if (read === LOCKED) {
          complete = false;
          this.heldElsewhere = true;
        }
        running.failures = 0;
        running.lastError = null;
      } catch (error) {
        complete = false;
        this.failed(running, error as Error);
      }
    }
    this.caughtUpTo = complete ? head : null;
  }

  private failed(running: Running, error: Error): void {
    running.failures++;
    running.lastError = error.message;
    running.retryAt = Date.now() + retryAfterMs(running.failures);
    this.logger.error(`${running.reactor.name}: ${error.message}`);
  }

  /**
   * Of these reactors, the ones with an event of their types between their checkpoint and `head`,
   * found with two queries; the others' checkpoints move to `head` in one statement (those another
   * replica holds are skipped: it moves them). A pass used to open a batch for every reactor, six
   * round trips each, also when the events appended were of no interest to most of them.
   */
  private async withWork(due: Running[], head: bigint): Promise<Running[]> {
    if (due.length === 0) return [];
    const { rows } = await this.pool.query<{ name: string; position: string }>('SELECT name, position::text FROM reactor_checkpoints WHERE name = ANY($1)', [
      due.map((r) => r.reactor.name),
    ]);
    const at = new Map(rows.map((r) => [r.name, BigInt(r.position)]));
    // A checkpoint row gone (a database emptied under a running server): made again on the next pass.
    for (const r of due) if (!at.has(r.reactor.name)) r.ready = false;
    const behind = due.filter((r) => at.has(r.reactor.name) && at.get(r.reactor.name)! < head);
    if (behind.length === 0) return [];
    const from = behind.reduce((low, r) => (at.get(r.reactor.name)! < low ? at.get(r.reactor.name)! : low), head);
    const { rows: types } = await this.pool.query<{ type: string; last: string }>(
      'SELECT message_type AS type, max(global_position)::text AS last FROM emt_messages WHERE global_position > $1 AND global_position <= $2 GROUP BY message_type',
      [String(from), String(head)],
    );
    const lastOf = new Map(types.map((t) => [t.type, BigInt(t.last)]));
    const hasWork = (r: Running) => r.reactor.canHandle.some((type) => (lastOf.get(type) ?? 0n) > at.get(r.reactor.name)!);
    const idle = behind.filter((r) => !hasWork(r)).map((r) => r.reactor.name);
    if (idle.length > 0) {
      await this.pool.query(
        `UPDATE reactor_checkpoints SET position = $2, updated_at = $3, failure = NULL
          WHERE name IN (SELECT name FROM reactor_checkpoints WHERE name = ANY($1) AND position < $2 FOR UPDATE SKIP LOCKED)`,
        [idle, String(head), this.clock.now()],
      );
    }
    return behind.filter(hasWork);
  }

  /** One batch under the checkpoint's lock; returns how many events were read (LOCKED if another replica holds it). */
  private async runBatch(reactor: Reactor): Promise<number> {
    const client = await this.pool.connect();
    // A connection lost mid-batch fails the query awaiting it; unheard, its 'error' event would end the process.
    const lost = (error: Error) => this.logger.warn(`${reactor.name}: connessione persa (${error.message})`);
    client.on('error', lost);
    let failure: Error | null = null;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ position: string }>(
        'SELECT position::text FROM reactor_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED',
        [reactor.name],
      );
      if (rows.length === 0) {
        await client.query('ROLLBACK');
        return LOCKED;
      }
      // Read before the batch: every event up to it is committed, so a short batch has seen them all.
      const head = await this.feed.head();
      const sealed = await this.feed.readAfter(BigInt(rows[0]!.position), reactor.canHandle, BATCH);
      const events = (await this.personalData.decrypt(sealed)) as LoggedEvent[];
      let done: bigint | null = null;
      for (const event of events) {
        try {
          await reactor.handle(event);
        } catch (error) {
          failure = error as Error;
          break;
        }
        done = event.metadata.globalPosition;
      }
      // Past the events of other types too, so that the next read does not walk them again.
      if (!failure && sealed.length < BATCH && head > (done ?? BigInt(rows[0]!.position))) done = head;
      if (done !== null || failure) {
        await client.query(
          'UPDATE reactor_checkpoints SET position = coalesce($2, position), updated_at = $3, failure = $4 WHERE name = $1',
          [reactor.name, done === null ? null : String(done), this.clock.now(), failure?.message ?? null],
        );
      }
      await client.query('COMMIT');
      if (failure) throw failure;
      return sealed.length;
    } catch (error) {
      if (!failure) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', lost);
      client.release();
    }
  }
}
