import { insert, json, rowProjection } from '@lavagna/eventstore';
import { romeDay, romeYearMonth, type InvoiceIssued, type PaymentLeftUninvoiced } from '@lavagna/domain';

/**
 * The invoices and the payments left without one. Fiscal records kept ten years: an erased
 * account's invoices stay, with the holder's data the invoice states (and nothing else of theirs).
 */
export const invoicesProjection = rowProjection<InvoiceIssued | PaymentLeftUninvoiced>({
  name: 'invoices',
  canHandle: ['InvoiceIssued', 'PaymentLeftUninvoiced'],
  tables: ['invoices'],
  evolve: (event) => {
    if (event.type === 'InvoiceIssued') {
      const { invoiceId, teacherId, year, number, orderId, studentId, invoice, xml, issuedAt } = event.data;
      const { month } = romeYearMonth(`${invoice.content.date}T12:00:00Z`);
      return [
        insert('invoices', {
          id: invoiceId,
          teacher_id: teacherId,
          year,
          month,
          number,
          numero: invoice.id.numero,
          file_name: invoice.id.fileName,
          day: invoice.content.date,
          order_id: orderId,
          student_id: studentId,
          payer: `${invoice.payer.nome} ${invoice.payer.cognome}`,
          total_cents: invoice.content.totalCents,
          regime: invoice.content.regime,
          invoice: json(invoice),
          xml,
          recorded_at: issuedAt,
        }),
      ];
    }
    const { teacherId, year, orderId, studentId, paidAt, amountCents, reason, payer, at } = event.data;
    const { month } = romeYearMonth(paidAt);
    return [
      insert('invoices', {
        id: `senza-fattura-${orderId}`,
        teacher_id: teacherId,
        year,
        month,
        day: romeDay(new Date(paidAt)),
        order_id: orderId,
        student_id: studentId,
        payer,
        total_cents: amountCents,
        reason,
        recorded_at: at,
      }),
    ];
  },
});
