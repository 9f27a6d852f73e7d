import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { CALENDAR_CHANNEL, CalendarCache } from '../calendar-events/calendar-cache.js';

import type { ExternalBusy } from './external-busy.query.js';

/** What a sync learnt of one calendar: events to keep (`replace`: and nothing else of it), ids gone. */
export interface ExternalChanges {
  upserts: Omit<ExternalBusy, 'calendarId'>[];
  deletes: string[];
  replace: boolean;
}

/**
 * The teacher's external busy times (external-busy.tables.ts). A write that changes anything
 * notifies CALENDAR_CHANNEL in its transaction, as the lesson projections do, so every replica's
 * calendar cache drops the teacher's calendar; this replica drops it at once.
 */
@Injectable()
export class ExternalBusyStore {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cache: CalendarCache,
  ) {}

  /** Applies one calendar's changes in one transaction. */
  async apply(teacherId: string, calendarId: string, changes: ExternalChanges): Promise<void> {
    await this.write(teacherId, async (client) => {
      let changed = 0;
      if (changes.replace) {
        const keep = changes.upserts.map((u) => u.eventId);
        changed += (await client.query('DELETE FROM external_busy WHERE teacher_id = $1 AND calendar_id = $2 AND NOT (event_id = ANY($3))', [teacherId, calendarId, keep])).rowCount ?? 0;
      }
      if (changes.deletes.length > 0) {
        changed += (await client.query('DELETE FROM external_busy WHERE teacher_id = $1 AND calendar_id = $2 AND event_id = ANY($3)', [teacherId, calendarId, changes.deletes])).rowCount ?? 0;
      }
      for (const e of changes.upserts) {
        const { rowCount } = await client.query(
          `INSERT INTO external_busy (teacher_id, calendar_id, event_id, title, start_at, end_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (teacher_id, calendar_id, event_id) DO UPDATE SET title = EXCLUDED.title, start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at
           WHERE (external_busy.title, external_busy.start_at, external_busy.end_at) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.start_at, EXCLUDED.end_at)`,
          [teacherId, calendarId, e.eventId, e.title, e.start, e.end],
        );
        changed += rowCount ?? 0;
      }
      return changed;
    });
  }

  /** Forgets the busy times of the calendars not in `keep` (all of them without it). */
  async forget(teacherId: string, keep: readonly string[] = []): Promise<void> {
    await this.write(teacherId, async (client) =>
      (await client.query('DELETE FROM external_busy WHERE teacher_id = $1 AND NOT (calendar_id = ANY($2))', [teacherId, keep])).rowCount ?? 0,
    );
  }

  private async write(teacherId: string, work: (client: pg.PoolClient) => Promise<number>): Promise<void> {
    const client = await this.pool.connect();
    let changed = 0;
    try {
      await client.query('BEGIN');
      changed = await work(client);
      if (changed > 0) await client.query('SELECT pg_notify($1, $2)', [CALENDAR_CHANNEL, teacherId]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (changed > 0) this.cache.evict(teacherId);
  }
}
