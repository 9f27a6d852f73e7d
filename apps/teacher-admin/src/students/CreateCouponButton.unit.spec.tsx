import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import type { StudentRow } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { CreateCouponButton } from './CreateCouponButton';
import { StudentCoupons } from './StudentCoupons';

const marco = { id: 's1', name: 'Marco', surname: 'Rossi', email: 'studente1@lavagna.test' } as unknown as StudentRow;

const coupon = (value: number) => ({
  code: 'ABCD-1234',
  value,
  expirationDate: '2026-05-12T10:00:00.000Z',
  creationDate: '2026-03-12T10:00:00.000Z',
  createdBy: 'teacher',
  userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' },
  originalClass: null,
  redeemed: false,
});

const issued: Handler = (url, init) =>
  url.startsWith('/api/coupon/create-coupon')
    ? json(200, { success: true, data: coupon(Number(String(bodyOf(init).amount).replace(',', '.'))) })
    : json(200, { success: true, data: [] });

const renderButton = (handler: Handler) => {
  const fetch = mockFetch(handler);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={marco}>
        <CreateCouponButton />
        <StudentCoupons />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return fetch;
};

const posts = (fetch: ReturnType<typeof mockFetch>) => callsTo(fetch, '/api/coupon/create-coupon');

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Crea Coupon' }));
  return screen.findByRole('dialog', { name: 'Crea un coupon per Marco Rossi' });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the teacher creates a coupon for a student', () => {
  test('offers 25 € – 1 ora, 37,50 € – 1,5 ore, 50 € – 2 ore or an own amount', async () => {
    renderButton(issued);
    const dialog = await openDialog();
    const labels = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' '));
    expect(labels).toEqual(['25 € – 1 ora', '37,50 € – 1,5 ore', '50 € – 2 ore', 'Importo personalizzato']);
    expect(within(dialog).getByRole('radio', { name: /^25/ })).toHaveProperty('checked', true);
  });

  test('sends a preset as 37.5, says so and reloads the coupons 1 s later', async () => {
    const fetch = renderButton(issued);
    await screen.findByText('Nessun coupon attivo per questo studente');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^37,50/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));

    expect(await screen.findByText('Coupon sconto emesso con successo')).toBeTruthy();
    expect(posts(fetch)).toHaveLength(1);
    expect(bodyOf(posts(fetch)[0]?.[1])).toEqual({ userId: 's1', amount: 37.5 });
    const reads = () => callsTo(fetch, '/api/coupon/get-coupons/s1').length;
    const before = reads();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reads()).toBe(before);
    await waitFor(() => expect(reads()).toBeGreaterThan(before), { timeout: 1500 });
  });

  test('checks a custom amount before sending it as typed', async () => {
    const fetch = renderButton(issued);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Importo personalizzato' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Importo (€)' });

    fireEvent.change(amount, { target: { value: '12,345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await within(dialog).findByText('Inserisci un importo valido (es. 25 o 37,50)')).toBeTruthy();
    expect(posts(fetch)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '12,30' } });
    expect(within(dialog).queryByText('Inserisci un importo valido (es. 25 o 37,50)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Coupon sconto emesso con successo')).toBeTruthy();
    expect(bodyOf(posts(fetch)[0]?.[1])).toEqual({ userId: 's1', amount: '12,30' });
  });

  test("words a failure with the server's message, or the page's own", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = json(500, { status: 500, message: 'Errore del server – Riprova più tardi' });
    renderButton((url) => (url.startsWith('/api/coupon/create-coupon') ? answer : json(200, { success: true, data: [] })));
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Errore nella Creazione del Coupon')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Crea un coupon per Marco Rossi' })).toBeTruthy();

    answer = json(404, { status: 404, code: 'USER.NOT_FOUND', message: 'Utente non trovato' });
    dialog = screen.getByRole('dialog', { name: 'Crea un coupon per Marco Rossi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Utente non trovato')).toBeTruthy();
  });
});
