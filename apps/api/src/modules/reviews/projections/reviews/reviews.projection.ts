import { sql, type SQL } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountDeleted, AccountErased, ReviewEvent } from '@lavagna/domain';

type Handled = ReviewEvent | AccountDeleted | AccountErased;

/** The event's place in the log: Emmett gives it to inline projections, the rebuild reads it from the log. */
const positionOf = (event: Handled): string => String((event as unknown as { metadata: { globalPosition: bigint } }).metadata.globalPosition);

const rows = (event: Handled): SQL[] => {
  switch (event.type) {
    case 'ReviewSubmitted': {
      const d = event.data;
      return [
        sql(
          `INSERT INTO reviews (student_id, teacher_id, name, description, text, rank, hidden, submitted_at, position)
           VALUES (%L, %L, %L, %L, %L, NULL, false, %L, %L) ON CONFLICT (student_id) DO NOTHING`,
          d.studentId,
          d.teacherId,
          d.name,
          d.description,
          d.text,
          d.submittedAt,
          positionOf(event),
        ),
      ];
    }
    case 'ReviewRanked':
      return [sql('UPDATE reviews SET rank = %L WHERE student_id = %L', event.data.rank, event.data.studentId)];
    case 'ReviewUnranked':
      return [sql('UPDATE reviews SET rank = NULL WHERE student_id = %L', event.data.studentId)];
    case 'ReviewHidden':
      return [sql('UPDATE reviews SET hidden = true WHERE student_id = %L', event.data.studentId)];
    case 'ReviewShown':
      return [sql('UPDATE reviews SET hidden = false WHERE student_id = %L', event.data.studentId)];
    // A review whose author is gone is shown nowhere (and its words are erased from the log with the account).
    case 'AccountDeleted':
    case 'AccountErased':
      return [sql('DELETE FROM reviews WHERE student_id = %L', event.data.userId)];
    // Emmett hands every event of an append to a projection that handles any of them.
    default:
      return [];
  }
};

/** One row per review of an account still there, with its rank and visibility. */
export const reviewsProjection = postgreSQLRawSQLProjection<Handled>({
  name: 'reviews',
  canHandle: ['ReviewSubmitted', 'ReviewRanked', 'ReviewUnranked', 'ReviewHidden', 'ReviewShown', 'AccountDeleted', 'AccountErased'],
  evolve: rows,
});
