import type { DomainEvent } from '../shared/types.js';
import type { IssuedInvoice } from './fattura-pa.js';

/** One stream per teacher and year holds the year's series: `invoices-{teacherId}-{year}`. */
export const invoiceSeriesStreamName = (seriesId: string): string => `invoices-${seriesId}`;
export const invoiceSeriesId = (teacherId: string, year: number): string => `${teacherId}-${year}`;

/**
 * An invoice was issued for a payment: its number in the year's series, both parties as they
 * were, its content and the file itself. Fiscal records kept ten years: the payer's data here
 * is in clear and outlives the erasure of the account.
 */
export type InvoiceIssued = DomainEvent<
  'InvoiceIssued',
  {
    invoiceId: string;
    teacherId: string;
    year: number;
    number: number;
    orderId: string;
    studentId: string;
    paidAt: string;
    invoice: IssuedInvoice;
    xml: string;
    issuedAt: string;
  }
>;

/** Why a payment that brought money in has no invoice. */
export type UninvoicedReason = 'profile-incomplete' | 'billing-missing';

/** A payment received while no invoice could be made for it: listed as such, never invoiced later. */
export type PaymentLeftUninvoiced = DomainEvent<
  'PaymentLeftUninvoiced',
  {
    teacherId: string;
    year: number;
    orderId: string;
    studentId: string;
    paidAt: string;
    amountCents: number;
    /** The payer's name as the payment records it (fiscal records: in clear). */
    payer: string;
    reason: UninvoicedReason;
    at: string;
  }
>;

export type InvoiceSeriesEvent = InvoiceIssued | PaymentLeftUninvoiced;
