import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { GOOGLE_CLIENT } from '../playwright.config';
import { serverOf } from './servers';
import { GoogleStandIn } from '../apps/api/test/google-stand-in';
import { now } from './clock.js';
import { fromZonedTime } from 'date-fns-tz';
import { loginStudent, newPage, PASSWORD, romeToday, signInTeacher, weekdaysFrom } from './support.js';

interface ApiEvent {
  kind: string;
  title: string;
  start: string;
  isGoogleEvent: boolean;
}

const PRIMARY = 'docente.google@example.test';
const WORK = 'lavoro@group.calendar.google.com';
/** The first Monday-Friday Rome day at least 3 days ahead (as support's weekdaysFrom picks it), yyyy-MM-dd. */
const isoDay = (): string => {
  const date = new Date(`${romeToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 3);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const HOUR = 3_600_000;
const plusHour = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();

let google: GoogleStandIn;
test.beforeAll(async () => {
  google = await GoogleStandIn.start(serverOf(test.info().parallelIndex).googlePort, GOOGLE_CLIENT.id, GOOGLE_CLIENT.secret);
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
  await expect(page.getByTestId('google-state')).toHaveText(`Collegato come ${google.email}`);
  await expect(page.getByRole('checkbox', { name: 'Docente' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lavoro' })).not.toBeChecked();
  await expect(page.getByText('- Lezioni')).toHaveCount(0);

  // Choose the calendars: both.
  await page.getByRole('checkbox', { name: 'Lavoro' }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Calendari aggiornati')).toBeVisible();
  await expect.poll(() => [...google.channels.values()].filter((c) => !c.stopped).map((c) => c.calendarId).sort()).toEqual([PRIMARY, WORK]);

  // An event added in Google, pushed to the webhook, blocks the slot in the student's calendar.
  const day = weekdaysFrom(3, 1)[0]!;
  const start = fromZonedTime(`${isoDay()}T11:00:00`, 'Europe/Rome').toISOString();
  google.addEvent(WORK, 'Riunione di dipartimento', start, plusHour(start));
  expect(await google.push(WORK)).toEqual([200]);
  await expect.poll(async () => (await events(page)).filter((e) => e.isGoogleEvent).map((e) => e.title)).toEqual(['Riunione di dipartimento']);

  const student = await newPage(browser);
  await loginStudent(student, 'studente1@lavagna.test');
  const seen = (await events(student)).filter((e) => e.isGoogleEvent);
  expect(seen).toEqual([expect.objectContaining({ kind: 'google', title: 'Evento Google', start })]);
  await student.goto('/calendario');
  await expect(student.getByRole('gridcell', { name: day.free('10:00'), exact: true })).toBeVisible();
  await expect(student.getByRole('gridcell', { name: day.free('11:00'), exact: true })).toHaveCount(0);

  // A booking over the Google event is refused in Italian.
  const refused = await student.request.post('/api/calendar/events', { data: { startEnd: [[start, plusHour(start)]] } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("L'insegnante ha un altro impegno in questo orario, scegline un altro");

  // A lesson booked by the student appears in the teacher's Lavagna calendar in Google.
  const lessonStart = new Date(Date.parse(start) + 3 * HOUR).toISOString();
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
