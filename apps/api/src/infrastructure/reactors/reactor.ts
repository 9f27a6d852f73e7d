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
  /**
   * Where a reactor seen for the first time begins: at the log's head (default: an e-mail belongs
   * to the moment it is caused, so history is not told again), or at its start, for a reaction
   * whose effects are current state (the reminders scheduled for the lessons already booked).
   */
  readonly startAt?: 'head' | 'log-start';
  /**
   * 'log' (default): one replica at a time, from a checkpoint stored in the database. 'replica':
   * every replica runs it on what this process holds (the open notification streams), from the
   * log's head at its start, its position kept in memory and events as the log stores them
   * (personal fields sealed); a failure is logged and the next event goes on, since there is
   * nothing to redo after a crash: the process and what it held are gone.
   */
  readonly scope?: 'log' | 'replica';
  handle(event: LoggedEvent): Promise<void>;
}
