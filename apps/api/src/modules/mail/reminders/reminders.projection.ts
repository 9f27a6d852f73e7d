import { sql, type SQL } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { reminderMarks, type BookingEvent } from '@lavagna/domain';

type LessonEvent = Exclude<BookingEvent, { type: 'EmailQueued' }>;

const insert = (lessonId: string, studentId: string, start: string, end: string, scheduledAt: string): SQL[] =>
  reminderMarks(start, scheduledAt).map((mark) =>
    sql(
      `INSERT INTO lesson_reminders (lesson_id, kind, start_at, end_at, due_at, student_id)
       VALUES (%L, %L, %L, %L, %L, %L) ON CONFLICT DO NOTHING`,
      lessonId,
      mark.kind,
      start,
      end,
      mark.dueAt,
      studentId,
    ),
  );

const forget = (lessonId: string): SQL => sql('DELETE FROM lesson_reminders WHERE lesson_id = %L AND sent_at IS NULL', lessonId);

/** The due-time table of the reminders, kept with the lessons' life (see reminders.tables.ts). */
export const remindersProjection = postgreSQLRawSQLProjection<LessonEvent>({
  name: 'lesson_reminders',
  canHandle: ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'],
  evolve: (event) => {
    switch (event.type) {
      case 'LessonsBooked':
        return event.data.lessons.flatMap((l) => insert(l.lessonId, event.data.studentId, l.start, l.end, event.data.bookedAt));
      case 'LessonMoved': {
        const { lessonId, studentId, to, movedAt } = event.data;
        return [forget(lessonId), ...insert(lessonId, studentId, to.start, to.end, movedAt)];
      }
      case 'LessonCancelled':
      case 'LessonCancelledWithCoupon':
        return [forget(event.data.lessonId)];
      case 'LessonsReleased':
        return event.data.lessonIds.map(forget);
      default:
        return [];
    }
  },
});
