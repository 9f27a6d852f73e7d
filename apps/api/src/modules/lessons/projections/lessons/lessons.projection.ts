import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { BookingEvent } from '@lavagna/domain';

/** One row per lesson, with its status and payment, for the calendars and the lesson lists. */
export const lessonsProjection = postgreSQLRawSQLProjection<BookingEvent>({
  name: 'lessons',
  canHandle: ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonsReleased'],
  evolve: (event) => {
    switch (event.type) {
      case 'LessonsBooked': {
        const d = event.data;
        return d.lessons.map((l) =>
          sql(
            `INSERT INTO lessons (id, booking_id, teacher_id, student_id, start_at, end_at, status, hold_expires_at, booked_at, booked_by, updated_at)
             VALUES (%L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L)`,
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
          ),
        );
      }
      case 'LessonMoved':
        return sql(
          'UPDATE lessons SET start_at = %L, end_at = %L, updated_at = %L WHERE id = %L',
          event.data.to.start,
          event.data.to.end,
          event.data.movedAt,
          event.data.lessonId,
        );
      case 'LessonCancelled':
        return sql("UPDATE lessons SET status = 'cancelled', updated_at = %L WHERE id = %L", event.data.cancelledAt, event.data.lessonId);
      case 'LessonsReleased':
        return event.data.lessonIds.map((id) =>
          sql("UPDATE lessons SET status = 'released', updated_at = %L WHERE id = %L", event.data.releasedAt, id),
        );
      default:
        return [];
    }
  },
});
