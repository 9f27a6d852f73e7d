import { increment, rowProjection, upsert } from '@lavagna/eventstore';
import type { LessonMoved } from '@lavagna/domain';

/** Counts each lesson's moves: a calendar app takes the event with the higher SEQUENCE as the newer. */
export const lessonMovesProjection = rowProjection<LessonMoved>({
  name: 'lesson_moves',
  canHandle: ['LessonMoved'],
  tables: ['lesson_moves'],
  evolve: (event) => [upsert('lesson_moves', ['lesson_id'], { lesson_id: event.data.lessonId, moves: 1 }, { moves: increment() })],
});
