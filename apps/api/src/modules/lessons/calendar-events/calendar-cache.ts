import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { listenOn } from '../../../infrastructure/database/listener.js';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { LessonsQuery, type LessonRow } from '../projections/lessons/lessons.query.js';
import { toBusyBlock, toCalendarEvent } from '../projections/lessons/to-calendar-event.js';
import { calendarWindow } from './calendar-window.js';

/** Channel the lesson projections notify, in the append's transaction, with a teacher id or '*'. */
export const CALENDAR_CHANNEL = 'lavagna_calendar';
const MAX_AGE_MS = 60_000;
const LONGEST_LESSON_MS = 2 * 3_600_000;

/** A lesson ready to be written out: its full JSON, and the tail of its anonymous form. */
interface CachedLesson {
  start: number;
  end: number;
  studentId: string;
  heldUntil: number | null;
  full: string;
  busyTail: string;
}

interface Entry {
  from: number;
  to: number;
  loadedAt: number;
  lessons: CachedLesson[];
}

const prepare = (row: LessonRow): CachedLesson => ({
  start: row.start_at.getTime(),
  end: row.end_at.getTime(),
  studentId: row.student_id,
  heldUntil: row.status === 'held' ? (row.hold_expires_at?.getTime() ?? 0) : null,
  full: JSON.stringify(toCalendarEvent(row)),
  busyTail: JSON.stringify(toBusyBlock(row, 0)).replace(/^\{"_id":"busy-0"/, ''),
});

/**
 * The teachers' active lessons of the bookable window, kept in memory as ready JSON for the
 * calendar reads. PostgreSQL's NOTIFY, sent by the projections when their transaction commits,
 * evicts a teacher's entry on every replica; the writing replica evicts at once; holds are
 * filtered by `now` at read time. Without the listener every read goes to the database.
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
      this.listener = await listenOn(this.pool, CALENDAR_CHANNEL, (teacherId) => this.evict(teacherId || '*'), (error) => this.stopListening(error));
    } catch (error) {
      this.stopListening(error as Error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.listener;
    this.listener = null;
    client?.release(true);
  }

  /**
   * The JSON array of a teacher's active lessons overlapping [from, to) at `now`, oldest first;
   * lessons of anybody but `viewerId` anonymised unless `viewerId` is null (the teacher).
   */
  async calendarJson(teacherId: string, viewerId: string | null, from: Date, to: Date, now: Date): Promise<string> {
    const window = calendarWindow(now);
    const cached = this.listener !== null && from >= window.today && to <= window.cacheEnd;
    const lessons = cached
      ? (await this.entryFor(teacherId, window.today, window.cacheEnd, now)).lessons
      : (await this.lessons.activeBetween(teacherId, from, to, now)).map(prepare);
    const [f, t, n] = [from.getTime(), to.getTime(), now.getTime()];
    const parts: string[] = [];
    let hidden = 0;
    for (let i = firstFrom(lessons, f - LONGEST_LESSON_MS); i < lessons.length && lessons[i]!.start < t; i++) {
      const lesson = lessons[i]!;
      if (lesson.end <= f || (lesson.heldUntil !== null && lesson.heldUntil <= n)) continue;
      parts.push(viewerId === null || lesson.studentId === viewerId ? lesson.full : `{"_id":"busy-${hidden++}"${lesson.busyTail}`);
    }
    return `[${parts.join(',')}]`;
  }

  /** Drops a teacher's calendar (or '*': all); the process that appended calls it at once. */
  evict(teacherId: string): void {
    const ids = teacherId === '*' ? [...this.entries.keys()] : [teacherId];
    for (const id of ids) {
      this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
      this.entries.delete(id);
    }
  }

  private async entryFor(teacherId: string, from: Date, to: Date, now: Date): Promise<Entry> {
    const cached = this.entries.get(teacherId);
    if (cached) {
      const entry = await cached;
      if (Date.now() - entry.loadedAt < MAX_AGE_MS && entry.from <= from.getTime() && entry.to >= to.getTime()) return entry;
    }
    const generation = this.generations.get(teacherId) ?? 0;
    const loading = this.lessons.activeBetween(teacherId, from, to, now).then((rows) => ({
      from: from.getTime(),
      to: to.getTime(),
      loadedAt: Date.now(),
      lessons: rows.map(prepare),
    }));
    this.entries.set(teacherId, loading);
    loading.then(
      () => {
        // A change committed while loading: do not keep what may predate it.
        if ((this.generations.get(teacherId) ?? 0) !== generation && this.entries.get(teacherId) === loading) this.entries.delete(teacherId);
      },
      () => this.entries.delete(teacherId),
    );
    return loading;
  }

  private stopListening(error: Error): void {
    this.logger.warn(`Cache del calendario disattivata: ${error.message}`);
    this.listener?.release(true);
    this.listener = null;
    this.entries.clear();
  }
}

/** Index of the first lesson starting at or after `time` (lessons sorted by start). */
const firstFrom = (lessons: CachedLesson[], time: number): number => {
  let [lo, hi] = [0, lessons.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lessons[mid]!.start < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
