import { z } from 'zod';

/**
 * PUT /api/admin/fiscal-profile: the teacher's fiscal profile (the whole of it). Only the shape is
 * checked here; the rules (partita IVA check digit, CAP, provincia...) are the domain's
 * `fiscalProfileProblem`, whose Italian message names the field in the 400.
 */
export const fiscalProfileSchema = z
  .object({
    regime: z.enum(['RF01', 'RF19']),
    partitaIva: z.string().max(20),
    codiceFiscale: z.string().max(20),
    denominazione: z.string().max(200),
    indirizzo: z.string().max(240),
    cap: z.string().max(10),
    comune: z.string().max(80),
    provincia: z.string().max(10),
    series: z.string().max(20),
    bolloCharged: z.boolean(),
  })
  .strict();

export type FiscalProfileView = z.infer<typeof fiscalProfileSchema>;

/** GET /api/admin/fiscal-profile: the profile, or null before the teacher first saves one (the terms are then ordinario). */
export interface FiscalProfileResponse {
  profile: FiscalProfileView | null;
}

/** GET /api/fiscal-terms: what the student app needs to show prices (regime and bollo), for anyone. */
export interface FiscalTermsView {
  regime: 'RF01' | 'RF19';
  bolloCharged: boolean;
}
