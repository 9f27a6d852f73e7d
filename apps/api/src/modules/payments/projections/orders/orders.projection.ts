import { sql, type SQL } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { amountDue, type OrderEvent } from '@lavagna/domain';

/**
 * The guard of last resort for two create-order calls racing for the same lessons (two tabs): a
 * lesson is in at most one open order, so the append of the second OrderPlaced rolls back with
 * this message and the handler answers 409. A rebuild replays what happened, the later order
 * taking the row (logs written before this guard may hold two open orders for one lesson).
 */
export const LESSON_IN_OPEN_ORDER = 'LESSON_IN_OPEN_ORDER';
const holdLessons = (orderId: string, lessonIds: string[]): SQL[] => {
  if (lessonIds.length === 0) return [];
  const rows = lessonIds.map((id) => sql('(%L, %L)', id, orderId)).join(', ');
  const guard = sql(
    `DO $guard$ BEGIN
       IF current_setting('lavagna.rebuilding', true) = 'on' THEN
         INSERT INTO order_lessons (lesson_id, order_id) VALUES %s ON CONFLICT (lesson_id) DO UPDATE SET order_id = EXCLUDED.order_id;
       ELSE
         INSERT INTO order_lessons (lesson_id, order_id) VALUES %s;
       END IF;
     EXCEPTION WHEN unique_violation THEN RAISE EXCEPTION '${LESSON_IN_OPEN_ORDER}';
     END $guard$`,
    rows,
    rows,
  );
  return [guard];
};
/** Captured, given up or credited: the order no longer holds its lessons. */
const releaseLessons = (orderId: string): SQL => sql('DELETE FROM order_lessons WHERE order_id = %L', orderId);

/**
 * Orders by id and by provider order id, with their status and lessons, for the payment calls;
 * and which open order holds each lesson (order_lessons).
 */
export const ordersProjection = postgreSQLRawSQLProjection<OrderEvent>({
  name: 'orders',
  canHandle: ['OrderPlaced', 'OrderCaptured', 'OrderAbandoned', 'LateCaptureCredited'],
  evolve: (event) => {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        const order = sql(
          `INSERT INTO orders (id, provider, provider_order_id, student_id, teacher_id, status, lesson_ids, coupon_codes, amount_cents, expires_at, placed_at, data)
           VALUES (%L, %L, %L, %L, %L, 'placed', %L::text[], %L::text[], %L, %L, %L, %L::jsonb)`,
          d.orderId,
          d.provider,
          d.providerOrderId,
          d.studentId,
          d.teacherId,
          `{${d.lessons.map((l) => `"${l.lessonId}"`).join(',')}}`,
          `{${d.coupons.map((c) => `"${c.code}"`).join(',')}}`,
          amountDue(d.totals),
          d.expiresAt,
          d.placedAt,
          JSON.stringify(d),
        );
        return [order, ...holdLessons(d.orderId, d.lessons.map((l) => l.lessonId))];
      }
      case 'OrderCaptured':
        return [
          sql(
            "UPDATE orders SET status = 'captured', captured_at = %L, transaction_id = %L WHERE id = %L",
            event.data.paidAt,
            event.data.transactionId,
            event.data.orderId,
          ),
          releaseLessons(event.data.orderId),
        ];
      case 'OrderAbandoned':
        return [sql("UPDATE orders SET status = 'abandoned' WHERE id = %L", event.data.orderId), releaseLessons(event.data.orderId)];
      case 'LateCaptureCredited':
        // After its OrderCaptured (same append, in order): the money paid no lessons, it became a coupon.
        return sql("UPDATE orders SET status = 'credited' WHERE id = %L", event.data.orderId);
      default:
        return [];
    }
  },
});
