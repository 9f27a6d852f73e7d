import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { CouponGiven, CouponIssued, LateCaptureCredited, LessonCancelledWithCoupon, OrderCaptured } from '@lavagna/domain';

/**
 * Coupons with holder (the last receiver of a gift), value and expiry; a captured order redeems its coupons in the same
 * transaction; a late capture's money becomes the student's coupon. Every coupon is issued on its
 * own stream (CouponIssued); a cancellation's or a late capture's is first known from the event
 * that causes it (and, in logs written before every coupon had its stream, only from that one):
 * the row is written by whichever comes first, and `on_stream` tells the issue sweep which
 * coupons still lack their CouponIssued.
 */
interface NewCoupon {
  code: string;
  studentId: string;
  teacherId: string;
  valueCents: number;
  expiresAt: string;
  issuedAt: string;
  origin: Record<string, unknown>;
}

const insertCoupon = (c: NewCoupon, onStream = false) =>
  sql(
    `INSERT INTO coupons (code, student_id, teacher_id, value_cents, expires_at, issued_at, origin, on_stream)
     VALUES (%L, %L, %L, %L, %L, %L, %L::jsonb, ${onStream})
     ON CONFLICT (code) DO ${onStream ? 'UPDATE SET on_stream = true' : 'NOTHING'}`,
    c.code,
    c.studentId,
    c.teacherId,
    c.valueCents,
    c.expiresAt,
    c.issuedAt,
    JSON.stringify(c.origin),
  );

export const couponsProjection = postgreSQLRawSQLProjection<CouponIssued | CouponGiven | LessonCancelledWithCoupon | OrderCaptured | LateCaptureCredited>({
  name: 'coupons',
  canHandle: ['CouponIssued', 'CouponGiven', 'LessonCancelledWithCoupon', 'OrderCaptured', 'LateCaptureCredited'],
  evolve: (event) => {
    switch (event.type) {
      case 'CouponIssued':
        return insertCoupon(event.data, true);
      case 'CouponGiven':
        // One holder at a time: the coupon leaves the giver's list and joins the receiver's.
        return sql('UPDATE coupons SET student_id = %L WHERE code = %L', event.data.toStudentId, event.data.code);
      case 'LessonCancelledWithCoupon': {
        const d = event.data;
        const origin = { kind: 'cancellation', lessonId: d.lessonId, bookingId: d.bookingId, start: d.slot.start, end: d.slot.end, orderId: d.orderId };
        return insertCoupon({ ...d.coupon, studentId: d.studentId, teacherId: d.teacherId, issuedAt: d.cancelledAt, origin });
      }
      case 'LateCaptureCredited': {
        const d = event.data;
        const origin = { kind: 'late-capture', orderId: d.orderId, transactionId: d.transactionId, reason: d.reason };
        return insertCoupon({ ...d.coupon, studentId: d.studentId, teacherId: d.teacherId, issuedAt: d.creditedAt, origin });
      }
      case 'OrderCaptured':
        // The redemption row's primary key is the last guard: a coupon redeemed twice rolls the capture back.
        return event.data.couponCodes.flatMap((code) => [
          sql('INSERT INTO coupon_redemptions (code, order_id, redeemed_at) VALUES (%L, %L, %L)', code, event.data.orderId, event.data.paidAt),
          sql('UPDATE coupons SET redeemed_at = %L, order_id = %L WHERE code = %L', event.data.paidAt, event.data.orderId, code),
        ]);
      default:
        return [];
    }
  },
});
