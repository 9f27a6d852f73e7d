import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { StudentOverview, StudentRow } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { StudentFigures } from './StudentFigures';
import { StudentLessons } from './StudentLessons';
import { StudentsPage } from './StudentsPage';

const marco = { id: 's1', name: 'Marco', surname: 'Rossi', hourlyRate: 30, reviewSent: false } as unknown as StudentRow;

const overview: StudentOverview = {
  studentId: 's1',
  lessonsCompleted: 7,
  totalHours: 8.5,
  reviewSent: true,
  hourlyRate: 30,
  totalPaid: 212.5,
  future: [
    {
      id: 'l3',
      start: '2026-07-02T14:00:00.000Z',
      end: '2026-07-02T15:30:00.000Z',
      minutes: 90,
      bookedAt: '2026-06-20T08:15:00.000Z',
      status: 'Confermata',
      isPaid: true,
      paidAt: '2026-06-20T08:20:00.000Z',
      transactionId: '8PX12345AB',
    },
    {
      id: 'l4',
      start: '2026-07-09T14:00:00.000Z',
      end: '2026-07-09T15:00:00.000Z',
      minutes: 60,
      bookedAt: '2026-06-21T09:00:00.000Z',
      status: 'Da Pagare',
      isPaid: false,
      paidAt: null,
      transactionId: null,
    },
  ],
  past: [
    {
      id: 'l1',
      start: '2026-03-03T15:00:00.000Z',
      end: '2026-03-03T16:00:00.000Z',
      minutes: 60,
      bookedAt: '2026-02-20T08:00:00.000Z',
      status: 'Terminata',
      isPaid: true,
      paidAt: '2026-02-20T08:05:00.000Z',
      transactionId: 'MANUALE-1A2B3C4D',
    },
  ],
};

/** Which lessons have notes: the past one does. */
const notes = [{ lessonId: 'l1', fileName: 'Derivate.pdf', size: 52_000, sha256: 'a'.repeat(64), attachedAt: '2026-03-03T17:00:00.000Z' }];
const withNotes = (handler: Handler): Handler => (url, init) => (url.startsWith('/api/lessons/notes') ? json(200, notes) : handler(url, init));

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const renderStudent = (handler: Handler, ui: React.ReactNode) => {
  const fetch = mockFetch(handler);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={client()}>
      <RecordContextProvider value={marco}>{ui}</RecordContextProvider>
    </AdminContext>,
  );
  return fetch;
};

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => within(r).queryAllByRole(r.closest('thead') ? 'columnheader' : 'cell').map(text));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the figures of a student', () => {
  test('show lessons completed, hours, review, hourly rate and total paid in Italian', async () => {
    const fetch = renderStudent(() => json(200, overview), <StudentFigures />);
    const panel = screen.getByRole('region', { name: 'Riepilogo dello studente' });
    await waitFor(() => expect(text(screen.getByTestId('figure-lessons'))).toBe('7'));
    expect(callsTo(fetch, '/api/admin/students/s1/overview')).toHaveLength(1);
    const pairs = [...panel.querySelectorAll('dt')].map((dt) => `${text(dt)}=${text(dt.nextElementSibling!)}`);
    expect(pairs).toEqual([
      'Lezioni svolte=7',
      'Ore di lezione=8,5 ore',
      'Recensione inviata=Sì',
      'Tariffa oraria=30,00 €',
      'Totale pagato=212,50 €',
    ]);
  });

  test("keep the student's own rate and review when the overview cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStudent(() => json(500, { status: 500 }), <StudentFigures />);
    expect(await screen.findByText('Errore nel recupero delle informazioni dello studente')).toBeTruthy();
    expect(text(screen.getByTestId('figure-rate'))).toBe('30,00 €');
    expect(text(screen.getByTestId('figure-review'))).toBe('No');
    expect(text(screen.getByTestId('figure-paid'))).toBe('—');
  });
});

