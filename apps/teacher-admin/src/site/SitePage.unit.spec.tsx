import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { SiteProfile } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { SitePage } from './SitePage';

const stored: SiteProfile = {
  legalName: 'Elena Ferri',
  address: 'Via Zamboni 33, 40126 Bologna (BO)',
  vatNumber: '01234567890',
  taxCode: 'FRRLNE85M41A944K',
  email: 'contatti@lavagna.test',
  messaging: 'https://wa.me/393331234567',
  instagram: 'https://www.instagram.com/lavagna',
  facebook: '',
  tiktok: '',
  substack: 'https://lavagna.substack.com',
  bio: 'Insegno fisica e matematica.\n\nAmo viaggiare.',
};

const VAT_MESSAGE = 'La partita IVA è composta da 11 cifre';

/** The API: the stored profile, replaced by each accepted PUT. */
const fakeApi = (): Handler => {
  let profile = { ...stored };
  return (url, init) => {
    if (url !== '/api/site/profile') throw new Error(`unexpected ${url}`);
    if (init.method === 'PUT') profile = bodyOf(init);
    return json(200, profile);
  };
};

const renderPage = (handler: Handler) => {
  const fetch = mockFetch(handler);
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SitePage />
      <Notification />
    </AdminContext>,
  );
  return fetch;
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The text under an input: its help, or its error. */
const helpOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
};
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The toast of a refused form stays for seconds; the teacher can close it with Esc. */
const dismissToast = async () => {
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
};
const puts = (fetch: ReturnType<typeof mockFetch>) =>
  callsTo(fetch, '/api/site/profile').filter(([, init]) => init?.method === 'PUT');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Sito pubblico page', () => {
  test('shows the public facts read-only until Modifica', { timeout: 20_000 }, async () => {
    renderPage(fakeApi());
    expect(await screen.findByDisplayValue('Elena Ferri')).toBeTruthy();
    expect(input('Partita IVA').value).toBe('01234567890');
    expect(input('Codice fiscale').value).toBe('FRRLNE85M41A944K');
    expect(input('Email di contatto').value).toBe('contatti@lavagna.test');
    expect(input('Substack').value).toBe('https://lavagna.substack.com');
    expect(input('Biografia').value).toBe(stored.bio);
    expect(helpOf('Biografia')).toBe('Testo semplice: separa i paragrafi con una riga vuota. 44 di 20.000 caratteri');
    expect(input('Partita IVA').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(input('Partita IVA').readOnly).toBe(false);
    expect(input('Biografia').readOnly).toBe(false);
  });

  test('checks the facts before sending, then saves them with PUT', { timeout: 20_000 }, async () => {
    const fetch = renderPage(fakeApi());
    await screen.findByDisplayValue('Elena Ferri');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));

    type('Partita IVA', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(VAT_MESSAGE)).toBeTruthy();
    expect(helpOf('Partita IVA')).toBe(VAT_MESSAGE);
    expect(await screen.findByText('Errori di formattazione')).toBeTruthy();
    expect(puts(fetch)).toHaveLength(0);
    await dismissToast();

    type('Partita IVA', '09876543210');
    type('Codice fiscale', 'frrlne85m41a944k');
    type('TikTok', 'https://www.tiktok.com/@lavagna');
    type('Biografia', 'Insegno fisica.');
    expect(helpOf('Biografia')).toMatch(/ 15 di 20\.000 caratteri$/);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Dati salvati con successo')).toBeTruthy();
    expect(puts(fetch).map(([, init]) => bodyOf(init))).toEqual([
      {
        ...stored,
        vatNumber: '09876543210',
        taxCode: 'FRRLNE85M41A944K',
        tiktok: 'https://www.tiktok.com/@lavagna',
        bio: 'Insegno fisica.',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifica' })).toBeTruthy());
    expect(input('Codice fiscale').value).toBe('FRRLNE85M41A944K');
    expect(input('Partita IVA').readOnly).toBe(true);
  });

  test('shows each rule of the contract on its field', { timeout: 20_000 }, async () => {
    const fetch = renderPage(fakeApi());
    await screen.findByDisplayValue('Elena Ferri');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    type('Nome del titolare', '');
    type('Codice fiscale', 'ABC');
    type('Instagram', 'instagram.com/lavagna');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(helpOf('Nome del titolare')).toBe('Indica il nome del titolare'));
    expect(helpOf('Codice fiscale')).toBe('Il codice fiscale è composto da 16 caratteri (o 11 cifre)');
    expect(helpOf('Instagram')).toBe('Inserisci un indirizzo web completo, che inizi con https://');
    expect(helpOf('Facebook')).toBe('Lascia vuoto se non usi questo canale');
    expect(puts(fetch)).toHaveLength(0);
  });

  test('Annulla puts back the stored facts', { timeout: 20_000 }, async () => {
    const fetch = renderPage(fakeApi());
    await screen.findByDisplayValue('Elena Ferri');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    type('Indirizzo', 'Via Roma 1');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(input('Indirizzo').value).toBe(stored.address);
    expect(input('Indirizzo').readOnly).toBe(true);
    expect(puts(fetch)).toHaveLength(0);
  });

  test("shows the server's refusal of a field on that field", { timeout: 20_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    const refusal = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'REQUEST.VALIDATION',
      message: 'Errori di formattazione',
      errors: [{ path: 'vatNumber', message: VAT_MESSAGE }],
    };
    const fetch = renderPage((url, init) => (init.method === 'PUT' ? json(400, refusal) : api(url, init)));
    await screen.findByDisplayValue('Elena Ferri');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    type('Indirizzo', 'Via Irnerio 5, 40126 Bologna (BO)');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(helpOf('Partita IVA')).toBe(VAT_MESSAGE));
    expect(await screen.findByText('Errori di formattazione')).toBeTruthy();
    expect(puts(fetch)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Salva' })).toBeTruthy();
    expect(input('Indirizzo').value).toBe('Via Irnerio 5, 40126 Bologna (BO)');
  });

  test('says so when the facts cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(() => json(500, { status: 500, message: 'Errore del server – Riprova più tardi' }));
    expect(await screen.findByText('Errore nel recupero dei dati del sito')).toBeTruthy();
  });
});
