import { Inject, Injectable } from '@nestjs/common';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import {
  bookingStreamName,
  decideBooking,
  evolveBooking,
  initialBookingState,
  type Actor,
  type BookingCommand,
  type BookingEvent,
  type BookingState,
} from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { deciderRunner } from '../../infrastructure/event-sourcing/decider-runner.js';
import { problem } from '../../infrastructure/http/problem.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../infrastructure/tokens.js';
import { CalendarCache } from './calendar-events/calendar-cache.js';
import { HOLD_LIMIT } from './projections/lessons/hold-limit.guard.js';

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

type Data<T extends BookingCommand['type']> = Extract<BookingCommand, { type: T }>['data'];

const decider = { decide: decideBooking, evolve: evolveBooking, initialState: initialBookingState, mapToStreamId: bookingStreamName };
// No automatic retry for what takes a slot: a refused append is usually the slot guard, and
// the caller decides again with fresh context to say which rule broke.
const run = deciderRunner<BookingCommand, BookingEvent, BookingState>(decider);
// A cancellation only frees slots, so no guard refuses it: a version conflict there is another
// change to the same booking at the same moment (a sibling lesson moved or cancelled), and the
// cancellation is simply decided again on the fresh stream.
const runRetrying = deciderRunner<BookingCommand, BookingEvent, BookingState>({ ...decider, retryOnConflict: true });

/** Runs a booking command against its `booking-{id}` stream. */
@Injectable()
export class BookingStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly cache: CalendarCache,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  async execute<T extends BookingCommand['type']>(
    type: T,
    data: Data<T>,
    by: Actor,
    now = this.clock.now(),
  ): Promise<BookingEvent[]> {
    const events = await (type === 'CancelUnpaidLesson' || type === 'CancelWithCoupon' ? runRetrying : run)(this.store, data.bookingId, type, data, { now, by });
    // Read your own writes here; other replicas hear the projection's NOTIFY.
    for (const event of events) if (event.type !== 'EmailQueued') this.cache.evict(event.data.teacherId);
    return events;
  }

  /**
   * Runs a command built from fresh context; if a database guard refuses the append (a racing
   * booking took the slot, or the student's racing bookings went over the bound of holds),
   * builds it again once so the decider names the rule.
   */
  async executeWithFreshContext<T extends BookingCommand['type']>(
    type: T,
    build: () => Promise<Data<T>>,
    by: Actor,
  ): Promise<BookingEvent[]> {
    const now = this.clock.now();
    try {
      return await this.execute(type, await build(), by, now);
    } catch (error) {
      if (!isRefusedBySlotGuard(error) && !isRefusedByHoldGuard(error)) throw error;
    }
    try {
      return await this.execute(type, await build(), by, now);
    } catch (again) {
      if (isRefusedBySlotGuard(again)) throw problem(409, 'CALENDAR.SLOT_TAKEN');
      if (isRefusedByHoldGuard(again)) throw problem(409, 'CALENDAR.TOO_MANY_HELD');
      throw again;
    }
  }
}
