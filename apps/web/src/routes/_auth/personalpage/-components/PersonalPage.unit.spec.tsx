import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lesson, studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

// Thursday 26 March 2026, 09:00 in Rome.
const NOW = new Date('2026-03-26T08:00:00.000Z');
const COUPONS = [
  { code: 'LAV-AAAA-BBBB', value: 25, expirationDate: '2026-04-10T08:00:00.000Z', creationDate: '2026-02-10T08:00:00.000Z', createdBy: 'teacher', userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' }, originalClass: null, redeemed: false },
  { code: 'LAV-CCCC-DDDD', value: 37.5, expirationDate: '2026-05-10T08:00:00.000Z', creationDate: '2026-03-10T08:00:00.000Z', createdBy: 'cancellation', userinfo: { userId: 's1', name: 'Marco', surname: 'Rossi' }, originalClass: null, redeemed: false },
];

const server = (profile: Record<string, unknown>, lessons = [lesson('next', '2026-03-27T14:00:00.000Z', '2026-03-27T15:30:00.000Z', true), lesson('later', '2026-03-30T09:00:00.000Z', '2026-03-30T10:00:00.000Z', false), lesson('past', '2026-03-20T09:00:00.000Z', '2026-03-20T10:00:00.000Z', true)]) =>
  (url: string) => {
    if (url.endsWith('/api/users/validate')) return json(200, studentProfile(profile));
    if (url.includes('/api/calendar/personalevents')) return json(200, lessons);
    if (url.includes('/api/coupon/get-coupons/')) return json(200, { data: COUPONS });
    return json(404, { message: 'Risorsa non trovata' });
  };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the student's personal page", () => {
  it('shows the next lesson with the meeting link, what is left to pay and the coupons', async () => {
    await renderApp('/personalpage', server({ linkMeet: 'https://meet.example.org/marco', classesDone: 3 }));
    const next = await screen.findByRole('region', { name: 'La tua prossima lezione' });
    expect(within(next).getByText(/27 marzo 2026/)).toBeInTheDocument();
    expect(within(next).getByText(/15:00 - 16:30/)).toBeInTheDocument();
    expect(within(next).getByText('Confermata')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Accedi alla Lezione' })).toHaveAttribute('href', 'https://meet.example.org/marco');

    const unpaid = screen.getByRole('region', { name: 'Lezioni da pagare' });
    expect(within(unpaid).getByText('1 lezione, 1 ora: 25,00 € IVA inclusa')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Paga ora e conferma le lezioni' })).toHaveAttribute('href', '/gestisci-le-tue-lezioni');

    const coupons = screen.getByRole('region', { name: 'Lista dei Coupon Attivi' });
    expect(await within(coupons).findByText('2 coupon per 62,50 € in tutto; il primo scade il 10/04/2026.')).toBeInTheDocument();

    const area = screen.getByRole('navigation', { name: 'La tua area' });
    expect(within(area).getByRole('link', { name: 'Lascia una Recensione' })).toBeInTheDocument();
  });

  it('without lessons invites to book, without a meeting link offers none, and hides the review until the third lesson', async () => {
    await renderApp('/personalpage', server({ linkMeet: '', classesDone: 2 }, []));
    const next = await screen.findByRole('region', { name: 'La tua prossima lezione' });
    expect(within(next).getByText('Nessuna Lezione Prenotata')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Prenota una Lezione' })).toHaveAttribute('href', '/calendario');
    expect(screen.queryByRole('link', { name: 'Accedi alla Lezione' })).toBeNull();
    expect(screen.getByText('Sei in regola: nessuna lezione da pagare.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'La tua area' })).queryByRole('link', { name: 'Lascia una Recensione' })).toBeNull();
  });
});
