import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { fiscalQuerySchema, type FiscalQuery } from './fiscal.js';
import { it } from './messages.js';
import { isStorableText } from './request.js';

/** POST /api/admin/accountants: the accountant's e-mail, and a name if the teacher gives one. */
export const inviteAccountantSchema = z
  .object({
    email: emailSchema(),
    name: z.string().trim().max(120, it.account.formatErrors).refine(isStorableText, it.http.invalidText).optional(),
  })
  .strict();
export type InviteAccountantRequest = z.input<typeof inviteAccountantSchema>;

/** An accountant of the teacher, as the console lists them; `active` once they chose a password. */
export interface AccountantView {
  id: string;
  email: string;
  name: string;
  invitedAt: string;
  active: boolean;
}

/**
 * GET /api/admin/fiscal/as-of: the fiscal report as the log recorded it up to `at` (an ISO
 * instant with its offset), for a year and optionally a month.
 */
export const fiscalAsOfQuerySchema = fiscalQuerySchema.in
  .extend({
    at: z
      .string({ message: it.http.badRequest })
      .max(40, it.http.badRequest)
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, it.http.badRequest)
      .refine((value) => !Number.isNaN(Date.parse(value)), it.http.badRequest),
  })
  .transform(({ at, ...filter }): { at: Date; filter: FiscalQuery } => ({ at: new Date(at), filter: fiscalQuerySchema.parse(filter) }));
export type FiscalAsOfQuery = z.output<typeof fiscalAsOfQuerySchema>;

/** The hash chain of the event log, as `npm run verify` finds it. */
export interface ChainStateView {
  /** Events checked before the first problem (all of them when intact). */
  events: number;
  /** Hex sha256 of the last event checked; null for an empty log. */
  headHash: string | null;
  intact: boolean;
  /** The first altered, missing or unchained event, in Italian; null when intact. */
  problem: string | null;
  /** Its global position, when it has one. */
  position: number | null;
  checkedAt: string;
}
