import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { OrderEvent } from '@lavagna/domain';

/** Orders by id and by provider order id, with their status and lessons, for the payment calls. */
export const ordersProjection = postgreSQLRawSQLProjection<OrderEvent>({
  name: 'orders',
  canHandle: ['OrderPlaced', 'OrderCaptured', 'OrderAbandoned', 'LateCaptureCredited'],
  evolve: (event) => {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        return sql(
          `INSERT INTO orders (id, provider, provider_order_id, student_id, teacher_id, status, lesson_ids, coupon_codes, amount_cents, expires_at, placed_at, data)
           VALUES (%L, %L, %L, %L, %L, 'placed', %L::text[], %L::text[], %L, %L, %L, %L::jsonb)`,
          d.orderId,
          d.provider,
          d.providerOrderId,
          d.studentId,
          d.teacherId,
          `{${d.lessons.map((l) => `"${l.lessonId}"`).join(',')}}`,
          `{${d.coupons.map((c) => `"${c.code}"`).join(',')}}`,
          d.totals.discountedGross,
          d.expiresAt,
          d.placedAt,
          JSON.stringify(d),
        );
      }
      case 'OrderCaptured':
        return sql(
          "UPDATE orders SET status = 'captured', captured_at = %L, transaction_id = %L WHERE id = %L",
          event.data.paidAt,
          event.data.transactionId,
          event.data.orderId,
        );
      case 'OrderAbandoned':
        return sql("UPDATE orders SET status = 'abandoned' WHERE id = %L", event.data.orderId);
      case 'LateCaptureCredited':
        // After its OrderCaptured (same append, in order): the money paid no lessons, it became a coupon.
        return sql("UPDATE orders SET status = 'credited' WHERE id = %L", event.data.orderId);
      default:
        return [];
    }
  },
});
