import { assertExpectedVersionMatchesCurrent, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { PostgreSQLEventStoreDefaultStreamVersion, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import type { PersonalData } from './personal-data.js';

/**
 * "The stream must not exist yet", as the store can check it. Emmett's command handling expects
 * STREAM_DOES_NOT_EXIST of a stream it found empty, and Emmett's PostgreSQL append reads that as
 * "no check": a stream another append created meanwhile was appended to as if it were still empty
 * (two first reviews of one student). Position 0 makes the append create the stream row, so a
 * stream created meanwhile fails it as a version conflict, decided again on the fresh stream.
 */
const strict = <O extends { expectedStreamVersion?: unknown }>(options: O | undefined): O | undefined =>
  options?.expectedStreamVersion === STREAM_DOES_NOT_EXIST ? { ...options, expectedStreamVersion: 0n } : options;

/**
 * Emmett's PostgreSQL event store with personal data sealed on the way in and opened on the way
 * out: the same `EventStore` interface, so handlers and Emmett's command handling do not know.
 * Inline projections receive what was stored, and are wrapped to open it (see createEventStore).
 */
export const encryptingEventStore = (inner: PostgresEventStore, personal: PersonalData): PostgresEventStore => {
  const readStream: PostgresEventStore['readStream'] = async (streamName, options) => {
    const read = await inner.readStream(streamName, options);
    return { ...read, events: await personal.decrypt(read.events) };
  };
  const store: PostgresEventStore = {
    schema: inner.schema,
    close: () => inner.close(),
    consumer: (options) => inner.consumer(options),
    streamExists: (streamName, options) => inner.streamExists(streamName, options),
    appendToStream: async (streamName, events, options) => inner.appendToStream(streamName, await personal.encrypt(events), strict(options)),
    readStream,
    async aggregateStream(streamName, { evolve, initialState, read }) {
      const result = await readStream(streamName, read as never);
      assertExpectedVersionMatchesCurrent(result.currentStreamVersion, read?.expectedStreamVersion, PostgreSQLEventStoreDefaultStreamVersion);
      let state = initialState();
      for (const event of result.events) if (event) state = evolve(state, event as never);
      return { currentStreamVersion: result.currentStreamVersion, state, streamExists: result.streamExists };
    },
    // Emmett's own session would be a store without the sealing: this one is its own session.
    withSession: (callback) => callback({ eventStore: store, close: () => Promise.resolve() }),
  };
  return store;
};
