import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, callsTo, json, mockFetch } from '../test/fetchMock';
import { AvailabilityPage } from './AvailabilityPage';

const seeded = [
  [540, 1260],
  [540, 1260],
  [540, 1260],
  [540, 1260],
  [540, 1260],
  [540, 780],
  [0, 0],
];

const renderPage = () =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <AvailabilityPage />
      <Notification />
    </AdminContext>,
  );

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the availability page', () => {
  test('shows the hours of each day and Giorno Libero for a day off', async () => {
    mockFetch(() => json(200, { teacherId: 't1', availability: seeded, paymentDay: 20 }));
    renderPage();
    expect((await screen.findByTestId('availability-6')).textContent).toContain('Giorno Libero');
    expect(screen.getByTestId('availability-5').textContent).toContain('09:00 - 13:00');
  });

  test('checks the days before sending and saves a valid week', { timeout: 20_000 }, async () => {
    const fetch = mockFetch((_, init) =>
      json(200, { teacherId: 't1', availability: init.method === 'PUT' ? bodyOf(init).availability : seeded, paymentDay: 20 }),
    );
    renderPage();
    await screen.findByTestId('availability-5');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await pick('Fine Sabato', '08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      (await screen.findAllByText("L'orario di inizio deve essere prima di quello di fine per Sabato")).length,
    ).toBeGreaterThan(0);
    expect(callsTo(fetch, '/api/users/availabilities').filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await pick('Fine Sabato', '14:00');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati con successo')).toBeTruthy();
    const put = callsTo(fetch, '/api/users/availabilities').find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1]).availability[5]).toEqual([540, 840]);
    expect(screen.getByTestId('availability-5').textContent).toContain('09:00 - 14:00');
  });

  test("shows the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = {
      status: 422,
      code: 'AVAILABILITY.AT_LEAST_ONE_HOUR',
      message: 'Fornisci almeno 1 ora di disponibilità per Lunedì',
    };
    mockFetch((_, init) =>
      init.method === 'PUT' ? json(422, refusal) : json(200, { teacherId: 't1', availability: seeded, paymentDay: 20 }),
    );
    renderPage();
    await screen.findByTestId('availability-5');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Fornisci almeno 1 ora di disponibilità per Lunedì')).toBeTruthy();
  });
});

describe('the monthly payment day', () => {
  test('shows the day chosen and saves another', { timeout: 20_000 }, async () => {
    let saved = 20;
    const fetch = mockFetch((_, init) => {
      if (init.method === 'PUT') saved = bodyOf(init).paymentDay;
      return json(200, { teacherId: 't1', availability: seeded, paymentDay: saved });
    });
    renderPage();
    expect(await screen.findByText(/Dal giorno 20 di ogni mese gli studenti pagano/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Salva il giorno del pagamento mensile' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await pick('Giorno del pagamento mensile', 'Il 25 del mese');
    expect(screen.getByText(/Dal giorno 25 di ogni mese/)).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Dati salvati con successo')).toBeTruthy();
    const put = callsTo(fetch, '/api/users/availabilities/payment-day').find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ paymentDay: 25 });
    expect(screen.getByRole('button', { name: 'Salva il giorno del pagamento mensile' }).hasAttribute('disabled')).toBe(true);
  });

  test("shows the server's refusal and keeps the day chosen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = { status: 422, code: 'AVAILABILITY.PAYMENT_DAY_OUT_OF_RANGE', message: 'Scegli un giorno del mese tra 1 e 28: deve esistere in ogni mese' };
    mockFetch((_, init) => (init.method === 'PUT' ? json(422, refusal) : json(200, { teacherId: 't1', availability: seeded, paymentDay: 20 })));
    renderPage();
    await screen.findByText(/Dal giorno 20/);
    await pick('Giorno del pagamento mensile', 'Il 3 del mese');
    fireEvent.click(screen.getByRole('button', { name: 'Salva il giorno del pagamento mensile' }));
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(screen.getByText(/Dal giorno 3 di ogni mese/)).toBeTruthy();
  });
});
