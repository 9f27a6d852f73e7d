import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allDay, lesson, studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';
import { issuedCoupon } from './useCancelLesson';

// Thursday 26 March 2026, 09:00 in Rome.
const NOW = new Date('2026-03-26T08:00:00.000Z');
const lessons = [
  lesson('today', '2026-03-26T14:00:00.000Z', '2026-03-26T15:00:00.000Z', false),
  lesson('paid', '2026-03-27T14:00:00.000Z', '2026-03-27T15:30:00.000Z', true),
  lesson('unpaid', '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z', false),
  lesson('old', '2026-03-20T09:00:00.000Z', '2026-03-20T10:00:00.000Z', true),
];

const COUPON = { code: 'LAV-7K2P-9QXD', value: 37.5, expirationDate: '2026-05-26T08:30:00.000Z' };

/** The API of these pages; a cancelled lesson leaves the list (a paid one answers its coupon). */
/** When the stand-in server last answered a DELETE: the reload's 1.5 s count from there. */
let lastDeleteAt = 0;

const makeServer = (deleteAnswer: (id: string) => Response = () => json(200, { success: true })) => {
  let current = [...lessons];
  return (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/users/validate')) return json(200, studentProfile());
    if (url.includes('/api/calendar/personalevents')) return json(200, current);
    if (url.includes('/api/calendar/events?')) return json(200, current);
    if (url.includes('/api/users/availabilities')) return json(200, allDay);
    if (url.endsWith('/api/lessons/notes')) return json(200, []);
    if (init?.method === 'DELETE' && url.includes('/api/calendar/events/')) {
      const id = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
      const answer = deleteAnswer(id);
      lastDeleteAt = performance.now();
      if (answer.ok) current = current.filter((l) => l._id !== id);
      return answer;
    }
    return json(404, { message: 'Risorsa non trovata' });
  };
};
const withCoupon = (id: string) => json(200, id === 'paid' ? { success: true, coupon: COUPON } : { success: true });
let server = makeServer(withCoupon);

const card = (name: RegExp) => screen.getByRole('article', { name });

beforeEach(() => {
  server = makeServer(withCoupon);
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
    expect(screen.queryByRole('dialog', { name: 'Coupon sconto emesso' })).toBeNull();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/calendar/events/unpaid') && init?.method === 'DELETE')).toBe(true);
  });

  it('cancels a paid lesson for a coupon: the notice stays while the list reloads 1.5 s later', async () => {
    const { fetch } = await renderApp('/gestisci-le-tue-lezioni', makeServer(withCoupon));
    const listLoads = () => fetch.mock.calls.filter(([url]) => String(url).includes('/api/calendar/personalevents')).length;
    const paid = await screen.findByRole('article', { name: /Venerdì 27 marzo/ });
    fireEvent.click(within(paid).getByRole('button', { name: 'Cancella Lezione' }));
    const choice = screen.getByRole('dialog', { name: 'Questa lezione è già pagata' });
    expect(within(choice).getByRole('button', { name: 'Sposta gratuitamente' })).toBeInTheDocument();
    fireEvent.click(within(choice).getByRole('button', { name: 'Cancella e ricevi un coupon' }));

    const notice = await screen.findByRole('dialog', { name: 'Coupon sconto emesso' });
    const loadsBefore = listLoads();
    expect(await screen.findByText('Coupon sconto emesso con successo')).toBeInTheDocument();
    expect(within(notice).getByText('LAV-7K2P-9QXD')).toBeInTheDocument();
    expect(within(notice).getByText('37,50 €')).toBeInTheDocument();
    expect(within(notice).getByText('26/05/2026')).toBeInTheDocument();
    expect(within(notice).getByText(/valido 2 mesi: usalo nella schermata di pagamento con il pulsante 'Usa Coupon Sconto'/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Vai ai tuoi coupon' })).toHaveAttribute('href', '/lista-coupon');
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/calendar/events/paid') && init?.method === 'DELETE')).toBe(true);
    // behind the modal (aria-hidden): the card, locked, until the reload
    expect(within(paid).getByRole('button', { name: 'Cancella Lezione', hidden: true })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Prossime Lezioni (3)', hidden: true })).toBeInTheDocument();

    // the lessons reload 1.5 s after the deletion, the notice stays
    expect(await screen.findByRole('heading', { name: 'Prossime Lezioni (2)', hidden: true }, { timeout: 3000 })).toBeInTheDocument();
    expect(performance.now() - lastDeleteAt).toBeGreaterThanOrEqual(1400);
    expect(listLoads()).toBe(loadsBefore + 1);
    expect(screen.queryByRole('article', { name: /Venerdì 27 marzo/, hidden: true })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Coupon sconto emesso' })).toBeVisible();

    fireEvent.click(within(notice).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Coupon sconto emesso' })).toBeNull());
  });

  it("shows the server's refusal of a paid lesson's cancellation, without a coupon", async () => {
    const refuse = () => json(409, { message: 'La lezione è oggi! Non è possibile cancellarla o spostarla' });
    await renderApp('/gestisci-le-tue-lezioni', makeServer(refuse));
    const paid = await screen.findByRole('article', { name: /Venerdì 27 marzo/ });
    fireEvent.click(within(paid).getByRole('button', { name: 'Cancella Lezione' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Questa lezione è già pagata' })).getByRole('button', { name: 'Cancella e ricevi un coupon' }));
    expect(await screen.findByText('La lezione è oggi! Non è possibile cancellarla o spostarla')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Coupon sconto emesso' })).toBeNull();
    expect(await within(paid).findByRole('button', { name: 'Cambia Data' })).toBeEnabled();
  });

  it("moves a paid lesson: 'Cambia Data' opens the calendar in reschedule mode", async () => {
    const { router } = await renderApp('/gestisci-le-tue-lezioni', server);
    const paid = await screen.findByRole('article', { name: /Venerdì 27 marzo/ });
    fireEvent.click(within(paid).getByRole('button', { name: 'Cambia Data' }));
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

describe('issuedCoupon', () => {
  it('reads the coupon of a cancellation answer, or none', () => {
    expect(issuedCoupon({ success: true, coupon: COUPON })).toEqual(COUPON);
    expect(issuedCoupon({ success: true })).toBeNull();
    expect(issuedCoupon({ success: true, coupon: { code: 'X', value: '25' } })).toBeNull();
    expect(issuedCoupon(null)).toBeNull();
  });
});
