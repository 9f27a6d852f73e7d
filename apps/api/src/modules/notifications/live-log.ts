import type { LoggedEvent } from '@lavagna/eventstore';

/** What the log holds after a position (for a stream that resumes). Bound to the reactors' feed. */
export interface LiveLog {
  readAfter(position: bigint, types: readonly string[], limit?: number): Promise<LoggedEvent[]>;
  /** The position of the log's last event (0 when empty). */
  head(): Promise<bigint>;
}

export const LIVE_LOG = Symbol('LIVE_LOG');
