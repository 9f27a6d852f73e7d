import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';

/** How far the sync of one calendar has read, and its push channel (google.tables.ts). */
export interface SyncRow {
  teacherId: string;
  calendarId: string;
  syncToken: string | null;
  fullSyncAt: Date | null;
  channelId: string | null;
  channelToken: string | null;
  resourceId: string | null;
  channelExpiresAt: Date | null;
}

type Raw = {
  teacher_id: string;
  calendar_id: string;
  sync_token: string | null;
  full_sync_at: Date | null;
  channel_id: string | null;
  channel_token: string | null;
  resource_id: string | null;
  channel_expires_at: Date | null;
};
const toRow = (r: Raw): SyncRow => ({
  teacherId: r.teacher_id,
  calendarId: r.calendar_id,
  syncToken: r.sync_token,
  fullSyncAt: r.full_sync_at,
  channelId: r.channel_id,
  channelToken: r.channel_token,
  resourceId: r.resource_id,
  channelExpiresAt: r.channel_expires_at,
});

@Injectable()
export class SyncState {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async of(teacherId: string): Promise<SyncRow[]> {
    const { rows } = await this.pool.query<Raw>('SELECT * FROM google_sync WHERE teacher_id = $1 ORDER BY calendar_id', [teacherId]);
    return rows.map(toRow);
  }

  async get(teacherId: string, calendarId: string): Promise<SyncRow | null> {
    const { rows } = await this.pool.query<Raw>('SELECT * FROM google_sync WHERE teacher_id = $1 AND calendar_id = $2', [teacherId, calendarId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async byChannel(channelId: string): Promise<SyncRow | null> {
    const { rows } = await this.pool.query<Raw>('SELECT * FROM google_sync WHERE channel_id = $1', [channelId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** A sync read to here; `full`: it read the whole calendar at `at`. */
  async synced(teacherId: string, calendarId: string, syncToken: string | null, fullAt: Date | null): Promise<void> {
    await this.pool.query(
      `INSERT INTO google_sync (teacher_id, calendar_id, sync_token, full_sync_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (teacher_id, calendar_id) DO UPDATE SET sync_token = EXCLUDED.sync_token, full_sync_at = coalesce(EXCLUDED.full_sync_at, google_sync.full_sync_at)`,
      [teacherId, calendarId, syncToken, fullAt],
    );
  }

  async watching(teacherId: string, calendarId: string, channel: { id: string; token: string; resourceId: string; expiresAt: Date }): Promise<void> {
    await this.pool.query(
      `INSERT INTO google_sync (teacher_id, calendar_id, channel_id, channel_token, resource_id, channel_expires_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (teacher_id, calendar_id) DO UPDATE SET channel_id = EXCLUDED.channel_id, channel_token = EXCLUDED.channel_token,
         resource_id = EXCLUDED.resource_id, channel_expires_at = EXCLUDED.channel_expires_at`,
      [teacherId, calendarId, channel.id, channel.token, channel.resourceId, channel.expiresAt],
    );
  }

  /** Forgets the calendars not in `keep` (all without it); returns the rows forgotten. */
  async forget(teacherId: string, keep: readonly string[] = []): Promise<SyncRow[]> {
    const { rows } = await this.pool.query<Raw>('DELETE FROM google_sync WHERE teacher_id = $1 AND NOT (calendar_id = ANY($2)) RETURNING *', [teacherId, keep]);
    return rows.map(toRow);
  }
}
