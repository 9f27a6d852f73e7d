import { sql, type SQL } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { liveOnly } from '@lavagna/eventstore';
import type { BookingEvent, OrderCaptured, UserEvent } from '@lavagna/domain';
import { CALENDAR_CHANNEL } from '../../calendar-events/calendar-cache.js';
import { holdLimitGuard } from './hold-limit.guard.js';

type LessonEvent = Exclude<BookingEvent, { type: 'EmailQueued' }>;

const BOOKING_EVENTS: LessonEvent['type'][] = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'];

const rows = (event: LessonEvent): SQL[] => {
  switch (event.type) {
    case 'LessonsBooked': {
      const d = event.data;
      const inserts = d.lessons.map((l) =>
        sql(
          `INSERT INTO lessons (id, booking_id, teacher_id, student_id, start_at, end_at, status, hold_expires_at, booked_at, booked_by, updated_at, series_until)
           VALUES (%L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L)`,
          l.lessonId,
          d.bookingId,
          d.teacherId,
          d.studentId,
          l.start,
          l.end,
          d.holdExpiresAt ? 'held' : 'booked',
          d.holdExpiresAt,
          d.bookedAt,
          d.by.userId,
          d.bookedAt,
          d.series?.until ?? null,
        ),
      );
      return [...inserts, ...holdLimitGuard(d)];
    }
    case 'LessonMoved':
      return [
        sql(
          'UPDATE lessons SET start_at = %L, end_at = %L, updated_at = %L WHERE id = %L',
          event.data.to.start,
          event.data.to.end,
          event.data.movedAt,
          event.data.lessonId,
        ),
      ];
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return [sql("UPDATE lessons SET status = 'cancelled', updated_at = %L WHERE id = %L", event.data.cancelledAt, event.data.lessonId)];
    case 'LessonsReleased':
      return event.data.lessonIds.map((id) =>
        sql("UPDATE lessons SET status = 'released', updated_at = %L WHERE id = %L", event.data.releasedAt, id),
      );
  }
};

/**
 * The guard of last resort for a payment racing the hold expiry: the capture was decided on
 * lessons read a moment before, so a lesson released or taken since then rolls the append
 * back, and the closer decides again (a coupon instead). A rebuild replays what happened.
 */
const LESSON_NOT_PAYABLE = 'LESSON_NOT_PAYABLE';
/** Whether an append was rolled back because a lesson it pays is no longer payable (see above). */
export const isLessonNotPayable = (error: unknown): boolean => (error as Error | null)?.message?.includes(LESSON_NOT_PAYABLE) ?? false;
const payable = (lessonId: string, studentId: string): SQL =>
  liveOnly(sql(
    `DO $$ BEGIN
       IF current_setting('lavagna.rebuilding', true) IS DISTINCT FROM 'on' AND NOT EXISTS (
         SELECT 1 FROM lessons WHERE id = %L AND student_id = %L AND status IN ('held', 'booked') AND paid_at IS NULL
       ) THEN RAISE EXCEPTION '${LESSON_NOT_PAYABLE}'; END IF;
     END $$`,
    lessonId,
    studentId,
  ));

/** A captured order pays its lessons: held ones become booked, and keep what each was priced at. */
const paid = (event: OrderCaptured): SQL[] =>
  event.data.lessons.flatMap((l) => [
    payable(l.lessonId, event.data.studentId),
    sql(
      `UPDATE lessons SET status = 'booked', hold_expires_at = NULL, paid_at = %L, paid_by = %L, payment_id = %L,
              order_id = %L, paid_gross_cents = %L, updated_at = %L WHERE id = %L`,
      event.data.paidAt,
      event.data.by.userId,
      event.data.transactionId,
      event.data.orderId,
      l.gross,
      event.data.paidAt,
      l.lessonId,
    ),
  ]);

/** One row per lesson, with its status and payment, for the calendars and the lesson lists. */
export const lessonsProjection = postgreSQLRawSQLProjection<LessonEvent | OrderCaptured>({
  name: 'lessons',
  canHandle: [...BOOKING_EVENTS, 'OrderCaptured'],
  evolve: (event) => {
    const changes = event.type === 'OrderCaptured' ? paid(event) : BOOKING_EVENTS.includes(event.type) ? rows(event as LessonEvent) : [];
    if (changes.length === 0) return [];
    // Delivered when the transaction commits: every replica's calendar cache drops this teacher
    // (a rebuild drops them all once, at the swap: LessonsModule.afterRebuild).
    return [...changes, liveOnly(sql('SELECT pg_notify(%L, %L)', CALENDAR_CHANNEL, event.data.teacherId))];
  },
});

/** Calendars show students' names: a name change or a deletion drops every cached calendar. */
export const calendarNamesProjection = postgreSQLRawSQLProjection<UserEvent>({
  name: 'calendar_names',
  canHandle: ['ProfileUpdated', 'AccountDeleted'],
  evolve: (event) => {
    const renamed = event.type === 'ProfileUpdated' && ('name' in event.data.changes || 'surname' in event.data.changes);
    return renamed || event.type === 'AccountDeleted' ? liveOnly(sql('SELECT pg_notify(%L, %L)', CALENDAR_CHANNEL, '*')) : [];
  },
});
