import { insert, rowProjection, update, type RowOp } from '@lavagna/eventstore';
import type { LessonCancelled, LessonCancelledWithCoupon, LessonMoved, LessonsBooked, LessonsReleased, OrderCaptured } from '@lavagna/domain';

type OutcomeEvent = LessonsBooked | LessonMoved | LessonCancelled | LessonCancelledWithCoupon | LessonsReleased | OrderCaptured;
const TABLE = 'lesson_outcomes';

const changes = (event: OutcomeEvent): RowOp[] => {
  switch (event.type) {
    case 'LessonsBooked': {
      const d = event.data;
      return d.lessons.map((l) =>
        insert(TABLE, { lesson_id: l.lessonId, student_id: d.studentId, start_at: l.start, status: d.holdExpiresAt ? 'held' : 'booked', hold_expires_at: d.holdExpiresAt }),
      );
    }
    case 'LessonMoved':
      return [update(TABLE, { lesson_id: event.data.lessonId }, { start_at: event.data.to.start })];
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return [update(TABLE, { lesson_id: event.data.lessonId }, { status: 'cancelled' })];
    case 'LessonsReleased':
      return event.data.lessonIds.map((id) => update(TABLE, { lesson_id: id }, { status: 'released' }));
    case 'OrderCaptured':
      // A captured order pays its held lessons: they stand for good (the lessons module's guard refused any other).
      return event.data.lessons.map((l) => update(TABLE, { lesson_id: l.lessonId }, { status: 'booked', hold_expires_at: null }));
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
export const lessonOutcomesProjection = rowProjection<OutcomeEvent>({
  name: 'lesson_outcomes',
  canHandle: ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased', 'OrderCaptured'],
  tables: [TABLE],
  evolve: changes,
});
