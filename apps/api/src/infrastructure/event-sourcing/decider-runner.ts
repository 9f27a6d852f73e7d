import { DeciderCommandHandler, type AsyncRetryOptions } from '@event-driven-io/emmett';
import type { Actor } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';

interface Decider<C, E, S> {
  decide: (command: C, state: S) => E[];
  evolve: (state: S, event: E) => S;
  initialState: () => S;
  mapToStreamId: (id: string) => string;
  /** Retries on a version conflict; off where a refused append must be decided again with fresh context. */
  retryOnConflict?: boolean;
  /** How to retry (default: three times at once); a stream many writers race for needs more, spread out. */
  conflictRetries?: AsyncRetryOptions;
}

type AnyCommand = { type: string; data: unknown; metadata: { now: Date; by: Actor } };

/**
 * Loads a stream, runs one of our pure deciders with `now` and the actor as metadata, and
 * appends what it decided (Emmett's DeciderCommandHandler). Returns the new events.
 */
export const deciderRunner = <C extends AnyCommand, E, S>(decider: Decider<C, E, S>) => {
  const handle = DeciderCommandHandler({
    decide: decider.decide as never,
    evolve: decider.evolve as never,
    initialState: decider.initialState,
    mapToStreamId: decider.mapToStreamId,
    ...(decider.retryOnConflict ? { retry: { onVersionConflict: decider.conflictRetries ?? 3 } } : {}),
  });
  // The stream classes keep the precise (type, data) pairing in their own signatures.
  return async (store: PostgresEventStore, id: string, type: C['type'], data: C['data'], meta: { now: Date; by: Actor }): Promise<E[]> => {
    const result = await handle(store, id, { type, data, metadata: meta } as never);
    return result.newEvents as E[];
  };
};
