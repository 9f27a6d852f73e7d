import type { BookingRecord } from '@lavagna/contracts';
import { euroToCents, hoursBetween, plusMinutes, romeDay, splitByRegime, type FiscalRegime } from '@lavagna/domain';

/** One lesson a payment paid. */
export interface PaidLesson {
  key: string;
  /** Rome day, yyyy-MM-dd. */
  day: string;
  start: string | null;
  end: string | null;
  hours: number;
}

const isDayOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayOf = (instant: string) => romeDay(new Date(instant));

/**
 * The lessons a payment record paid, soonest first: each of `eventsPaid` (date and hours), timed
 * by the matching slot of `timeArrow`; the slots alone when the record lists no lessons.
 */
export function paidLessons(record: BookingRecord): PaidLesson[] {
  const slots = record.timeArrow ?? [];
  const entries = Object.entries(record.eventsPaid ?? {});
  const lessons: PaidLesson[] =
    entries.length > 0
      ? entries.map(([key, paid]) => {
          const day = isDayOnly(paid.date) ? paid.date : dayOf(paid.date);
          const slot =
            (!isDayOnly(paid.date) && slots.find((s) => Date.parse(s.start) === Date.parse(paid.date))) ||
            slots.find((s) => dayOf(s.start) === day);
          const start = slot ? slot.start : isDayOnly(paid.date) ? null : paid.date;
          const end = slot ? slot.end : start ? plusMinutes(start, paid.hours * 60) : null;
          return { key, day, start, end, hours: paid.hours };
        })
      : slots.map((s, i) => ({ key: String(i), day: dayOf(s.start), start: s.start, end: s.end, hours: hoursBetween(s) }));
  return lessons.sort((a, b) => (a.start ?? a.day).localeCompare(b.start ?? b.day));
}

/** A payment's amounts in cents; without coupons `discountCents` is 0 and `paidCents` the gross. */
export interface PaymentAmounts {
  /** The lessons' price before coupons. */
  grossCents: number;
  /** What the coupons took off, never more than the price (the rest of a coupon is lost). */
  discountCents: number;
  /** What was paid: the price less the discount (0 when a coupon covered it all), plus the bollo charged. */
  paidCents: number;
  /** The VAT and the net of what was paid for the lessons (VAT 0 under forfettario). */
  vatCents: number;
  netCents: number;
  /** The regime the payment was priced under: RF01 unless the record says RF19. */
  regime: FiscalRegime;
  /** The imposta di bollo charged to the student, in `paidCents`; 0 when none. */
  bolloCents: number;
}

/**
 * What a payment record says was paid. The record's own discounted figures when it has them (the
 * server stores them per booking); else the price less the discount, in cents, split by the
 * domain's VAT rule. Subtracting the wire's euro would carry float error, an uncapped discount
 * would give a negative amount, and the full price's VAT is not the VAT of what was paid.
 */
export function paymentAmounts(payment: BookingRecord['payment']): PaymentAmounts {
  const grossCents = euroToCents(payment.gross);
  const discountCents = Math.min(euroToCents(payment.discount ?? 0), grossCents);
  const regime: FiscalRegime = payment.regime ?? 'RF01';
  const bolloCents = euroToCents(payment.bollo ?? 0);
  if (discountCents === 0) {
    return { grossCents, discountCents, paidCents: grossCents + bolloCents, vatCents: euroToCents(payment.VAT), netCents: euroToCents(payment.net), regime, bolloCents };
  }
  const paidCents = payment.discountedGross !== undefined ? euroToCents(payment.discountedGross) : grossCents - discountCents;
  const split = splitByRegime(paidCents, regime);
  return {
    grossCents,
    discountCents,
    paidCents: paidCents + bolloCents,
    regime,
    bolloCents,
    vatCents: payment.discountedVAT !== undefined ? euroToCents(payment.discountedVAT) : split.vat,
    netCents: payment.discountedNet !== undefined ? euroToCents(payment.discountedNet) : split.net,
  };
}
