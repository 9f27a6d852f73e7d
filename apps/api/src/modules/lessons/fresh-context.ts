import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import type { Actor, BookingCommand, BookingEvent } from '@lavagna/domain';
import { isAbortedByRace, type CommandData } from '../../infrastructure/event-sourcing/decider-stream.js';
import { problem } from '../../infrastructure/http/problem.js';
import { HOLD_LIMIT } from './projections/lessons/hold-limit.guard.js';
import type { BookingStream } from './streams.js';

/**
 * The slot guard refused the append: Emmett reports a unique violation as a version
 * conflict, and lets the exclusion constraint's own error through.
 */
const isRefusedBySlotGuard = (error: unknown): boolean => {
  if (isExpectedVersionConflictError(error)) return true;
  const pgError = error as { code?: string; constraint?: string };
  return (pgError?.code === '23P01' || pgError?.code === '23505') && (pgError.constraint ?? '').startsWith('lesson_slots');
};
/** The hold guard refused it: the student's racing bookings went over MAX_HELD_LESSONS. */
const isRefusedByHoldGuard = (error: unknown): boolean => (error as Error | null)?.message?.includes(HOLD_LIMIT) ?? false;

/**
 * Runs a booking command built from fresh context; if a database guard refuses the append (a
 * racing booking took the slot, or the student's racing bookings went over the bound of holds)
 * or PostgreSQL kept aborting it for racing appends (after the stream's own retries), builds it again once
 * so the decider names the rule.
 */
export const executeWithFreshContext = async <T extends BookingCommand['type']>(
  stream: BookingStream,
  type: T,
  build: () => Promise<CommandData<BookingCommand, T>>,
  by: Actor,
): Promise<BookingEvent[]> => {
  const now = stream.now();
  try {
    return await stream.execute(type, await build(), by, now);
  } catch (error) {
    if (!isRefusedBySlotGuard(error) && !isRefusedByHoldGuard(error) && !isAbortedByRace(error)) throw error;
  }
  try {
    return await stream.execute(type, await build(), by, now);
  } catch (again) {
    // Aborted twice: a third booking kept racing for these slots, so they are someone else's now.
    if (isRefusedBySlotGuard(again) || isAbortedByRace(again)) throw problem(409, 'CALENDAR.SLOT_TAKEN');
    if (isRefusedByHoldGuard(again)) throw problem(409, 'CALENDAR.TOO_MANY_HELD');
    throw again;
  }
};
