/**
 * The teacher's fiscal profile: who issues the invoices and under which VAT regime. Every place
 * that shows or computes VAT asks the rules here (and `splitByRegime` in money.ts): one rule, one place.
 */

/** RF01 ordinario (22% VAT included in the price) or RF19 forfettario (no VAT, art. 1 c. 54-89 L. 190/2014). */
export type FiscalRegime = 'RF01' | 'RF19';
export const FISCAL_REGIMES: readonly FiscalRegime[] = ['RF01', 'RF19'];

export interface FiscalProfile {
  regime: FiscalRegime;
  /** 11 digits, the last a check digit. */
  partitaIva: string;
  /** 16 characters for a person (or 11 digits). */
  codiceFiscale: string;
  /** Nome e cognome of the tutor as on the invoice. */
  denominazione: string;
  indirizzo: string;
  cap: string;
  comune: string;
  /** Sigla, 2 letters. */
  provincia: string;
  /** The invoice series, e.g. 'L'; may be ''. */
  series: string;
  /** RF19: the 2,00 EUR bollo charged to the student (true) or absorbed by the teacher (false). */
  bolloCharged: boolean;
}

/** What pricing needs of the profile: the regime and who pays the bollo. */
export type FiscalTerms = Pick<FiscalProfile, 'regime' | 'bolloCharged'>;

/** A teacher without a profile, and every payment recorded before regimes: ordinario. */
export const DEFAULT_FISCAL_TERMS: FiscalTerms = { regime: 'RF01', bolloCharged: false };

/** Imposta di bollo on an invoice without VAT: 2,00 EUR (paid virtually, BolloVirtuale SI). */
export const BOLLO_CENTS = 200;
/** The bollo is due when the invoice's amount without VAT exceeds 77,47 EUR. */
export const BOLLO_THRESHOLD_CENTS = 7747;
/** FatturaPA Natura of a forfettario line: not subject to VAT under the other cases of art. 1 c. 54-89. */
export const NATURA_FORFETTARIO = 'N2.2';
/** The law's wording a forfettario invoice carries (its Causale; the summary names the law in short). */
export const FORFETTARIO_WORDING =
  "Operazione effettuata ai sensi dell'art. 1, commi da 54 a 89, della Legge n. 190/2014 (regime forfettario): operazione senza applicazione dell'IVA e non soggetta a ritenuta d'acconto.";

/** Whether an invoice of `amountCents` (no VAT) under `regime` carries the bollo. */
export const bolloApplies = (regime: FiscalRegime, amountCents: number): boolean =>
  regime === 'RF19' && amountCents > BOLLO_THRESHOLD_CENTS;

/** The bollo the student pays on top of `amountCents`: 2,00 EUR when it applies and is charged, else 0. */
export const bolloToCharge = (terms: FiscalTerms, amountCents: number): number =>
  terms.bolloCharged && bolloApplies(terms.regime, amountCents) ? BOLLO_CENTS : 0;

/** The check digit of a partita IVA's first ten digits (the Agenzia delle Entrate's Luhn-style rule). */
export const partitaIvaCheckDigit = (firstTen: string): number => {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(firstTen[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
};

/** 11 digits whose last is the check digit of the first ten. */
export const isPartitaIvaValid = (value: string): boolean =>
  /^\d{11}$/.test(value) && partitaIvaCheckDigit(value.slice(0, 10)) === Number(value[10]);

/** The Italian messages of `fiscalProfileProblem`, one per rule. */
export const FISCAL_PROFILE_MESSAGES = {
  regime: 'Scegli il regime fiscale: ordinario (RF01) o forfettario (RF19)',
  partitaIvaShape: 'La partita IVA è composta da 11 cifre',
  partitaIvaCheck: "La partita IVA non è valida: l'ultima cifra di controllo non corrisponde",
  codiceFiscale: 'Il codice fiscale è composto da 16 caratteri (o 11 cifre)',
  denominazione: 'Indica nome e cognome come devono comparire in fattura (al massimo 80 caratteri)',
  indirizzo: "Indica l'indirizzo (via e numero civico, al massimo 60 caratteri)",
  cap: 'Il CAP è composto da 5 cifre',
  comune: 'Indica il comune',
  provincia: 'Indica la sigla della provincia (2 lettere, es. BO)',
  series: 'Il sezionale può contenere al massimo 10 lettere o cifre',
  bolloCharged: "Indica se l'imposta di bollo è a carico dello studente",
} as const;

const text = (value: unknown, max: number): boolean => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * The first field of a profile that cannot go on an invoice, with its Italian message, or null.
 * The console checks before saving, the decider refuses with the same answer.
 */
export const fiscalProfileProblem = (p: FiscalProfile): { field: keyof FiscalProfile; message: string } | null => {
  const m = FISCAL_PROFILE_MESSAGES;
  if (!FISCAL_REGIMES.includes(p.regime)) return { field: 'regime', message: m.regime };
  if (typeof p.partitaIva !== 'string' || !/^\d{11}$/.test(p.partitaIva)) return { field: 'partitaIva', message: m.partitaIvaShape };
  if (!isPartitaIvaValid(p.partitaIva)) return { field: 'partitaIva', message: m.partitaIvaCheck };
  if (typeof p.codiceFiscale !== 'string' || !/^([A-Z0-9]{16}|\d{11})$/.test(p.codiceFiscale)) return { field: 'codiceFiscale', message: m.codiceFiscale };
  if (!text(p.denominazione, 80)) return { field: 'denominazione', message: m.denominazione };
  if (!text(p.indirizzo, 60)) return { field: 'indirizzo', message: m.indirizzo };
  if (typeof p.cap !== 'string' || !/^\d{5}$/.test(p.cap)) return { field: 'cap', message: m.cap };
  if (!text(p.comune, 60)) return { field: 'comune', message: m.comune };
  if (typeof p.provincia !== 'string' || !/^[A-Z]{2}$/.test(p.provincia)) return { field: 'provincia', message: m.provincia };
  if (typeof p.series !== 'string' || !/^[A-Za-z0-9]{0,10}$/.test(p.series)) return { field: 'series', message: m.series };
  if (typeof p.bolloCharged !== 'boolean') return { field: 'bolloCharged', message: m.bolloCharged };
  return null;
};

/** The fields as saved: trimmed, codice fiscale, provincia and series in capitals. */
export const normalizeFiscalProfile = (p: FiscalProfile): FiscalProfile => ({
  regime: p.regime,
  partitaIva: String(p.partitaIva ?? '').trim(),
  codiceFiscale: String(p.codiceFiscale ?? '').trim().toUpperCase(),
  denominazione: String(p.denominazione ?? '').trim(),
  indirizzo: String(p.indirizzo ?? '').trim(),
  cap: String(p.cap ?? '').trim(),
  comune: String(p.comune ?? '').trim(),
  provincia: String(p.provincia ?? '').trim().toUpperCase(),
  series: String(p.series ?? '').trim().toUpperCase(),
  bolloCharged: p.bolloCharged,
});

/** The terms of a profile; ordinario without one. */
export const fiscalTermsOf = (profile: FiscalProfile | null | undefined): FiscalTerms =>
  profile ? { regime: profile.regime, bolloCharged: profile.regime === 'RF19' && profile.bolloCharged } : DEFAULT_FISCAL_TERMS;
