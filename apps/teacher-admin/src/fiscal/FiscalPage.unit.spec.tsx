import { afterEach, beforeEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { ITALIAN_MONTHS, type FiscalReportView } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { FiscalPage } from './FiscalPage';
import { filterOf, romeNow } from './useFiscalFilter';
import { fiscalQueryString } from './api';

// The chart draws SVG with layout measures jsdom lacks; the stub shows what it was given.
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ xAxis, series }: { xAxis: { data: string[] }[]; series: { label: string; data: number[] }[] }) => (
    <ul aria-label="grafico">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${xAxis[0]!.data.map((m, i) => `${m}=${s.data[i]}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

const months = ITALIAN_MONTHS.map((month) => ({ month, gross: 0, net: 0 }));
months[5] = { month: 'giugno', gross: 1284.5, net: 1052.87 };
months[4] = { month: 'maggio', gross: 25, net: 20.49 };

const june: FiscalReportView = {
  year: 2026,
  month: 'giugno',
  studentId: null,
  rows: [
    { id: 'o1', date: '2026-05-31T22:30:00.000Z', studentId: 's1', user: 'Marco Rossi', transactionId: 'T1', gross: 1234.5, vat: 222.61, net: 1011.89 },
    { id: 'o2', date: '2026-06-15T10:00:00.000Z', studentId: 's2', user: 'Giulia Bianchi', transactionId: 'T2', gross: 50, vat: 9.02, net: 40.98 },
  ],
  totals: { gross: 1284.5, vat: 231.63, net: 1052.87 },
  months,
};

const students = [{ id: 's2', name: 'Giulia', surname: 'Bianchi', email: 'g@lavagna.test' }];

const reportAnd = (report: FiscalReportView | ((url: string) => Response)): Handler => (url) => {
  if (url.startsWith('/api/admin/fiscal?')) return typeof report === 'function' ? report(url) : json(200, report);
  if (url.startsWith('/api/admin/students')) return json(200, students, { 'Content-Range': 'students 0-0/1' });
  throw new Error(`unexpected ${url}`);
};

const renderPage = (handler: Handler, search = '?year=2026&month=giugno') => {
  const fetch = mockFetch(handler);
  render(
    <MemoryRouter initialEntries={[`/teacher-fisca-linfo${search}`]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <FiscalPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return fetch;
};

const reportCalls = (fetch: ReturnType<typeof mockFetch>) =>
  callsTo(fetch, '/api/admin/fiscal?').map(([url]) => String(url));

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the fiscal report filters', () => {
  test('default to the current Rome year and month, and read the URL', () => {
    // 30 June 22:30 UTC is already 1 July in Rome
    expect(filterOf(new URLSearchParams(), new Date('2026-06-30T22:30:00Z'))).toEqual({ year: 2026, month: 'luglio', studentId: undefined });
    expect(filterOf(new URLSearchParams('year=2025&month=tutti&studentId=s1'))).toEqual({ year: 2025, month: undefined, studentId: 's1' });
    expect(filterOf(new URLSearchParams('year=abc&month=June'), new Date('2026-03-10T12:00:00Z'))).toEqual({
      year: 2026,
      month: 'marzo',
      studentId: undefined,
    });
  });

  test('become the query string, leaving out what is not chosen', () => {
    expect(fiscalQueryString({ year: 2026, month: 'giugno', studentId: 's 1' })).toBe('year=2026&month=giugno&studentId=s+1');
    expect(fiscalQueryString({ year: 2026 })).toBe('year=2026');
  });
});

describe('the Dati Fiscali page', () => {
  test('lists the payments and the totals of the chosen month in Italian format', { timeout: 20_000 }, async () => {
    const fetch = renderPage(reportAnd(june));
    const table = await screen.findByRole('table', { name: 'Pagamenti del periodo' });
    expect(reportCalls(fetch)).toEqual(['/api/admin/fiscal?year=2026&month=giugno']);
    expect(within(table).getAllByRole('row').map(text)).toEqual([
      'DataUtenteImportoIVANetto',
      '01/06/2026Marco Rossi1.234,50 €222,61 €1.011,89 €',
      '15/06/2026Giulia Bianchi50,00 €9,02 €40,98 €',
      'Totale1.284,50 €231,63 €1.052,87 €',
    ]);
    expect(text(screen.getByTestId('fiscal-total-gross'))).toBe('1.284,50 €');
    expect(text(screen.getByTestId('fiscal-total-vat'))).toBe('231,63 €');
    expect(text(screen.getByTestId('fiscal-total-net'))).toBe('1.052,87 €');
    expect(screen.getByRole('combobox', { name: 'Mese' }).textContent).toBe('giugno');
    expect(screen.getByRole('combobox', { name: 'Anno' }).textContent).toBe('2026');
  });

  test('charts gross and net of each month of the year with Italian month names', async () => {
    renderPage(reportAnd(june));
    const chart = await screen.findByRole('figure', { name: 'Lordo e netto per mese nel 2026' });
    const [gross, net] = within(chart).getAllByRole('listitem').map(text);
    expect(gross).toBe('Lordo: Gen=0 Feb=0 Mar=0 Apr=0 Mag=25 Giu=1284.5 Lug=0 Ago=0 Set=0 Ott=0 Nov=0 Dic=0');
    expect(net).toContain('Giu=1052.87');
  });

  test('asks again when the month, the year or the student changes', { timeout: 20_000 }, async () => {
    const fetch = renderPage(reportAnd(june));
    await screen.findByRole('table', { name: 'Pagamenti del periodo' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mese' }));
    fireEvent.click(await screen.findByRole('option', { name: 'tutti i mesi' }));
    await waitFor(() => expect(reportCalls(fetch).at(-1)).toBe('/api/admin/fiscal?year=2026'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Anno' }));
    const previous = String(romeNow().year - 1);
    fireEvent.click(await screen.findByRole('option', { name: previous }));
    await waitFor(() => expect(reportCalls(fetch).at(-1)).toBe(`/api/admin/fiscal?year=${previous}`));

    const student = screen.getByRole('combobox', { name: 'Studente' });
    fireEvent.change(student, { target: { value: 'Giu' } });
    const searched = () => callsTo(fetch, '/api/admin/students').some(([url]) => decodeURIComponent(String(url)).includes('"q":"Giu"'));
    await waitFor(() => expect(searched()).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: 'Giulia Bianchi' }));
    await waitFor(() => expect(reportCalls(fetch).at(-1)).toBe(`/api/admin/fiscal?year=${previous}&studentId=s2`));
  });

  test('shows a progress bar while loading, then says when there are no payments', async () => {
    let answer: (r: Response) => void = () => undefined;
    renderPage(reportAnd(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response));
    expect(await screen.findByRole('progressbar', { name: 'Caricamento dei dati fiscali' })).toBeTruthy();
    answer(json(200, { ...june, rows: [], totals: { gross: 0, vat: 0, net: 0 } }));
    expect(await screen.findByText('Nessun pagamento nel periodo scelto')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(text(screen.getByTestId('fiscal-total-gross'))).toBe('0,00 €');
  });

  test('words a failure in Italian', async () => {
    renderPage(reportAnd(() => json(500, { status: 500 })));
    expect(await screen.findByText('Errore nel recupero dei dati fiscali')).toBeTruthy();
    cleanup();
    renderPage(reportAnd(() => json(400, { status: 400, code: 'VALIDATION', message: 'Anno non valido' })));
    expect(await screen.findByText('Anno non valido')).toBeTruthy();
  });
});

describe('Scarica CSV', () => {
  const CSV = '\uFEFFData;Utente;Lordo;IVA;Netto\r\nTotale;;1.284,50;231,63;1.052,87\r\n';
  let saved: { href: string; download: string }[];
  let blobs: Map<string, Blob>;

  beforeEach(() => {
    saved = [];
    blobs = new Map();
    let n = 0;
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const href = `blob:test/${(n += 1)}`;
        blobs.set(href, blob);
        return href;
      },
      revokeObjectURL: () => undefined,
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });

  const csvAnd = (csv: (url: string, init: RequestInit) => Response): Handler => (url, init) =>
    url.startsWith('/api/admin/fiscal.csv') ? csv(url, init) : reportAnd(june)(url, init);

  test("fetches the file with the page's filters and the session, and saves it under the server's name with its BOM", async () => {
    const fetch = renderPage(
      csvAnd(() => new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="pagamenti-2026-giugno.csv"' } })),
      '?year=2026&month=giugno&studentId=s2',
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const calls = callsTo(fetch, '/api/admin/fiscal.csv');
    expect(calls.map(([url]) => url)).toEqual(['/api/admin/fiscal.csv?year=2026&month=giugno&studentId=s2']);
    expect(calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(saved[0]!.download).toBe('pagamenti-2026-giugno.csv');
    const bytes = new Uint8Array(await blobs.get(saved[0]!.href)!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  test('renews the session once on 401, and names the file itself when the server does not', async () => {
    let csvCalls = 0;
    const fetch = renderPage(
      (url, init) => {
        if (url.startsWith('/api/users/refresh-token')) return json(200, { success: true });
        if (url.startsWith('/api/admin/fiscal.csv'))
          return (csvCalls += 1) === 1 ? json(401, { status: 401 }) : new Response(CSV, { status: 200 });
        return reportAnd(june)(url, init);
      },
      '?year=2025&month=tutti',
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(fetch, '/api/users/refresh-token')).toHaveLength(1);
    expect(callsTo(fetch, '/api/admin/fiscal.csv').map(([url]) => url)).toEqual([
      '/api/admin/fiscal.csv?year=2025',
      '/api/admin/fiscal.csv?year=2025',
    ]);
    expect(saved[0]!.download).toBe('pagamenti-2025.csv');
  });

  test('says so in Italian when the download fails', async () => {
    renderPage(csvAnd(() => json(500, { status: 500 })));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    expect(await screen.findByText('Errore durante il download del CSV')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
