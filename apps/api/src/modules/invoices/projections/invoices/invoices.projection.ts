import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { romeYearMonth, type InvoiceIssued, type PaymentLeftUninvoiced } from '@lavagna/domain';

/**
 * The invoices and the payments left without one. Fiscal records kept ten years: an erased
 * account's invoices stay, with the holder's data the invoice states (and nothing else of theirs).
 */
export const invoicesProjection = postgreSQLRawSQLProjection<InvoiceIssued | PaymentLeftUninvoiced>({
  name: 'invoices',
  canHandle: ['InvoiceIssued', 'PaymentLeftUninvoiced'],
  evolve: (event) => {
    if (event.type === 'InvoiceIssued') {
      const { invoiceId, teacherId, year, number, orderId, studentId, invoice, xml, issuedAt } = event.data;
      const { month } = romeYearMonth(`${invoice.content.date}T12:00:00Z`);
      return [
        sql(
          `INSERT INTO invoices (id, teacher_id, year, month, number, numero, file_name, day, order_id, student_id, payer, total_cents, regime, invoice, xml, recorded_at)
           VALUES (%L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L::jsonb, %L, %L)`,
          invoiceId,
          teacherId,
          year,
          month,
          number,
          invoice.id.numero,
          invoice.id.fileName,
          invoice.content.date,
          orderId,
          studentId,
          `${invoice.payer.nome} ${invoice.payer.cognome}`,
          invoice.content.totalCents,
          invoice.content.regime,
          JSON.stringify(invoice),
          xml,
          issuedAt,
        ),
      ];
    }
    const { teacherId, year, orderId, studentId, paidAt, amountCents, reason, payer, at } = event.data;
    const { month } = romeYearMonth(paidAt);
    return [
      sql(
        `INSERT INTO invoices (id, teacher_id, year, month, day, order_id, student_id, payer, total_cents, reason, recorded_at)
         VALUES (%L, %L, %L, %L, (%L::timestamptz AT TIME ZONE 'Europe/Rome')::date, %L, %L, %L, %L, %L, %L)`,
        `senza-fattura-${orderId}`,
        teacherId,
        year,
        month,
        paidAt,
        orderId,
        studentId,
        payer,
        amountCents,
        reason,
        at,
      ),
    ];
  },
});
