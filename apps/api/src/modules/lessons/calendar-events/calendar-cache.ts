import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { addDays, atRome, lastBookableDay, romeDay } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { LessonsQuery, type LessonRow } from '../projections/lessons/lessons.query.js';

/** Channel the lesson projections notify, in the append's transaction, with a teacher id or '*'. */
export const CALENDAR_CHANNEL = 'lavagna_calendar';
const MAX_AGE_MS = 60_000;

interface Entry {
  from: number;
  to: number;
  loadedAt: number;
  rows: LessonRow[];
}

/**
 * The teachers' active lessons kept in memory for the calendar reads. PostgreSQL's NOTIFY,
 * sent by the projections when their transaction commits, evicts a teacher's entry on every
 * replica; holds are filtered by `now` at read time. Without the listener it reads the database.
 */
@Injectable()
export class CalendarCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CalendarCache');
  private readonly entries = new Map<string, Promise<Entry>>();
  private readonly generations = new Map<string, number>();
  private listener: pg.PoolClient | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly lessons: LessonsQuery,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const client = await this.pool.connect();
      client.on('notification', (message) => this.evict(message.payload ?? '*'));
      client.on('error', (error) => this.stopListening(error));
      await client.query(`LISTEN ${CALENDAR_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.stopListening(error as Error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.listener;
    this.listener = null;
    client?.release(true);
  }

  /** Active lessons of a teacher overlapping [from, to) at `now`, oldest first. */
  async activeBetween(teacherId: string, from: Date, to: Date, now: Date): Promise<LessonRow[]> {
    // The cache holds the bookable window: from today to a couple of days past the horizon.
    const windowFrom = atRome(romeDay(now));
    const windowTo = atRome(addDays(lastBookableDay(now), 2));
    if (!this.listener || from < windowFrom || to > windowTo) return this.lessons.activeBetween(teacherId, from, to, now);
    const entry = await this.entryFor(teacherId, windowFrom, windowTo, now);
    const t = now.getTime();
    return entry.rows.filter(
      (r) => r.start_at < to && r.end_at > from && (r.status === 'booked' || (r.hold_expires_at !== null && r.hold_expires_at.getTime() > t)),
    );
  }

  private async entryFor(teacherId: string, from: Date, to: Date, now: Date): Promise<Entry> {
    const cached = this.entries.get(teacherId);
    if (cached) {
      const entry = await cached;
      const fresh = Date.now() - entry.loadedAt < MAX_AGE_MS;
      if (fresh && entry.from <= from.getTime() && entry.to >= to.getTime()) return entry;
    }
    const generation = this.generations.get(teacherId) ?? 0;
    const loading = this.lessons.activeBetween(teacherId, from, to, now).then((rows) => ({
      from: from.getTime(),
      to: to.getTime(),
      loadedAt: Date.now(),
      rows,
    }));
    this.entries.set(teacherId, loading);
    loading.then(
      () => {
        // A change committed while loading: do not keep what may predate it.
        if ((this.generations.get(teacherId) ?? 0) !== generation) this.entries.delete(teacherId);
      },
      () => this.entries.delete(teacherId),
    );
    return loading;
  }

  /** Drops a teacher's calendar (or '*': all); the process that appended calls it at once. */
  evict(teacherId: string): void {
    const ids = teacherId === '*' ? [...this.entries.keys()] : [teacherId];
    for (const id of ids) {
      this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
      this.entries.delete(id);
    }
  }

  private stopListening(error: Error): void {
    this.logger.warn(`Cache del calendario disattivata: ${error.message}`);
    this.listener?.release(true);
    this.listener = null;
    this.entries.clear();
  }
}
