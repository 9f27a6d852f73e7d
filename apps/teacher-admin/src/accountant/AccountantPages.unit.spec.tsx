import { afterEach, beforeEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { ITALIAN_MONTHS, type ChainStateView, type FiscalReportView } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { AsOfPage } from './AsOfPage';
import { ChainPage } from './ChainPage';

const report: FiscalReportView & { asOf: string } = {
  year: 2026,
  month: 'giugno',
  studentId: null,
  rows: [{ id: 'o1', date: '2026-06-15T10:00:00.000Z', studentId: 's2', user: 'Giulia Bianchi', transactionId: 'T2', gross: 50, vat: 9.02, net: 40.98 }],
  totals: { gross: 50, vat: 9.02, net: 40.98 },
  months: ITALIAN_MONTHS.map((month) => ({ month, gross: 0, net: 0 })),
  asOf: '2026-06-30T21:59:00.000Z',
};

const renderAt = (path: string, page: ReactNode, handler: Handler) => {
  const fetch = mockFetch(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {page}
      </AdminContext>
    </MemoryRouter>,
  );
  return fetch;
};

/** The buttons a read-only screen must never show. */
const WRITES = /^(Salva|Crea|Elimina|Modifica|Invita|Revoca accesso)$/;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chain screen', () => {
  const intact: ChainStateView = { events: 1234, headHash: 'ab'.repeat(32), intact: true, problem: null, position: null, checkedAt: '2026-06-30T10:00:00.000Z' };

  test('says integro, with the events and the head hash, and no button that writes', async () => {
    renderAt('/integrita-registro', <ChainPage />, () => json(200, intact));
    expect(await screen.findByText('integro')).toBeTruthy();
    expect(screen.getByTestId('chain-events').textContent).toBe('1234');
    expect(screen.getByTestId('chain-head').textContent).toBe('ab'.repeat(32));
    expect(screen.queryAllByRole('button').filter((b) => WRITES.test(b.textContent ?? ''))).toEqual([]);
  });

  test('names the first altered event', async () => {
    const problem = 'evento alterato: posizione 42 (stream order-1, versione 2) non corrisponde al suo hash';
    renderAt('/integrita-registro', <ChainPage />, () => json(200, { ...intact, intact: false, events: 41, problem, position: 42 }));
    expect(await screen.findByText('NON integro')).toBeTruthy();
    expect(screen.getByTestId('chain-problem').textContent).toBe(`Primo evento alterato: ${problem}`);
  });
});

describe('the report at a date', () => {
  test('asks the replay for the picked Rome instant and shows the report as recorded then', async () => {
    const fetch = renderAt('/report-a-una-data?year=2026&month=giugno', <AsOfPage />, (url) => {
      if (url.startsWith('/api/admin/fiscal/as-of?')) return json(200, report);
      throw new Error(`unexpected ${url}`);
    });
    expect(screen.getByText('Scegli una data e un’ora per vedere il report come risultava allora.')).toBeTruthy();
    expect(callsTo(fetch, '/api/admin/fiscal/as-of')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Data e ora'), { target: { value: '2026-06-30T23:59' } });
    expect(await screen.findByTestId('as-of-instant')).toBeTruthy();
    const url = new URL(String(callsTo(fetch, '/api/admin/fiscal/as-of')[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ year: '2026', month: 'giugno', at: '2026-06-30T21:59:00.000Z' });
    expect(screen.getByTestId('as-of-instant').textContent).toBe('Report come risultava il 30/06/2026 23:59');
    await waitFor(() => expect(screen.getByText('Giulia Bianchi')).toBeTruthy());
    // No student picker: the accountant reads no students list.
    expect(screen.queryByLabelText('Studente')).toBeNull();
    expect(callsTo(fetch, '/api/admin/students')).toHaveLength(0);
  });
});
