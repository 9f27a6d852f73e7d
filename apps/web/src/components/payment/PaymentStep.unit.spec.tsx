import type { Cart, CouponView } from '@lavagna/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lesson, studentProfile } from '../../test/calendarFixtures';
import { json, renderApp } from '../../test/renderApp';
import type { PayPalButtonsOptions } from './paypalSdk';

// Thursday 26 March 2026, 09:00 in Rome.
const NOW = new Date('2026-03-26T08:00:00.000Z');
const A = { id: 'a', start: '2026-03-27T14:00:00.000Z', end: '2026-03-27T15:30:00.000Z' }; // Fri 15:00-16:30, 37,50 €
const B = { id: 'b', start: '2026-03-28T09:00:00.000Z', end: '2026-03-28T10:00:00.000Z' }; // Sat 10:00-11:00, 25,00 €

const coupon = (code: string, value: number, expirationDate = '2026-05-20T10:00:00.000Z'): CouponView => ({
  code,
  value,
  expirationDate,
  creationDate: '2026-03-20T10:00:00.000Z',
  createdBy: 'cancellation',
  userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' },
  originalClass: null,
  redeemed: false,
});
const COUPONS = [coupon('SCONTO25', 25), coupon('GRANDE50', 50), coupon('RISERVATO', 10), coupon('VECCHIO', 25, '2026-03-20T10:00:00.000Z')];

const cents = (euro: number) => Math.round(euro * 100);
const vatOf = (euro: number) => (cents(euro) - Math.round(cents(euro) / 1.22)) / 100;

/** The server's pricing: 25 €/h, coupons capped to the total. */
function cartFor(codes: string[]): Cart {
  const lines = [A, B].map((l) => {
    const minutes = (Date.parse(l.end) - Date.parse(l.start)) / 60_000;
    return { eventId: l.id, start: l.start, end: l.end, minutes, amount: (minutes / 60) * 25 };
  });
  const gross = lines.reduce((s, l) => s + l.amount, 0);
  const offered = codes.reduce((s, c) => s + (COUPONS.find((x) => x.code === c)?.value ?? 0), 0);
  const discount = Math.min(offered, gross);
  const total = gross - discount;
  return { lines, gross, vat: vatOf(gross), net: gross - vatOf(gross), discount, lost: offered - discount, total, totalVat: vatOf(total), totalNet: total - vatOf(total) };
}

interface Options {
  provider?: 'demo' | 'paypal';
  complete?: () => Response;
  config?: { provider: 'paypal' | 'demo'; clientId: string | null };
  /** A parent paying for a minor who has not given billing data yet. */
  noBilling?: boolean;
  /** Calls whose first attempt meets a server failure (500, no rule). */
  failOnce?: ('billing' | 'create-order')[];
}

const SERVER_FAILURE = { status: 500, message: 'Errore del server – Riprova più tardi' };

const BILLING_MISSING = { status: 404, code: 'BILLING.MISSING', message: 'Prima di pagare inserisci i dati di fatturazione' };

