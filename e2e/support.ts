import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { now, onRunClock } from './clock.js';

/** The demo accounts' password. */
export const PASSWORD = 'Lavagna2026!';
export const ROME = 'Europe/Rome';

/** A lesson as GET /api/calendar/events gives it. */
export interface ApiEvent {
  _id: string;
  start: string;
  end: string;
  studentId: string | null;
}

/** `cell` is how the grid names a half hour ('giovedì 26 marzo 15:00'); `free` the name of a free one ('…, libero'). */
export type Day = { label: string; long: string; cell: (time: string) => string; free: (time: string) => string };

/** Today in Rome as yyyy-MM-dd, the Rome day of an instant, and day arithmetic on such strings. */
export const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(now());
export const romeDayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(new Date(iso));
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** 0 = Sunday. */
export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
export const isWeekday = (day: string) => ![0, 6].includes(weekday(day));
/** A Rome wall-clock time of `day` as an ISO instant (Italy is UTC+1 or UTC+2). */
export const atRome = (day: string, hhmm: string) => {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day}T${hhmm}:00${offset}`);
    const text = new Intl.DateTimeFormat('en-GB', { timeZone: ROME, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
    if (text === hhmm) return instant.toISOString();
  }
  throw new Error(`no Rome time ${day} ${hhmm}`);
};

/** A Rome day as the grid names it ('giovedì 26 marzo'), with its cell labels ('… 15:00'). */
const dayOf = (date: Date): Day => {
  const label = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(date);
  return { label, long: `${label[0]!.toUpperCase()}${label.slice(1)} ${date.getUTCFullYear()}`, cell: (time) => `${label} ${time}`, free: (time) => `${label} ${time}, libero` };
};

/** The Rome day `offset` days from today, as the grid names it, whatever day of the week it is. */
export const gridDay = (offset: number): Day => dayOf(new Date(`${addDays(romeToday(), offset)}T12:00:00Z`));

/** The Rome day `offset` days from today, moved to Monday if it is a Sunday (the demo teacher rests then). */
export const romeDay = (offset: number): Day => {
  const date = new Date(`${romeToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return dayOf(date);
};

