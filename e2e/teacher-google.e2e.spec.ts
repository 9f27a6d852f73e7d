import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { GOOGLE_CLIENT } from '../playwright.config';
import { GoogleStandIn } from '../apps/api/test/google-stand-in';
import { now } from './clock.js';
import { addDays, atRome, gridDay, isWeekday, loginStudent, newPage, PASSWORD, romeDayOf, romeToday, signInTeacher } from './support.js';

interface ApiEvent {
  kind: string;
  title: string;
  start: string;
  end: string;
  isGoogleEvent: boolean;
}

const PRIMARY = 'docente.google@example.test';
const WORK = 'lavoro@group.calendar.google.com';
const HOUR = 3_600_000;
const plusHour = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();
/** An hour of the day as the grid and atRome write it: '09:00'. */
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Where the flow can work, as the student sees the calendar: a weekday 3 to 6 days ahead (shown on
 * the first page) on which the student has no lesson, and an hour `h` with h, h+1 (the Google
 * event) and h+3 (the lesson) free. The other flows on this server book lessons too.
 */
const freeHours = async (student: Page) => {
  const seen = await events(student);
  const taken = seen.map((e) => [Date.parse(e.start), Date.parse(e.end)] as const);
  const mine = seen.filter((e) => e.kind === 'lesson').map((e) => romeDayOf(e.start));
  for (let offset = 3; offset <= 6; offset++) {
    const iso = addDays(romeToday(), offset);
    if (!isWeekday(iso) || mine.includes(iso)) continue;
    const free = (hour: number) => {
      const from = Date.parse(atRome(iso, hourLabel(hour)));
      return !taken.some(([start, end]) => start < from + HOUR && end > from);
    };
    for (let hour = 9; hour <= 16; hour++)
      if (free(hour) && free(hour + 1) && free(hour + 3)) {
        const at = (h: number) => hourLabel(hour + h);
        return { day: gridDay(offset), at, start: atRome(iso, at(1)), lessonStart: atRome(iso, at(3)) };
      }
  }
  throw new Error('Nessun giorno libero tra 3 e 6 giorni da oggi');
};

let google: GoogleStandIn;
test.beforeAll(async ({ server }) => {
  google = await GoogleStandIn.start(server.googlePort, GOOGLE_CLIENT.id, GOOGLE_CLIENT.secret);
  google.now = () => now().getTime();
});
test.afterAll(async () => google.close());
// A failed run must not leave the teacher connected: the retry starts from 'Non collegato'.
test.afterEach(async ({ playwright, baseURL }) => {
  const teacher = await playwright.request.newContext({ baseURL });
  try {
    if ((await teacher.post('/api/users/check', { data: { email: 'docente@lavagna.test', pw: PASSWORD } })).ok()) await teacher.post('/api/google/disconnect');
  } finally {
    await teacher.dispose();
  }
});

const events = async (page: Page): Promise<ApiEvent[]> => (await page.request.get('/api/calendar/events')).json();

test('the teacher connects Google Calendar: busy times block slots, lessons reach Google, pushes are followed, a revocation is shown', async ({ page, browser }) => {
  const lostNotices = async () =>
    ((await (await page.request.get('/api/dev/outbox')).json()) as { subject: string; to: string }[]).filter((m) => m.subject === 'Google Calendar scollegato' && m.to === 'docente@lavagna.test').length;
  await signInTeacher(page);
  const lostBefore = await lostNotices();
  await page.goto('/admin/teacher-google-connection');
  await expect(page.getByText('Non collegato')).toBeVisible();

  // Connect: Google's consent in a popup, which posts AUTH_COMPLETE back and closes.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Collega Google Calendar' }).click();
  const popup = await popupOpened;
  await popup.getByRole('link', { name: 'Consenti' }).click();
  await expect(page.getByTestId('google-state')).toHaveText(`Account collegato: ${google.email}`);
  await expect(page.getByRole('checkbox', { name: 'Docente' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lavoro' })).not.toBeChecked();
  await expect(page.getByText('- Lezioni')).toHaveCount(0);

  // Choose the calendars: both.
  await page.getByRole('checkbox', { name: 'Lavoro' }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Calendari aggiornati')).toBeVisible();
  await expect.poll(() => [...google.channels.values()].filter((c) => !c.stopped).map((c) => c.calendarId).sort()).toEqual([PRIMARY, WORK]);

  // An event added in Google, pushed to the webhook, blocks the slot in the student's calendar.
  const student = await newPage(browser);
  await loginStudent(student, 'studente1@lavagna.test');
  const { day, at, start, lessonStart } = await freeHours(student);
  google.addEvent(WORK, 'Riunione di dipartimento', start, plusHour(start));
  expect(await google.push(WORK)).toEqual([200]);
  await expect.poll(async () => (await events(page)).filter((e) => e.isGoogleEvent).map((e) => e.title)).toEqual(['Riunione di dipartimento']);

  const seen = (await events(student)).filter((e) => e.isGoogleEvent);
  expect(seen).toEqual([expect.objectContaining({ kind: 'google', title: 'Evento Google', start })]);
  await student.goto('/calendario');
  await expect(student.getByRole('gridcell', { name: day.free(at(0)), exact: true })).toBeVisible();
  await expect(student.getByRole('gridcell', { name: day.free(at(1)), exact: true })).toHaveCount(0);

  // A booking over the Google event is refused in Italian.
  const refused = await student.request.post('/api/calendar/events', { data: { startEnd: [[start, plusHour(start)]] } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("L'insegnante ha un altro impegno in questo orario, scegline un altro");

  // A lesson booked by the student appears in the teacher's Lavagna calendar in Google.
  const booked = await student.request.post('/api/calendar/events', { data: { startEnd: [[lessonStart, plusHour(lessonStart)]] } });
  expect(booked.status()).toBe(201);
  // (Other tests' lessons, written when the calendar was connected, may be there too.)
  await expect
    .poll(() => google.lessonEvents().map((e) => [e.summary, e.start.dateTime]).filter(([, at]) => at === lessonStart))
    .toEqual([['Matematica e fisica con Marco Rossi', lessonStart]]);

  // The teacher revokes the access at Google: the next push meets it, the console shows it.
  google.revokeAll();
  google.addEvent(PRIMARY, 'Dopo la revoca', start, plusHour(start));
  await google.push(PRIMARY);
  await page.reload();
  await expect(page.getByText('Il collegamento con Google si è interrotto')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collega Google Calendar' })).toBeVisible();
  expect((await events(page)).filter((e) => e.isGoogleEvent)).toEqual([]);
  await expect.poll(lostNotices).toBe(lostBefore + 1);
});
