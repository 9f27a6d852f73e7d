import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { bufferedExecutor } from './buffered-executor.js';

/**
 * Every inline projection of the store as one, whose writes reach the database in one round trip.
 * Emmett would send each projection's statements apart, after a round trip of its own to take a
 * projection lock (we register none), and every round trip of the append's transaction, waited on
 * by a busy event loop, holds its row locks (the slot, the stream) longer. The projections run as
 * before - in the store's order, each with every event of the append when it handles any of
 * them - but their commands wait in a buffer sent once at the end,
 * or before a read (a projection that reads sees what the earlier ones wrote). A guard that fails
 * fails the append with the same error as before, so the deciders' retries see no difference.
 */
export const inOneRoundTrip = (projections: readonly PostgreSQLProjectionDefinition[]): PostgreSQLProjectionDefinition =>
  ({
    canHandle: [...new Set(projections.flatMap((projection) => projection.canHandle))],
    handle: async (events, context) => {
      const types = new Set(events.map((event) => event.type));
      const buffered = bufferedExecutor(context.connection.client as unknown as pg.ClientBase, { liveOnly: 'run' });
      for (const projection of projections) {
        if (!projection.canHandle.some((type) => types.has(type))) continue;
        await projection.handle(events, { ...context, execute: buffered.execute });
      }
      await buffered.flush();
    },
  }) as PostgreSQLProjectionDefinition;
