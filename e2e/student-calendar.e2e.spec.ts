import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { romeDay, PASSWORD, newContext, recordToasts, toastShown } from './support.js';

/** These tests are about the grid: the instructions overlay (its own spec) stays closed. */
const skipInstructions = (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('dontShowInstructions', 'true'));

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Login effettuato con successo')).toBeVisible();
}

async function openCalendar(page: Page) {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { name: 'Calendario delle Lezioni' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
}

/** A rule's refusal: in a toast, and said by the grid's polite live region. */
async function refused(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('grid').locator('xpath=following-sibling::*[@aria-live="polite"]')).toHaveText(message);
}

/** A free half hour, by the name the grid gives it ('giovedì 26 marzo 10:00, libero'). */
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: `${name}, libero`, exact: true });

async function studentPage(browser: Browser, email: string) {
  const context = await newContext(browser);
  await skipInstructions(context);
  const page = await context.newPage();
  await login(page, email);
  return page;
}

test.describe('student calendar', () => {
  test.beforeEach(({ context }) => skipInstructions(context));

  test('select, extend, hold for payment, go back; book again and cancel from the lessons page', async ({ page }) => {
    const day = romeDay(3);
    // The info toast lasts 3 s while the calendar draws again; on a busy machine a poll can miss it.
    await recordToasts(page);
    await login(page, 'studente1@lavagna.test');
    await openCalendar(page);

    await expect(page.getByRole('button', { name: 'Oggi' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Giorni precedenti' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancella tutte le selezioni' })).toBeDisabled();
    await expect(page.getByText('Lezione Confermata')).toBeVisible();
    await expect(page.getByText('Orario Non Disponibile')).toBeVisible();

    await page.getByRole('gridcell', { name: `${day.cell('08:00')}, Non Disponibile`, exact: true }).click();
    await refused(page, 'Insegnante non disponibile in questo orario, clicca su una casella bianca');

    await cell(page, day.cell('10:00')).click();
    await cell(page, day.cell('12:00')).click();
    await refused(page, 'Puoi selezionare solo una lezione al giorno');

    await page.getByRole('button', { name: 'Aggiungi 30 minuti' }).click();
    await expect(page.getByText('Prenotazione: 1,5 ore')).toBeVisible();
    await expect(page.getByText('Totale: 37,50 € (IVA inclusa)')).toBeVisible();

    await page.getByRole('button', { name: 'Vai al pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
    const held = page.getByRole('list', { name: 'Lezioni' });
    await expect(held.getByText(new RegExp(day.label, 'i'))).toBeVisible();
    await expect(held.getByText('10:00 - 11:30 · 1,5 ore')).toBeVisible();
    await expect(page.getByText('di cui IVA (22%)')).toBeVisible();
    await expect(page.getByText('6,76 €')).toBeVisible();
    await expect(page.getByText(/La prenotazione è riservata per 1\d:\d\d/)).toBeVisible();

    // Back, the hold is given back and the pick is still there, to change it and go on.
    await page.getByRole('button', { name: 'Torna indietro' }).click();
    await toastShown(page, 'Le lezioni scelte sono ancora selezionate: puoi modificarle e tornare al pagamento.');
    await expect(page.getByText('Prenotazione: 1,5 ore')).toBeVisible();
    await page.getByRole('button', { name: 'Togli 30 minuti' }).click();
    await expect(page.getByText('Prenotazione: 1 ora')).toBeVisible();
    await page.getByRole('button', { name: 'Vai al pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();

    await page.goto('/gestisci-le-tue-lezioni');
    await expect(page.getByRole('heading', { name: 'Prossime Lezioni (1)' })).toBeVisible();
    await expect(page.getByText('1 lezione, 1 ora: 25,00 € IVA inclusa')).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(day.label, 'i') });
    await expect(card.getByText('Da Pagare')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cambia Data' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Cancella Lezione' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confermi la cancellazione della lezione?' });
    await dialog.getByRole('button', { name: 'Cancella Lezione' }).click();
    await expect(page.getByText('Lezione cancellata con successo')).toBeVisible();
    await expect(page.getByText('Nessuna Lezione Prenotata')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prossime Lezioni (0)' })).toBeVisible();
  });

  test("another student sees a held lesson as 'Non Disponibile', without a name", async ({ browser }) => {
    const day = romeDay(5);
    const first = await studentPage(browser, 'studente1@lavagna.test');
    await openCalendar(first);
    await cell(first, day.cell('11:00')).click();
    await first.getByRole('button', { name: 'Vai al pagamento' }).click();
    await expect(first.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();

    const second = await studentPage(browser, 'studente2@lavagna.test');
    await openCalendar(second);
    const busy = second.getByRole('gridcell', { name: `${day.cell('11:00')}, Non Disponibile 11:00 - 12:00`, exact: true });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute('data-kind', 'busy');
    await expect(busy).not.toContainText(/Marco|Rossi/);
    await expect(cell(second, day.cell('11:00'))).toHaveCount(0);
    await cell(second, day.cell('10:30')).click();
    await refused(second, 'Insegnante non disponibile in questo orario, clicca su una casella bianca');

    await first.getByRole('button', { name: 'Torna indietro' }).click();
    await expect(first.getByText('Le lezioni scelte sono ancora selezionate: puoi modificarle e tornare al pagamento.')).toBeVisible();
    await second.reload();
    await expect(cell(second, day.cell('11:00'))).toBeVisible();
    await Promise.all([first.context().close(), second.context().close()]);
  });

  test('past lessons start empty', async ({ page }) => {
    await login(page, 'studente3@lavagna.test');
    await page.goto('/lezioni-passate');
    await expect(page.getByRole('heading', { name: 'Lezioni Passate (0)' })).toBeVisible();
    await expect(page.getByText('La tua prima lezione ti aspetta!')).toBeVisible();
  });
});
