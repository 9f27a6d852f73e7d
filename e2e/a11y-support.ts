import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, bookAndPay, PASSWORD, ROME, romeToday } from './support';

/** A demo student with three lessons done (she may leave a review); the tests that book for her keep to days of their own (45, 47, 49 on). */
export const SARA = 'studente4@lavagna.test';

/** The public pages, the forms of a signed-out visitor and the demo outbox. */
export const PUBLIC_PAGES = [
  '/',
  '/biografia-personale',
  '/pagina-principale-blog',
  '/blog/viaggiare-e-studiare',
  '/blog/corpo-e-mente',
  '/blog/corpo-e-mente/03-memoria-e-apprendimento',
  '/blog/viaggiare-e-studiare/01-chi-siamo-davvero',
  '/recensioni',
  '/privacy-policy',
  '/condizioni-uso',
  '/login',
  '/signup',
  // A link's token that is not valid: the page says so.
  '/recupero-password/token-non-valido',
  '/dev/posta',
];

/** Every page of the student area (apps/web/src/routes/_auth) but the calendar, as Sara, who may also leave a review. */
export const STUDENT_PAGES = [
  '/personalpage',
  '/gestisci-le-tue-lezioni',
  '/lezioni-passate',
  '/storico-prenotazioni',
  '/lista-coupon',
  '/lascia-una-recensione',
  '/modifica-dati-personali',
];

/** The console's own pages (apps/teacher-admin/src/App.tsx: the resources' lists and the custom routes). */
export const CONSOLE_PAGES = [
  '/admin/students',
  '/admin/payments',
  '/admin/reviews',
  '/admin/teacher-calendar',
  '/admin/teacher-fisca-linfo',
  '/admin/teacher-availabilities',
  '/admin/teacher-google-connection',
  '/admin/teacher-data-modifier',
  '/admin/teacher-site',
  '/admin/teacher-students-list',
];

const signedInAsTeacher = async (teacher: APIRequestContext) => {
  const signedIn = await teacher.post('/api/users/check', { data: { email: 'docente@lavagna.test', pw: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
};

const userIdOf = async (page: Page) => ((await (await page.request.get('/api/users/validate')).json()) as { userId: string }).userId;

/** The instant of `time` (Rome) on the first Monday-Friday `offset` or more days from today. */
const romeInstant = (offset: number, time: string) => {
  const day = new Date(`${addDays(romeToday(), offset)}T12:00:00Z`);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: ROME, timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`));
  const offsetText = zone.find((p) => p.type === 'timeZoneName')!.value.replace('GMT', '');
  return new Date(`${date}T${time}:00${offsetText}`);
};

/**
 * The teacher books the signed-in student of `page` an hour at `time` (Rome), `offset` days on, far from
 * the days the other tests use: the lesson waits unpaid ('Da Pagare'), as the teacher's bookings do.
 * Each caller keeps an hour of its own: two offsets can land on one Monday (on a Wednesday, 45 days on
 * is a Saturday, moved to the Monday 47 days on).
 */
export const bookForStudent = async (teacher: APIRequestContext, page: Page, offset: number, time: string) => {
  await signedInAsTeacher(teacher);
  const start = romeInstant(offset, time);
  const end = new Date(start.getTime() + 3_600_000);
  const booked = await teacher.post('/api/calendar/events', {
    data: { studentId: await userIdOf(page), startEnd: [[start.toISOString(), end.toISOString()]] },
  });
  expect(booked.status()).toBe(201);
};

/** The teacher gives the signed-in student of `page` a coupon worth `amount` euro; its code. */
export const couponFor = async (teacher: APIRequestContext, page: Page, amount: number) => {
  await signedInAsTeacher(teacher);
  const created = await teacher.post('/api/coupon/create-coupon', { data: { userId: await userIdOf(page), amount } });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { code: string } }).data.code;
};

/**
 * Sara books an hour at 15:00 (Rome) on the first weekday 49 or more days on where she may, and pays it through
 * the demo gateway: the month has a payment, whatever ran before (a retry finds its earlier hour taken and goes on).
 */
export const paymentThisMonth = async (student: APIRequestContext) => {
  const signedIn = await student.post('/api/users/check', { data: { email: SARA, pw: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const taken = ((await (await student.get('/api/calendar/events')).json()) as { start: string }[]).map((e) => Date.parse(e.start));
  for (let offset = 49; offset < 70; offset += 1) {
    const start = romeInstant(offset, '15:00');
    if (taken.includes(start.getTime())) continue;
    return bookAndPay(student, [start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString()]);
  }
  throw new Error('no free 15:00 in ten weeks');
};

/** The page has loaded what it shows: no progress indicator left (react-admin's spinner is one too). */
export const settled = async (page: Page) => {
  await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0, { timeout: 15_000 });
};
