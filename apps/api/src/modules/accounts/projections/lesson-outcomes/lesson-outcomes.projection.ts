import { sql, type SQL } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { LessonCancelled, LessonCancelledWithCoupon, LessonMoved, LessonsBooked, LessonsReleased, OrderCaptured } from '@lavagna/domain';

type OutcomeEvent = LessonsBooked | LessonMoved | LessonCancelled | LessonCancelledWithCoupon | LessonsReleased | OrderCaptured;

const changes = (event: OutcomeEvent): SQL[] => {
  switch (event.type) {
    case 'LessonsBooked': {
      const d = event.data;
      return d.lessons.map((l) =>
        sql(
          'INSERT INTO lesson_outcomes (lesson_id, student_id, start_at, status, hold_expires_at) VALUES (%L, %L, %L, %L, %L)',
          l.lessonId,
          d.studentId,
          l.start,
          d.holdExpiresAt ? 'held' : 'booked',
          d.holdExpiresAt,
        ),
      );
    }
    case 'LessonMoved':
      return [sql('UPDATE lesson_outcomes SET start_at = %L WHERE lesson_id = %L', event.data.to.start, event.data.lessonId)];
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return [sql("UPDATE lesson_outcomes SET status = 'cancelled' WHERE lesson_id = %L", event.data.lessonId)];
    case 'LessonsReleased':
      return event.data.lessonIds.map((id) => sql("UPDATE lesson_outcomes SET status = 'released' WHERE lesson_id = %L", id));
    case 'OrderCaptured':
      // A captured order pays its held lessons: they stand for good (the lessons module's guard refused any other).
      return event.data.lessons.map((l) => sql("UPDATE lesson_outcomes SET status = 'booked', hold_expires_at = NULL WHERE lesson_id = %L", l.lessonId));
    default:
      // Emmett hands a projection every event of an append that holds one it handles.
      return [];
  }
};

/**
 * What became of each lesson of a student - held until when, booked, cancelled, released - from
 * the lessons' and the orders' facts on the log, so that the accounts module counts the lessons
 * done (the domain's `classesDone`, at read time: a lesson is done once it starts) on its own table.
 */
export const lessonOutcomesProjection = postgreSQLRawSQLProjection<OutcomeEvent>({
  name: 'lesson_outcomes',
  canHandle: ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased', 'OrderCaptured'],
  evolve: (event) => changes(event),
});
