import {
  decideInvoiceSeries,
  evolveInvoiceSeries,
  initialInvoiceSeriesState,
  invoiceSeriesId,
  invoiceSeriesStreamName,
  type InvoiceSeriesCommand,
  type InvoiceSeriesEvent,
  type InvoiceSeriesState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** A year's series on `invoices-{teacherId}-{year}`; a conflict (another issuer took the number) is decided again. */
export const invoiceSeriesDecider: StreamDecider<InvoiceSeriesCommand, InvoiceSeriesEvent, InvoiceSeriesState> = {
  decide: decideInvoiceSeries,
  evolve: evolveInvoiceSeries,
  initialState: initialInvoiceSeriesState,
  mapToStreamId: invoiceSeriesStreamName,
  streamIdOf: (data) => invoiceSeriesId(data.teacherId, data.year),
  retryOnConflict: () => true,
  // One reaction issues invoices, so a conflict is rare (a replica taking over); when writers do
  // race, each loser reads the series again after a short random pause, until it gets a number.
  conflictRetries: { retries: 40, minTimeout: 2, maxTimeout: 40, factor: 1.5, randomize: true },
};

export const INVOICE_SERIES_STREAM = Symbol('INVOICE_SERIES_STREAM');
export type InvoiceSeriesStream = DeciderStream<InvoiceSeriesCommand, InvoiceSeriesEvent, InvoiceSeriesState>;
export const invoiceSeriesStream = deciderStreamProvider(INVOICE_SERIES_STREAM, invoiceSeriesDecider);
