import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch } from '../test/fetchMock';
import { addDays, atRome, romeDay } from './rome';
import { TeacherCalendar } from './TeacherCalendar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The weeks read, as `from to cache`: Rome midnights from the first bookable day, 7 days each. */
const reads = (fetch: ReturnType<typeof mockFetch>) =>
  callsTo(fetch, '/api/calendar/events').map(([url, init]) => {
    const q = new URL(String(url), 'http://localhost').searchParams;
    return `${q.get('from')} ${q.get('to')} ${init?.cache}`;
  });
const week = (k: number) => {
  const first = addDays(romeDay(new Date()), 1 + 7 * k);
  return `${atRome(first).toISOString()} ${atRome(addDays(first, 7)).toISOString()} no-cache`;
};

describe("the teacher's calendar reads", () => {
  test('the shown week, the next prefetched, revalidated with the ETag; the arrows reuse them', { timeout: 20_000 }, async () => {
    const fetch = mockFetch((url, init) => {
      if (url.startsWith('/api/calendar/events')) return json(200, []);
      if (url.startsWith('/api/users/availabilities')) return json(200, { teacherId: 't1', availability: Array(7).fill([540, 1260]) });
      if (url.startsWith('/api/admin/students')) return json(200, [], { 'Content-Range': 'students 0-0/0' });
      throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <TeacherCalendar />
      </AdminContext>,
    );
    await waitFor(() => expect(reads(fetch)).toEqual([week(0), week(1)]));
    // jsdom's 1024 px show 5 days: the second screen straddles weeks 0 and 1, and prefetches week 2.
    fireEvent.click(screen.getByLabelText('Giorni successivi', { selector: 'button' }));
    await waitFor(() => expect(reads(fetch)).toEqual([week(0), week(1), week(2)]));
    fireEvent.click(screen.getByLabelText('Giorni precedenti', { selector: 'button' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(reads(fetch)).toHaveLength(3);
  });
});
