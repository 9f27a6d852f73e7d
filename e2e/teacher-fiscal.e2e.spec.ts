import { readFile } from 'node:fs/promises';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.js';
import { addDays, atRome, bookAndPay, isWeekday, PASSWORD, recordToasts, romeDayOf, romeToday, signInTeacher, toastShown, type ApiEvent } from './support.js';

const TEACHER = 'docente@lavagna.test';
/** Giulia Bianchi: the student who pays in this flow. */
const STUDENT = 'studente2@lavagna.test';
const STUDENT_NAME = 'Giulia Bianchi';
const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** '1.234,56 €' or '1.234,56' -> 123456: the figures are compared in cents, exactly. */
const cents = (text: string) => {
  const clean = text.replace(/[^\d,-]/g, '');
  expect(clean, `an Italian amount: ${JSON.stringify(text)}`).toMatch(/^-?\d+,\d{2}$/);
  return Math.round(Number(clean.replace(',', '.')) * 100);
};

async function apiSession(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/check', { data: { email, pw: PASSWORD } });
  expect(res.ok(), `sign in ${email}`).toBe(true);
}

/** Free weekday slots of `minutes` from 20 days ahead, one per day, clear of every lesson in the calendar. */
async function freeSlots(teacher: APIRequestContext, count: number, minutes: number[]) {
  const events = (await (await teacher.get('/api/calendar/events')).json()) as ApiEvent[];
  const slots: [string, string][] = [];
  for (let n = 20; slots.length < count && n < 80; n += 1) {
    const day = addDays(romeToday(), n);
    if (!isWeekday(day) || events.some((e) => romeDayOf(e.start) === day)) continue;
    const start = atRome(day, '15:00');
    const end = new Date(Date.parse(start) + minutes[slots.length]! * 60_000).toISOString();
    slots.push([start, end]);
  }
  expect(slots, 'free weekday afternoons in the coming weeks').toHaveLength(count);
  return slots;
}

/** The CSV as a spreadsheet reads it: BOM, ';', Italian numbers, a closing totals line. */
function parseCsv(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split(/\r?\n/).filter((l) => l !== '');
  const [header, ...rest] = lines;
  expect(header).toBe('Data;Utente;Lordo;IVA;Netto');
  const last = rest.pop()!;
  const [label, empty, gross, vat, net] = last.split(';');
  expect([label, empty]).toEqual(['Totale', '']);
  const rows = rest.map((line) => {
    const cells = line.split(';');
    expect(cells, line).toHaveLength(5);
    const [date, user, g, v, n] = cells as [string, string, string, string, string];
    return { date, user, gross: cents(g), vat: cents(v), net: cents(n) };
  });
  return { rows, totals: { gross: cents(gross!), vat: cents(vat!), net: cents(net!) } };
}

