import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { FiscalProfileView } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { FiscalProfilePage } from './FiscalProfilePage';

const stored: FiscalProfileView = {
  regime: 'RF01',
  partitaIva: '00000000372',
  codiceFiscale: 'FRRLNE85A00A944X',
  denominazione: 'Elena Ferri',
  indirizzo: 'Via del Pratello 12',
  cap: '40122',
  comune: 'Bologna',
  provincia: 'BO',
  series: 'L',
  bolloCharged: false,
};
const CHECK_MESSAGE = "La partita IVA non è valida: l'ultima cifra di controllo non corrisponde";
const URL = '/api/admin/fiscal-profile';

/** The API: the stored profile, replaced by each accepted PUT. */
const fakeApi = (): Handler => {
  let profile: FiscalProfileView | null = { ...stored };
  return (url, init) => {
    if (url !== URL) throw new Error(`unexpected ${url}`);
    if (init.method === 'PUT') profile = bodyOf(init);
    return json(200, { profile });
  };
};

const renderPage = (handler: Handler) => {
  const fetch = mockFetch(handler);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FiscalProfilePage />
      <Notification />
    </AdminContext>,
  );
  return fetch;
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const helpOf = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const puts = (fetch: ReturnType<typeof mockFetch>) => callsTo(fetch, URL).filter(([, init]) => init?.method === 'PUT');
const BOLLO = 'Imposta di bollo (2,00 €) a carico dello studente';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Dati di fatturazione page', () => {
  test('shows the profile read-only, ordinario without the bollo switch', async () => {
    renderPage(fakeApi());
    expect(await screen.findByDisplayValue('Elena Ferri')).toBeTruthy();
    expect(input('Partita IVA').value).toBe('00000000372');
    expect(input('Partita IVA').readOnly).toBe(true);
    expect((screen.getByLabelText(/RF01 - Ordinario/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(BOLLO)).toBeNull();
  });

  test('checks the partita IVA check digit before sending, then saves forfettario with the bollo charged', { timeout: 20_000 }, async () => {
    const fetch = renderPage(fakeApi());
    await screen.findByDisplayValue('Elena Ferri');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));

    type('Partita IVA', '00000000373');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(helpOf('Partita IVA')).toBe(CHECK_MESSAGE));
    expect(puts(fetch)).toHaveLength(0);

    type('Partita IVA', '00743110157');
    fireEvent.click(screen.getByLabelText(/RF19 - Forfettario/));
    fireEvent.click(await screen.findByLabelText(BOLLO));
    type('Provincia (sigla)', 'mi');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Dati di fatturazione salvati: valgono dal prossimo pagamento')).toBeTruthy();
    expect(puts(fetch).map(([, init]) => bodyOf(init))).toEqual([{ ...stored, regime: 'RF19', partitaIva: '00743110157', provincia: 'MI', bolloCharged: true }]);
  });

  test("shows the server's refusal of a field on that field", { timeout: 20_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    const refusal = { status: 400, code: 'REQUEST.VALIDATION', message: 'Il CAP è composto da 5 cifre', errors: [{ path: 'cap', message: 'Il CAP è composto da 5 cifre' }] };
    renderPage((url, init) => (init.method === 'PUT' ? json(400, refusal) : api(url, init)));
    await screen.findByDisplayValue('Elena Ferri');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(helpOf('CAP')).toBe('Il CAP è composto da 5 cifre'));
  });
});
