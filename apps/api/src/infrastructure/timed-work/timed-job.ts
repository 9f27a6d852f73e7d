/** A row of timed work as its job sees it. */
export interface DueWork<P> {
  key: string;
  payload: P;
  dueAt: Date;
  /** Failed runs before this one. */
  attempts: number;
  /** Now, on the injected clock. */
  now: Date;
}

/** What a run did: a note kept on the row ('sent', 'too-late', ...), or the time to run again. */
export type JobResult = { done: string } | { again: Date };

/**
 * Work of one kind, due at a time (a reminder, a hold's expiry, an e-mail to send): `run` is
 * called once the row is due, on one replica only, at least once - again after a crash mid-run -
 * so it must be idempotent. An exception keeps the row and retries it with growing pauses.
 */
export interface TimedJob<P = unknown> {
  readonly kind: string;
  run(work: DueWork<P>): Promise<JobResult>;
}
