import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { AdminReview } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';

const longText =
  'Le lezioni di fisica mi hanno aiutato moltissimo: finalmente ho capito la cinematica e sono riuscito a superare la verifica con un otto pieno.';

const review = (id: string, name: string, description: string, text: string, more: Partial<AdminReview>): AdminReview => ({
  id,
  studentId: `s${id.slice(1)}`,
  name,
  description,
  text,
  rank: null,
  hidden: false,
  submittedAt: '2026-03-10T17:30:00.000Z',
  ...more,
});

const initial: AdminReview[] = [
  review('r1', 'Marco R.', 'Fisica, quarto anno', longText, { rank: 1 }),
  review(
    'r2',
    'Giulia B.',
    'Analisi 1',
    'Spiegazioni chiare e tanta pazienza, consigliatissima a chi prepara un esame universitario difficile.',
    { submittedAt: '2026-04-02T08:05:00.000Z' },
  ),
  review(
    'r3',
    'Luca V.',
    'Matematica, maturità',
    'Grazie a queste lezioni ho preparato la seconda prova della maturità senza ansia e con ottimi risultati.',
    { hidden: true, submittedAt: '2026-05-20T22:30:00.000Z' },
  ),
];

const RANK_MESSAGE = 'La posizione deve essere un numero intero da 1 a 999';

/** The API's reviews, changed by the PUTs it receives. */
const fakeApi = () => {
  const reviews = initial.map((r) => ({ ...r }));
  const handler: Handler = (url, init) => {
    const command = /^\/api\/admin\/reviews\/(\w+)\/(rank|visibility)$/.exec(url);
    if (command && init.method === 'PUT') {
      const review = reviews.find((r) => r.id === command[1])!;
      Object.assign(review, bodyOf(init));
      return json(200, review);
    }
    const one = /^\/api\/admin\/reviews\/(\w+)$/.exec(url);
    if (one) return json(200, reviews.find((r) => r.id === one[1]));
    if (url.startsWith('/api/admin/reviews?')) return json(200, reviews, { 'Content-Range': 'reviews 0-24/57' });
    if (url.startsWith('/api/admin/students')) {
      return json(200, [{ id: 's1', name: 'Marco', surname: 'Rossi' }], { 'Content-Range': 'students 0-0/1' });
    }
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  };
  return handler;
};

