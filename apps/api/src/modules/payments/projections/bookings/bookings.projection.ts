import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { BookingRecord } from '@lavagna/contracts';
import { centsToEuro, fiscalPaymentOf, regimeOf, type LateCaptureCredited, type OrderCaptured } from '@lavagna/domain';

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
      // An ordinario record reads as it always did; a forfettario one says so, with its bollo.
      ...(regimeOf(t) === 'RF19' ? { regime: 'RF19' as const, bollo: centsToEuro(t.bollo ?? 0) } : {}),
    },
  };
};

/** What a late capture's record notes: the coupon the money became (the record pays no lessons). */
export const creditNoteOf = (d: LateCaptureCredited['data']) => ({
  coupon: d.coupon.code,
  value: centsToEuro(d.coupon.valueCents),
  expirationDate: d.coupon.expiresAt,
  reason: d.reason,
});

/**
 * The payment record, and beside it the fiscal figures with the payer's name the payment carries
 * (in clear, so it outlives an erased account). A payment recorded before it carried one takes the
 * student's name as it was when they paid, read from the users read model in the same transaction,
 * so a rebuild from the log finds the same name as the live append did. A late capture is an
 * OrderCaptured with no lessons (eventsPaid empty, fiscal = the amount captured) followed by
 * LateCaptureCredited, which notes on the record the coupon the money became.
 */
export const bookingsProjection = postgreSQLRawSQLProjection<OrderCaptured | LateCaptureCredited>({
  name: 'bookings',
  canHandle: ['OrderCaptured', 'LateCaptureCredited'],
  evolve: (event) => {
    switch (event.type) {
      case 'OrderCaptured': {
        const d = event.data;
        const record = [d.orderId, d.teacherId, d.studentId, d.paidAt, JSON.stringify(toBookingRecord(d)), JSON.stringify(fiscalPaymentOf(d, ''))];
        const insert = 'INSERT INTO bookings (id, teacher_id, student_id, paid_at, data, fiscal) VALUES (%L, %L, %L, %L, %L::jsonb, ';
        if (d.fiscalName !== undefined) return sql(`${insert} %L::jsonb) ON CONFLICT (id) DO NOTHING`, ...record);
        return sql(
          `${insert} jsonb_set(%L::jsonb, '{studentName}', to_jsonb(coalesce((SELECT name || ' ' || surname FROM users WHERE id = %L), '')))) ON CONFLICT (id) DO NOTHING`,
          ...record,
          d.studentId,
        );
      }
      case 'LateCaptureCredited':
        return sql(
          `UPDATE bookings SET data = jsonb_set(data, '{credit}', %L::jsonb) WHERE id = %L`,
          JSON.stringify(creditNoteOf(event.data)),
          event.data.orderId,
        );
      default:
        return [];
    }
  },
});
