/**
 * Shapes of the two legal pages (Privacy Policy, Condizioni d'Uso). The texts live in
 * `privacy.ts` and `terms.ts`; the teacher's facts come from the site profile.
 */

/** The individual entrepreneur's facts that the legal texts must name. */
export type LegalFacts = {
  /** Legal name of the individual entrepreneur ('Elena Ferri'). */
  legalName: string;
  /** Registered address on one line. */
  address: string;
  /** Partita IVA. */
  vatNumber: string;
  /** Codice fiscale. */
  taxCode: string;
  /** The contact address for questions and requests. */
  email: string;
};

/** One numbered part of a legal text: its paragraphs first, then the optional bulleted list. */
export type LegalSection = {
  heading: string;
  paragraphs: string[];
  list?: string[];
};

/** A whole legal page: title, date of the last update, opening paragraphs and sections. */
export type LegalDocument = {
  title: string;
  /** The date of the last update, written out in Italian ('24 novembre 2026'). */
  updatedOn: string;
  intro: string[];
  sections: LegalSection[];
};

/** When both legal texts were last revised, as the pages show it. */
export const LEGAL_UPDATED_ON = '27 novembre 2026';
