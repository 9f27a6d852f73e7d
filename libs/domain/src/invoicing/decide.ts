import { assertNever, DomainError } from '../shared/types.js';
import type { InvoiceSeriesCommand } from './commands.js';
import type { InvoiceSeriesEvent } from './events.js';
import { fatturaPaXml } from './fattura-pa.js';
import { invoiceNumberOf } from './numbering.js';

/** A year's series: the last number given, and the payments already settled (invoiced or not). */
export type InvoiceSeriesState = { last: number; settled: ReadonlySet<string> };

export const initialInvoiceSeriesState = (): InvoiceSeriesState => ({ last: 0, settled: new Set() });

export const evolveInvoiceSeries = (state: InvoiceSeriesState, event: InvoiceSeriesEvent): InvoiceSeriesState => {
  const { type, data } = event;
  switch (type) {
    case 'InvoiceIssued':
      return { last: data.number, settled: new Set(state.settled).add(data.orderId) };
    case 'PaymentLeftUninvoiced':
      return { last: state.last, settled: new Set(state.settled).add(data.orderId) };
    default:
      return assertNever(type);
  }
};

export const InvoiceErrors = {
  notTheSystem: 'INVOICE.NOT_THE_SYSTEM',
  wrongYear: 'INVOICE.WRONG_YEAR',
} as const;

/**
 * Decides about a payment in its year's series. Invoices are issued by the system's reaction
 * only. A payment already settled changes nothing, so a reaction handed the same payment again
 * (after a crash) issues no second invoice; the number is the last plus one, and a conflict on
 * the stream is decided again, so concurrent issuers never share or skip a number.
 */
export const decideInvoiceSeries = (command: InvoiceSeriesCommand, state: InvoiceSeriesState): InvoiceSeriesEvent[] => {
  const { now, by } = command.metadata;
  if (by.role !== 'system') throw new DomainError(InvoiceErrors.notTheSystem);
  const { teacherId, year, orderId, studentId, paidAt } = command.data;
  if (state.settled.has(orderId)) return [];
  switch (command.type) {
    case 'IssueInvoice': {
      const { invoiceId, issuer, payer, content } = command.data;
      if (Number(content.date.slice(0, 4)) !== year) throw new DomainError(InvoiceErrors.wrongYear);
      const number = state.last + 1;
      const invoice = { id: invoiceNumberOf(year, number, issuer.series, issuer.partitaIva), issuer, payer, content };
      return [
        {
          type: 'InvoiceIssued',
          data: { invoiceId, teacherId, year, number, orderId, studentId, paidAt, invoice, xml: fatturaPaXml(invoice), issuedAt: now.toISOString() },
        },
      ];
    }
    case 'LeaveUninvoiced': {
      const { amountCents, payer, reason } = command.data;
      return [{ type: 'PaymentLeftUninvoiced', data: { teacherId, year, orderId, studentId, paidAt, amountCents, payer, reason, at: now.toISOString() } }];
    }
    default:
      return assertNever(command);
  }
};
