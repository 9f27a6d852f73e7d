import type { LoggedEvent } from '@lavagna/eventstore';

/**
 * The event log as this process sees it arrive: each new event once, in log order, and what
 * came after a position (for a stream that resumes). Bound to the reactors' per-process feed.
 */
export interface LiveLog {
  subscribe(listener: (events: LoggedEvent[]) => void): () => void;
  readAfter(position: bigint, types: readonly string[], limit?: number): Promise<LoggedEvent[]>;
}

export const LIVE_LOG = Symbol('LIVE_LOG');
