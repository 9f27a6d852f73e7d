import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { PaymentRow } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch } from '../test/fetchMock';
import { PaymentList } from './PaymentList';
import { paymentsCsv } from './exporter';

const rows: PaymentRow[] = [
  {
    id: 'o2',
    paidAt: '2026-06-15T10:00:00.000Z',
    studentId: 's1',
    studentName: 'Marco Rossi',
    lessons: 2,
    hours: 2.5,
    gross: 1062.5,
    vat: 191.6,
    net: 870.9,
    discount: 25,
    paid: 1037.5,
    coupons: ['LV-AB12-CD34'],
    transactionId: '8PX12345AB',
  },
  {
    id: 'o1',
    paidAt: '2026-06-01T08:00:00.000Z',
    studentId: 's2',
    studentName: 'Giulia Bianchi',
    lessons: 1,
    hours: 1,
    gross: 25,
    vat: 4.51,
    net: 20.49,
    discount: 0,
    paid: 25,
    coupons: [],
    transactionId: 'MANUALE-1A2B3C4D',
  },
];

const students = [{ id: 's2', name: 'Giulia', surname: 'Bianchi' }];

/** The simple-rest query of the last payments read: filter, range and sort. */
const lastQuery = (fetch: ReturnType<typeof mockFetch>) => {
  const url = String(callsTo(fetch, '/api/admin/payments').at(-1)?.[0] ?? '');
  const params = new URL(url, 'http://localhost').searchParams;
  return { filter: JSON.parse(params.get('filter') ?? '{}'), range: params.get('range'), sort: params.get('sort') };
};

const renderList = () => {
  const fetch = mockFetch((url) => {
    if (url.startsWith('/api/admin/payments')) return json(200, rows, { 'Content-Range': 'payments 0-1/2' });
    if (url.startsWith('/api/admin/students')) return json(200, students, { 'Content-Range': 'students 0-0/1' });
    throw new Error(`unexpected ${url}`);
  });
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ResourceContextProvider value="payments">
        <PaymentList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return fetch;
};

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Pagamenti list', () => {
  test('shows the payments newest first with their Italian columns', { timeout: 20_000 }, async () => {
    const fetch = renderList();
    await screen.findByText('8PX12345AB');
    expect(lastQuery(fetch)).toEqual({ filter: {}, range: '[0,24]', sort: '["paidAt","DESC"]' });
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map(text);
    expect(headers).toEqual(['Data', 'Studente', 'Lezioni', 'Ore', 'Lordo', 'IVA', 'Netto', 'Sconto', 'Pagato', 'Coupon', 'ID transazione', '']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map(text).slice(1, 11)).toEqual([
      'Marco Rossi',
      '2',
      '2,5',
      '1062,50 €',
      '191,60 €',
      '870,90 €',
      '25,00 €',
      '1037,50 €',
      'LV-AB12-CD34',
      '8PX12345AB',
    ]);
  });

  test('sends the search, the dates and the student as simple-rest filters', { timeout: 30_000 }, async () => {
    const fetch = renderList();
    await screen.findByText('8PX12345AB');

    fireEvent.change(screen.getByPlaceholderText('Cerca'), { target: { value: 'MANUALE' } });
    await waitFor(() => expect(lastQuery(fetch).filter).toEqual({ q: 'MANUALE' }));

    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-06-01' } });
    await waitFor(() => expect(lastQuery(fetch).filter).toEqual({ q: 'MANUALE', from: '2026-06-01' }));
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(lastQuery(fetch).filter).toEqual({ q: 'MANUALE', from: '2026-06-01', to: '2026-06-30' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Studente' }), { target: { value: 'Giu' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Giulia Bianchi' }));
    await waitFor(() =>
      expect(lastQuery(fetch).filter).toEqual({ q: 'MANUALE', from: '2026-06-01', to: '2026-06-30', studentId: 's2' }),
    );
  });

  test('sorts by a column header', { timeout: 20_000 }, async () => {
    const fetch = renderList();
    await screen.findByText('8PX12345AB');
    const header = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Lordo')!;
    fireEvent.click(within(header).getByText('Lordo'));
    await waitFor(() => expect(lastQuery(fetch).sort).toMatch(/^\["gross","(ASC|DESC)"\]$/));
  });
});

describe('the payments export', () => {
  test('writes a spreadsheet-friendly CSV with Italian headers and numbers', () => {
    const csv = paymentsCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Studente;Lezioni;Ore;Lordo;IVA;Netto;Sconto;Pagato;Coupon;ID transazione',
      '15/06/2026 12:00;Marco Rossi;2;2,5;1.062,50;191,60;870,90;25,00;1.037,50;LV-AB12-CD34;8PX12345AB',
      '01/06/2026 10:00;Giulia Bianchi;1;1;25,00;4,51;20,49;0,00;25,00;;MANUALE-1A2B3C4D',
      '',
    ]);
  });

  test('shows as text what a spreadsheet would run: a name, a coupon or a transaction starting with = + - @', () => {
    const [row] = rows;
    const planted = { ...row!, studentName: '=HYPERLINK("http://x.test","premi")', coupons: ['+39', '-1+1'], transactionId: '@SUM(1)' };
    const line = paymentsCsv([planted]).split('\r\n')[1];
    expect(line).toBe(`15/06/2026 12:00;"'=HYPERLINK(""http://x.test"",""premi"")";2;2,5;1.062,50;191,60;870,90;25,00;1.037,50;'+39, -1+1;'@SUM(1)`);
  });
});
