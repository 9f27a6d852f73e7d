import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { BookingRecord } from '@lavagna/contracts';
import { centsToEuro, fiscalPaymentOf, type OrderCaptured } from '@lavagna/domain';

/** The spec's payment record of a captured order; histories and the fiscal report read it. */
export const toBookingRecord = (d: OrderCaptured['data']): Omit<BookingRecord, 'studentName'> => {
  const t = d.totals;
  const discounted = t.discount > 0;
  return {
    _id: d.orderId,
    teacherId: d.teacherId,
    studentId: d.studentId,
    date: d.paidAt,
    timeArrow: d.lessons.map((l) => ({ start: l.start, end: l.end })),
    eventsPaid: Object.fromEntries(d.lessons.map((l) => [l.lessonId, { date: l.start, hours: l.minutes / 60, amount: centsToEuro(l.gross) }])),
    payment: {
      date: d.paidAt,
      userId: d.by.userId,
      paymentId: d.transactionId,
      coupons: d.couponCodes,
      gross: centsToEuro(t.gross),
      VAT: centsToEuro(t.vat),
      net: centsToEuro(t.net),
      ...(discounted
        ? {
            discount: centsToEuro(t.discount),
            discountedGross: centsToEuro(t.discountedGross),
            discountedVAT: centsToEuro(t.discountedVat),
            discountedNet: centsToEuro(t.discountedNet),
          }
        : {}),
    },
  };
};

/**
 * The payment record, and beside it the fiscal figures with the student's name as it was when
 * they paid (read from the users read model in the same transaction, so a rebuild from the log
 * finds the same name as the live append did).
 */
export const bookingsProjection = postgreSQLRawSQLProjection<OrderCaptured>({
  name: 'bookings',
  canHandle: ['OrderCaptured'],
  evolve: (event) =>
    event.type !== 'OrderCaptured'
      ? []
      : sql(
          `INSERT INTO bookings (id, teacher_id, student_id, paid_at, data, fiscal)
           VALUES (%L, %L, %L, %L, %L::jsonb,
             jsonb_set(%L::jsonb, '{studentName}', to_jsonb(coalesce((SELECT name || ' ' || surname FROM users WHERE id = %L), ''))))
           ON CONFLICT (id) DO NOTHING`,
          event.data.orderId,
          event.data.teacherId,
          event.data.studentId,
          event.data.paidAt,
          JSON.stringify(toBookingRecord(event.data)),
          JSON.stringify(fiscalPaymentOf(event.data, '')),
          event.data.studentId,
        ),
});
