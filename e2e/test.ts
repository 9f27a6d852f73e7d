import { test as base, type APIRequestContext } from '@playwright/test';
import { now, onRunClock } from './clock.js';
import { PASSWORD } from './support.js';

export { expect } from '@playwright/test';

const TEACHER = { email: 'docente@lavagna.test', pw: PASSWORD };

interface Lesson {
  _id: string;
  kind: string;
  start: string;
  bookingCreation: { date: string } | null;
}

/**
 * Cancels, as the teacher, every future lesson booked since `since`: what a failed test booked must
 * not take the slot or the day another test (or the retry) counts on.
 */
const cancelLessonsBookedSince = async (teacher: APIRequestContext, since: Date) => {
  if (!(await teacher.post('/api/users/check', { data: TEACHER })).ok()) return;
  const lessons = (await (await teacher.get('/api/calendar/events')).json()) as Lesson[];
  const left = lessons.filter((l) => l.kind === 'lesson' && l.bookingCreation && Date.parse(l.bookingCreation.date) >= since.getTime() && Date.parse(l.start) > now().getTime());
  for (const lesson of left) await teacher.delete(`/api/calendar/events/${lesson._id}`);
};

/**
 * Playwright's test, with every context on the run's clock (e2e/clock.ts; contexts a test opens itself
 * use support's newContext), and a failed test's lessons cancelled after it.
 */
export const test = base.extend<{ leaveNoLessonOnFailure: void }>({
  context: async ({ context }, use) => {
    await use(await onRunClock(context));
  },
  leaveNoLessonOnFailure: [
    async ({ playwright, baseURL }, use, testInfo) => {
      const started = now();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const teacher = await playwright.request.newContext({ baseURL });
      try {
        await cancelLessonsBookedSince(teacher, started);
      } finally {
        await teacher.dispose();
      }
    },
    { auto: true },
  ],
});
