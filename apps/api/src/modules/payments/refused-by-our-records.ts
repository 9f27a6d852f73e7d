import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { DomainError } from '@lavagna/domain';

/**
 * Whether an append was refused by our own rules or a guard of the database (a rule of the
 * decider; a unique key, which Emmett reports as a version conflict once its retries ran out; an
 * exclusion constraint; a guard raising an exception), rather than failing for want of the
 * database: the same append again would be refused again.
 */
export const refusedByOurRecords = (error: unknown): boolean => {
  if (error instanceof DomainError || isExpectedVersionConflictError(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  // SQLSTATE class 23: integrity constraint violation; P0001: RAISE EXCEPTION in a guard.
  return typeof code === 'string' && (code.startsWith('23') || code === 'P0001');
};
