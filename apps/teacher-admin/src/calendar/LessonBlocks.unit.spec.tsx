import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { json, mockFetch } from '../test/fetchMock';
import { lessonEvent } from '../test/lessons';
import { addDays, atRome, romeDay } from './rome';
import { TeacherCalendar } from './TeacherCalendar';

const tomorrow = addDays(romeDay(new Date()), 1);
const unpaid = lessonEvent({ title: 'Lezione', start: atRome(tomorrow, 600).toISOString(), end: atRome(tomorrow, 660).toISOString() });
const paid = { ...unpaid, _id: 'e2', start: atRome(tomorrow, 720).toISOString(), end: atRome(tomorrow, 810).toISOString(), payment: { isPaid: true, date: null, userId: 't1', paymentId: 'P1' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the console calendar's lesson blocks", () => {
  test('show the state of each lesson whole, on a line that wraps instead of being cut', { timeout: 20_000 }, async () => {
    mockFetch((url, init) => {
      if (url.startsWith('/api/calendar/events')) return json(200, [unpaid, paid]);
      if (url.startsWith('/api/users/availabilities')) return json(200, { teacherId: 't1', availability: Array(7).fill([540, 1260]) });
      if (url.startsWith('/api/admin/students')) return json(200, [], { 'Content-Range': 'students 0-0/0' });
      throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <TeacherCalendar />
      </AdminContext>,
    );
    const block = async (time: string) => (await screen.findByLabelText(new RegExp(`, Lezione di Marco Rossi ${time}, `), undefined, { timeout: 5000 })).querySelector('[data-block]')!;
    for (const [time, state] of [['10:00 - 11:00', 'Da Pagare'], ['12:00 - 13:30', 'Confermata']] as const) {
      const status = (await block(time)).querySelector('[data-block-status]') as HTMLElement | null;
      expect(status?.textContent).toBe(state);
      const style = getComputedStyle(status!);
      expect(style.whiteSpace).toBe('normal');
      expect(style.textOverflow).not.toBe('ellipsis');
    }
  });
});
