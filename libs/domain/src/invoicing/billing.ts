import * as codiceFiscaleJs from 'codice-fiscale-js';
import { DomainError } from '../shared/types.js';
import { PROVINCE_SIGLE } from './provinces.js';

/** The static checks of codice-fiscale-js used here, as its types/codice-fiscale.d.ts declares them. */
interface CodiceFiscaleChecks {
  check(codiceFiscale: string): boolean;
  getCheckCode(codiceFiscale: string): string;
  surnameCode(surname: string): string;
  nameCode(name: string): string;
}
// Its typings declare a default export, but its CommonJS build exports the class by name.
const { CodiceFiscale } = codiceFiscaleJs as unknown as { CodiceFiscale: CodiceFiscaleChecks };

/**
 * Who pays, as an invoice names them (a B2C FatturaPA holder): the student, or for a minor the
 * parent. `provincia` is the two-letter sigla ('RM'); the address is in Italy.
 */
export interface BillingData {
  nome: string;
  cognome: string;
  codiceFiscale: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
}

/** Why billing data is refused: the contracts' catalogue words each code (`billingMessages`). */
export const BillingErrors = {
  nomeRequired: 'BILLING.NOME_REQUIRED',
  cognomeRequired: 'BILLING.COGNOME_REQUIRED',
  codiceFiscaleFormat: 'BILLING.CODICE_FISCALE_FORMAT',
  codiceFiscaleCheck: 'BILLING.CODICE_FISCALE_CHECK',
  codiceFiscaleCognome: 'BILLING.CODICE_FISCALE_COGNOME',
  codiceFiscaleNome: 'BILLING.CODICE_FISCALE_NOME',
  indirizzoRequired: 'BILLING.INDIRIZZO_REQUIRED',
  capFormat: 'BILLING.CAP_FORMAT',
  comuneRequired: 'BILLING.COMUNE_REQUIRED',
  provinciaUnknown: 'BILLING.PROVINCIA_UNKNOWN',
  /** A payment asked for before the payer gave their billing data. */
  missing: 'BILLING.MISSING',
} as const;

export type BillingCode = (typeof BillingErrors)[keyof typeof BillingErrors];

/** The first refused field of billing data and the code of its message. */
export interface BillingProblem {
  field: keyof BillingData;
  /** A `BillingErrors` code: the domain knows no Italian, the contracts' `billingMessages` word it. */
  message: Exclude<BillingCode, 'BILLING.MISSING'>;
}

/** Bounds of FatturaPA's String60LatinType, which holds each of these on the invoice. */
export const BILLING_TEXT_MAX = 60;

const oneLine = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** Billing data as stored: trimmed, single-spaced; codice fiscale, CAP and sigla without spaces, upper case. */
export const normaliseBilling = (data: BillingData): BillingData => ({
  nome: oneLine(data.nome),
  cognome: oneLine(data.cognome),
  codiceFiscale: data.codiceFiscale.replace(/\s+/g, '').toUpperCase(),
  indirizzo: oneLine(data.indirizzo),
  cap: data.cap.replace(/\s+/g, ''),
  comune: oneLine(data.comune),
  provincia: data.provincia.trim().toUpperCase(),
});

/** Accents off ('Nicolò' -> 'Nicolo'): the codice fiscale writes accented vowels plain. */
const plain = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '');

const codiceFiscaleProblem = ({ codiceFiscale: cf, nome, cognome }: BillingData): BillingProblem['message'] | null => {
  if (!CodiceFiscale.check(cf)) {
    // With the right check character it would pass: then only that character is wrong.
    const body = cf.slice(0, 15);
    const wellFormed = cf.length === 16 && CodiceFiscale.check(body + CodiceFiscale.getCheckCode(body));
    return wellFormed ? BillingErrors.codiceFiscaleCheck : BillingErrors.codiceFiscaleFormat;
  }
  // Omocodia replaces digits only: the first six letters are always the surname's and the name's.
  if (CodiceFiscale.surnameCode(plain(cognome)) !== cf.slice(0, 3)) return BillingErrors.codiceFiscaleCognome;
  if (CodiceFiscale.nameCode(plain(nome)) !== cf.slice(3, 6)) return BillingErrors.codiceFiscaleNome;
  return null;
};

/**
 * The first refused field of (normalised) billing data, or null: names and address required, the
 * codice fiscale well formed, with its check character, and agreeing with the name and surname;
 * CAP five digits; provincia the sigla of an Italian province. What the payment step and the
 * data editor ask before sending, and what the decider refuses with.
 */
export const billingProblem = (data: BillingData): BillingProblem | null => {
  const d = normaliseBilling(data);
  const required = (value: string) => value.length > 0 && value.length <= BILLING_TEXT_MAX;
  if (!required(d.nome)) return { field: 'nome', message: BillingErrors.nomeRequired };
  if (!required(d.cognome)) return { field: 'cognome', message: BillingErrors.cognomeRequired };
  const cf = codiceFiscaleProblem(d);
  if (cf) return { field: 'codiceFiscale', message: cf };
  if (!required(d.indirizzo)) return { field: 'indirizzo', message: BillingErrors.indirizzoRequired };
  if (!/^\d{5}$/.test(d.cap)) return { field: 'cap', message: BillingErrors.capFormat };
  if (!required(d.comune)) return { field: 'comune', message: BillingErrors.comuneRequired };
  if (!PROVINCE_SIGLE.includes(d.provincia)) return { field: 'provincia', message: BillingErrors.provinciaUnknown };
  return null;
};

/** The deciders' form of `billingProblem`: throws its code. */
export const assertBillingValid = (data: BillingData): void => {
  const problem = billingProblem(data);
  if (problem) throw new DomainError(problem.message);
};
