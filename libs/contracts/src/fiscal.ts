import { z } from 'zod';
import { it } from './messages.js';

/** The month filter speaks Italian, lowercase, as the spec asks. */
export const ITALIAN_MONTHS = [
  'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno',
  'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre',
] as const;
export type ItalianMonth = (typeof ITALIAN_MONTHS)[number];

/** GET /api/admin/fiscal and /api/admin/fiscal.csv: `?year=2026&month=giugno&studentId=...`. */
export const fiscalQuerySchema = z
  .object({
    year: z.coerce.number({ message: it.fiscal.yearInvalid }).int(it.fiscal.yearInvalid).min(2000, it.fiscal.yearInvalid).max(2100, it.fiscal.yearInvalid),
    month: z
      .string()
      .optional()
      .refine((m) => !m || (ITALIAN_MONTHS as readonly string[]).includes(m), it.fiscal.monthInvalid)
      .transform((m) => (m ? (m as ItalianMonth) : undefined)),
    studentId: z.string().max(100).optional(),
  })
  .transform(({ year, month, studentId }) => ({
    year,
    month: month ? ITALIAN_MONTHS.indexOf(month) + 1 : undefined,
    studentId: studentId || undefined,
  }));
export type FiscalQuery = z.output<typeof fiscalQuerySchema>;

/** One payment of the report; amounts in euro (cents inside the server). */
export interface FiscalRowView {
  id: string;
  date: string;
  studentId: string;
  user: string;
  transactionId: string;
  /** What was received: net + vat + bollo. */
  gross: number;
  vat: number;
  net: number;
  /** Forfettario only (absent: RF01, VAT included): the regime and the bollo charged to the student (0 when none). */
  regime?: 'RF19';
  bollo?: number;
}

export interface FiscalReportView {
  year: number;
  month: ItalianMonth | null;
  studentId: string | null;
  rows: FiscalRowView[];
  /** `bollo` only when some payment carries one. */
  totals: { gross: number; vat: number; net: number; bollo?: number };
  /** Twelve bars, gennaio first, for the chosen year and student. */
  months: { month: ItalianMonth; gross: number; net: number }[];
}

/** The CSV's file name: pagamenti-2026.csv, pagamenti-2026-giugno.csv. */
export const fiscalCsvFileName = (year: number, month?: number): string =>
  `pagamenti-${year}${month ? `-${ITALIAN_MONTHS[month - 1]}` : ''}.csv`;