const renderConsole = (handler: Handler, path = '/reviews') => {
  const fetch = mockFetch(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value="reviews">
          <Routes>
            <Route path="/reviews" element={<ReviewList />} />
            <Route path="/reviews/:id/show" element={<ReviewShow />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return fetch;
};

const lastQuery = (fetch: ReturnType<typeof mockFetch>) => {
  const url = String(callsTo(fetch, '/api/admin/reviews?').at(-1)?.[0] ?? '');
  const params = new URL(url, 'http://localhost').searchParams;
  return { filter: JSON.parse(params.get('filter') ?? '{}'), range: params.get('range'), sort: params.get('sort') };
};
const puts = (fetch: ReturnType<typeof mockFetch>, id: string, command: string) =>
  callsTo(fetch, `/api/admin/reviews/${id}/${command}`).map(([, init]) => bodyOf(init));

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map(text);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Recensioni list', () => {
  test('shows the reviews in home order with their Italian columns and the total', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Marco R.');
    expect(lastQuery(fetch)).toEqual({ filter: {}, range: '[0,24]', sort: '["rank","ASC"]' });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map(text);
    expect(headers).toEqual(['Nome', 'Descrizione', 'Testo', 'Inviata il', 'Posizione', 'Stato', '']);
    expect(cellsOf('Marco R.').slice(0, 6)).toEqual([
      'Marco R.',
      'Fisica, quarto anno',
      'Le lezioni di fisica mi hanno aiutato moltissimo: finalmente ho capito la cinematica e…',
      '10/03/2026 18:30',
      '1',
      'Visibile',
    ]);
    expect(cellsOf('Luca V.').slice(3, 6)).toEqual(['21/05/2026 00:30', '—', 'Nascosta']);
    expect(screen.getByText('1-25 di 57')).toBeTruthy();
    expect(screen.getByText(/In home compaiono solo le recensioni con una posizione/)).toBeTruthy();
    expect(screen.getByText(/Le recensioni nascoste non compaiono da nessuna parte/)).toBeTruthy();
  });

  test('filters the hidden or the visible reviews', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Marco R.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stato' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nascoste' }));
    await waitFor(() => expect(lastQuery(fetch).filter).toEqual({ hidden: true }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stato' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Visibili' }));
    await waitFor(() => expect(lastQuery(fetch).filter).toEqual({ hidden: false }));
  });

  test('puts a review on the home page and shows its new rank', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Giulia B.');
    fireEvent.click(within(rowOf('Giulia B.')).getByRole('button', { name: 'Metti in home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Posizione in home della recensione di Giulia B.' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Posizione' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Recensione in home alla posizione 2')).toBeTruthy();
    expect(puts(fetch, 'r2', 'rank')).toEqual([{ rank: 2 }]);
    await waitFor(() => expect(cellsOf('Giulia B.')[4]).toBe('2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Giulia B.')).getByRole('button', { name: 'Cambia posizione' })).toBeTruthy();
  });

  test('refuses a rank outside 1..999 with the Italian message and sends nothing', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Marco R.');
    fireEvent.click(within(rowOf('Marco R.')).getByRole('button', { name: 'Cambia posizione' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Posizione' });
    expect((input as HTMLInputElement).value).toBe('1');
    for (const typed of ['0', '2,5', '1000']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
      expect(await within(dialog).findByText(RANK_MESSAGE)).toBeTruthy();
    }
    expect(puts(fetch, 'r1', 'rank')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('takes a review off the home page with a null rank', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Marco R.');
    fireEvent.click(within(rowOf('Marco R.')).getByRole('button', { name: 'Togli dalla home' }));
    expect(await screen.findByText('Recensione tolta dalla home')).toBeTruthy();
    expect(puts(fetch, 'r1', 'rank')).toEqual([{ rank: null }]);
    await waitFor(() => expect(cellsOf('Marco R.')[4]).toBe('—'));
  });

  test('hides a review', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Giulia B.');
    fireEvent.click(within(rowOf('Giulia B.')).getByRole('button', { name: 'Nascondi' }));
    expect(await screen.findByText('Recensione nascosta')).toBeTruthy();
    expect(puts(fetch, 'r2', 'visibility')).toEqual([{ hidden: true }]);
    await waitFor(() => expect(cellsOf('Giulia B.')[5]).toBe('Nascosta'));
    expect(within(rowOf('Giulia B.')).getByRole('button', { name: 'Mostra' })).toBeTruthy();
  });

  test('shows a hidden review again', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Luca V.');
    fireEvent.click(within(rowOf('Luca V.')).getByRole('button', { name: 'Mostra' }));
    expect(await screen.findByText('Recensione di nuovo visibile')).toBeTruthy();
    expect(puts(fetch, 'r3', 'visibility')).toEqual([{ hidden: false }]);
    await waitFor(() => expect(cellsOf('Luca V.')[5]).toBe('Visibile'));
  });

  const failing = (answer: Response) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    return renderConsole((url, init) => (init.method === 'PUT' ? answer : api(url, init)));
  };

  test("words a refused command with the API's message", { timeout: 20_000 }, async () => {
    failing(json(404, { status: 404, code: 'REQUEST.NOT_FOUND', message: 'Recensione non trovata' }));
    await screen.findByText('Giulia B.');
    fireEvent.click(within(rowOf('Giulia B.')).getByRole('button', { name: 'Nascondi' }));
    expect(await screen.findByText('Recensione non trovata')).toBeTruthy();
    expect(cellsOf('Giulia B.')[5]).toBe('Visibile');
  });

  test('words a server failure with its own message', { timeout: 20_000 }, async () => {
    failing(json(500, { status: 500, message: 'Errore del server – Riprova più tardi' }));
    await screen.findByText('Marco R.');
    fireEvent.click(within(rowOf('Marco R.')).getByRole('button', { name: 'Togli dalla home' }));
    expect(await screen.findByText("Errore nell'aggiornamento della recensione")).toBeTruthy();
  });
});

describe('a review page', () => {
  test('opens from its row with the full text, its author and the same commands', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    fireEvent.click(await screen.findByText('Marco R.'));
    expect(await screen.findByText(longText)).toBeTruthy();
    expect(await screen.findByText('Marco Rossi')).toBeTruthy();
    expect(screen.getByText('Fisica, quarto anno')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nascondi' }));
    expect(await screen.findByText('Recensione nascosta')).toBeTruthy();
    expect(puts(fetch, 'r1', 'visibility')).toEqual([{ hidden: true }]);
    expect(await screen.findByRole('button', { name: 'Mostra' })).toBeTruthy();
  });

  test('a command in a row does not open the review', { timeout: 20_000 }, async () => {
    const fetch = renderConsole(fakeApi());
    await screen.findByText('Giulia B.');
    fireEvent.click(within(rowOf('Giulia B.')).getByRole('button', { name: 'Metti in home' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('table')).toBeTruthy();
    expect(callsTo(fetch, '/api/admin/reviews/r2')).toHaveLength(0);
  });
});
