import type { BookingRecord } from '@lavagna/contracts';
import { romeDay } from '../../calendar/rome';
import { wireCents } from './cart';

export interface PaidLesson {
  key: string;
  /** Rome day, yyyy-MM-dd. */
  day: string;
  start: string | null;
  end: string | null;
  hours: number;
}

const isDayOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const hoursBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 1_800_000) / 2;

/**
 * The lessons a payment record paid: each of `eventsPaid` (date and hours), timed by the
 * matching slot of `timeArrow`; the slots alone when the record lists no lessons.
 */
export function paidLessons(record: BookingRecord): PaidLesson[] {
  const slots = record.timeArrow ?? [];
  const entries = Object.entries(record.eventsPaid ?? {});
  const lessons: PaidLesson[] =
    entries.length > 0
      ? entries.map(([key, paid]) => {
          const day = isDayOnly(paid.date) ? paid.date : romeDay(paid.date);
          const slot =
            (!isDayOnly(paid.date) && slots.find((s) => Date.parse(s.start) === Date.parse(paid.date))) ||
            slots.find((s) => romeDay(s.start) === day);
          const start = slot ? slot.start : isDayOnly(paid.date) ? null : paid.date;
          const end = slot ? slot.end : start ? new Date(Date.parse(start) + paid.hours * 3_600_000).toISOString() : null;
          return { key, day, start, end, hours: paid.hours };
        })
      : slots.map((s, i) => ({ key: String(i), day: romeDay(s.start), start: s.start, end: s.end, hours: hoursBetween(s.start, s.end) }));
  return lessons.sort((a, b) => (a.start ?? a.day).localeCompare(b.start ?? b.day));
}

/** The amounts of a payment record, in cents: what was paid and, with coupons, the price before them. */
export function bookingAmounts(record: BookingRecord) {
  const p = record.payment;
  const discount = wireCents(p.discount);
  return {
    paidCents: wireCents(discount > 0 ? (p.discountedGross ?? p.gross - (p.discount ?? 0)) : p.gross),
    vatCents: wireCents(discount > 0 ? (p.discountedVAT ?? p.VAT) : p.VAT),
    originalCents: wireCents(p.gross),
    discountCents: discount,
  };
}
