import { json, rowProjection, update, upsert } from '@lavagna/eventstore';
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
export const bookingsProjection = rowProjection<OrderCaptured | LateCaptureCredited>({
  name: 'bookings',
  canHandle: ['OrderCaptured', 'LateCaptureCredited'],
  tables: ['bookings'],
  evolve: async (event, read) => {
    switch (event.type) {
      case 'OrderCaptured': {
        const d = event.data;
        const [user] = d.fiscalName === undefined ? await read('users', { id: d.studentId }, ['name', 'surname']) : [];
        const nameThen = user?.name != null && user.surname != null ? `${user.name as string} ${user.surname as string}` : '';
        const row = { id: d.orderId, teacher_id: d.teacherId, student_id: d.studentId, paid_at: d.paidAt, data: json(toBookingRecord(d)), fiscal: json(fiscalPaymentOf(d, nameThen)) };
        return [upsert('bookings', ['id'], row, 'nothing')];
      }
      case 'LateCaptureCredited': {
        // Read, then written whole: a late capture is rare.
        const [booking] = await read('bookings', { id: event.data.orderId }, ['data']);
        if (!booking) return [];
        return [update('bookings', { id: event.data.orderId }, { data: json({ ...(booking.data as object), credit: creditNoteOf(event.data) }) })];
      }
      default:
        return [];
    }
  },
});