function paymentServer({ provider = 'demo', complete, config, noBilling = false, failOnce = [] }: Options = {}) {
  const failing = new Set(failOnce);
  const state = { paid: false, orders: [] as { id: string; couponCodes: string[] }[], calls: [] as string[], billing: null as unknown };
  const handler = (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    state.calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/api/users/validate')) {
      return json(200, noBilling ? studentProfile({ tutor: { name: 'Anna', surname: 'Esposito' }, residence: { region: 'Lombardia', province: 'Milano' } }) : studentProfile());
    }
    if (noBilling && url.endsWith('/api/users/s1/billing')) {
      if (init?.method !== 'PUT') return state.billing ? json(200, state.billing) : json(404, BILLING_MISSING);
      if (failing.delete('billing')) return json(500, SERVER_FAILURE);
      state.billing = body;
      return json(200, body);
    }
    if (url.includes('/api/calendar/personalevents'))
      return json(200, [lesson(A.id, A.start, A.end, state.paid), lesson(B.id, B.start, B.end, state.paid)]);
    if (url.endsWith('/api/coupon/get-coupons/s1')) return json(200, { success: true, data: COUPONS });
    if (url.endsWith('/api/payments/create-order')) {
      if (failing.delete('create-order')) return json(500, SERVER_FAILURE);
      const codes: string[] = body.couponCodes;
      if (codes.includes('RISERVATO')) return json(409, { message: 'Questo coupon è in uso in un altro pagamento in corso, riprova tra qualche minuto' });
      const cart = cartFor(codes);
      if (noBilling && !state.billing && cart.total > 0) return json(409, { ...BILLING_MISSING, status: 409 });
      const id = `ORD-${state.orders.length + 1}`;
      state.orders.push({ id, couponCodes: codes });
      const free = cart.total === 0;
      return json(201, { id, orderId: id, requiresPayment: !free, provider: free ? 'coupons' : provider, expiresAt: '2026-03-26T08:15:00.000Z', cart });
    }
    if (url.endsWith('/api/payments/complete-order')) {
      if (complete) return complete();
      state.paid = true;
      const order = state.orders.find((o) => o.id === body.orderID);
      const free = cartFor(order?.couponCodes ?? []).total === 0;
      return json(200, { success: true, orderId: body.orderID, transactionId: free ? 'Pagata con Coupon' : 'DEMO-TX-1', amount: 0, payerName: 'Marco Rossi' });
    }
    if (url.endsWith('/api/payments/config') && config) return json(200, config);
    if (/\/api\/dev\/paypal\/orders\/[^/]+\/(approve|cancel)$/.test(url)) return json(200, { success: true });
    return json(404, { message: 'Risorsa non trovata' });
  };
  return { state, handler };
}

async function openPayment(options?: Options) {
  const server = paymentServer(options);
  const app = await renderApp('/gestisci-le-tue-lezioni', server.handler);
  fireEvent.click(await screen.findByRole('button', { name: 'Paga ora e conferma le lezioni' }));
  await screen.findByRole('heading', { name: 'Riepilogo della Prenotazione' });
  return { ...app, server };
}

