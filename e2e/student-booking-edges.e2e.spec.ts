import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { addDays, giveBillingData, isWeekday, loginStudent, newStudent, PASSWORD, recordToasts, romeToday, toastShown } from './support.js';

type Mail = { to: string; subject: string; text: string };
/** How the grid and the e-mails name a Rome day: 'giovedì 3 dicembre'. */
const labelOf = (day: string) => new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00Z`));
const TEACHER = 'docente@lavagna.test';

const openCalendar = async (page: Page) => {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { name: 'Calendario delle Lezioni' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
};

/** The half hour `time` of `day` (yyyy-MM-dd) on the grid. */
const slot = (page: Page, day: string, time: string) => page.locator(`[role="gridcell"][data-cell="${day}T${time}"]`);

/** Whether a pointer at the middle of `target` reaches it, or something drawn over it takes the click. */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inside = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    const hit = document.elementFromPoint(x, y);
    return inside && hit !== null && (element === hit || element.contains(hit));
  });

test.describe('back from the payment step', () => {
  test('gives the hold back telling nobody, and keeps the picks selected to change them and go on', async ({ page }) => {
    const [firstDay, secondDay] = [2, 3, 4, 5].map((n) => addDays(romeToday(), n)).filter(isWeekday) as [string, string];
    const first = { label: labelOf(firstDay) };
    const second = { label: labelOf(secondDay) };
    // An account of its own: the payment below is the only one in its history (student-payment counts studente1's).
    const student = await newStudent(page, 'indietro');
    await recordToasts(page);
    await loginStudent(page, student);
    await giveBillingData(page);
    await openCalendar(page);

    await slot(page, firstDay, '15:00').click();
    await slot(page, secondDay, '16:00').click();
    await expect(page.getByText('Prenotazione: 2 ore')).toBeVisible();
    await page.getByRole('button', { name: 'Vai al pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/La prenotazione è riservata per 1\d:\d\d/);

    await page.getByRole('button', { name: 'Torna indietro' }).click();
    await toastShown(page, 'Le lezioni scelte sono ancora selezionate: puoi modificarle e tornare al pagamento.');
    await expect(slot(page, firstDay, '15:00')).toHaveAttribute('aria-selected', 'true');
    await expect(slot(page, secondDay, '16:00')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Prenotazione: 2 ore')).toBeVisible();

    // The student changes the picks and goes on: one lesson, paid.
    await slot(page, secondDay, '16:00').getByRole('button', { name: 'Rimuovi la selezione' }).click();
    await expect(page.getByText('Prenotazione: 1 ora')).toBeVisible();
    await page.getByRole('button', { name: 'Vai al pagamento' }).click();
    await page.getByRole('button', { name: 'PayPal (demo)' }).click();
    await page.getByRole('dialog', { name: 'Approva il pagamento di 25,00 €' }).getByRole('button', { name: 'Paga' }).click();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);

    // Its cancellation is a real one: told to the teacher, and a coupon for the student.
    const card = page.getByRole('article', { name: new RegExp(first.label, 'i') });
    await expect(card.getByText('Confermata')).toBeVisible();
    await card.getByRole('button', { name: 'Cancella Lezione' }).click();
    await page.getByRole('dialog', { name: 'Questa lezione è già pagata' }).getByRole('button', { name: 'Cancella e ricevi un coupon' }).click();
    await expect(page.getByRole('dialog', { name: 'Coupon sconto emesso' })).toBeVisible();

    const mails = async () => (await (await page.request.get('/api/dev/outbox')).json()) as Mail[];
    const about = (m: Mail, label: string, time: string) => m.text.includes(label) && m.text.includes(time);
    // The teacher's alerts come in the log's order: once the paid lesson's is there, the hold's would be too.
    await expect
      .poll(async () => (await mails()).filter((m) => m.to === TEACHER && m.subject.startsWith('Lezione cancellata: ') && about(m, first.label, '15:00-16:00')).length)
      .toBe(1);
    await expect.poll(async () => (await mails()).filter((m) => m.to === student && m.subject.startsWith('Il tuo coupon sconto')).length).toBeGreaterThan(0);
    const all = await mails();
    expect(all.filter((m) => m.to === student && m.subject.startsWith('La tua lezione è stata cancellata'))).toEqual([]);
    expect(all.filter((m) => m.to === TEACHER && m.subject.startsWith('Lezione cancellata: ') && about(m, second.label, '16:00-17:00'))).toEqual([]);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the grid starts within the first screen, and a date picker jumps across the 90 days', async ({ page }) => {
    await loginStudent(page, 'studente1@lavagna.test');
    await openCalendar(page);
    const tomorrow = addDays(romeToday(), 1);
    const firstRow = slot(page, tomorrow, '08:00');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => reachable(firstRow)).toBe(true);

    const picker = page.getByLabel('Vai al giorno');
    await expect(picker).toHaveAttribute('min', tomorrow);
    await expect(picker).toHaveAttribute('max', addDays(tomorrow, 90));
    const later = addDays(romeToday(), 60);
    await picker.fill(later);
    await expect(slot(page, later, '10:00')).toBeVisible();
    await expect(slot(page, tomorrow, '10:00')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Oggi' })).toBeEnabled();
  });
});

test.describe('the columns of the week', () => {
  test('one day at 500 px and below (as at 375), two from 501 px', async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 800 });
    await loginStudent(page, 'studente1@lavagna.test');
    await openCalendar(page);
    const grid = page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' });
    // The times' header, then one per day shown.
    await expect(grid.getByRole('columnheader')).toHaveCount(2);
    await page.setViewportSize({ width: 501, height: 800 });
    await expect(grid.getByRole('columnheader')).toHaveCount(3);
    await page.setViewportSize({ width: 375, height: 667 });
    await expect(grid.getByRole('columnheader')).toHaveCount(2);
  });
});

test.describe('the cookie banner and the instructions', () => {
  // A browser that has never answered the cookie question, on a first visit to the calendar.
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const viewport of [{ width: 1280, height: 720 }, { width: 375, height: 667 }]) {
    test(`covers none of the dialog's controls at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await page.getByLabel('Email').fill('studente3@lavagna.test');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(page.getByText('Login effettuato con successo')).toBeVisible();
      await page.goto('/calendario');

      // Under the open dialog the banner is drawn but inert, out of the accessibility tree as the rest of the page.
      const drawnBanner = page.locator('section[aria-labelledby="cookie-banner-title"]');
      const banner = page.getByRole('region', { name: 'Cookie e statistiche' });
      const dialog = page.getByRole('dialog', { name: 'Funzionalità del Sito' });
      // The calendar loads its weeks first; on a busy machine that takes a while.
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      await expect(drawnBanner).toBeVisible();
      // A disabled control takes no pointer: 'Indietro' is looked at from the second step.
      const next = dialog.getByRole('button', { name: 'Avanti' });
      await next.scrollIntoViewIfNeeded();
      expect(await reachable(next)).toBe(true);
      await next.click();
      await expect(dialog.getByText('Passo 2 di 7')).toBeVisible();
      const controls = [
        dialog.getByRole('button', { name: 'Chiudi le istruzioni' }),
        dialog.getByRole('checkbox', { name: 'Non mostrare più' }),
        dialog.getByRole('button', { name: 'Indietro' }),
        dialog.getByRole('button', { name: 'Avanti' }),
        ...Array.from({ length: 7 }, (_, i) => dialog.getByRole('button', { name: new RegExp(`^Vai al passo ${i + 1}:`) })),
      ];
      for (const control of controls) {
        // Where the dialog's content scrolls, its controls are scrolled to, as a person would.
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeVisible();
        expect(await reachable(control), String(control)).toBe(true);
      }
      await dialog.getByRole('button', { name: 'Vai al passo 7: Usa un coupon' }).click();
      await dialog.getByRole('checkbox', { name: 'Non mostrare più' }).check();
      const done = dialog.getByRole('button', { name: 'Fine' });
      await done.scrollIntoViewIfNeeded();
      expect(await reachable(done)).toBe(true);
      await done.click();
      await page.getByRole('dialog', { name: 'Le istruzioni restano a portata di mano' }).getByRole('button', { name: 'Ho capito' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Once the dialog is gone, the question can be answered.
      await banner.getByRole('button', { name: 'Rifiuta' }).click();
      await expect(banner).toBeHidden();
    });
  }
});
