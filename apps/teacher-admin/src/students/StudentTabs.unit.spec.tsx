import type { ReactNode } from 'react';
import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { BookingRecord, CouponView, StudentRow } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch } from '../test/fetchMock';
import { StudentBilling } from './StudentBilling';
import { StudentCoupons } from './StudentCoupons';
import { StudentPayments } from './StudentPayments';

const marco = { id: 's1', name: 'Marco', surname: 'Rossi' } as unknown as StudentRow;

const coupons: CouponView[] = [
  {
    code: 'LAV-37X5',
    value: 37.5,
    expirationDate: '2026-05-12T10:00:00.000Z',
    creationDate: '2026-03-12T10:00:00.000Z',
    createdBy: 'teacher',
    userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' },
    originalClass: null,
    redeemed: false,
  },
  {
    code: 'LAV-CANC',
    value: 50,
    expirationDate: '2026-06-01T10:00:00.000Z',
    creationDate: '2026-04-01T10:00:00.000Z',
    createdBy: 'cancellation',
    userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' },
    originalClass: { date: '2026-04-03T15:00:00.000Z', duration: 2, createdByTeacher: false },
    redeemed: false,
  },
];

const withCoupons: BookingRecord = {
  _id: 'o2',
  teacherId: 't1',
  studentId: 's1',
  studentName: 'Marco Rossi',
  date: '2026-03-02T17:30:00.000Z',
  timeArrow: [
    { start: '2026-03-05T09:00:00.000Z', end: '2026-03-05T10:30:00.000Z' },
    { start: '2026-03-03T15:00:00.000Z', end: '2026-03-03T16:00:00.000Z' },
  ],
  eventsPaid: {
    e2: { date: '2026-03-05T09:00:00.000Z', hours: 1.5, amount: 37.5 },
    e1: { date: '2026-03-03T15:00:00.000Z', hours: 1, amount: 25 },
  },
  payment: {
    date: '2026-03-02T17:30:00.000Z',
    userId: 's1',
    paymentId: '8PX12345AB',
    coupons: ['LAV-2500'],
    gross: 62.5,
    VAT: 11.27,
    net: 51.23,
    discount: 25,
    discountedGross: 37.5,
    discountedVAT: 6.76,
    discountedNet: 30.74,
  },
};

const plain: BookingRecord = {
  ...withCoupons,
  _id: 'o1',
  date: '2026-02-20T08:00:00.000Z',
  timeArrow: [{ start: '2026-02-24T16:00:00.000Z', end: '2026-02-24T17:00:00.000Z' }],
  eventsPaid: { e0: { date: '2026-02-24T16:00:00.000Z', hours: 1, amount: 25 } },
  payment: { date: '2026-02-20T08:00:00.000Z', userId: 't1', paymentId: 'MANUALE-1A2B3C4D', coupons: [], gross: 25, VAT: 4.51, net: 20.49 },
};

const renderTab = (tab: ReactNode) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RecordContextProvider value={marco}>{tab}</RecordContextProvider>
    </AdminContext>,
  );

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Coupon tab of a student', () => {
  test('lists value, code, expiry and origin of each active coupon', async () => {
    const fetch = mockFetch(() => json(200, { success: true, data: coupons }));
    renderTab(<StudentCoupons />);
    const rows = within(await screen.findByRole('table', { name: 'Coupon' })).getAllByRole('row');
    expect(callsTo(fetch, '/api/coupon/get-coupons/s1')).toHaveLength(1);
    expect(rows.map((r) => within(r).getAllByRole(r.closest('thead') ? 'columnheader' : 'cell').map(text))).toEqual([
      ['Valore', 'Codice', 'Scadenza', 'Origine', 'Cronologia'],
      ['37,50 €', 'LAV-37X5', '12/05/2026', 'Docente', ''],
      ['50,00 €', 'LAV-CANC', '01/06/2026', 'Lezione cancellata del 03/04/2026', ''],
    ]);
  });

  test('says when there is none, or when they cannot be read', async () => {
    mockFetch(() => json(200, { success: true, data: [] }));
    renderTab(<StudentCoupons />);
    expect(await screen.findByText('Nessun coupon attivo per questo studente')).toBeTruthy();
    cleanup();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => json(500, { status: 500, message: 'Errore del server' }));
    renderTab(<StudentCoupons />);
    expect(await screen.findByText('Errore nel recupero dei coupon')).toBeTruthy();
  });
});

describe('the Pagamenti tab of a student', () => {
  test('shows each payment with its lessons, amounts, transaction and coupons', async () => {
    const fetch = mockFetch(() => json(200, [withCoupons, plain]));
    renderTab(<StudentPayments />);
    const first = await screen.findByRole('article', { name: 'Pagamento del 02/03/2026 18:30' });
    expect(callsTo(fetch, '/api/personalbookings?studentId=s1')).toHaveLength(1);
    expect(within(first).getAllByRole('listitem').map(text)).toEqual([
      'Martedì 3 marzo 2026, 16:00 - 17:00 (1 ora)',
      'Giovedì 5 marzo 2026, 10:00 - 11:30 (1,5 ore)',
    ]);
    const details = text(first);
    for (const part of [
      'Lordo62,50 €',
      'Sconto− 25,00 €',
      'Totale pagato37,50 €',
      'IVA6,76 €',
      'Netto30,74 €',
      'ID transazione8PX12345AB',
      'Coupon utilizzatiLAV-2500',
    ])
      expect(details).toContain(part);

    const second = screen.getByRole('article', { name: 'Pagamento del 20/02/2026 09:00' });
    expect(text(second)).toContain('Lordo25,00 €IVA4,51 €Netto20,49 €ID transazioneMANUALE-1A2B3C4D');
    expect(text(second)).not.toContain('Sconto');
    expect(text(second)).not.toContain('Coupon utilizzati');
  });

  test('says when the student has paid nothing yet', async () => {
    mockFetch(() => json(200, []));
    renderTab(<StudentPayments />);
    expect(await screen.findByText('Nessun pagamento registrato per questo studente')).toBeTruthy();
  });
});

describe('the billing data on the Pagamenti tab of a student', () => {
  test('shows the data the invoices are made out to, as the payer gave it', async () => {
    const billing = { nome: 'Laura', cognome: 'Rossi', codiceFiscale: 'RSSLRA70A41H501X', indirizzo: 'Via Appia 4', cap: '00179', comune: 'Roma', provincia: 'RM' };
    const fetch = mockFetch(() => json(200, billing));
    renderTab(<StudentBilling />);
    const card = await screen.findByRole('region', { name: 'Dati di Fatturazione' });
    await within(card).findByText('Via Appia 4');
    expect(callsTo(fetch, '/api/users/s1/billing')).toHaveLength(1);
    expect(text(card)).toContain('NomeLauraCognomeRossiCodice FiscaleRSSLRA70A41H501XIndirizzoVia Appia 4CAP00179ComuneRomaProvinciaRM');
  });

  test('says when the student has given none yet, and when it cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => json(404, { status: 404, code: 'BILLING.MISSING' }));
    renderTab(<StudentBilling />);
    expect(await screen.findByText('Non ha ancora inserito i dati di fatturazione: li darà al primo pagamento.')).toBeTruthy();
    cleanup();

    mockFetch(() => json(500, { status: 500, message: 'Errore del server' }));
    renderTab(<StudentBilling />);
    expect(await screen.findByText('Errore nel recupero dei dati di fatturazione')).toBeTruthy();
  });
});
