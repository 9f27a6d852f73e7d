import { Inject, Injectable } from '@nestjs/common';
import type { AvailabilityResponse } from '@lavagna/contracts';
import { paymentDayOf, type WeekAvailability } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

const ALL_DAYS_OFF: WeekAvailability = Array.from({ length: 7 }, () => [0, 0] as [number, number]);

@Injectable()
export class AvailabilityQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** A teacher's week; every day off until it is set. */
  async of(teacherId: string): Promise<WeekAvailability> {
    // Named, as the booking's other reads (lessons.query.ts): planned once per connection.
    const { rows } = await this.pool.query<{ availability: WeekAvailability }>({
      name: 'availability.of',
      text: 'SELECT availability FROM teacher_availability WHERE teacher_id = $1',
      values: [teacherId],
    });
    return rows[0]?.availability ?? ALL_DAYS_OFF;
  }

  /** The day of the month from which next month's lessons are due: the default until the teacher chooses. */
  async paymentDay(teacherId: string): Promise<number> {
    const { rows } = await this.pool.query<{ payment_day: number }>('SELECT payment_day FROM teacher_payment_days WHERE teacher_id = $1', [teacherId]);
    return paymentDayOf(rows[0]?.payment_day);
  }

  /** What GET and PUT /api/users/availabilities answer. */
  async response(teacherId: string): Promise<AvailabilityResponse> {
    const [availability, paymentDay] = await Promise.all([this.of(teacherId), this.paymentDay(teacherId)]);
    return { teacherId, availability, paymentDay };
  }
}
