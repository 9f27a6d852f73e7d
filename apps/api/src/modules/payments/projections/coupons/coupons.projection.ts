import { insert, json, rowProjection, update, upsert, type RowOp } from '@lavagna/eventstore';
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

const insertCoupon = (c: NewCoupon, onStream = false): RowOp[] => [
  upsert(
    'coupons',
    ['code'],
    {
      code: c.code,
      student_id: c.studentId,
      teacher_id: c.teacherId,
      value_cents: c.valueCents,
      expires_at: c.expiresAt,
      issued_at: c.issuedAt,
      origin: json(c.origin),
      on_stream: onStream,
    },
    onStream ? { on_stream: true } : 'nothing',
  ),
];

export const couponsProjection = rowProjection<CouponIssued | CouponGiven | LessonCancelledWithCoupon | OrderCaptured | LateCaptureCredited>({
  name: 'coupons',
  canHandle: ['CouponIssued', 'CouponGiven', 'LessonCancelledWithCoupon', 'OrderCaptured', 'LateCaptureCredited'],
  tables: ['coupons', 'coupon_redemptions'],
  evolve: (event) => {
    switch (event.type) {
      case 'CouponIssued':
        return insertCoupon(event.data, true);
      case 'CouponGiven':
        // One holder at a time: the coupon leaves the giver's list and joins the receiver's.
        return [update('coupons', { code: event.data.code }, { student_id: event.data.toStudentId })];
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
          insert('coupon_redemptions', { code, order_id: event.data.orderId, redeemed_at: event.data.paidAt }),
          update('coupons', { code }, { redeemed_at: event.data.paidAt, order_id: event.data.orderId }),
        ]);
      default:
        return [];
    }
  },
});
