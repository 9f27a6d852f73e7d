import type { LoggedEvent } from '@lavagna/eventstore';

/**
 * A side effect of the log (an e-mail, a push to Google): `handle` runs for each event of the
 * `canHandle` types, in log order, at least once - again after a crash between the effect and
 * the stored checkpoint - so it must be idempotent (a key per effect). Personal fields are opened.
 * An exception stops the reactor at that event; it is retried with growing pauses.
 */
export interface Reactor {
  readonly name: string;
  readonly canHandle: readonly string[];
  handle(event: LoggedEvent): Promise<void>;
}
