import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { bodyOf, json, mockFetch } from '../test/fetchMock';
import { lessonEvent } from '../test/lessons';
import { addDays, atRome, romeDay } from './rome';
import { TeacherCalendar } from './TeacherCalendar';
import { longDate } from './week';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A paid lesson of Marco Rossi the day after tomorrow, 10:00-11:00 in Rome (the second column).
const day = addDays(romeDay(new Date()), 2);
const lesson = lessonEvent({
  _id: 'L1',
  start: atRome(day, 600).toISOString(),
  end: atRome(day, 660).toISOString(),
  bookingCreation: { date: '2026-03-20T10:00:00.000Z', userId: 's1' },
  payment: { isPaid: true, date: '2026-03-20T10:05:00.000Z', userId: 's1', paymentId: 'PAYPAL-1' },
});

const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
const said = () => document.querySelector('[role="grid"] + [role="status"]')?.textContent?.trim();
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

async function openCalendar() {
  const fetch = mockFetch((url, init) => {
    if (url.startsWith('/api/calendar/events') && !init.method) return json(200, [lesson]);
    if (url.startsWith('/api/users/availabilities')) return json(200, { teacherId: 't1', availability: Array(7).fill([540, 1260]) });
    if (url.startsWith('/api/admin/students')) return json(200, [], { 'Content-Range': 'students 0-0/0' });
    if (init.method === 'PUT') return json(200, { success: true });
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <TeacherCalendar />
    </AdminContext>,
  );
  const cell = await screen.findByLabelText(`${longDate(day)} 10:00, Lezione di Marco Rossi 10:00 - 11:00, Confermata`);
  await waitFor(() => expect(screen.queryByText('Recupero degli eventi in corso...')).toBeNull());
  act(() => cell.focus());
  return fetch;
}

describe("the teacher's calendar by keyboard", () => {
  test('Enter on a lesson opens its bar on Sposta Lezione; arrows and Enter choose the new time, Enter again asks to confirm', { timeout: 20_000 }, async () => {
    const fetch = await openCalendar();
    press('Enter');
    expect(screen.getByRole('region', { name: 'Lezione di Marco Rossi' })).toBeTruthy();
    expect(focused()).toBe('Sposta Lezione');

    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(focused()).toBe(`${longDate(day)} 10:00, In modifica Lezione di Marco Rossi, Confermata`));
    expect(said()).toBe('Scegli il nuovo orario con le frecce e premi Invio; Invio di nuovo per confermare, Esc per annullare');

    ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight'].forEach(press);
    expect(focused()).toBe(`${longDate(addDays(day, 1))} 12:00, libero`);
    press('Enter');
    expect(said()).toBe(`Nuovo orario: ${longDate(addDays(day, 1))}, 12:00 - 13:00 (60 min). Premi Invio per confermare`);
    expect(focused()).toBe(`${longDate(addDays(day, 1))} 12:00, Nuovo orario 12:00 - 13:00`);
    press('Enter');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Confermi il cambio di data e/o ora della lezione?');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toContain('L1');
    expect(bodyOf(init)).toMatchObject({ start: atRome(addDays(day, 1), 720).toISOString(), end: atRome(addDays(day, 1), 780).toISOString() });
  });

  test("Escape steps back: from a move to the lesson's bar, then closes the bar", { timeout: 20_000 }, async () => {
    await openCalendar();
    press('Enter');
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(focused()).toMatch(/In modifica/));
    press('Escape');
    expect(said()).toBe('Spostamento annullato');
    expect(screen.getByRole('button', { name: 'Sposta Lezione' })).toBeTruthy();
    press('Escape');
    expect(screen.queryByRole('region', { name: 'Lezione di Marco Rossi' })).toBeNull();
  });

  test('a cell without a student chosen says how to book', { timeout: 20_000 }, async () => {
    await openCalendar();
    press('ArrowUp');
    press('Enter');
    expect(said()).toBe('Scegli uno studente per prenotare una lezione');
  });
});