describe('the lessons of a student', () => {
  test('list future lessons with status, booking and payment, then past ones as Terminata', { timeout: 20_000 }, async () => {
    renderStudent(withNotes(() => json(200, overview)), <StudentLessons />);
    const future = await screen.findByRole('region', { name: 'Lezioni future' });
    expect(within(future).getByRole('heading').textContent).toBe('Lezioni future (2)');
    expect(rowsOf(within(future).getByRole('table'))).toEqual([
      ['Data', 'Durata', 'Data di prenotazione', 'Stato', 'Data di pagamento', 'Codice transazione', ''],
      ['Giovedì 2 luglio 2026, 16:00 - 17:30', '1,5 ore', '20/06/2026 10:15', 'Confermata', '20/06/2026 10:20', '8PX12345AB', ''],
      ['Giovedì 9 luglio 2026, 16:00 - 17:00', '1 ora', '21/06/2026 11:00', 'Da Pagare', '—', '—', ''],
    ]);
    const past = screen.getByRole('region', { name: 'Lezioni passate' });
    expect(rowsOf(within(past).getByRole('table')).slice(1)).toEqual([
      ['Martedì 3 marzo 2026, 16:00 - 17:00', '1 ora', '20/02/2026 09:00', 'Terminata', '20/02/2026 09:05', 'MANUALE-1A2B3C4D', 'Derivate.pdfSostituisci appunti', ''],
    ]);
    expect(within(past).getByRole('link', { name: 'Derivate.pdf' }).getAttribute('href')).toBe('/api/lessons/l1/notes');
  });

  test("open a lesson's history from its row", async () => {
    const fetch = renderStudent(
      withNotes((url) => (url.startsWith('/api/admin/audit/') ? json(200, []) : json(200, overview))),
      <StudentLessons />,
    );
    const past = await screen.findByRole('region', { name: 'Lezioni passate' });
    fireEvent.click(within(past).getByRole('button', { name: 'Cronologia – Lezione del 03/03/2026' }));
    expect(await screen.findByText('Nessun evento registrato')).toBeTruthy();
    expect(callsTo(fetch, '/api/admin/audit/lesson/l1')).toHaveLength(1);
  });

  test('say when there are none, or when they cannot be read', async () => {
    renderStudent(withNotes(() => json(200, { ...overview, future: [], past: [] })), <StudentLessons />);
    expect(await screen.findByText('Nessuna lezione futura')).toBeTruthy();
    expect(screen.getByText('Nessuna lezione passata')).toBeTruthy();
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStudent(() => json(500, { status: 500 }), <StudentLessons />);
    expect(await screen.findByText('Errore nel recupero delle prenotazioni')).toBeTruthy();
  });
});

describe('the students page', () => {
  test('counts the active students and opens the one picked by name', { timeout: 20_000 }, async () => {
    const students = [
      { id: 's1', name: 'Marco', surname: 'Rossi' },
      { id: 's2', name: 'Giulia', surname: 'Bianchi' },
    ];
    const fetch = mockFetch((url) => {
      const q = /"q":"([^"]*)"/.exec(decodeURIComponent(url))?.[1];
      const found = q ? students.filter((s) => `${s.name} ${s.surname}`.toLowerCase().includes(q.toLowerCase())) : students;
      return json(200, found, { 'Content-Range': `students 0-${found.length - 1}/${q ? found.length : 12}` });
    });
    render(
      <MemoryRouter initialEntries={['/teacher-students-list']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={client()}>
          <Routes>
            <Route path="/teacher-students-list" element={<StudentsPage />} />
            <Route path="/students/:id/show" element={<p>scheda aperta</p>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(text(await screen.findByText('Studenti attivi: 12'))).toBe('Studenti attivi: 12');
    fireEvent.change(screen.getByRole('combobox', { name: 'Cerca uno studente' }), { target: { value: 'bian' } });
    await waitFor(() => expect(callsTo(fetch, '/api/admin/students').some(([u]) => decodeURIComponent(String(u)).includes('"q":"bian"'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Marco Rossi' })).toBeNull());
    fireEvent.click(await screen.findByRole('option', { name: 'Giulia Bianchi' }));
    expect(await screen.findByText('scheda aperta')).toBeTruthy();
  });
});
