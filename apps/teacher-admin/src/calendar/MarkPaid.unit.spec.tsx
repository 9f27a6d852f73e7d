import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch } from '../test/fetchMock';
import { lessonEvent } from '../test/lessons';
import { addDays, atRome, romeDay } from './rome';
import { TeacherCalendar } from './TeacherCalendar';

const tomorrow = addDays(romeDay(new Date()), 1);
const lesson = lessonEvent({
  title: 'Lezione',
  start: atRome(tomorrow, 600).toISOString(),
  end: atRome(tomorrow, 660).toISOString(),
  bookingCreation: { date: new Date().toISOString(), userId: 't1' },
});
const paid = { ...lesson, _id: 'e2', start: atRome(tomorrow, 720).toISOString(), end: atRome(tomorrow, 780).toISOString(), payment: { isPaid: true, date: null, userId: 't1', paymentId: 'P1' } };

const renderCalendar = () => {
  const fetch = mockFetch((url, init) => {
    if (url.startsWith('/api/addpayment/')) return json(200, { success: true, payment: { isPaid: true } });
    if (url.startsWith('/api/calendar/events')) return json(200, [lesson, paid]);
    if (url.startsWith('/api/users/availabilities'))
      return json(200, { teacherId: 't1', availability: Array(7).fill([540, 1260]) });
    if (url.startsWith('/api/admin/students')) return json(200, [], { 'Content-Range': 'students 0-0/0' });
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <TeacherCalendar />
      <Notification />
    </AdminContext>,
  );
  return fetch;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the teacher marks a lesson paid', () => {
  test('only for a future unpaid lesson, after confirming, then the page reloads 1 s later', { timeout: 20_000 }, async () => {
    // the reload is kept, not run: jsdom cannot navigate
    const realSetTimeout = window.setTimeout.bind(window);
    const reloads: number[] = [];
    vi.spyOn(window, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) =>
      String(fn).includes('location.reload') ? reloads.push(ms ?? 0) : realSetTimeout(fn, ms)) as typeof window.setTimeout);
    const fetch = renderCalendar();

    fireEvent.click(
      (await screen.findByLabelText(/, Lezione di Marco Rossi 12:00 - 13:00, /, undefined, { timeout: 5000 })).querySelector('[data-block]')!,
    );
    let bar = screen.getByRole('region', { name: 'Lezione di Marco Rossi' });
    expect(within(bar).queryByRole('button', { name: 'Segna come pagata' })).toBeNull();

    fireEvent.click(screen.getByLabelText(/, Lezione di Marco Rossi 10:00 - 11:00, /).querySelector('[data-block]')!);
    bar = screen.getByRole('region', { name: 'Lezione di Marco Rossi' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Segna come pagata' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Confermi di aver ricevuto il pagamento di questa lezione?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('Pagamento registrato')).toBeTruthy();
    const puts = callsTo(fetch, '/api/addpayment/');
    expect(puts.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['PUT /api/addpayment/e1']);
    expect(reloads).toEqual([1000]);
  });
});