/** The first `count` Monday-Friday Rome days from `offset` days after today (the demo teacher works 09:00-21:00). */
export const weekdaysFrom = (offset: number, count: number): Day[] => {
  const date = new Date(`${romeToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  const days: Day[] = [];
  while (days.length < count) {
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(dayOf(new Date(date)));
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return days;
};

/** A browser context of a test's own (a second person, a visitor), on the run's clock like the test's own. */
export const newContext = async (browser: Browser, options?: BrowserContextOptions) => onRunClock(await browser.newContext(options));
/** A page in a context of its own, on the run's clock. */
export const newPage = async (browser: Browser, options?: BrowserContextOptions) => (await newContext(browser, options)).newPage();

/** What a sign-up sends (POST /api/users/create), but the address and password. */
type SignUp = { name: string; surname: string; birthYear: number; residence: { region: string; province: string }; school: { schoolType: string; institute: string; examYear: string } };
const SARA_COLOMBO: SignUp = {
  name: 'Sara',
  surname: 'Colombo',
  birthYear: 2004,
  residence: { region: 'Lombardia', province: 'Milano' },
  school: { schoolType: 'Università', institute: 'Politecnico di Milano', examYear: 'Fisica 1' },
};

/** A new student account through the API, not confirmed yet; `prefix` names it in the e-mail address. */
export const signUpStudent = async (page: Page, prefix: string, who: SignUp = SARA_COLOMBO) => {
  const email = `${prefix}.${Date.now()}@lavagna.test`;
  const res = await page.request.post('/api/users/create', { data: { ...who, email, pw: PASSWORD, personalSettings: { privacyConsent: true } } });
  expect(res.status(), await res.text()).toBe(201);
  return email;
};

/** A student account of its own (nobody else's lessons or payments in its history), signed up and confirmed through the outbox's link. */
export const newStudent = async (page: Page, prefix: string) => {
  const email = await signUpStudent(page, prefix);
  type Mail = { to: string; links: string[] };
  const link = async () => ((await (await page.request.get('/api/dev/outbox')).json()) as Mail[]).find((m) => m.to === email && m.links.length > 0)?.links[0];
  await expect.poll(link).toBeTruthy();
  await page.goto(new URL((await link())!).pathname);
  await expect(page.getByRole('heading', { name: 'Registrazione Confermata' })).toBeVisible();
  return email;
};

/** The signed-in student of `page` gives the billing data a payment asks for (a payer, Mario Rossi, with his codice fiscale). */
export const giveBillingData = async (page: Page) => {
  const { userId } = (await (await page.request.get('/api/users/validate')).json()) as { userId: string };
  const res = await page.request.put(`/api/users/${userId}/billing`, {
    data: { nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA85T10F205R', indirizzo: 'Via Dante 12', cap: '20121', comune: 'Milano', provincia: 'MI' },
  });
  expect(res.ok(), await res.text()).toBe(true);
};

/** Signs a student in through the login page, with the calendar's instructions overlay kept closed. */
export const loginStudent = async (page: Page, email: string) => {
  await page.addInitScript(() => window.localStorage.setItem('dontShowInstructions', 'true'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Login effettuato con successo')).toBeVisible();
};

/**
 * The console reloads 1 s after a command, so a toast may be gone before a poll sees it: every
 * alert shown is kept in sessionStorage, which survives the reload.
 */
export const recordToasts = async (page: Page) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const seen = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem('e2e-toasts', JSON.stringify(seen));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
};

/**
 * Waits until `text` has been shown in a toast since recordToasts. A reload the page makes meanwhile
 * (after a save, 1 s later) can destroy the context of one reading: that round reads nothing and the
 * next one reads sessionStorage, which the reload keeps.
 */
export const toastShown = (page: Page, text: string) =>
  expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-toasts') ?? '').catch(() => '')).toContain(text);

/** The demo teacher signs in to the console and lands on the students list. */
export const signInTeacher = async (page: Page) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('docente@lavagna.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/students/);
};

/**
 * Opens a student's page from the console's list through its search, as the teacher does. The
 * search applies after a pause and then moves the address to the filtered list; the row is clicked
 * only once the address says so and the list shows nobody else (a click on the list still loading,
 * or not yet filtered, raced that navigation and left the teacher on the list).
 */
export const openStudent = async (page: Page, email: string) => {
  const search = email.split('@')[0]!;
  await page.getByPlaceholder('Cerca').fill(search);
  await expect(page).toHaveURL(new RegExp(`[?&]filter=[^&]*${search}`));
  await expect(page.getByRole('cell', { name: /@/ }).filter({ hasNotText: search })).toHaveCount(0);
  await page.getByRole('cell', { name: email }).click();
  await expect(page).toHaveURL(/\/admin\/students\/[^/]+\/show$/);
};

/** Waits until the app runs on the page: a page the server drew reads before that, but its buttons answer only then. */
export const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/**
 * The site's phone menu, its button focused: Enter opens it on the first item, ArrowDown moves,
 * Escape closes it and gives the focus back to the button.
 */
export const phoneMenuByKeyboard = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Menu di navigazione' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Prenota una Lezione' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Blog Personale' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
};

/** The signed-in student of `student` books [start, end] and pays it through the demo gateway, as the payment page does. */
export async function bookAndPay(student: APIRequestContext, [start, end]: [string, string]) {
  const booked = await student.post('/api/calendar/events', { data: { startEnd: [[start, end]] } });
  expect(booked.ok(), await booked.text()).toBe(true);
  const eventIds = ((await booked.json()) as { events: ApiEvent[] }).events.map((e) => e._id);
  const order = await student.post('/api/payments/create-order', { data: { eventIds } });
  expect(order.ok(), await order.text()).toBe(true);
  const { id, requiresPayment, cart } = (await order.json()) as { id: string; requiresPayment: boolean; cart: { total: number } };
  expect(requiresPayment).toBe(true);
  expect((await student.post(`/api/dev/paypal/orders/${encodeURIComponent(id)}/approve`)).ok()).toBe(true);
  const completed = await student.post('/api/payments/complete-order', { data: { orderID: id } });
  expect(completed.ok(), await completed.text()).toBe(true);
  const { transactionId } = (await completed.json()) as { transactionId: string };
  return { total: Math.round(cart.total * 100), transactionId };
}
