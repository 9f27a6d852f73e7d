import { test as base, type APIRequestContext } from '@playwright/test';
import { now, onRunClock } from './clock.js';
import { serverOf, type E2eServer } from './servers.js';
import { PASSWORD } from './support.js';

export { expect } from '@playwright/test';

const TEACHER = { email: 'docente@lavagna.test', pw: PASSWORD };

interface Lesson {
  _id: string;
  kind: string;
  start: string;
  status: 'held' | 'booked';
  bookingCreation: { date: string } | null;
}

/**
 * Cancels, as the teacher, the future lessons booked since `since` that `leave` picks: what a test
 * booked must not take the slot or the day another test (or the retry) counts on.
 */
const cancelLessonsBookedSince = async (teacher: APIRequestContext, since: Date, leave: (lesson: Lesson) => boolean) => {
  if (!(await teacher.post('/api/users/check', { data: TEACHER })).ok()) return;
  const lessons = (await (await teacher.get('/api/calendar/events')).json()) as Lesson[];
  const left = lessons.filter(
    (l) => l.kind === 'lesson' && l.bookingCreation && Date.parse(l.bookingCreation.date) >= since.getTime() && Date.parse(l.start) > now().getTime() && leave(l),
  );
  for (const lesson of left) await teacher.delete(`/api/calendar/events/${lesson._id}`);
};

/**
 * Playwright's test, with every context on the run's clock (e2e/clock.ts; contexts a test opens itself
 * use support's newContext); after it, the holds it left (a hold would take its slot for minutes, and
 * on some days of the week other tests' slots are the same), and after a failed test all its lessons.
 */
export const test = base.extend<{ leaveNoLessonBehind: void; closeOwnContexts: void }, { server: E2eServer }>({
  // The worker's own server (e2e/servers.ts) and its stand-ins' ports; a retry's new worker keeps the index, so the server.
  server: [
    async ({}, use, workerInfo) => {
      await use(serverOf(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.origin);
  },
  // The cookie question answered already, so the banner covers no page's bottom bar; the banner's
  // own tests start from a browser that has not answered.
  storageState: async ({ baseURL }, use) => {
    await use({ cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'cookie_consent', value: 'rejected' }] }] });
  },
  context: async ({ context }, use) => {
    await use(await onRunClock(context));
  },
  // The contexts a test opened itself (support's newContext and newPage: a second user, a phone)
  // are closed after it: left open, their pages kept polling and streaming in the worker's browser
  // for the rest of the run, and the tracing of later tests took them in.
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set([...browser.contexts(), context]);
      await use();
      await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  leaveNoLessonBehind: [
    async ({ playwright, baseURL }, use, testInfo) => {
      const started = now();
      await use();
      const passed = testInfo.status === testInfo.expectedStatus;
      const teacher = await playwright.request.newContext({ baseURL });
      try {
        await cancelLessonsBookedSince(teacher, started, (lesson) => !passed || lesson.status === 'held');
      } finally {
        await teacher.dispose();
      }
    },
    { auto: true },
  ],
});
