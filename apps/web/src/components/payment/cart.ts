import type { Cart, CalendarEvent } from '@lavagna/contracts';
import { euroToCents, splitVat } from '@lavagna/domain';
import { lessonHours, lessonsPrice } from '../../calendar/lessons';

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
  /** What is left to pay, VAT included. */
  totalCents: number;
  /** The VAT portion of the total. */
  vatCents: number;
}

const byStart = (a: CartLineView, b: CartLineView) => Date.parse(a.start) - Date.parse(b.start);

/** Before the order exists: the lessons priced here, at the student's rate (as the calendar does). */
export function cartFromLessons(lessons: CalendarEvent[], hourlyRate: number): CartView {
  const { gross, vat } = splitVat(lessonsPrice(lessons, hourlyRate));
  return {
    lines: lessons.map((l) => ({ key: l._id, start: l.start, end: l.end, hours: lessonHours(l) })).sort(byStart),
    grossCents: gross,
    discountCents: 0,
    lostCents: 0,
    totalCents: gross,
    vatCents: vat,
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
  };
}
