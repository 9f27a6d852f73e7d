import type { Cart, CalendarEvent } from '@lavagna/contracts';
import { bolloToCharge, DEFAULT_FISCAL_TERMS, euroToCents, splitByRegime, type FiscalRegime, type FiscalTerms } from '@lavagna/domain';
import { formatEuro, formatHours } from '@lavagna/format';
import { lessonHours, lessonsPrice, sumHours } from '../../calendar/lessons';
import { ui } from '../../i18n/it';

/** Euro on the wire (37.5, or nothing) to cents for display (3750). */
export const wireCents = (euro: number | null | undefined): number => euroToCents(euro ?? 0);

export interface CartLineView {
  key: string;
  start: string;
  end: string;
  hours: number;
}

/** What the payment step shows on its left: the lessons and the amounts, in cents. */
export interface CartView {
  lines: CartLineView[];
  /** Price of the lessons before coupons. */
  grossCents: number;
  /** What the coupons take off, capped to the price. */
  discountCents: number;
  /** Coupon value beyond the price: lost. */
  lostCents: number;
  /** What is left to pay: VAT included (ordinario), the bollo included when charged (forfettario). */
  totalCents: number;
  /** The VAT portion of the total (0 under forfettario). */
  vatCents: number;
  regime: FiscalRegime;
  /** The imposta di bollo charged to the student, in the total; 0 when none. */
  bolloCents: number;
}

/** What a price comes to under the teacher's terms: the domain's split and bollo, never a copy. */
export function amountsUnder(grossCents: number, terms: FiscalTerms) {
  const { vat } = splitByRegime(grossCents, terms.regime);
  const bolloCents = bolloToCharge(terms, grossCents);
  return { regime: terms.regime, vatCents: vat, bolloCents, totalCents: grossCents + bolloCents };
}

const byStart = (a: CartLineView, b: CartLineView) => Date.parse(a.start) - Date.parse(b.start);

/** Before the order exists: the lessons priced here, at the student's rate (as the calendar does), under the teacher's terms. */
export function cartFromLessons(lessons: CalendarEvent[], hourlyRate: number, terms: FiscalTerms = DEFAULT_FISCAL_TERMS): CartView {
  const gross = lessonsPrice(lessons, hourlyRate);
  return {
    lines: lessons.map((l) => ({ key: l._id, start: l.start, end: l.end, hours: lessonHours(l) })).sort(byStart),
    grossCents: gross,
    discountCents: 0,
    lostCents: 0,
    ...amountsUnder(gross, terms),
  };
}

/** The server's cart of the order: its prices are the ones charged. */
export function cartFromServer(cart: Cart): CartView {
  return {
    lines: cart.lines.map((l) => ({ key: l.eventId, start: l.start, end: l.end, hours: l.minutes / 60 })).sort(byStart),
    grossCents: wireCents(cart.gross),
    discountCents: wireCents(cart.discount),
    lostCents: wireCents(cart.lost),
    totalCents: wireCents(cart.total),
    vatCents: wireCents(cart.totalVat),
    regime: cart.regime ?? 'RF01',
    bolloCents: wireCents(cart.bollo),
  };
}

/** '2 lezioni, 2,5 ore: 62,50 € IVA inclusa', or its forfettario wording: what unpaid lessons come to. */
export function unpaidSummary(lessons: CalendarEvent[], hourlyRate: number, terms: FiscalTerms = DEFAULT_FISCAL_TERMS): string {
  const hours = formatHours(sumHours(lessons));
  const gross = lessonsPrice(lessons, hourlyRate);
  if (terms.regime === 'RF01') return ui.lessons.unpaidSummary(lessons.length, hours, formatEuro(gross));
  const { totalCents, bolloCents } = amountsUnder(gross, terms);
  return ui.lessons.unpaidSummaryNoVat(lessons.length, hours, formatEuro(totalCents), bolloCents > 0 ? formatEuro(bolloCents) : null);
}
