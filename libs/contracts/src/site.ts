import type { FiscalTermsView } from './fiscal-profile.js';
import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { it } from './messages.js';
import type { PublicReview } from './review-order.js';
import { isStorableText } from './request.js';

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).refine(isStorableText, it.http.invalidText);

const required = (max: number, message: string) => text(max, message).pipe(z.string().min(1, message));

/** An https address, or '' for a channel the teacher does not use. */
const link = z
  .string({ error: it.site.urlInvalid })
  .trim()
  .max(300, it.site.urlInvalid)
  .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), it.site.urlInvalid);

export const BIO_MAX = 20_000;

/**
 * The teacher's public facts: what the footer, the contact row, the legal pages and the bio
 * show. One per teacher, edited in the console; demo values in demo mode. `bio` is plain text,
 * paragraphs separated by a blank line.
 */
export const siteProfileSchema = z
  .object({
    /** The individual entrepreneur's legal name ('Elena Ferri'). */
    legalName: required(120, it.site.legalNameRequired),
    /** Registered address on one line ('Via ..., 40121 Bologna (BO)'). */
    address: required(200, it.site.addressRequired),
    /** Partita IVA: 11 digits. */
    vatNumber: z.string({ error: it.site.vatNumberInvalid }).trim().regex(/^\d{11}$/, it.site.vatNumberInvalid),
    /** Codice fiscale: 16 characters for a person (or 11 digits). */
    taxCode: z
      .string({ error: it.site.taxCodeInvalid })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z0-9]{16}|\d{11})$/, it.site.taxCodeInvalid),
    /** The contact address shown on the site and in the legal pages. */
    email: emailSchema(it.account.emailInvalid),
    /** A messaging app's chat link (e.g. https://wa.me/39...). */
    messaging: link,
    instagram: link,
    facebook: link,
    tiktok: link,
    substack: link,
    bio: text(BIO_MAX, it.site.bioTooLong),
  })
  .strict();

export type SiteProfile = z.infer<typeof siteProfileSchema>;

/** A teacher who has not filled in their facts yet: the site shows no footer facts. */
export const emptySiteProfile: SiteProfile = {
  legalName: '',
  address: '',
  vatNumber: '',
  taxCode: '',
  email: '',
  messaging: '',
  instagram: '',
  facebook: '',
  tiktok: '',
  substack: '',
  bio: '',
};

/** GET /api/site/public: what the public pages show, in one call. */
export interface PublicSite {
  profile: SiteProfile;
  /** The regime and bollo the teacher's prices are stated under (home page, conditions of use). */
  terms: FiscalTermsView;
  /** The teacher's reviews anyone may read, in submission order (see `reviewsInPageOrder`). */
  reviews: PublicReview[];
}
