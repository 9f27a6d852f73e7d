import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allDay, lesson, studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

/** A weekly lesson on Wednesdays, none paid yet. */
const lessons = [
  lesson('nov-25', '2026-11-25T16:00:00.000Z', '2026-11-25T17:00:00.000Z', false),
  lesson('dec-02', '2026-12-02T16:00:00.000Z', '2026-12-02T17:00:00.000Z', false),
  lesson('dec-09', '2026-12-09T16:00:00.000Z', '2026-12-09T17:00:00.000Z', false),
  lesson('jan-06', '2027-01-06T16:00:00.000Z', '2027-01-06T17:00:00.000Z', false),
];

const server = (url: string) => {
  if (url.endsWith('/api/users/validate')) return json(200, studentProfile());
  if (url.includes('/api/calendar/personalevents')) return json(200, lessons);
  if (url.includes('/api/calendar/events?')) return json(200, lessons);
  if (url.includes('/api/users/availabilities')) return json(200, allDay);
  if (url.endsWith('/api/lessons/notes')) return json(200, []);
  return json(404, { message: 'Risorsa non trovata' });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the monthly payment in Gestisci le Tue Lezioni', () => {
  describe('from the 20th (Saturday 21 November 2026)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
    });

    it('shows what is due this month and next month apart, and which lesson is paid later', async () => {
      await renderApp('/gestisci-le-tue-lezioni', server);
      expect(await screen.findByText('Questo mese: 1 lezione, 1 ora: 25,00 € IVA inclusa')).toBeInTheDocument();
      expect(screen.getByText('Mese di dicembre: 2 lezioni, 2 ore: 50,00 € IVA inclusa')).toBeInTheDocument();
      expect(screen.getByText('3 lezioni, 3 ore: 75,00 € IVA inclusa')).toBeInTheDocument();
      expect(screen.getByText("Un'altra lezione si pagherà con il suo mese, dal giorno 20 del mese prima.")).toBeInTheDocument();
    });

    it('pays this month and next month in one payment, not January', async () => {
      await renderApp('/gestisci-le-tue-lezioni', server);
      fireEvent.click(await screen.findByRole('button', { name: 'Paga ora e conferma le lezioni' }));
      expect(await screen.findAllByText(/75,00 €/)).not.toHaveLength(0);
      expect(screen.queryByText(/6 gennaio/)).not.toBeInTheDocument();
    });
  });

  it('with nothing due yet, the lessons booked ahead are paid ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T18:00:00.000Z'));
    const ahead = (url: string) => (url.includes('/api/calendar/') && !url.includes('availabilities') ? json(200, lessons.slice(3)) : server(url));
    await renderApp('/gestisci-le-tue-lezioni', ahead);
    expect(await screen.findByText('1 lezione, 1 ora: 25,00 € IVA inclusa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paga ora e conferma le lezioni' })).toBeInTheDocument();
    expect(screen.queryByText(/si pagher/)).not.toBeInTheDocument();
  });

  it('before the 20th, only this month is due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-19T09:00:00.000Z'));
    await renderApp('/gestisci-le-tue-lezioni', server);
    expect(await screen.findByText('1 lezione, 1 ora: 25,00 € IVA inclusa')).toBeInTheDocument();
    expect(screen.getByText('Altre 3 lezioni si pagheranno con il loro mese, dal giorno 20 del mese prima.')).toBeInTheDocument();
  });

  it("from the teacher's own payment day: with the 25th, on the 21st only this month is due", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
    const on25th = (url: string) => (url.includes('/api/users/availabilities') ? json(200, { ...allDay, paymentDay: 25 }) : server(url));
    await renderApp('/gestisci-le-tue-lezioni', on25th);
    expect(await screen.findByText('1 lezione, 1 ora: 25,00 € IVA inclusa')).toBeInTheDocument();
    expect(screen.getByText('Altre 3 lezioni si pagheranno con il loro mese, dal giorno 25 del mese prima.')).toBeInTheDocument();
  });
});
