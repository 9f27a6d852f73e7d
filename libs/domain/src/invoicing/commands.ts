import type { DomainCommand } from '../shared/types.js';
import type { InvoiceContent, InvoiceIssuer, InvoicePayer, InvoiceRegime } from './invoice.js';
import type { UninvoicedReason } from './events.js';

/** The payment an invoice is about, as the order recorded it. */
type PaymentRef = { teacherId: string; year: number; orderId: string; studentId: string; paidAt: string };

/** Issue the invoice of a payment, with the next number of its year's series. */
export type IssueInvoice = DomainCommand<
  'IssueInvoice',
  PaymentRef & { invoiceId: string; issuer: InvoiceIssuer & { regime: InvoiceRegime }; payer: InvoicePayer; content: InvoiceContent }
>;

/** Note that a payment gets no invoice, and why. */
export type LeaveUninvoiced = DomainCommand<'LeaveUninvoiced', PaymentRef & { amountCents: number; payer: string; reason: UninvoicedReason }>;

export type InvoiceSeriesCommand = IssueInvoice | LeaveUninvoiced;
