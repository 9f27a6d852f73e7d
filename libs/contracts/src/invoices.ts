import { z } from 'zod';
import { ITALIAN_MONTHS, type ItalianMonth } from './fiscal.js';
import { it } from './messages.js';

/**
 * GET /api/admin/invoices and /api/admin/invoices/export: `?year=2026&month=novembre`. react-admin's
 * list may send them inside `filter` (JSON) with its `range` and `sort`, which the list ignores.
 */
export const invoicesQuerySchema = z
  .preprocess((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const { filter, range: _range, sort: _sort, ...rest } = raw as Record<string, unknown>;
    if (typeof filter !== 'string') return rest;
    try {
      const parsed = JSON.parse(filter) as Record<string, unknown>;
      return { ...(parsed && typeof parsed === 'object' ? parsed : {}), ...rest };
    } catch {
      return { ...rest, year: 'x' };
    }
  }, z.object({
    year: z.coerce.number({ message: it.fiscal.yearInvalid }).int(it.fiscal.yearInvalid).min(2000, it.fiscal.yearInvalid).max(2100, it.fiscal.yearInvalid),
    month: z
      .string()
      .optional()
      .refine((m) => !m || (ITALIAN_MONTHS as readonly string[]).includes(m), it.fiscal.monthInvalid)
      .transform((m) => (m ? ITALIAN_MONTHS.indexOf(m as ItalianMonth) + 1 : undefined)),
  }).strict());
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;

/** A row of the console's invoice list (react-admin simple-rest); a payment without invoice has no number. */
export interface InvoiceRowView {
  id: string;
  number: number | null;
  numero: string | null;
  date: string;
  paymentId: string;
  payer: string;
  /** Euro. */
  total: number;
  regime: 'RF01' | 'RF19' | null;
  fileName: string | null;
  /** Why a payment has no invoice ('profile-incomplete', 'billing-missing'), else null. */
  reason: 'profile-incomplete' | 'billing-missing' | null;
}

/** GET /api/invoices: the payer's own invoices, newest first. */
export interface StudentInvoiceView {
  id: string;
  numero: string;
  date: string;
  paymentId: string;
  /** Euro. */
  total: number;
}

/** The ZIP of a month's or a year's files: 'fatture-2026-novembre.zip', 'fatture-2026.zip'. */
export const invoicesZipName = (year: number, month?: number): string =>
  month ? `fatture-${year}-${ITALIAN_MONTHS[month - 1]}.zip` : `fatture-${year}.zip`;
