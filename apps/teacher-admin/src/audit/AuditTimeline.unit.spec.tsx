import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '@lavagna/contracts';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch, type Handler } from '../test/fetchMock';
import { AuditButton } from './AuditButton';
import { AuditTimeline } from './AuditTimeline';

const entries: AuditEntry[] = [
  {
    position: 10,
    streamId: 'booking-b1',
    type: 'LessonsBooked',
    at: '2026-06-01T08:00:00.000Z',
    atRome: '01/06/2026 10:00:00',
    actor: { role: 'student', userId: 's1', name: 'Marco Rossi' },
    summary: 'Lezione prenotata',
    changes: [{ field: 'status', after: 'Da Pagare' }],
  },
  {
    position: 14,
    streamId: 'booking-b1',
    type: 'LessonMoved',
    at: '2026-06-02T16:30:00.000Z',
    atRome: '02/06/2026 18:30:00',
    actor: { role: 'teacher', userId: 't1', name: 'Anna Neri' },
    summary: 'Lezione spostata',
    changes: [
      { field: 'start', before: '03/06/2026 10:00', after: '04/06/2026 11:00' },
      { field: 'end', before: '03/06/2026 11:00', after: '04/06/2026 12:00' },
      { field: 'room', after: 'online' },
    ],
  },
  {
    position: 20,
    streamId: 'booking-b1',
    type: 'HoldExpired',
    at: '2026-06-02T17:00:00.000Z',
    atRome: '02/06/2026 19:00:00',
    actor: { role: 'system', userId: null, name: null },
    summary: 'Prenotazione scaduta',
    changes: [],
  },
];

const renderWith = (handler: Handler, ui: React.ReactNode) => {
  const fetch = mockFetch(handler);
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {ui}
    </AdminContext>,
  );
  return fetch;
};

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit timeline', () => {
  test('shows, oldest first, the Rome time, the actor, the summary and what changed, with Italian field names', async () => {
    const fetch = renderWith(() => json(200, entries), <AuditTimeline subject="lesson" id="l 1" />);
    const timeline = await screen.findByRole('list', { name: 'Cronologia' });
    expect(callsTo(fetch, '/api/admin/audit/')).toHaveLength(1);
    expect(callsTo(fetch, '/api/admin/audit/lesson/l%201')).toHaveLength(1);
    const items = within(timeline).getAllByRole('listitem').filter((li) => li.parentElement === timeline);
    expect(items).toHaveLength(3);
    expect(items.map((li) => within(li).getByTestId('audit-time').textContent)).toEqual([
      '01/06/2026 10:00:00',
      '02/06/2026 18:30:00',
      '02/06/2026 19:00:00',
    ]);
    expect(items.map((li) => within(li).getByTestId('audit-actor').textContent)).toEqual([
      'Studente Marco Rossi',
      'Docente Anna Neri',
      'Sistema',
    ]);
    expect(items.map((li) => within(li).getByTestId('audit-summary').textContent)).toEqual([
      'Lezione prenotata',
      'Lezione spostata',
      'Prenotazione scaduta',
    ]);
    const moved = within(items[1]!).getByRole('list', { name: 'Modifiche' });
    expect(within(moved).getAllByRole('listitem').map(text)).toEqual([
      'Inizio: 03/06/2026 10:00 → 04/06/2026 11:00',
      'Fine: 03/06/2026 11:00 → 04/06/2026 12:00',
      'room: online',
    ]);
    expect(text(within(items[0]!).getByRole('list', { name: 'Modifiche' }))).toBe('Stato: Da Pagare');
    expect(within(items[2]!).queryByRole('list', { name: 'Modifiche' })).toBeNull();
  });

  test('says when nothing was recorded, or when it cannot be read', async () => {
    renderWith(() => json(200, []), <AuditTimeline subject="student" id="s1" />);
    expect(await screen.findByText('Nessun evento registrato')).toBeTruthy();
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(() => json(500, { status: 500 }), <AuditTimeline subject="student" id="s1" />);
    expect(await screen.findByText('Errore nel recupero della cronologia')).toBeTruthy();
  });
});

describe('the history button of a row', () => {
  test("opens the subject's timeline in a dialog, reading it only then, without clicking the row", async () => {
    const rowClick = vi.fn();
    const fetch = renderWith(
      () => json(200, entries.slice(0, 1)),
      <div onClick={rowClick}>
        <AuditButton subject="coupon" id="LV-AB12-CD34" label="Coupon LV-AB12-CD34" />
      </div>,
    );
    expect(callsTo(fetch, '/api/admin/audit/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cronologia – Coupon LV-AB12-CD34' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cronologia – Coupon LV-AB12-CD34' });
    expect(await within(dialog).findByText('Lezione prenotata')).toBeTruthy();
    expect(callsTo(fetch, '/api/admin/audit/coupon/LV-AB12-CD34')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(rowClick).not.toHaveBeenCalled();
  });
});
