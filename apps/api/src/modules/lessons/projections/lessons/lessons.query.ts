import { Inject, Injectable } from '@nestjs/common';
import { MAX_MINUTES } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

export interface LessonRow {
  id: string;
  booking_id: string;
  teacher_id: string;
  student_id: string;
  student_name: string | null;
  start_at: Date;
  end_at: Date;
  status: 'held' | 'booked' | 'cancelled' | 'released';
  hold_expires_at: Date | null;
  booked_at: Date;
  booked_by: string;
  paid_at: Date | null;
  paid_gross_cents: number | null;
  order_id: string | null;
  paid_by: string | null;
  payment_id: string | null;
  series_until: string | null;
}

/** A lesson counts while booked, or held and its hold has not run out. */
const ACTIVE = `(l.status = 'booked' OR (l.status = 'held' AND l.hold_expires_at > $NOW))`;
/** Every column by name, not `l.*`: a named statement (below) must keep its result's shape when a migration adds a column. */
const SELECT = `SELECT l.id, l.booking_id, l.teacher_id, l.student_id, l.start_at, l.end_at, l.status, l.hold_expires_at, l.booked_at, l.booked_by,
  l.paid_at, l.paid_by, l.payment_id, l.updated_at, l.order_id, l.paid_gross_cents, l.series_until,
  u.name || ' ' || u.surname AS student_name FROM lessons l LEFT JOIN users u ON u.id = l.student_id`;

/**
 * The booking's reads are named statements: each connection plans them once, where an unnamed one
 * was planned at every call (planning was 6 times the execution of the busy-slot read, and 1.5 ms
 * of PostgreSQL's 7.3 ms a booking in all; pg_stat_statements over 900 bookings).
 */
@Injectable()
export class LessonsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async byId(id: string): Promise<LessonRow | null> {
    const { rows } = await this.pool.query<LessonRow>({ name: 'lessons.by-id', text: `${SELECT} WHERE l.id = $1`, values: [id] });
    return rows[0] ?? null;
  }

  async byIds(ids: string[]): Promise<LessonRow[]> {
    const { rows } = await this.pool.query<LessonRow>({ name: 'lessons.by-ids', text: `${SELECT} WHERE l.id = ANY($1::text[]) ORDER BY l.start_at`, values: [ids] });
    return rows;
  }

  async ofBooking(bookingId: string): Promise<LessonRow[]> {
    const { rows } = await this.pool.query<LessonRow>({ name: 'lessons.of-booking', text: `${SELECT} WHERE l.booking_id = $1 ORDER BY l.start_at`, values: [bookingId] });
    return rows;
  }

  /**
   * What a decision about times needs of the teacher's active lessons: those overlapping any of
   * the windows, and only their times and student (a booking reads a few days, never the calendar).
   */
  async busyAround(teacherId: string, windows: readonly { from: Date; to: Date }[], now: Date): Promise<Pick<LessonRow, 'id' | 'student_id' | 'start_at' | 'end_at'>[]> {
    if (windows.length === 0) return [];
    const { rows } = await this.pool.query<Pick<LessonRow, 'id' | 'student_id' | 'start_at' | 'end_at'>>({
      name: 'lessons.busy-around',
      text: `SELECT l.id, l.student_id, l.start_at, l.end_at FROM lessons l
        WHERE l.teacher_id = $1 AND ${ACTIVE.replace('$NOW', '$4')}
          -- The index's range first (no lesson lasts longer than MAX_MINUTES), then each window.
          AND l.start_at < $5 AND l.start_at > $6
          AND EXISTS (SELECT 1 FROM unnest($2::timestamptz[], $3::timestamptz[]) AS w(from_at, to_at) WHERE l.start_at < w.to_at AND l.end_at > w.from_at)
        ORDER BY l.start_at`,
      values: [
        teacherId,
        windows.map((w) => w.from),
        windows.map((w) => w.to),
        now,
        new Date(Math.max(...windows.map((w) => w.to.getTime()))),
        new Date(Math.min(...windows.map((w) => w.from.getTime())) - MAX_MINUTES * 60_000),
      ],
    });
    return rows;
  }

  /** The teacher's active lessons overlapping [from, to), oldest first. */
  async activeBetween(teacherId: string, from: Date, to: Date, now: Date): Promise<LessonRow[]> {
    const { rows } = await this.pool.query<LessonRow>(
      `${SELECT} WHERE l.teacher_id = $1 AND l.start_at < $3 AND l.end_at > $2 AND ${ACTIVE.replace('$NOW', '$4')}
       ORDER BY l.start_at`,
      [teacherId, from, to, now],
    );
    return rows;
  }

  /** A student's lessons, past and future, that were not cancelled or released. */
  async ofStudent(studentId: string, now: Date): Promise<LessonRow[]> {
    const { rows } = await this.pool.query<LessonRow>(
      `${SELECT} WHERE l.student_id = $1 AND ${ACTIVE.replace('$NOW', '$2')} ORDER BY l.start_at`,
      [studentId, now],
    );
    return rows;
  }

  /**
   * A student's lessons not yet started that still hold their slot (held, even past the hold, or
   * booked), each with the money received for it when paid (its order's share after coupons).
   */
  async futureOfStudent(studentId: string, now: Date): Promise<(LessonRow & { received_cents: number | null })[]> {
    const { rows } = await this.pool.query<LessonRow & { received_cents: number | null }>(
      `SELECT l.*, NULL::text AS student_name,
              (SELECT (x->>'paid')::int FROM orders o, jsonb_array_elements(o.data->'lessons') x WHERE o.id = l.order_id AND x->>'lessonId' = l.id) AS received_cents
         FROM lessons l WHERE l.student_id = $1 AND l.status IN ('held', 'booked') AND l.start_at > $2 ORDER BY l.start_at`,
      [studentId, now],
    );
    return rows;
  }

  /** Every booking (stream) of a student of the teacher, cancelled and released ones too. */
  async bookingIdsOfStudent(teacherId: string, studentId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ booking_id: string }>(
      'SELECT DISTINCT booking_id FROM lessons WHERE teacher_id = $1 AND student_id = $2',
      [teacherId, studentId],
    );
    return rows.map((r) => r.booking_id);
  }

  /** How many lessons a student holds awaiting payment: their own bookings whose hold has not run out. */
  async heldCount(studentId: string, now: Date): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>({
      name: 'lessons.held-count',
      text: "SELECT count(*)::int AS n FROM lessons WHERE student_id = $1 AND status = 'held' AND hold_expires_at > $2",
      values: [studentId, now],
    });
    return rows[0]!.n;
  }

  /** Bookings with a hold that ran out and lessons still held. */
  async expiredHoldBookings(now: Date, teacherId?: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ booking_id: string }>({
      name: 'lessons.expired-holds',
      // Lessons an open order is paying for wait for that order (the reconciler closes it).
      text: `SELECT DISTINCT booking_id FROM lessons l
        WHERE status = 'held' AND hold_expires_at <= $1 AND ($2::text IS NULL OR teacher_id = $2)
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.status = 'placed' AND l.id = ANY(o.lesson_ids)
                            AND o.expires_at > $1::timestamptz - interval '2 minutes')`,
      values: [now, teacherId ?? null],
    });
    return rows.map((r) => r.booking_id);
  }
}
