import { fiscalCsvFileName, ITALIAN_MONTHS, type FiscalReportView, type ItalianMonth } from '@lavagna/contracts';
import { apiDownload, apiJson, type Download } from '../http/api';

/** The report's filters as the page and the URL hold them; no month means the whole year. */
export interface FiscalFilter {
  year: number;
  month?: ItalianMonth;
  studentId?: string;
}

/** `year=2026&month=giugno&studentId=s1`, leaving out what is not chosen. */
export const fiscalQueryString = ({ year, month, studentId }: FiscalFilter): string => {
  const params = new URLSearchParams({ year: String(year) });
  if (month) params.set('month', month);
  if (studentId) params.set('studentId', studentId);
  return params.toString();
};

/** The name the file gets when the server does not send one. */
export const fallbackCsvName = ({ year, month }: FiscalFilter): string =>
  fiscalCsvFileName(year, month ? ITALIAN_MONTHS.indexOf(month) + 1 : undefined);

/** The fiscal report calls, spread into the data provider. */
export const fiscalMethods = {
  getFiscalReport: (filter: FiscalFilter) => apiJson<FiscalReportView>(`/api/admin/fiscal?${fiscalQueryString(filter)}`),

  downloadFiscalCsv: async (filter: FiscalFilter): Promise<Download & { fileName: string }> => {
    const file = await apiDownload(`/api/admin/fiscal.csv?${fiscalQueryString(filter)}`);
    return { ...file, fileName: file.fileName ?? fallbackCsvName(filter) };
  },
};

export const fiscalReportQuery = (dataProvider: typeof fiscalMethods, filter: FiscalFilter) => ({
  queryKey: ['fiscal', filter.year, filter.month ?? null, filter.studentId ?? null],
  queryFn: () => dataProvider.getFiscalReport(filter),
});
