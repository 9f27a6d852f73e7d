import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOG_CHANNEL, readLog, sealChain, type LoggedEvent } from '@lavagna/eventstore';
import type pg from 'pg';
import { listenOn } from '../database/listener.js';
import { PG_POOL } from '../tokens.js';

export type LogListener = (events: LoggedEvent[]) => void;

/** A missed NOTIFY (a lost connection) is made good by this slower poll. */
const POLL_MS = 1000;
const BATCH = 500;

/**
 * The tail of the event log, in this process: every event appended from now on, by any
 * replica, reaches each listener once, in log order, as the log stores it (personal fields
 * sealed). Woken by PostgreSQL's NOTIFY on LOG_CHANNEL; a poll covers a lost connection.
 */
@Injectable()
export class LogFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LogFeed');
  private readonly listeners = new Set<LogListener>();
  private position = 0n;
  private listener: pg.PoolClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private pumping: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onApplicationBootstrap(): Promise<void> {
    this.position = await this.head();
    await this.listen();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.listener?.release(true);
    this.listener = null;
    await this.pumping;
  }

  /** The newest position in the log, sealed first (hash-chain.ts): the last one a reader can be sure of. */
  async head(): Promise<bigint> {
    await sealChain(this.pool);
    const { rows } = await this.pool.query<{ p: string | null }>('SELECT max(global_position)::text AS p FROM event_hashes');
    return BigInt(rows[0]?.p ?? 0);
  }

  /** Calls `listener` with every event appended after now; returns the unsubscribe. */
  subscribe(listener: LogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The events after `position` (of these types, if given), oldest first, at most `limit`. */
  async readAfter(position: bigint, types?: readonly string[], limit = BATCH): Promise<LoggedEvent[]> {
    for await (const batch of readLog(this.pool, { after: position, types, batchSize: limit })) return batch;
    return [];
  }

  /** Reads what was appended since the last pass (at most one pass at a time; a wake during one asks for another). */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((error: Error) => this.logger.warn(`Lettura del registro non riuscita: ${error.message}`))
      .finally(() => {
        this.pumping = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pump(): Promise<void> {
    // Appends commit unchained; each wake (a commit's NOTIFY, or the poll) seals them first.
    await sealChain(this.pool);
    for (;;) {
      const events = await this.readAfter(this.position);
      if (events.length === 0) return;
      this.position = events[events.length - 1]!.metadata.globalPosition;
      for (const listener of this.listeners) {
        try {
          listener(events);
        } catch (error) {
          this.logger.error(`Un ascoltatore del registro ha fallito: ${(error as Error).message}`);
        }
      }
      if (events.length < BATCH) return;
    }
  }

  private async listen(): Promise<void> {
    try {
      this.listener = await listenOn(this.pool, LOG_CHANNEL, () => this.wake(), (error) => this.lost(error));
    } catch (error) {
      this.lost(error as Error);
    }
  }

  private lost(error: Error): void {
    this.listener?.release(true);
    this.listener = null;
    if (this.stopped) return;
    this.logger.warn(`Ascolto del registro interrotto (${error.message}); riprovo tra poco`);
    setTimeout(() => void this.listen(), 5_000).unref();
  }
}
