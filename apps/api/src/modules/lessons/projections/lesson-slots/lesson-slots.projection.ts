import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { romeDay, type BookingEvent, type Slot } from '@lavagna/domain';

const range = (slot: Slot) => `[${slot.start},${slot.end})`;
const dayOf = (slot: Slot) => romeDay(new Date(slot.start));

/**
 * The slots of active lessons, written in the append's transaction. Its exclusion constraint
 * and unique index make a racing append roll back: this projection throws on purpose.
 */
export const lessonSlotsProjection = postgreSQLRawSQLProjection<BookingEvent>({
  name: 'lesson_slots',
  canHandle: ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'],
  evolve: (event) => {
    switch (event.type) {
      case 'LessonsBooked':
        return event.data.lessons.map((l) =>
          sql(
            'INSERT INTO lesson_slots (lesson_id, teacher_id, student_id, rome_day, during) VALUES (%L, %L, %L, %L, %L::tstzrange)',
            l.lessonId,
            event.data.teacherId,
            event.data.studentId,
            dayOf(l),
            range(l),
          ),
        );
      case 'LessonMoved':
        return sql(
          'UPDATE lesson_slots SET rome_day = %L, during = %L::tstzrange WHERE lesson_id = %L',
          dayOf(event.data.to),
          range(event.data.to),
          event.data.lessonId,
        );
      case 'LessonCancelled':
      case 'LessonCancelledWithCoupon':
        return sql('DELETE FROM lesson_slots WHERE lesson_id = %L', event.data.lessonId);
      case 'LessonsReleased':
        return event.data.lessonIds.map((id) => sql('DELETE FROM lesson_slots WHERE lesson_id = %L', id));
      default:
        return [];
    }
  },
});
