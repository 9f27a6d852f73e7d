import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { StudentRow } from '@lavagna/contracts';
import { DEFAULT_HOURLY_RATE_CENTS, LESSON_LENGTHS, priceOrder, type LessonFacts } from '@lavagna/domain';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { mockFetch } from '../test/fetchMock';
import { CreateCouponDialog } from '../students/CreateCouponDialog';
import { StudentFigures } from '../students/StudentFigures';

/**
 * The console computes no lesson price of its own: the teacher's booking bar lists date and time
 * only, and a lesson booked for a student is charged later, by create-order, at the student's
 * rate. What the console does show of the price rules must still be the domain's: the rate each
 * student is charged at, and the coupon presets (one lesson of each length at the standard rate).
 */
const RATES = Array.from({ length: (6000 - 1500) / 5 + 1 }, (_, i) => (1500 + 5 * i) / 100);

/** What create-order charges for one lesson of `minutes` at `rate` euro/hour, as the API prices it. */
const charged = (rate: number, minutes: number) => {
  const start = '2026-04-02T08:00:00.000Z';
  const lesson: LessonFacts = {
    lessonId: 'l1',
    bookingId: 'b1',
    studentId: 's1',
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    active: true,
    isPaid: false,
  };
  return priceOrder([lesson], Math.round(rate * 100), []).totals.gross;
};
/** '16,45 €' -> 1645, '25 €' -> 2500: read back independently of the console's formatter. */
const cents = (text: string) => {
  const [units, decimals = '00'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(units) * 100 + Number(decimals);
};
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the prices the console shows are the ones charged', () => {
  test('a student’s hourly rate, for every rate from 15,00 to 60,00 €: the lessons it prices are what create-order charges', { timeout: 60_000 }, () => {
    mockFetch(() => new Promise(() => undefined)); // the overview never answers: only the rate is shown
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const figures = (hourlyRate: number) => (
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={client}>
        <RecordContextProvider value={{ id: 's1', hourlyRate, reviewSent: false } as unknown as StudentRow}>
          <StudentFigures />
        </RecordContextProvider>
      </AdminContext>
    );
    const view = render(figures(25));
    const differing = RATES.flatMap((rate) => {
      view.rerender(figures(rate));
      const shown = cents(text(screen.getByTestId('figure-rate')));
      return LESSON_LENGTHS.filter((minutes) => Math.round((shown * minutes) / 60) !== charged(rate, minutes)).map(
        (minutes) => `${rate}/${minutes}: ${text(screen.getByTestId('figure-rate'))}`,
      );
    });
    expect(differing).toEqual([]);
  });

  test('the coupon presets: one lesson of 60, 90 and 120 minutes at the standard rate', () => {
    render(<CreateCouponDialog open studentName="Marco Rossi" busy={false} onClose={() => undefined} onCreate={() => undefined} />);
    const labels = screen.getAllByRole('radio').map((radio) => text(radio.closest('label')!));
    const presets = labels.slice(0, -1).map((label) => cents(label.split(' – ')[0]!));
    expect(presets).toEqual(LESSON_LENGTHS.map((minutes) => charged(DEFAULT_HOURLY_RATE_CENTS / 100, minutes)));
    expect(labels).toEqual(['25 € – 1 ora', '37,50 € – 1,5 ore', '50 € – 2 ore', 'Importo personalizzato']);
  });
});
