import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allDay, lesson, studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

// Thursday 26 March 2026, 09:00 in Rome.
const NOW = new Date('2026-03-26T08:00:00.000Z');
const lessons = [
  lesson('today', '2026-03-26T14:00:00.000Z', '2026-03-26T15:00:00.000Z', false),
  lesson('paid', '2026-03-27T14:00:00.000Z', '2026-03-27T15:30:00.000Z', true),
  lesson('unpaid', '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z', false),
  lesson('old', '2026-03-20T09:00:00.000Z', '2026-03-20T10:00:00.000Z', true),
];

const server = (url: string, init?: RequestInit) => {
  if (url.endsWith('/api/users/validate')) return json(200, studentProfile());
  if (url.includes('/api/calendar/personalevents')) return json(200, lessons);
  if (url.includes('/api/calendar/events?')) return json(200, lessons);
  if (url.includes('/api/users/availabilities')) return json(200, allDay);
  if (init?.method === 'DELETE' && url.endsWith('/paid')) return json(409, { message: 'Questa lezione è pagata: annullandola riceverai un coupon' });
  if (init?.method === 'DELETE') return json(200, { success: true });
  return json(404, { message: 'Risorsa non trovata' });
};

const card = (name: RegExp) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Gestisci le Tue Lezioni', () => {
  it('lists the coming lessons with their status and the unpaid total', async () => {
    await renderApp('/gestisci-le-tue-lezioni', server);
    expect(await screen.findByRole('heading', { name: 'Prossime Lezioni (3)' })).toBeInTheDocument();
    expect(screen.getByText('2 lezioni, 2 ore: 50,00 € IVA inclusa')).toBeInTheDocument();
    expect(within(card(/Venerdì 27 marzo/)).getByText('Confermata')).toBeInTheDocument();
    expect(within(card(/Sabato 28 marzo/)).getByText('Da Pagare')).toBeInTheDocument();
    expect(within(card(/Sabato 28 marzo/)).queryByRole('button', { name: 'Cambia Data' })).toBeNull();
  });

  it('blocks cancelling or moving a lesson of today', async () => {
    await renderApp('/gestisci-le-tue-lezioni', server);
    const today = await screen.findByRole('article', { name: /Giovedì 26 marzo/ });
    expect(within(today).getByText('La lezione è oggi! Non è possibile cancellarla o spostarla')).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Cancella Lezione' })).toBeDisabled();
  });

  it('shows booking date, payment date and transaction code on request', async () => {
    await renderApp('/gestisci-le-tue-lezioni', server);
    const paid = await screen.findByRole('article', { name: /Venerdì 27 marzo/ });
    fireEvent.click(within(paid).getByRole('button', { name: 'Dettagli' }));
    expect(within(paid).getByText('20/03/2026 11:05')).toBeVisible();
    expect(within(paid).getByText('PAYPAL-123')).toBeVisible();
  });

  it('cancels an unpaid lesson after the confirmation', async () => {
    const { fetch } = await renderApp('/gestisci-le-tue-lezioni', server);
    fireEvent.click(within(await screen.findByRole('article', { name: /Sabato 28 marzo/ })).getByRole('button', { name: 'Cancella Lezione' }));
    const dialog = screen.getByRole('dialog', { name: 'Confermi la cancellazione della lezione?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancella Lezione' }));
    expect(await screen.findByText('Lezione cancellata con successo')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/calendar/events/unpaid') && init?.method === 'DELETE')).toBe(true);
  });

  it('offers a paid lesson a free move or a coupon, and shows the server answer', async () => {
    const { router } = await renderApp('/gestisci-le-tue-lezioni', server);
    const paid = await screen.findByRole('article', { name: /Venerdì 27 marzo/ });
    fireEvent.click(within(paid).getByRole('button', { name: 'Cancella Lezione' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Questa lezione è già pagata' })).getByRole('button', { name: 'Cancella e ricevi un coupon' }));
    expect(await screen.findByText('Questa lezione è pagata: annullandola riceverai un coupon')).toBeInTheDocument();

    fireEvent.click(await within(paid).findByRole('button', { name: 'Cambia Data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendario'));
    expect(router.state.location.search).toEqual({ modifica: 'paid' });
    expect(JSON.parse(sessionStorage.getItem('lavagna.reschedule') ?? '{}')._id).toBe('paid');
  });

  it('opens the payment step for the unpaid lessons', async () => {
    await renderApp('/gestisci-le-tue-lezioni', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Paga ora e conferma le lezioni' }));
    expect(screen.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeInTheDocument();
    expect(screen.getByText('50,00 €')).toBeInTheDocument();
    expect(screen.getByText('9,02 €')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Torna indietro' }));
    expect(screen.getByRole('heading', { name: 'Prossime Lezioni (3)' })).toBeInTheDocument();
  });
});

describe('Lezioni Passate', () => {
  it('lists lessons already started as Terminata', async () => {
    await renderApp('/lezioni-passate', server);
    expect(await screen.findByRole('heading', { name: 'Lezioni Passate (1)' })).toBeInTheDocument();
    expect(within(card(/Venerdì 20 marzo/)).getByText('Terminata')).toBeInTheDocument();
  });
});
