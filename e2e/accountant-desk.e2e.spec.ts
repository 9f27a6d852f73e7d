import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './test.js';
import { addDays, atRome, isWeekday, newPage, PASSWORD, romeDayOf, romeToday, signInTeacher, type ApiEvent } from './support.js';

const ACCOUNTANT_PASSWORD = 'Registro-Partita-Doppia-8';
/** Buttons that would write: none may be on any of the accountant's screens. */
const WRITES = /^(Salva|Crea|Elimina|Modifica|Invita|Revoca)/;
const DESK = ['Dati Fiscali', 'Fatture', 'Report a una data', 'Registro dei pagamenti', 'Integrità del registro'];

/** The value a date-time picker takes for an instant, on Rome's wall clock, to the second. */
const romePicker = (instant: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'medium' }).format(instant).replace(' ', 'T');

/** '1.234,56 €' -> 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/** The log stamps events with the database's clock: the instants the replay compares are the machine's, not the run's. */
const machineNow = () => new Date();

const signInConsole = async (page: Page, email: string, password: string) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dati-fiscali/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dati Fiscali' })).toBeVisible();
};

/** The menu holds the desk only, and every screen of it shows no button that writes. */
const walkTheDesk = async (page: Page) => {
  const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
  for (const entry of DESK) await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
  for (const absent of ['Calendario', 'Studenti', 'Recensioni', 'Pagamenti']) await expect(menu.getByRole('menuitem', { name: absent, exact: true })).toHaveCount(0);
  for (const entry of DESK) {
    await menu.getByRole('menuitem', { name: entry }).click();
    await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
    await expect(page.getByRole('button', { name: WRITES })).toHaveCount(0);
  }
};

/** The total gross the screen shows ('Totale lordo'). */
const grossShown = async (page: Page) => cents((await page.getByTestId('fiscal-total-gross').textContent()) ?? '');

