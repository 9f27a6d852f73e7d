import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SYSTEM } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';

/** Frees the lessons of holds that ran out: every half minute, and before a booking needs the slots. */
@Injectable()
export class ReleaseHoldsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Holds');

  constructor(
    private readonly lessons: LessonsQuery,
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.releaseExpired().catch((e: Error) => this.logger.error(e.message));
  }

  @Interval(30_000)
  async tick(): Promise<void> {
    await this.releaseExpired().catch((e: Error) => this.logger.error(e.message));
  }

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
