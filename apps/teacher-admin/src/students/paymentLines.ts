import type { BookingRecord } from '@lavagna/contracts';
import { formatHours, timeRange } from '@lavagna/format';
import { longDate } from '../calendar/week';
import { romeDay } from '../calendar/rome';

/** The lessons a payment paid, soonest first: 'Martedì 3 Marzo 2026, 10:00 - 11:30 (1,5 ore)'. */
export const paidLessonLines = (record: BookingRecord): { key: string; text: string }[] =>
  Object.entries(record.eventsPaid ?? {})
    .map(([key, paid]) => {
      const start = paid.date;
      const slot = record.timeArrow?.find((s) => Date.parse(s.start) === Date.parse(start));
      const end = slot?.end ?? new Date(Date.parse(start) + paid.hours * 3_600_000).toISOString();
      return { key, start, text: `${longDate(romeDay(new Date(start)))}, ${timeRange(start, end)} (${formatHours(paid.hours)})` };
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map(({ key, text }) => ({ key, text }));

/** The amounts actually paid: after coupons when there was a discount. */
export const paidAmounts = (p: BookingRecord['payment']) => {
  const discounted = (p.discount ?? 0) > 0;
  return {
    gross: p.gross,
    discount: discounted ? p.discount! : null,
    paid: discounted ? (p.discountedGross ?? p.gross - p.discount!) : p.gross,
    vat: discounted ? (p.discountedVAT ?? p.VAT) : p.VAT,
    net: discounted ? (p.discountedNet ?? p.net) : p.net,
  };
};
