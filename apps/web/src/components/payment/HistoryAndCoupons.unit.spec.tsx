import type { BookingRecord, CouponView, StudentInvoiceView } from '@lavagna/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studentProfile } from '../../test/calendarFixtures';
import { json, renderApp } from '../../test/renderApp';

const NOW = new Date('2026-03-26T08:00:00.000Z');

const paidByCard: BookingRecord = {
  _id: 'bk1',
  teacherId: 't1',
  studentId: 's1',
  studentName: 'Marco Rossi',
  date: '2026-03-10T09:05:00.000Z',
  timeArrow: [
    { start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T15:30:00.000Z' },
    { start: '2026-03-11T09:00:00.000Z', end: '2026-03-11T10:00:00.000Z' },
  ],
  eventsPaid: {
    e1: { date: '2026-03-12T14:00:00.000Z', hours: 1.5, amount: 37.5 },
    e2: { date: '2026-03-11T09:00:00.000Z', hours: 1, amount: 25 },
  },
  payment: { date: '2026-03-10T09:05:00.000Z', userId: 's1', paymentId: 'DEMO-7XK21', coupons: [], gross: 62.5, VAT: 11.27, net: 51.23 },
};

const paidWithCoupon: BookingRecord = {
  _id: 'bk2',
  teacherId: 't1',
  studentId: 's1',
  studentName: 'Marco Rossi',
  date: '2026-03-20T17:30:00.000Z',
  timeArrow: [{ start: '2026-03-24T16:00:00.000Z', end: '2026-03-24T17:30:00.000Z' }],
  eventsPaid: { e3: { date: '2026-03-24T16:00:00.000Z', hours: 1.5, amount: 12.5 } },
  payment: {
    date: '2026-03-20T17:30:00.000Z',
    userId: 's1',
    paymentId: 'PAYPAL-9AB',
    coupons: ['SCONTO25'],
    gross: 37.5,
    VAT: 6.76,
    net: 30.74,
    discount: 25,
    discountedGross: 12.5,
    discountedVAT: 2.25,
    discountedNet: 10.25,
  },
};

const coupons: CouponView[] = [
  {
    code: 'PRIMAVERA26',
    value: 37.5,
    expirationDate: '2026-05-20T10:00:00.000Z',
    creationDate: '2026-03-20T10:00:00.000Z',
    createdBy: 'cancellation',
    userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' },
    originalClass: { date: '2026-03-24T16:00:00.000Z', duration: 1.5, createdByTeacher: false },
    redeemed: false,
  },
];

function server({ bookings = [paidByCard, paidWithCoupon] as BookingRecord[] | null, mine = coupons as CouponView[] | null } = {}) {
  return (url: string) => {
    if (url.endsWith('/api/users/validate')) return json(200, studentProfile());
    if (url.includes('/api/personalbookings?studentId=s1')) return bookings ? json(200, bookings) : json(500, { message: 'boom' });
    if (url.endsWith('/api/coupon/get-coupons/s1')) return mine ? json(200, { success: true, data: mine }) : new Response('', { status: 502 });
    return json(404, { message: 'Risorsa non trovata' });
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Storico Pagamenti', () => {
  it('lists the payments, newest first, with the lessons, the total and the VAT', async () => {
    await renderApp('/storico-prenotazioni', server());
    expect(await screen.findByRole('heading', { name: 'Storico Pagamenti (2)' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Pagamento del 20/03/2026 18:30', 'Pagamento del 10/03/2026 10:05']);

    const card = within(screen.getByRole('article', { name: 'Pagamento del 10/03/2026 10:05' }));
    const lessons = within(card.getByRole('list', { name: 'Lezioni pagate' }));
    expect(lessons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mercoledì 11 marzo 202610:00 - 11:00 · 1 ora',
      'Giovedì 12 marzo 202615:00 - 16:30 · 1,5 ore',
    ]);
    expect(card.getByText('Totale pagato').nextSibling).toHaveTextContent('62,50 €');
    expect(card.getByText('di cui IVA (22%)').nextSibling).toHaveTextContent('11,27 €');
    expect(card.getByText('Codice transazione').nextSibling).toHaveTextContent('DEMO-7XK21');
    expect(card.queryByText('Sconto applicato')).toBeNull();
  });

  it('shows the original price, the discount and the transaction code of a payment with coupons', async () => {
    await renderApp('/storico-prenotazioni', server());
    const card = within(await screen.findByRole('article', { name: 'Pagamento del 20/03/2026 18:30' }));
    expect(card.getByText('Prezzo originale').nextSibling).toHaveTextContent('37,50 €');
    expect(card.getByText('Sconto applicato').nextSibling).toHaveTextContent('− 25,00 €');
    expect(card.getByText('Totale pagato').nextSibling).toHaveTextContent('12,50 €');
    expect(card.getByText('di cui IVA (22%)').nextSibling).toHaveTextContent('2,25 €');
    expect(card.getByText('Coupon usati').nextSibling).toHaveTextContent('SCONTO25');
    expect(card.getByText('Codice transazione').nextSibling).toHaveTextContent('PAYPAL-9AB');
  });

  it("offers an invoiced payment's courtesy copy: 'Scarica fattura (PDF)' asks the API first, then downloads it; a failure says so", async () => {
    const invoice: StudentInvoiceView = { id: 'inv-3', numero: '3/L', date: '2026-03-10', paymentId: 'bk1', total: 62.5 };
    let invoiceAnswers = 0;
    let failNext = false;
    const withInvoices = (url: string) => {
      if (url.endsWith('/api/invoices')) {
        invoiceAnswers += 1;
        return failNext ? json(500, { message: 'boom' }) : json(200, [invoice]);
      }
      return server()(url);
    };
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(new URL(this.href).pathname);
    });
    await renderApp('/storico-prenotazioni', withInvoices);
    const card = within(await screen.findByRole('article', { name: 'Pagamento del 10/03/2026 10:05' }));
    expect(await card.findByText('3/L')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pagamento del 20/03/2026 18:30' })).queryByRole('button', { name: /Scarica fattura/ })).toBeNull();

    const asked = invoiceAnswers;
    fireEvent.click(card.getByRole('button', { name: 'Scarica fattura (PDF): n. 3/L' }));
    await vi.waitFor(() => expect(opened).toEqual(['/api/invoices/inv-3.pdf']));
    expect(invoiceAnswers).toBe(asked + 1);
    expect(card.queryByRole('alert')).toBeNull();

    failNext = true;
    fireEvent.click(card.getByRole('button', { name: 'Scarica fattura (PDF): n. 3/L' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Impossibile scaricare la fattura, riprova');
    expect(opened).toHaveLength(1);
  });

  it("says 'Non hai ancora effettuato pagamenti' when there are none", async () => {
    await renderApp('/storico-prenotazioni', server({ bookings: [] }));
    expect(await screen.findByText('Non hai ancora effettuato pagamenti')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Storico Pagamenti (0)' })).toBeInTheDocument();
  });

  it("says on a payment's card when its confirmation e-mail could not be sent", async () => {
    await renderApp('/storico-prenotazioni', server({ bookings: [{ ...paidByCard, confirmationMailFailed: true }, paidWithCoupon] }));
    const card = within(await screen.findByRole('article', { name: 'Pagamento del 10/03/2026 10:05' }));
    expect(card.getByRole('alert')).toHaveTextContent('La mail di conferma non è stata inviata correttamente. Il pagamento è registrato e le lezioni sono confermate');
    expect(within(screen.getByRole('article', { name: 'Pagamento del 20/03/2026 18:30' })).queryByRole('alert')).toBeNull();
  });

  it("says 'Errore nel Recupero delle Prenotazioni dal Server' when the server fails, 'Errore nel recupero delle prenotazioni' when no answer comes", async () => {
    const view = await renderApp('/storico-prenotazioni', server({ bookings: null }));
    expect(await screen.findByText('Errore nel Recupero delle Prenotazioni dal Server')).toBeInTheDocument();
    view.unmount();
    await renderApp('/storico-prenotazioni', (url) => {
      if (url.includes('/api/personalbookings')) throw new TypeError('Failed to fetch');
      return server()(url);
    });
    expect(await screen.findByText('Errore nel recupero delle prenotazioni')).toBeInTheDocument();
  });
});

describe('Lista dei Coupon Attivi', () => {
  it('shows value, code and expiry in Italian formats, the rules, and copies a code', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp('/lista-coupon', server());
    expect(await screen.findByRole('heading', { name: 'Lista dei Coupon Attivi' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Lista dei Coupon Attivi' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Valore', 'Codice', 'Scadenza', 'Regalo']);
    const cells = table.getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('37,50 €');
    expect(cells[1]).toHaveTextContent('PRIMAVERA26');
    expect(cells[2]).toHaveTextContent('20/05/2026');
    expect(screen.getByRole('heading', { name: 'Regole dei coupon' })).toBeInTheDocument();
    expect(screen.getByText('Ogni coupon è valido 2 mesi dalla data di emissione.')).toBeInTheDocument();

    fireEvent.click(table.getByRole('button', { name: 'Copia il codice PRIMAVERA26' }));
    expect(await screen.findByText('Codice copiato')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('PRIMAVERA26');
  });

  it("gives a coupon away: a refusal is said in the dialog and the address stays; then it leaves the list", async () => {
    let mine = coupons;
    const gifts: unknown[] = [];
    await renderApp('/lista-coupon', (url, init) => {
      if (url.endsWith('/api/coupon/give')) {
        const body = JSON.parse(String(init?.body)) as { email: string };
        gifts.push(body);
        if (body.email === 'nessuno@esempio.it') return json(404, { code: 'COUPON.RECEIVER_UNKNOWN', message: 'Nessuno studente registrato con questa email: chi riceve il coupon deve prima creare un account sul sito' });
        mine = [];
        return json(200, { success: true });
      }
      if (url.endsWith('/api/coupon/get-coupons/s1')) return json(200, { success: true, data: mine });
      return server()(url);
    });
    const table = within(await screen.findByRole('table', { name: 'Lista dei Coupon Attivi' }));
    fireEvent.click(table.getByRole('button', { name: 'Regala il coupon PRIMAVERA26' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Regala il coupon PRIMAVERA26' }));
    const email = dialog.getByLabelText(/Email di chi lo riceve/);
    fireEvent.change(email, { target: { value: 'nessuno@esempio.it' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Regala il coupon' }));
    expect(await dialog.findByText(/Nessuno studente registrato con questa email/)).toBeInTheDocument();
    expect(email).toHaveValue('nessuno@esempio.it');

    fireEvent.change(email, { target: { value: 'giulia@esempio.it' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Regala il coupon' }));
    expect(await screen.findByText('Coupon PRIMAVERA26 regalato a giulia@esempio.it')).toBeInTheDocument();
    expect(await screen.findByText('Non hai coupon attivi')).toBeInTheDocument();
    expect(gifts).toEqual([
      { code: 'PRIMAVERA26', email: 'nessuno@esempio.it' },
      { code: 'PRIMAVERA26', email: 'giulia@esempio.it' },
    ]);
  });

  it("says 'Non hai coupon attivi' when there are none", async () => {
    await renderApp('/lista-coupon', server({ mine: [] }));
    expect(await screen.findByText('Non hai coupon attivi')).toBeInTheDocument();
    expect(screen.getByText('Un coupon non è divisibile: se il suo valore supera il totale, la parte eccedente va persa.')).toBeInTheDocument();
  });

  it("says 'Errore nel Recupero dei Coupon dal Server' when the server fails, 'Errore nel recupero dei coupon' when no answer comes", async () => {
    const view = await renderApp('/lista-coupon', server({ mine: null }));
    expect(await screen.findByText('Errore nel Recupero dei Coupon dal Server')).toBeInTheDocument();
    view.unmount();
    await renderApp('/lista-coupon', (url) => {
      if (url.includes('/api/coupon/get-coupons')) throw new TypeError('Failed to fetch');
      return server()(url);
    });
    expect(await screen.findByText('Errore nel recupero dei coupon')).toBeInTheDocument();
  });
});
