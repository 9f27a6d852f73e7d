import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountDeleted, AccountErased, LessonCancelled, Refund } from '@lavagna/domain';

export const DEPARTURES_TABLE = 'departures';

/**
 * One row per deleted account while it leaves and after: pending until AccountErased, with the
 * paid lessons its departure cancelled (what the teacher is told to refund). No personal data.
 */
export const departuresProjection = postgreSQLRawSQLProjection<AccountDeleted | LessonCancelled | AccountErased>({
  name: 'departures',
  canHandle: ['AccountDeleted', 'LessonCancelled', 'AccountErased'],
  evolve: (event) => {
    switch (event.type) {
      case 'AccountDeleted':
        return sql(
          'INSERT INTO departures (user_id, teacher_id, deleted_at) VALUES (%L, %L, %L) ON CONFLICT (user_id) DO NOTHING',
          event.data.userId,
          event.data.teacherId ?? null,
          event.data.deletedAt,
        );
      case 'LessonCancelled': {
        const { reason, refund, lessonId, slot, studentId } = event.data;
        if (reason !== 'account-deleted' || !refund) return [];
        const due: Refund = { lessonId, start: slot.start, end: slot.end, ...refund };
        return sql('UPDATE departures SET refunds = refunds || jsonb_build_array(%L::jsonb) WHERE user_id = %L', JSON.stringify(due), studentId);
      }
      case 'AccountErased':
        return sql('UPDATE departures SET erased_at = %L WHERE user_id = %L', event.data.erasedAt, event.data.userId);
      default:
        return [];
    }
  },
});
