import { remove, rowProjection, update, upsert, type RowOp } from '@lavagna/eventstore';
import type { AccountDeleted, AccountErased, ReviewEvent } from '@lavagna/domain';

type Handled = ReviewEvent | AccountDeleted | AccountErased;

/** The event's place in the log: Emmett gives it to inline projections, the rebuild reads it from the log. */
const positionOf = (event: Handled): string => String((event as unknown as { metadata: { globalPosition: bigint } }).metadata.globalPosition);

const rows = (event: Handled): RowOp[] => {
  switch (event.type) {
    case 'ReviewSubmitted': {
      const d = event.data;
      const review = {
        student_id: d.studentId,
        teacher_id: d.teacherId,
        name: d.name,
        description: d.description,
        text: d.text,
        rank: null,
        hidden: false,
        submitted_at: d.submittedAt,
        position: positionOf(event),
      };
      return [upsert('reviews', ['student_id'], review, 'nothing')];
    }
    case 'ReviewRanked':
      return [update('reviews', { student_id: event.data.studentId }, { rank: event.data.rank })];
    case 'ReviewUnranked':
      return [update('reviews', { student_id: event.data.studentId }, { rank: null })];
    case 'ReviewHidden':
      return [update('reviews', { student_id: event.data.studentId }, { hidden: true })];
    case 'ReviewShown':
      return [update('reviews', { student_id: event.data.studentId }, { hidden: false })];
    // A review whose author is gone is shown nowhere (and its words are erased from the log with the account).
    case 'AccountDeleted':
    case 'AccountErased':
      return [remove('reviews', { student_id: event.data.userId })];
    // Emmett hands every event of an append to a projection that handles any of them.
    default:
      return [];
  }
};

/** One row per review of an account still there, with its rank and visibility. */
export const reviewsProjection = rowProjection<Handled>({
  name: 'reviews',
  canHandle: ['ReviewSubmitted', 'ReviewRanked', 'ReviewUnranked', 'ReviewHidden', 'ReviewShown', 'AccountDeleted', 'AccountErased'],
  tables: ['reviews'],
  evolve: rows,
});