const row = (label: string) => screen.getByRole('group', { name: label });
const couponInput = () => screen.getByLabelText('Codice del coupon');
const applyCode = (code: string) => {
  fireEvent.change(couponInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Applica Sconto' }));
};
const orderBodies = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/create-order')).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the payment step', () => {
  it("creates the order on entering and shows the server's cart: lessons, total and VAT", async () => {
    const { fetch } = await openPayment();
    const lessons = screen.getByRole('list', { name: 'Lezioni' });
    expect(within(lessons).getByText('Venerdì 27 marzo 2026')).toBeInTheDocument();
    expect(within(lessons).getByText('15:00 - 16:30 · 1,5 ore')).toBeInTheDocument();
    expect(within(lessons).getByText('10:00 - 11:00 · 1 ora')).toBeInTheDocument();
    expect(within(row('Totale (IVA inclusa)')).getByText('62,50 €')).toBeInTheDocument();
    expect(within(row('di cui IVA (22%)')).getByText('11,27 €')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'PayPal (demo)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carta di debito o credito (demo)' })).toBeInTheDocument();
    expect(screen.getByText(/Gateway di pagamento dimostrativo/)).toBeInTheDocument();
    expect(orderBodies(fetch)).toEqual([{ eventIds: ['a', 'b'], couponCodes: [] }]);
  });

  it('checks the coupon code before asking the server, with the exact messages', async () => {
    const { fetch } = await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));

    applyCode('');
    expect(await screen.findByText('Inserisci il codice del tuo coupon')).toBeInTheDocument();
    applyCode('NONMIO');
    expect(await screen.findByText('Il codice fornito non è valido')).toBeInTheDocument();
    applyCode('vecchio');
    expect(await screen.findByText('Il coupon che hai usato è scaduto')).toBeInTheDocument();
    expect(orderBodies(fetch)).toHaveLength(1);

    applyCode('sconto25');
    expect(await screen.findByText('Lo sconto è stato applicato')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    applyCode('SCONTO25');
    expect(await screen.findByText('Questo coupon è già stato utilizzato')).toBeInTheDocument();
    expect(orderBodies(fetch)).toHaveLength(2);
  });

  it('lists the active coupons and the rules; a click fills the code', async () => {
    await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    const list = await screen.findByRole('list', { name: 'I tuoi coupon attivi' });
    // Named by all it shows (WCAG 2.5.3), after a 'Usa il coupon' only read.
    const item = within(list).getByRole('button', { name: 'Usa il coupon GRANDE50 50,00 € scade il 20/05/2026' });
    expect(within(item).getByText('50,00 €')).toBeInTheDocument();
    expect(within(item).getByText('scade il 20/05/2026')).toBeInTheDocument();
    fireEvent.click(item);
    expect(couponInput()).toHaveValue('GRANDE50');
    expect(screen.getByText(/non è divisibile: se il suo valore supera il totale, la parte eccedente va persa/)).toBeInTheDocument();
    expect(screen.getByText(/I coupon sono trasferibili/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByLabelText('Codice del coupon')).toBeNull();
  });

  it('applies a coupon by creating the order again and shows the discounted cart', async () => {
    const { fetch } = await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    applyCode('SCONTO25');
    await screen.findByText('Lo sconto è stato applicato');
    expect(orderBodies(fetch).at(-1)).toEqual({ eventIds: ['a', 'b'], couponCodes: ['SCONTO25'] });
    expect(within(row('Prezzo delle lezioni')).getByText('62,50 €')).toBeInTheDocument();
    expect(within(row('Sconto coupon')).getByText('− 25,00 €')).toBeInTheDocument();
    expect(within(row('Totale (IVA inclusa)')).getByText('37,50 €')).toBeInTheDocument();
    expect(within(row('di cui IVA (22%)')).getByText('6,76 €')).toBeInTheDocument();
    expect(screen.queryByText(/la parte eccedente andrà persa/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il coupon SCONTO25' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Sconto coupon' })).toBeNull());
    expect(orderBodies(fetch).at(-1)).toEqual({ eventIds: ['a', 'b'], couponCodes: [] });
  });

  it('suggests the coupons that waste least for the lessons, and applies exactly those', async () => {
    const { fetch } = await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    // 62,50 € to pay; 25, 50 and 10 € spendable (VECCHIO expired): 50 + 10 covers 60 € and loses nothing.
    const box = await screen.findByRole('region', { name: 'Combinazione consigliata' });
    expect(within(box).getByText('Con GRANDE50 + RISERVATO copri 60,00 € del prezzo.')).toBeInTheDocument();
    expect(within(box).getByText('Nessun valore dei coupon va perso.')).toBeInTheDocument();
    fireEvent.click(within(box).getByRole('button', { name: 'Usa questi coupon' }));
    await waitFor(() => expect(orderBodies(fetch).at(-1)).toEqual({ eventIds: ['a', 'b'], couponCodes: ['GRANDE50', 'RISERVATO'] }));
  });

  it('says what will be lost before a coupon larger than what is left to pay is used', async () => {
    await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    applyCode('SCONTO25');
    await screen.findByText('Lo sconto è stato applicato');
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    // 37,50 € left: nothing said for a coupon that fits, the loss said for one that does not.
    fireEvent.change(couponInput(), { target: { value: 'risERVATO' } });
    expect(screen.queryByText(/andranno persi/)).toBeNull();
    fireEvent.click(within(screen.getByRole('list', { name: 'I tuoi coupon attivi' })).getByRole('button', { name: /GRANDE50/ }));
    expect(screen.getByText('Questo coupon vale 50,00 €: ne userai 37,50 €, i restanti 12,50 € andranno persi.')).toBeInTheDocument();
  });

  it("shows the server's refusal as is, and tells the console 'PayPalError in createOrder' with the reason", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    applyCode('RISERVATO');
    expect(await screen.findByText('Questo coupon è in uso in un altro pagamento in corso, riprova tra qualche minuto')).toBeInTheDocument();
    expect(within(row('Totale (IVA inclusa)')).getByText('62,50 €')).toBeInTheDocument();
    const logged = consoleError.mock.calls.map(([error]) => error).find((error) => error instanceof Error && error.name === 'PayPalError') as Error;
    expect(logged.message).toBe('PayPalError in createOrder: Questo coupon è in uso in un altro pagamento in corso, riprova tra qualche minuto');
    expect(logged.cause).toBeInstanceOf(Error);
    expect(logged.stack).toMatch(/^PayPalError: PayPalError in createOrder: /);
  });

  it('confirms a booking covered by coupons: the rest is lost, then Prenotazione confermata and the lessons page', async () => {
    const { fetch, server } = await openPayment();
    await screen.findByRole('button', { name: 'PayPal (demo)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    applyCode('SCONTO25');
    await screen.findByText('Lo sconto è stato applicato');
    fireEvent.click(screen.getByRole('button', { name: 'Usa Coupon Sconto' }));
    applyCode('GRANDE50');
    await screen.findByText('Lo sconto è stato applicato');

    expect(screen.getByText("Il valore del coupon supera il totale: la parte eccedente andrà persa")).toBeInTheDocument();
    expect(screen.getByText('Valore dei coupon non utilizzato: 12,50 €')).toBeInTheDocument();
    expect(within(row('Sconto coupon')).getByText('− 62,50 €')).toBeInTheDocument();
    expect(within(row('Totale (IVA inclusa)')).getByText('0,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal (demo)' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Conferma la Prenotazione' }));
    expect(await screen.findByText('Prenotazione confermata')).toBeInTheDocument();
    expect(screen.getByText('Codice transazione: Pagata con Coupon')).toBeInTheDocument();
    const completes = fetch.mock.calls.filter(([url]) => String(url).endsWith('/complete-order'));
    expect(JSON.parse(String((completes[0]![1] as RequestInit).body))).toEqual({ orderID: 'ORD-3' });

    // 2 s later: the lessons page, with the lessons now confirmed.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prossime Lezioni (2)' })).toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Paga ora e conferma le lezioni' })).toBeNull();
    expect(server.state.calls.filter((c) => c.includes('/personalevents')).length).toBeGreaterThan(1);
  });

  it('pays with the demo gateway: approve, complete, toast, then the lessons page', async () => {
    const { server } = await openPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal (demo)' }));
    const dialog = screen.getByRole('dialog', { name: 'Approva il pagamento di 62,50 €' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Paga' }));
    expect(await screen.findByText('Le lezioni sono state confermate')).toBeInTheDocument();
    expect(server.state.calls).toContain('POST /api/dev/paypal/orders/ORD-1/approve');
    expect(server.state.calls).toContain('POST /api/payments/complete-order');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prossime Lezioni (2)' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it('asks a parent for their billing data in place, keeps what was typed on a refusal, then pays', async () => {
    const { server, fetch } = await openPayment({ noBilling: true });
    const form = await screen.findByRole('form', { name: 'Dati di Fatturazione' });
    expect(screen.queryByRole('button', { name: 'PayPal (demo)' })).toBeNull();
    // Prefilled from the tutor fields and the province of residence.
    expect(within(form).getByLabelText('Nome')).toHaveValue('Anna');
    expect(within(form).getByLabelText('Cognome')).toHaveValue('Esposito');
    expect(within(form).getByLabelText('Provincia')).toHaveValue('MI');
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Codice Fiscale', 'SPSNNA75A41F205X');
    type('Indirizzo', 'Via Roma 1');
    type('CAP', '20121');
    type('Comune', 'Milano');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva e continua' }));
    expect(await within(form).findByText("Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde, ricontrollalo")).toBeInTheDocument();
    expect(within(form).getByLabelText('Indirizzo')).toHaveValue('Via Roma 1');
    expect(within(form).getByLabelText('Codice Fiscale')).toHaveValue('SPSNNA75A41F205X');
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);

    type('Codice Fiscale', 'spsnna75a41f205s');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva e continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal (demo)' }));
    expect(server.state.billing).toEqual({ nome: 'Anna', cognome: 'Esposito', codiceFiscale: 'SPSNNA75A41F205S', indirizzo: 'Via Roma 1', cap: '20121', comune: 'Milano', provincia: 'MI' });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Approva il pagamento di 62,50 €' })).getByRole('button', { name: 'Paga' }));
    expect(await screen.findByText('Le lezioni sono state confermate')).toBeInTheDocument();
  });

  it("says 'Errore nel Salvataggio della Prenotazione' when the order cannot be made and the server gives no rule; Riprova makes it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPayment({ failOnce: ['create-order'] });
    expect(await screen.findByText('Errore nel Salvataggio della Prenotazione')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'PayPal (demo)' })).toBeInTheDocument();
  });

  it("says 'Errore nel Salvataggio dei Dati di Pagamento' when the billing data cannot be saved, and keeps them", async () => {
    const { server } = await openPayment({ noBilling: true, failOnce: ['billing'] });
    const form = await screen.findByRole('form', { name: 'Dati di Fatturazione' });
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Codice Fiscale', 'SPSNNA75A41F205S');
    type('Indirizzo', 'Via Roma 1');
    type('CAP', '20121');
    type('Comune', 'Milano');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva e continua' }));
    expect(await within(form).findByText('Errore nel Salvataggio dei Dati di Pagamento')).toBeInTheDocument();
    expect(within(form).getByLabelText('Indirizzo')).toHaveValue('Via Roma 1');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva e continua' }));
    expect(await screen.findByRole('button', { name: 'PayPal (demo)' })).toBeInTheDocument();
    expect(server.state.billing).toMatchObject({ codiceFiscale: 'SPSNNA75A41F205S', indirizzo: 'Via Roma 1' });
  });

  it('cancels at the demo gateway: info toast and a fresh order', async () => {
    const { server } = await openPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Carta di debito o credito (demo)' }));
    expect(screen.getByText('I dati della carta servono al fornitore del pagamento per convalidare il pagamento e non vengono salvati')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByText('Ordine cancellato con successo')).toBeInTheDocument();
    expect(server.state.calls).toContain('POST /api/dev/paypal/orders/ORD-1/cancel');
    await waitFor(() => expect(server.state.orders).toHaveLength(2));
    expect(server.state.calls).not.toContain('POST /api/payments/complete-order');
  });

  it("shows 'Errore nel completamento dell'ordine' unless the server says why", async () => {
    let answer = () => new Response('boom', { status: 500 });
    await openPayment({ complete: () => answer() });
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal (demo)' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Paga' }));
    expect(await screen.findByText("Errore nel completamento dell'ordine – Contatta il Servizio Clienti")).toBeInTheDocument();

    answer = () => json(409, { message: 'Il tempo per il pagamento è scaduto, prenota di nuovo' });
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal (demo)' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Paga' }));
    expect(await screen.findByText('Il tempo per il pagamento è scaduto, prenota di nuovo')).toBeInTheDocument();
  });

  it('keeps the demo buttons when the server names PayPal but has no payment config', async () => {
    const { server } = await openPayment({ provider: 'paypal' });
    expect(await screen.findByRole('button', { name: 'PayPal (demo)' })).toBeInTheDocument();
    expect(server.state.calls).toContain('GET /api/payments/config');
    expect(document.querySelector('script[src*="paypal.com/sdk"]')).toBeNull();
  });

  it("loads PayPal's script (EUR, capture, no bank transfers) when the server is configured for PayPal", async () => {
    await openPayment({ provider: 'paypal', config: { provider: 'paypal', clientId: 'CLIENT-123' } });
    await waitFor(() => expect(document.querySelector('script[src^="https://www.paypal.com/sdk/js"]')).not.toBeNull());
    const script = document.querySelector<HTMLScriptElement>('script[src^="https://www.paypal.com/sdk/js"]')!;
    const query = new URL(script.src).searchParams;
    expect(query.get('client-id')).toBe('CLIENT-123');
    expect(query.get('currency')).toBe('EUR');
    expect(query.get('intent')).toBe('capture');
    expect(query.get('disable-funding')?.split(',')).toContain('sepa');
    expect(screen.queryByRole('button', { name: 'PayPal (demo)' })).toBeNull();

    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Errore di Connessione a Paypal')).toBeInTheDocument();
  });

  it("pays with PayPal's buttons: the order our server created, then complete-order on approval", async () => {
    const { server, fetch } = await openPayment({ provider: 'paypal', config: { provider: 'paypal', clientId: 'CLIENT-PAY' } });
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src*="client-id=CLIENT-PAY"]');
      if (!found) throw new Error("PayPal's script is not there yet");
      return found;
    });
    const buttons: PayPalButtonsOptions[] = [];
    window.paypal = { Buttons: (options) => (buttons.push(options), { render: async () => undefined, close: async () => undefined }) };
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(buttons).toHaveLength(1));
    const paypal = buttons[0]!;
    expect(await paypal.createOrder()).toBe('ORD-1');

    act(() => paypal.onCancel());
    expect(await screen.findByText('Ordine cancellato con successo')).toBeInTheDocument();
    await act(() => paypal.onApprove());
    expect(await screen.findByText('Codice transazione: DEMO-TX-1')).toBeInTheDocument();
    const completions = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/payments/complete-order'));
    expect(completions.map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([{ orderID: 'ORD-1' }]);
    expect(server.state.calls.filter((c) => c.includes('/api/dev/paypal'))).toEqual([]);
    delete window.paypal;
  });
});
