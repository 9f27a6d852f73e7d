import { json, rowProjection, update, upsert } from '@lavagna/eventstore';
import type { AccountDeleted, AccountErased, LessonCancelled, Refund } from '@lavagna/domain';

export const DEPARTURES_TABLE = 'departures';

/**
 * One row per deleted account while it leaves and after: pending until AccountErased, with the
 * paid lessons its departure cancelled (what the teacher is told to refund). No personal data.
 */
export const departuresProjection = rowProjection<AccountDeleted | LessonCancelled | AccountErased>({
  name: 'departures',
  canHandle: ['AccountDeleted', 'LessonCancelled', 'AccountErased'],
  tables: [DEPARTURES_TABLE],
  evolve: async (event, read) => {
    switch (event.type) {
      case 'AccountDeleted':
        return [upsert(DEPARTURES_TABLE, ['user_id'], { user_id: event.data.userId, teacher_id: event.data.teacherId ?? null, deleted_at: event.data.deletedAt }, 'nothing')];
      case 'LessonCancelled': {
        const { reason, refund, lessonId, slot, studentId } = event.data;
        if (reason !== 'account-deleted' || !refund) return [];
        const due: Refund = { lessonId, start: slot.start, end: slot.end, ...refund };
        // Read, then written whole: a departure cancels a handful of lessons, once.
        const [departure] = await read(DEPARTURES_TABLE, { user_id: studentId }, ['refunds']);
        if (!departure) return [];
        return [update(DEPARTURES_TABLE, { user_id: studentId }, { refunds: json([...(departure.refunds as Refund[]), due]) })];
      }
      case 'AccountErased':
        return [update(DEPARTURES_TABLE, { user_id: event.data.userId }, { erased_at: event.data.erasedAt })];
      default:
        return [];
    }
  },
});
