import { sql, type SQL } from '@event-driven-io/dumbo';
import { EXCLUDED, guard, insert, rebuildOnly, remove, rowProjection, textArray, json, update, upsert, type RowOp } from '@lavagna/eventstore';
import { amountDue, type OrderEvent } from '@lavagna/domain';

/**
 * The guard of last resort for two create-order calls racing for the same lessons (two tabs): a
 * lesson is in at most one open order, so the append of the second OrderPlaced rolls back with
 * this message and the handler answers 409. A rebuild replays what happened, the later order
 * taking the row (logs written before this guard may hold two open orders for one lesson).
 */
export const LESSON_IN_OPEN_ORDER = 'LESSON_IN_OPEN_ORDER';
const holdLessons = (orderId: string, lessonIds: string[]): RowOp[] => {
  if (lessonIds.length === 0) return [];
  const live = guard(() => {
    const rows = lessonIds.map((id) => sql('(%L, %L)', id, orderId)).join(', ');
    // Composed, not formatted again (the rows are literals already).
    return `DO $guard$ BEGIN
       INSERT INTO order_lessons (lesson_id, order_id) VALUES ${rows};
     EXCEPTION WHEN unique_violation THEN RAISE EXCEPTION '${LESSON_IN_OPEN_ORDER}';
     END $guard$` as SQL;
  });
  return [live, ...lessonIds.map((id) => rebuildOnly(upsert('order_lessons', ['lesson_id'], { lesson_id: id, order_id: orderId }, { order_id: EXCLUDED })))];
};
/** Captured, given up or credited: the order no longer holds its lessons. */
const releaseLessons = (orderId: string): RowOp => remove('order_lessons', { order_id: orderId });

/**
 * Orders by id and by provider order id, with their status and lessons, for the payment calls;
 * and which open order holds each lesson (order_lessons).
 */
export const ordersProjection = rowProjection<OrderEvent>({
  name: 'orders',
  canHandle: ['OrderPlaced', 'OrderCaptured', 'OrderAbandoned', 'LateCaptureCredited'],
  tables: ['orders', 'order_lessons'],
  evolve: (event) => {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        const order = insert('orders', {
          id: d.orderId,
          provider: d.provider,
          provider_order_id: d.providerOrderId,
          student_id: d.studentId,
          teacher_id: d.teacherId,
          status: 'placed',
          lesson_ids: textArray(d.lessons.map((l) => l.lessonId)),
          coupon_codes: textArray(d.coupons.map((c) => c.code)),
          amount_cents: amountDue(d.totals),
          expires_at: d.expiresAt,
          placed_at: d.placedAt,
          data: json(d),
        });
        return [order, ...holdLessons(d.orderId, d.lessons.map((l) => l.lessonId))];
      }
      case 'OrderCaptured':
        return [
          update('orders', { id: event.data.orderId }, { status: 'captured', captured_at: event.data.paidAt, transaction_id: event.data.transactionId }),
          releaseLessons(event.data.orderId),
        ];
      case 'OrderAbandoned':
        return [update('orders', { id: event.data.orderId }, { status: 'abandoned' }), releaseLessons(event.data.orderId)];
      case 'LateCaptureCredited':
        // After its OrderCaptured (same append, in order): the money paid no lessons, it became a coupon.
        return [update('orders', { id: event.data.orderId }, { status: 'credited' })];
      default:
        return [];
    }
  },
});
