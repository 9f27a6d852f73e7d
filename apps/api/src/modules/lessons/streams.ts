import {
  availabilityStreamName,
  bookingStreamName,
  decideAvailability,
  decideBooking,
  evolveAvailability,
  evolveBooking,
  initialAvailabilityState,
  initialBookingState,
  type AvailabilityCommand,
  type AvailabilityEvent,
  type AvailabilityState,
  type BookingCommand,
  type BookingEvent,
  type BookingState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';
import { CalendarCache } from './calendar-events/calendar-cache.js';

/**
 * Booking commands against their `booking-{id}` stream. No automatic retry for what takes a
 * slot: a refused append is usually the slot guard, and the caller decides again with fresh
 * context to say which rule broke (fresh-context.ts). A cancellation only frees slots, so no
 * guard refuses it: a version conflict there is another change to the same booking at the same
 * moment (a sibling lesson moved or cancelled), and it is simply decided again on the fresh stream.
 */
export const bookingDecider: StreamDecider<BookingCommand, BookingEvent, BookingState> = {
  decide: decideBooking,
  evolve: evolveBooking,
  initialState: initialBookingState,
  mapToStreamId: bookingStreamName,
  streamIdOf: (data) => data.bookingId,
  retryOnConflict: (type) => type === 'CancelUnpaidLesson' || type === 'CancelWithCoupon',
};

/** SetAvailability and SetPaymentDay against the teacher's `availability-{id}` stream; a conflict is decided again. */
export const availabilityDecider: StreamDecider<AvailabilityCommand, AvailabilityEvent, AvailabilityState> = {
  decide: decideAvailability,
  evolve: evolveAvailability,
  initialState: initialAvailabilityState,
  mapToStreamId: availabilityStreamName,
  streamIdOf: (data) => data.teacherId,
  retryOnConflict: () => true,
};

export const BOOKING_STREAM = Symbol('BOOKING_STREAM');
export type BookingStream = DeciderStream<BookingCommand, BookingEvent, BookingState>;
export const bookingStream = deciderStreamProvider(BOOKING_STREAM, bookingDecider, {
  inject: [CalendarCache],
  // Read your own writes here; other replicas hear the projection's NOTIFY.
  afterAppend: (cache: CalendarCache) => (events) => {
    for (const event of events) if (event.type !== 'EmailQueued') cache.evict(event.data.teacherId);
  },
});

export const AVAILABILITY_STREAM = Symbol('AVAILABILITY_STREAM');
export type AvailabilityStream = DeciderStream<AvailabilityCommand, AvailabilityEvent, AvailabilityState>;
export const availabilityStream = deciderStreamProvider(AVAILABILITY_STREAM, availabilityDecider);
