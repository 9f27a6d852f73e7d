import { Inject, Injectable } from '@nestjs/common';
import type { GoogleCalendarView } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

export interface GoogleConnectionRow {
  teacherId: string;
  state: 'connected' | 'lost' | 'disconnected';
  googleEmail: string | null;
  calendars: GoogleCalendarView[];
  lessonsCalendarId: string | null;
}

type Raw = { teacher_id: string; state: GoogleConnectionRow['state']; google_email: string | null; calendars: GoogleCalendarView[]; lessons_calendar_id: string | null };
const toRow = (r: Raw): GoogleConnectionRow => ({
  teacherId: r.teacher_id,
  state: r.state,
  googleEmail: r.google_email,
  calendars: r.calendars,
  lessonsCalendarId: r.lessons_calendar_id,
});

@Injectable()
export class GoogleConnectionQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** A teacher's connection, or null if they never connected. */
  async of(teacherId: string): Promise<GoogleConnectionRow | null> {
    const { rows } = await this.pool.query<Raw>('SELECT * FROM google_connections WHERE teacher_id = $1', [teacherId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The teachers connected now. */
  async connected(): Promise<GoogleConnectionRow[]> {
    const { rows } = await this.pool.query<Raw>("SELECT * FROM google_connections WHERE state = 'connected' ORDER BY teacher_id");
    return rows.map(toRow);
  }
}

/** The ids of the calendars whose events block the teacher's slots. */
export const shownCalendars = (row: GoogleConnectionRow): string[] => row.calendars.filter((c) => c.toShow).map((c) => c.id);
