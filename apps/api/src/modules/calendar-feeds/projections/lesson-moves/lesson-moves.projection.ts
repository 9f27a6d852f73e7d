import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { LessonMoved } from '@lavagna/domain';

/** Counts each lesson's moves: a calendar app takes the event with the higher SEQUENCE as the newer. */
export const lessonMovesProjection = postgreSQLRawSQLProjection<LessonMoved>({
  name: 'lesson_moves',
  canHandle: ['LessonMoved'],
  evolve: (event) =>
    sql(
      `INSERT INTO lesson_moves (lesson_id, moves) VALUES (%L, 1)
       ON CONFLICT (lesson_id) DO UPDATE SET moves = lesson_moves.moves + 1`,
      event.data.lessonId,
    ),
});