test.describe('teacher fiscal report', () => {
  test('a student pays, the teacher opens her, gives a coupon and downloads the month: the CSV matches the screen to the cent', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // arrange: Giulia books and pays two lessons (60 and 90 minutes), each its own order, this month
    const teacherApi = await playwright.request.newContext({ baseURL });
    await apiSession(teacherApi, TEACHER);
    const slots = await freeSlots(teacherApi, 2, [60, 90]);
    await teacherApi.dispose();
    const studentApi = await playwright.request.newContext({ baseURL });
    await apiSession(studentApi, STUDENT);
    const paid = [await bookAndPay(studentApi, slots[0]!), await bookAndPay(studentApi, slots[1]!)];
    await studentApi.dispose();

    // the teacher finds the student through the picker of /teacher-students-list
    await recordToasts(page);
    await signInTeacher(page);
    await page.getByRole('menuitem', { name: 'Studenti' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-students-list$/);
    await expect(page.getByTestId('active-students')).toHaveText(/^Studenti attivi: \d+$/);
    await page.getByRole('combobox', { name: 'Cerca uno studente' }).fill('Bianchi');
    await page.getByRole('option', { name: STUDENT_NAME }).click();
    await expect(page).toHaveURL(/\/admin\/students\/[^/]+\/show$/);

    const figures = page.getByRole('region', { name: 'Riepilogo dello studente' });
    await expect(figures.getByTestId('figure-paid')).toHaveText(/\d+,\d\d\s€/);
    expect(cents((await figures.getByTestId('figure-paid').textContent())!)).toBeGreaterThanOrEqual(paid[0]!.total + paid[1]!.total);
    await page.getByRole('tab', { name: 'Lezioni' }).click();
    const future = page.getByRole('region', { name: 'Lezioni future' });
    for (const { transactionId } of paid) {
      const row = future.getByRole('row').filter({ hasText: transactionId });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Confermata');
    }

    // a coupon for her; its history names the teacher
    await page.getByRole('tab', { name: 'Coupon' }).click();
    const coupons = page.getByRole('table', { name: 'Coupon' }).locator('tbody tr');
    await expect(page.getByRole('table', { name: 'Coupon' }).or(page.getByText('Nessun coupon attivo per questo studente'))).toBeVisible();
    const codesBefore = await coupons.locator('td:nth-child(2)').allTextContents();
    await page.getByRole('button', { name: 'Crea Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: `Crea un coupon per ${STUDENT_NAME}` });
    await dialog.getByRole('radio', { name: '25 € – 1 ora' }).check();
    await dialog.getByRole('button', { name: 'Crea', exact: true }).click();
    await toastShown(page, 'Coupon sconto emesso con successo');
    await expect(coupons).toHaveCount(codesBefore.length + 1);
    const codes = await coupons.locator('td:nth-child(2)').allTextContents();
    const code = codes.find((c) => !codesBefore.includes(c))!;
    const created = coupons.filter({ hasText: code });
    await expect(created).toContainText('25,00 €');
    await created.getByRole('button', { name: `Cronologia – Coupon ${code}` }).click();
    const history = page.getByRole('dialog', { name: `Cronologia – Coupon ${code}` });
    await expect(history.getByTestId('audit-actor').first()).toHaveText(/^Docente/);
    await history.getByRole('button', { name: 'Chiudi' }).click();

    // Dati Fiscali opens on the current Rome month and year
    await page.getByRole('menuitem', { name: 'Dati Fiscali' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-fisca-linfo/);
    const [year, month] = romeToday().split('-').map(Number) as [number, number];
    const monthName = MONTHS[month - 1]!;
    await expect(page.getByRole('combobox', { name: 'Mese' })).toHaveText(monthName);
    await expect(page.getByRole('combobox', { name: 'Anno' })).toHaveText(String(year));
    const table = page.getByRole('table', { name: 'Pagamenti del periodo' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const screenRows = await page.getByTestId('fiscal-row').evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    const onScreen = screenRows.map(([date, user, gross, vat, net]) => ({
      date: date!,
      user: user!,
      gross: cents(gross!),
      vat: cents(vat!),
      net: cents(net!),
    }));
    const screenTotals = {
      gross: cents((await page.getByTestId('fiscal-total-gross').textContent())!),
      vat: cents((await page.getByTestId('fiscal-total-vat').textContent())!),
      net: cents((await page.getByTestId('fiscal-total-net').textContent())!),
    };
    const today = romeToday().split('-').reverse().join('/');
    for (const { total } of paid) {
      expect(onScreen.filter((r) => r.user === STUDENT_NAME && r.gross === total && r.date === today).length).toBeGreaterThanOrEqual(1);
    }
    await expect(page.getByRole('figure', { name: `Lordo e netto per mese nel ${year}` })).toBeVisible();

    // the CSV of the same filters: same rows, same totals, to the cent
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`pagamenti-${year}-${monthName}.csv`);
    const csv = parseCsv(await readFile((await download.path())!));

    expect(csv.rows).toEqual(onScreen);
    expect(csv.totals).toEqual(screenTotals);
    const sum = (key: 'gross' | 'vat' | 'net') => csv.rows.reduce((s, r) => s + r[key], 0);
    expect({ gross: sum('gross'), vat: sum('vat'), net: sum('net') }).toEqual(csv.totals);
    for (const row of csv.rows) expect(row.gross).toBe(row.vat + row.net);

    // the payments are in the react-admin resource too, with its export
    await page.getByRole('menuitem', { name: 'Pagamenti' }).click();
    await expect(page.getByRole('cell', { name: paid[1]!.transactionId })).toBeVisible();
    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta' }).click();
    const exported = (await readFile((await (await exporting).path())!)).toString('utf8');
    expect(exported.startsWith('\uFEFFData;Studente;Lezioni;Ore;Lordo;IVA;Netto;Sconto;Pagato;Coupon;ID transazione')).toBe(true);
    for (const { transactionId } of paid) expect(exported).toContain(`;${transactionId}`);
  });
});
