import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { listenOn } from '../../../infrastructure/database/listener.js';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { ExternalBusyQuery } from '../external-busy/external-busy.query.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { calendarWindow } from './calendar-window.js';
import { mergeByStart, prepareExternal } from './external-view.js';
import { contentDigest, countUpTo, prepare, render, strongTag, type Body, type CachedLesson, type CalendarRead } from './calendar-view.js';

/** Channel the lesson projections notify, in the append's transaction, with a teacher id or '*'. */
export const CALENDAR_CHANNEL = 'lavagna_calendar';
const MAX_AGE_MS = 60_000;
/** Ready answers kept per teacher until the next change (whole-horizon ones weigh ~0.3 KB a lesson, gzip ~0.05). */
const MAX_BODIES = 64;

interface Entry {
  from: number;
  to: number;
  loadedAt: number;
  lessons: CachedLesson[];
  /** Digest of the lessons' JSON: the ETags' part that changes with any lesson. */
  digest: string;
  /** The holds' ends, sorted: how many ran out tells which of them are gone at a given time. */
  holdEnds: number[];
  /** Answers already written since this load, by viewer, range and holds run out. */
  bodies: Map<string, Body>;
}

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
    private readonly external: ExternalBusyQuery,
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
   * A teacher's active lessons overlapping [from, to) at `now`, oldest first, as JSON with its
   * strong ETag; lessons of anybody but `viewerId` anonymised unless `viewerId` is null (the
   * teacher). In the cached window the tag costs a hash of a few ids, and the body is written
   * once per change, viewer and range; the tag names the viewer, so nobody gets another's 304.
   */
  async read(teacherId: string, viewerId: string | null, from: Date, to: Date, now: Date): Promise<CalendarRead> {
    const window = calendarWindow(now);
    const [f, t, n] = [from.getTime(), to.getTime(), now.getTime()];
    const viewer = viewerId ?? 'teacher';
    if (this.listener === null || from < window.today || to > window.cacheEnd) {
      const json = render(await this.load(teacherId, from, to, now), viewerId, f, t, n);
      const body = { json };
      return { etag: strongTag('range', teacherId, viewer, json), body: () => body };
    }
    const entry = await this.entryFor(teacherId, window.today, window.cacheEnd, now);
    // Holds run out in the order of their ends: the count identifies the set gone by `now`.
    const gone = countUpTo(entry.holdEnds, n);
    const key = `${viewer}|${f}|${t}|${gone}`;
    return {
      etag: strongTag('window', teacherId, entry.digest, key),
      body: () => {
        let body = entry.bodies.get(key);
        if (body === undefined) {
          body = { json: render(entry.lessons, viewerId, f, t, n) };
          if (entry.bodies.size >= MAX_BODIES) entry.bodies.clear();
          entry.bodies.set(key, body);
        }
        return body;
      },
    };
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
    const loading = this.load(teacherId, from, to, now).then((lessons): Entry => {
      const holdEnds = lessons.flatMap((l) => (l.heldUntil === null ? [] : [l.heldUntil])).sort((a, b) => a - b);
      return { from: from.getTime(), to: to.getTime(), loadedAt: Date.now(), lessons, digest: contentDigest(lessons), holdEnds, bodies: new Map() };
    });
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

  /** The teacher's active lessons and external busy times (Google events) overlapping [from, to), by start. */
  private async load(teacherId: string, from: Date, to: Date, now: Date): Promise<CachedLesson[]> {
    const [lessons, external] = await Promise.all([this.lessons.activeBetween(teacherId, from, to, now), this.external.between(teacherId, from, to)]);
    return mergeByStart(lessons.map(prepare), external.map(prepareExternal));
  }

  private stopListening(error: Error): void {
    this.logger.warn(`Cache del calendario disattivata: ${error.message}`);
    this.listener?.release(true);
    this.listener = null;
    this.entries.clear();
  }
}
