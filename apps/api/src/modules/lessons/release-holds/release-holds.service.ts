import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';

/**
 * Frees the lessons of holds that ran out: when each hold's time comes (ReleaseHoldJob), and
 * before a booking needs the slots. A hold an open order is paying for waits for that order.
 */
@Injectable()
export class ReleaseHoldsService {
  constructor(
    private readonly lessons: LessonsQuery,
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Returns how many bookings were released. */
  async releaseExpired(teacherId?: string): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const bookingId of await this.lessons.expiredHoldBookings(now, teacherId)) {
      const events = await this.stream.execute('ReleaseHold', { bookingId }, SYSTEM, now).catch(() => []);
      released += events.length;
    }
    return released;
  }
}
