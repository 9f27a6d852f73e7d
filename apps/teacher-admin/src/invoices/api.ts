import { invoicesZipName, ITALIAN_MONTHS, type ItalianMonth } from '@lavagna/contracts';
import { apiDownload, type Download } from '../http/api';

/** Which period the list shows; no month is the whole year. */
export interface InvoicePeriod {
  year: number;
  month?: ItalianMonth;
}

const query = ({ year, month }: InvoicePeriod) => new URLSearchParams({ year: String(year), ...(month && { month }) }).toString();

/** The invoice files and the period's ZIP, spread into the data provider (the list itself is simple-rest). */
export const invoiceMethods = {
  downloadInvoice: async (id: string, kind: 'xml' | 'pdf', fallback: string): Promise<Download & { fileName: string }> => {
    const file = await apiDownload(`/api/admin/invoices/${encodeURIComponent(id)}.${kind}`, kind === 'xml' ? 'application/xml' : 'application/pdf');
    return { ...file, fileName: file.fileName ?? fallback };
  },
  downloadInvoicesZip: async (period: InvoicePeriod): Promise<Download & { fileName: string }> => {
    const file = await apiDownload(`/api/admin/invoices/export?${query(period)}`, 'application/zip');
    const month = period.month ? ITALIAN_MONTHS.indexOf(period.month) + 1 : undefined;
    return { ...file, fileName: file.fileName ?? invoicesZipName(period.year, month) };
  },
};
