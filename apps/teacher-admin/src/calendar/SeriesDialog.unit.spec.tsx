import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { atRome } from '@lavagna/domain';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, callsTo, json, mockFetch } from '../test/fetchMock';
import { SeriesDialog } from './SeriesDialog';

const now = new Date('2026-11-28T09:00:00.000Z');
const first = { start: atRome('2026-12-02', 1020).toISOString(), end: atRome('2026-12-02', 1080).toISOString() };
const slotOn = (day: string) => ({ start: atRome(day, 1020).toISOString(), end: atRome(day, 1080).toISOString() });

const renderDialog = (answer: (body: Record<string, unknown>) => Response) => {
  const fetch = mockFetch((url, init) => {
    if (url === '/api/calendar/series' && init.method === 'POST') return answer(bodyOf(init));
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  });
  const onBooked = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SeriesDialog studentId="s1" studentName="Marco Rossi" first={first} paymentDay={25} now={now} onClose={onClose} onBooked={onBooked} />
    </AdminContext>,
  );
  return { fetch, onBooked, onClose };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the teacher books a weekly lesson for a student', () => {
  test('explains the series with the payment day, sends the end day, and names each skipped week with its reason', async () => {
    const { fetch, onBooked } = renderDialog((body) =>
      json(201, {
        success: true,
        bookingId: 'b1',
        holdExpiresAt: null,
        until: body.until,
        events: [first, slotOn('2026-12-16')].map((s, i) => ({ _id: `e${i}`, ...s })),
        skipped: [{ ...slotOn('2026-12-09'), code: 'CALENDAR.SLOT_TAKEN', message: 'Orario già occupato' }],
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Lezione ogni settimana' });
    expect(dialog.textContent).toContain('La lezione di Marco Rossi di mercoledì 2 dicembre 2026, 17:00-18:00 si ripete ogni settimana alla stessa ora');
    expect(dialog.textContent).toContain('dal giorno 25');
    const until = within(dialog).getByLabelText('Fino al');
    expect((until as HTMLInputElement).value).toBe('2026-12-30');
    fireEvent.change(until, { target: { value: '2026-12-16' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prenota ogni settimana' }));

    const done = await screen.findByRole('dialog', { name: 'Prenotate 2 lezioni' });
    expect(done.textContent).toContain('Queste settimane non si possono prenotare e sono state saltate:');
    expect(done.textContent).toContain('Mercoledì 9 dicembre 2026, 17:00 - 18:00');
    expect(done.textContent).toContain('Orario già occupato');
    const [, init] = callsTo(fetch, '/api/calendar/series')[0]!;
    expect(bodyOf(init)).toEqual({ ...first, until: '2026-12-16', studentId: 's1' });
    fireEvent.click(within(done).getByRole('button', { name: 'Chiudi' }));
    expect(onBooked).toHaveBeenCalled();
  });

  test('refuses an end day beyond the horizon before asking the server', () => {
    const { fetch } = renderDialog(() => json(500, {}));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Fino al'), { target: { value: '2027-06-01' } });
    const confirm = within(dialog).getByRole('button', { name: 'Prenota ogni settimana' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(callsTo(fetch, '/api/calendar/series')).toHaveLength(0);
  });

  test("shows the server's refusal in the dialog, keeping the day chosen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog(() => json(422, { status: 422, code: 'CALENDAR.OUTSIDE_HORIZON', message: 'Puoi prenotare solo nei prossimi 90 giorni' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Fino al'), { target: { value: '2026-12-23' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prenota ogni settimana' }));
    expect(await within(dialog).findByText('Puoi prenotare solo nei prossimi 90 giorni')).toBeTruthy();
    expect((within(dialog).getByLabelText('Fino al') as HTMLInputElement).value).toBe('2026-12-23');
  });
});
