import { Inject, Injectable } from '@nestjs/common';
import type { WeekAvailability } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

const ALL_DAYS_OFF: WeekAvailability = Array.from({ length: 7 }, () => [0, 0] as [number, number]);

@Injectable()
export class AvailabilityQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** A teacher's week; every day off until it is set. */
  async of(teacherId: string): Promise<WeekAvailability> {
    const { rows } = await this.pool.query<{ availability: WeekAvailability }>(
      'SELECT availability FROM teacher_availability WHERE teacher_id = $1',
      [teacherId],
    );
    return rows[0]?.availability ?? ALL_DAYS_OFF;
  }
}
