import { sql } from '@event-driven-io/dumbo';
import { guard, insert, rowProjection, update, type RowOp } from '@lavagna/eventstore';
import type { BookingEvent, OrderCaptured, UserEvent } from '@lavagna/domain';
import { CALENDAR_CHANNEL } from '../../calendar-events/calendar-cache.js';
import { holdLimitGuard } from './hold-limit.guard.js';

type LessonEvent = Exclude<BookingEvent, { type: 'EmailQueued' }>;

const BOOKING_EVENTS: LessonEvent['type'][] = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'];

const rows = (event: LessonEvent): RowOp[] => {
  switch (event.type) {
    case 'LessonsBooked': {
      const d = event.data;
      const inserts = d.lessons.map((l) =>
        insert('lessons', {
          id: l.lessonId,
          booking_id: d.bookingId,
          teacher_id: d.teacherId,
          student_id: d.studentId,
          start_at: l.start,
          end_at: l.end,
          status: d.holdExpiresAt ? 'held' : 'booked',
          hold_expires_at: d.holdExpiresAt,
          booked_at: d.bookedAt,
          booked_by: d.by.userId,
          updated_at: d.bookedAt,
          series_until: d.series?.until ?? null,
        }),
      );
      return [...inserts, ...holdLimitGuard(d)];
    }
    case 'LessonMoved':
      return [update('lessons', { id: event.data.lessonId }, { start_at: event.data.to.start, end_at: event.data.to.end, updated_at: event.data.movedAt })];
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return [update('lessons', { id: event.data.lessonId }, { status: 'cancelled', updated_at: event.data.cancelledAt })];
    case 'LessonsReleased':
      return event.data.lessonIds.map((id) => update('lessons', { id }, { status: 'released', updated_at: event.data.releasedAt }));
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
const payable = (lessonId: string, studentId: string): RowOp =>
  guard(() =>
    sql(
      `DO $$ BEGIN
         IF NOT EXISTS (
           SELECT 1 FROM lessons WHERE id = %L AND student_id = %L AND status IN ('held', 'booked') AND paid_at IS NULL
         ) THEN RAISE EXCEPTION '${LESSON_NOT_PAYABLE}'; END IF;
       END $$`,
      lessonId,
      studentId,
    ),
  );

/** A captured order pays its lessons: held ones become booked, and keep what each was priced at. */
const paid = (event: OrderCaptured): RowOp[] =>
  event.data.lessons.flatMap((l) => [
    payable(l.lessonId, event.data.studentId),
    update(
      'lessons',
      { id: l.lessonId },
      {
        status: 'booked',
        hold_expires_at: null,
        paid_at: event.data.paidAt,
        paid_by: event.data.by.userId,
        payment_id: event.data.transactionId,
        order_id: event.data.orderId,
        paid_gross_cents: l.gross,
        updated_at: event.data.paidAt,
      },
    ),
  ]);

/** One row per lesson, with its status and payment, for the calendars and the lesson lists. */
export const lessonsProjection = rowProjection<LessonEvent | OrderCaptured>({
  name: 'lessons',
  canHandle: [...BOOKING_EVENTS, 'OrderCaptured'],
  tables: ['lessons'],
  evolve: (event) => {
    const changes = event.type === 'OrderCaptured' ? paid(event) : BOOKING_EVENTS.includes(event.type) ? rows(event as LessonEvent) : [];
    if (changes.length === 0) return [];
    // Delivered when the transaction commits: every replica's calendar cache drops this teacher
    // (a rebuild drops them all once, at the swap: LessonsModule.afterRebuild).
    return [...changes, guard(() => sql('SELECT pg_notify(%L, %L)', CALENDAR_CHANNEL, event.data.teacherId))];
  },
});

/** Calendars show students' names: a name change or a deletion drops every cached calendar. */
export const calendarNamesProjection = rowProjection<UserEvent>({
  name: 'calendar_names',
  canHandle: ['ProfileUpdated', 'AccountDeleted'],
  tables: [],
  evolve: (event) => {
    const renamed = event.type === 'ProfileUpdated' && ('name' in event.data.changes || 'surname' in event.data.changes);
    return renamed || event.type === 'AccountDeleted' ? [guard(() => sql('SELECT pg_notify(%L, %L)', CALENDAR_CHANNEL, '*'))] : [];
  },
});
