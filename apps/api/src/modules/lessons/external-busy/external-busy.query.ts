import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';

/** One event of another calendar that keeps the teacher busy. */
export interface ExternalBusy {
  calendarId: string;
  eventId: string;
  title: string;
  start: Date;
  end: Date;
}

/** Events longer than this are not looked for before the range (the index is on the start). */
const LONGEST_EVENT_MS = 31 * 86_400_000;

/** Reads the teacher's external busy times (external-busy.tables.ts). */
@Injectable()
export class ExternalBusyQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The busy times overlapping [from, to), oldest first. */
  async between(teacherId: string, from: Date, to: Date): Promise<ExternalBusy[]> {
    // Named, as the booking's other reads (lessons.query.ts): planned once per connection.
    const { rows } = await this.pool.query<{ calendar_id: string; event_id: string; title: string; start_at: Date; end_at: Date }>({
      name: 'external-busy.between',
      text: `SELECT calendar_id, event_id, title, start_at, end_at FROM external_busy
       WHERE teacher_id = $1 AND start_at < $3 AND end_at > $2 AND start_at > $4 ORDER BY start_at, event_id`,
      values: [teacherId, from, to, new Date(from.getTime() - LONGEST_EVENT_MS)],
    });
    return rows.map((r) => ({ calendarId: r.calendar_id, eventId: r.event_id, title: r.title, start: r.start_at, end: r.end_at }));
  }
}
