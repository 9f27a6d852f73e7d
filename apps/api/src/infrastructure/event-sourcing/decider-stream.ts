import type { AsyncRetryOptions } from '@event-driven-io/emmett';
import type { InjectionToken, Provider } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Actor } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '../tokens.js';
import { deciderRunner } from './decider-runner.js';

type AnyCommand = { type: string; data: unknown; metadata: { now: Date; by: Actor } };

/** The data of the command of type `T` in the union `C`. */
export type CommandData<C extends AnyCommand, T extends C['type']> = Extract<C, { type: T }>['data'];

/** One of our pure deciders, with what the runner must know about its streams. */
export interface StreamDecider<C extends AnyCommand, E, S> {
  decide: (command: C, state: S) => E[];
  evolve: (state: S, event: E) => S;
  initialState: () => S;
  mapToStreamId: (id: string) => string;
  /** The id of the stream a command goes to (the booking id, the order id, the coupon code...). */
  streamIdOf: (data: C['data']) => string;
  /**
   * Which commands are decided again on a fresh stream after a version conflict. Off where a
   * refused append must be decided again by the caller with fresh context (a database guard).
   */
  retryOnConflict: (type: C['type']) => boolean;
  /** How a conflict is retried when it is (default: three times at once). */
  conflictRetries?: AsyncRetryOptions;
}

/**
 * PostgreSQL rolled the append back for a racing transaction: a deadlock (appends commit side by
 * side since ADR 0007, and two that write the same guarded rows in opposite order can meet) or a
 * serialization failure. Nothing of it was written.
 */
export const isAbortedByRace = (error: unknown): boolean => {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
};
/** How many times an append PostgreSQL aborted is decided again before the error goes to the caller. */
export const ABORTED_APPEND_RETRIES = 2;

/**
 * Runs the commands of one decider against their streams: load, decide with `now` and the
 * actor, append (decider-runner.ts); `afterAppend` lets this replica read its own writes. An
 * append PostgreSQL aborted for a racing transaction is decided again on the fresh stream, after
 * a short random pause so that the two do not meet again; the database's guards judge it again too.
 */
export class DeciderStream<C extends AnyCommand, E, S> {
  private readonly once;
  private readonly retrying;

  constructor(
    private readonly store: PostgresEventStore,
    private readonly clock: Clock,
    private readonly decider: StreamDecider<C, E, S>,
    private readonly afterAppend: (events: E[]) => unknown = () => undefined,
  ) {
    this.once = deciderRunner<C, E, S>({ ...decider, retryOnConflict: false });
    this.retrying = deciderRunner<C, E, S>({ ...decider, retryOnConflict: true });
  }

  now(): Date {
    return this.clock.now();
  }

  async execute<T extends C['type']>(type: T, data: CommandData<C, T>, by: Actor, now = this.clock.now()): Promise<E[]> {
    const run = this.decider.retryOnConflict(type) ? this.retrying : this.once;
    let events: E[] | null = null;
    for (let retried = 0; events === null; retried += 1) {
      try {
        events = await run(this.store, this.decider.streamIdOf(data), type, data, { now, by });
      } catch (error) {
        if (!isAbortedByRace(error) || retried >= ABORTED_APPEND_RETRIES) throw error;
        await sleep(5 + Math.random() * 20);
      }
    }
    // Outside the retry: once the append committed, nothing may decide it again.
    await this.afterAppend(events);
    return events;
  }

  /** The decision state of one stream (for checks before a command, never for reads). */
  async state(id: string): Promise<S> {
    const { state } = await this.store.aggregateStream(this.decider.mapToStreamId(id), {
      evolve: this.decider.evolve as never,
      initialState: this.decider.initialState,
    });
    return state;
  }
}

/**
 * A Nest provider of one decider's stream under `token`; `afterAppend` is built from the
 * providers listed in `inject` (e.g. a cache to evict).
 */
export const deciderStreamProvider = <C extends AnyCommand, E, S, D extends unknown[] = []>(
  token: symbol,
  decider: StreamDecider<C, E, S>,
  after?: { inject: InjectionToken[]; afterAppend: (...deps: D) => (events: E[]) => unknown },
): Provider => ({
  provide: token,
  inject: [EVENT_STORE, CLOCK, ...(after?.inject ?? [])],
  useFactory: (store: PostgresEventStore, clock: Clock, ...deps: unknown[]) => new DeciderStream(store, clock, decider, after?.afterAppend(...(deps as D))),
});