test.describe('the accountant’s desk', () => {
  test('the teacher invites an accountant, who chooses a password from the e-mail, replays the report at a past instant, sees the chain integro and no button that writes', async ({ page, browser }) => {
    const email = `studio.${Date.now()}@commercialista.test`;
    await signInTeacher(page);
    await page.getByRole('menuitem', { name: 'Commercialisti' }).click();
    await page.getByLabel('Email del commercialista').fill(email);
    await page.getByLabel('Nome (facoltativo)').fill('Anna Conti');
    await page.getByRole('button', { name: 'Invita' }).click();
    await expect(page.getByText(`Anna Conti – ${email}`)).toBeVisible();
    await expect(page.getByTestId('accountant').filter({ hasText: email }).getByText('invito in attesa')).toBeVisible();

    // The invitation arrives a moment later (a reaction): its first link chooses the password.
    const mails = async () => (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; subject: string; links: string[] }[];
    await expect.poll(async () => (await mails()).some((m) => m.to === email && m.subject === 'Il tuo accesso ai dati fiscali su Lavagna')).toBe(true);
    const link = (await mails()).find((m) => m.to === email)!.links[0]!;

    const desk = await newPage(browser);
    await desk.goto(new URL(link).pathname);
    await desk.getByLabel('Nuova password', { exact: true }).fill(ACCOUNTANT_PASSWORD);
    await desk.getByLabel('Conferma nuova password').fill(ACCOUNTANT_PASSWORD);
    await desk.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(desk.getByText('La tua password è stata aggiornata')).toBeVisible();

    await signInConsole(desk, email, ACCOUNTANT_PASSWORD);
    await walkTheDesk(desk);

    // A payment recorded after a past instant: the report as of that instant is without it, as of now with it.
    const teacher = page.request;
    const before = machineNow();
    await desk.waitForTimeout(1_100);
    // A student of this test's own: the lesson it pays, then cancels, leaves a coupon no other flow should meet.
    const studentEmail = `registro.${Date.now()}@lavagna.test`;
    const visitor = await newPage(browser);
    const signedUp = await visitor.request.post('/api/users/create', {
      data: {
        email: studentEmail, pw: PASSWORD, name: 'Bruno', surname: 'Registro', birthYear: 2004,
        residence: { region: 'Lombardia', province: 'Milano' },
        school: { schoolType: 'Università', institute: 'Politecnico di Milano', examYear: 'Analisi Matematica 1' },
        personalSettings: { privacyConsent: true },
      },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(201);
    const everyone = (await (await teacher.get(`/api/users/get-students-per-teacher/${(await (await teacher.get('/api/users/validate')).json())._id}`)).json()) as { _id: string; email: string }[];
    const students = everyone.filter((s) => s.email === studentEmail);
    expect(students).toHaveLength(1);
    const events = (await (await teacher.get('/api/calendar/events')).json()) as ApiEvent[];
    let day = addDays(romeToday(), 30);
    while (!isWeekday(day) || events.some((e) => romeDayOf(e.start) === day)) day = addDays(day, 1);
    const booked = await teacher.post('/api/calendar/events', { data: { startEnd: [[atRome(day, '16:00'), atRome(day, '17:00')]], studentId: students[0]!._id } });
    expect(booked.ok(), await booked.text()).toBe(true);
    const lessonId = ((await booked.json()) as { events: { _id: string }[] }).events[0]!._id;
    expect((await teacher.put(`/api/addpayment/${lessonId}`)).ok()).toBe(true);
    await desk.waitForTimeout(1_100);
    const after = machineNow();

    await desk.getByRole('menuitem', { name: 'Dati Fiscali' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Dati Fiscali' })).toBeVisible();
    await desk.reload();
    const live = await grossShown(desk);

    await desk.getByRole('menuitem', { name: 'Report a una data' }).click();
    await desk.getByLabel('Data e ora').fill(romePicker(before));
    await expect(desk.getByTestId('as-of-instant')).toBeVisible();
    const then = await grossShown(desk);
    await desk.getByLabel('Data e ora').fill(romePicker(after));
    await expect(desk.getByTestId('as-of-instant')).toContainText(romePicker(after).slice(11, 16));
    await expect.poll(() => grossShown(desk)).toBe(live);
    expect(then).toBeLessThan(live);
    await expect(desk.getByRole('button', { name: WRITES })).toHaveCount(0);

    await desk.getByRole('menuitem', { name: 'Integrità del registro' }).click();
    await expect(desk.getByTestId('chain-state')).toHaveText('integro');
    await expect(desk.getByTestId('chain-head')).toHaveText(/^[0-9a-f]{64}$/);

    // The teacher sees the accountant active, and revokes the access: the desk's session ends.
    await page.reload();
    await expect(page.getByTestId('accountant').filter({ hasText: email }).getByText('attivo')).toBeVisible();
    await teacher.delete(`/api/calendar/events/${lessonId}`);
    await page.getByTestId('accountant').filter({ hasText: email }).getByRole('button', { name: 'Revoca accesso' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Conferma/ }).click();
    await expect(page.getByText(`Anna Conti – ${email}`)).toHaveCount(0);
    expect((await desk.request.get('/api/admin/chain')).status()).toBe(401);
  });

  test('the demo accountant signs in to a desk that only reads, opens an invoice and downloads a month of them', async ({ page }) => {
    await signInConsole(page, 'contabile@lavagna.test', PASSWORD);
    await walkTheDesk(page);

    // The demo history's payments were invoiced: the first of the year, its PDF, then its month's files.
    // (In January the history's month may be last year's.)
    type Row = { numero: string | null; date: string; fileName: string | null };
    const issued = async (year: number) => ((await (await page.request.get(`/api/admin/invoices?year=${year}`)).json()) as Row[]).filter((r) => r.fileName);
    let year = Number(romeToday().slice(0, 4));
    if ((await issued(year)).length === 0) year -= 1;
    const first = (await issued(year))[0]!;
    const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(new Date(`${first.date}T12:00:00Z`));
    await page.getByRole('menuitem', { name: 'Fatture' }).click();
    await page.getByLabel('Anno').fill(String(year));
    await page.getByLabel('Mese').click();
    await page.getByRole('option', { name: month.charAt(0).toUpperCase() + month.slice(1) }).click();
    const row = page.getByRole('row').filter({ hasText: first.numero! });
    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(first.fileName!.replace(/\.xml$/, '.pdf'));
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica il mese (ZIP)' }).click()]);
    expect(zip.suggestedFilename()).toBe(`fatture-${year}-${month}.zip`);
    const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
    expect(Object.keys(files)).toContain(first.fileName!);
    expect(strFromU8(files[first.fileName!]!)).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
    await expect(page.getByRole('button', { name: WRITES })).toHaveCount(0);
    // A reload keeps the desk (the console asks the session who is there again).
    await page.goto('/admin/dati-fiscali');
    await expect(page.getByTestId('fiscal-total-gross')).toBeVisible();
  });
});
