import type { CalendarEvent } from '@lavagna/contracts';
import { priceOrder, type LessonFacts } from '@lavagna/domain';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formatEuro } from '@lavagna/format';
import { pickSlot } from '@lavagna/week-calendar';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lessonsPrice } from '../calendar/lessons';
import { cartFromLessons, unpaidSummary } from '../components/payment/cart';
import { ToastProvider } from '../components/toast/ToastProvider';
import { BookingFooter } from '../routes/_auth/calendario/-components/BookingFooter';
import { UnpaidBanner } from '../routes/_auth/gestisci-le-tue-lezioni/-components/UnpaidBanner';
import { lesson, studentProfile } from '../test/calendarFixtures';
import { theme } from '../theme';

/**
 * What the student is shown before paying is what create-order charges: for every hourly rate
 * from 15,00 to 60,00 EUR in 0,05 steps and lessons of 60, 90 and 120 minutes, the unpaid banner,
 * the booking bar and the payment step's amounts equal the order's totals as the API computes
 * them (the rate on the wire to cents, then the domain's priceOrder). The amounts are checked for
 * every case through the functions the components show; the components themselves are rendered
 * for every tenth rate and the case that drifted, enough to prove they show those functions' text.
 */
const RATES = Array.from({ length: (6000 - 1500) / 5 + 1 }, (_, i) => (1500 + 5 * i) / 100);
const RENDERED = RATES.filter((rate, i) => i % 10 === 0 || rate === 16.45);
const MINUTES = [60, 90, 120] as const;

/** Thursday 2 April 2026 from 10:00 in Rome, and the days after it. */
const START = Date.parse('2026-04-02T08:00:00.000Z');
const DAY = 86_400_000;
const lessonsOf = (minutes: readonly number[]): CalendarEvent[] =>
  minutes.map((m, i) => lesson(`l${i}`, new Date(START + i * DAY).toISOString(), new Date(START + i * DAY + m * 60_000).toISOString(), false));

/** The order create-order places for these lessons at the student's rate, as the API prices it. */
const charged = (lessons: CalendarEvent[], rate: number) => {
  const facts: LessonFacts[] = lessons.map((l) => ({ lessonId: l._id, bookingId: 'b1', studentId: 's1', start: l.start, end: l.end, active: true, isPaid: false }));
  return priceOrder(facts, Math.round(rate * 100), []).totals;
};
/** Written out independently of the app's formatter: 2468 -> '24,68 €'. */
const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ');

/** Each case that differs, as 'rate/minutes: shown != charged'; none is the answer. */
const differing = (check: (rate: number, minutes: readonly number[]) => string | null, rates = RATES) =>
  rates.flatMap((rate) => [...MINUTES.map((m) => [m]), [...MINUTES]].map((minutes) => check(rate, minutes))).filter((d) => d !== null);

describe('the price shown is the price charged', { timeout: 120_000 }, () => {
  it('charges 24,68 € for 90 minutes at 16,45 €/h, the case that drifted', () => {
    expect(euro(charged(lessonsOf([90]), 16.45).gross)).toBe('24,68 €');
  });

  it('in the unpaid summary, every case', () => {
    const found = differing((rate, minutes) => {
      const lessons = lessonsOf(minutes);
      const expected = euro(charged(lessons, rate).gross);
      const shown = unpaidSummary(lessons, rate).match(/: (\d+,\d\d €) IVA inclusa/)?.[1];
      return shown === expected ? null : `${rate}/${minutes}: ${shown} != ${expected}`;
    });
    expect(found).toEqual([]);
  });

  it('in the booking bar total, every case', () => {
    const found = differing((rate, minutes) => {
      const picks = minutes.map((m, i) => ({ day: `2026-04-0${2 + i}`, row: 4, rows: m / 30 }));
      const expected = euro(charged(lessonsOf(minutes), rate).gross);
      const shown = formatEuro(lessonsPrice(picks.map(pickSlot), rate)).replace(/\s+/g, ' ');
      return shown === expected ? null : `${rate}/${minutes}: ${shown} != ${expected}`;
    });
    expect(found).toEqual([]);
  });

  it('on the unpaid banner of the lessons page', () => {
    const view = render(<UnpaidBanner lessons={[]} hourlyRate={25} onPay={() => undefined} />);
    const found = differing((rate, minutes) => {
      const lessons = lessonsOf(minutes);
      view.rerender(<UnpaidBanner lessons={lessons} hourlyRate={rate} onPay={() => undefined} />);
      const expected = euro(charged(lessons, rate).gross);
      const shown = text(view.container).match(/: (\d+,\d\d €) IVA inclusa/)?.[1];
      return shown === expected ? null : `${rate}/${minutes}: ${shown} != ${expected}`;
    }, RENDERED);
    expect(found).toEqual([]);
  });

  it('on the booking bar of the calendar', () => {
    const wrap = (node: React.ReactNode) => (
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>{node}</ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    );
    const view = render(wrap(<BookingFooter session={studentProfile() as never} picks={[]} onBooked={() => undefined} />));
    const found = differing((rate, minutes) => {
      // picks from 10:00 (slot 4) on consecutive days, as the grid makes them
      const picks = minutes.map((m, i) => ({ day: `2026-04-0${2 + i}`, row: 4, rows: m / 30 }));
      const session = studentProfile({ hourlyRate: rate }) as never;
      view.rerender(wrap(<BookingFooter session={session} picks={picks} onBooked={() => undefined} />));
      const expected = euro(charged(lessonsOf(minutes), rate).gross);
      const shown = text(view.container).match(/Totale: (\d+,\d\d €) \(IVA inclusa\)/)?.[1];
      return shown === expected ? null : `${rate}/${minutes}: ${shown} != ${expected}`;
    }, RENDERED);
    expect(found).toEqual([]);
  });

  it('on the payment step before the order exists, VAT included', () => {
    const found = differing((rate, minutes) => {
      const lessons = lessonsOf(minutes);
      const shown = cartFromLessons(lessons, rate);
      const { gross, vat } = charged(lessons, rate);
      return shown.totalCents === gross && shown.vatCents === vat ? null : `${rate}/${minutes}: ${shown.totalCents}+${shown.vatCents} != ${gross}+${vat}`;
    });
    expect(found).toEqual([]);
  });
});
