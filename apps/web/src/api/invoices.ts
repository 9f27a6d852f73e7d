import type { StudentInvoiceView } from '@lavagna/contracts';
import { api } from './client';

/** The payer's invoices. */
export const invoicesApi = {
  mine: () => api.get<StudentInvoiceView[]>('/api/invoices'),
  /** The courtesy PDF, sent as an attachment: the browser downloads it from here. */
  pdfUrl: (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}.pdf`,
};
