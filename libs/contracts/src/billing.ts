import { z } from 'zod';
import { it } from './messages.js';
import { isStorableText } from './request.js';

const m = it.billing;

/** The Italian message of each code libs/domain's `billingProblem` answers with (and BILLING.MISSING). */
export const billingMessages = {
  'BILLING.NOME_REQUIRED': m.nomeRequired,
  'BILLING.COGNOME_REQUIRED': m.cognomeRequired,
  'BILLING.CODICE_FISCALE_FORMAT': m.codiceFiscaleFormat,
  'BILLING.CODICE_FISCALE_CHECK': m.codiceFiscaleCheck,
  'BILLING.CODICE_FISCALE_COGNOME': m.codiceFiscaleCognome,
  'BILLING.CODICE_FISCALE_NOME': m.codiceFiscaleNome,
  'BILLING.INDIRIZZO_REQUIRED': m.indirizzoRequired,
  'BILLING.CAP_FORMAT': m.capFormat,
  'BILLING.COMUNE_REQUIRED': m.comuneRequired,
  'BILLING.PROVINCIA_UNKNOWN': m.provinciaUnknown,
  'BILLING.MISSING': m.missing,
} as const;

/** The Italian words of a billing code ('' for a code this catalogue does not know). */
export const billingMessage = (code: string): string => (billingMessages as Record<string, string>)[code] ?? '';

const field = (message: string, max: number) =>
  z.string({ error: message }).max(max, message).refine(isStorableText, it.http.invalidText);

/**
 * PUT /api/users/{userId}/billing: the shape only (strings of a sane length). The rules - the
 * codice fiscale's check character and its agreement with nome and cognome, the CAP, the
 * provincia's sigla - are libs/domain's `billingProblem`, which the API asks next.
 */
export const billingDataSchema = z
  .object({
    nome: field(m.nomeRequired, 200),
    cognome: field(m.cognomeRequired, 200),
    codiceFiscale: field(m.codiceFiscaleFormat, 40),
    indirizzo: field(m.indirizzoRequired, 200),
    cap: field(m.capFormat, 20),
    comune: field(m.comuneRequired, 200),
    provincia: field(m.provinciaUnknown, 20),
  })
  .strict();
export type BillingDataRequest = z.input<typeof billingDataSchema>;

/** GET and PUT /api/users/{userId}/billing answer: the billing data as stored (normalised). */
export interface BillingView {
  nome: string;
  cognome: string;
  codiceFiscale: string;
  indirizzo: string;
  cap: string;
  comune: string;
  /** The province's sigla ('RM'). */
  provincia: string;
}
