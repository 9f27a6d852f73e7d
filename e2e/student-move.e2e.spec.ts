import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { weekdaysFrom, loginStudent as login, type Day } from './support.js';

/**
 * Luca Verdi, not Giulia Bianchi (studente2): student-payment expects Giulia's payment history
 * to hold only its own payment, and this spec pays a lesson. Luca's other payments come from
 * student-coupon-flow (days 8-11 ahead, 17:00 and 19:00) and the teacher's console (days 2-6).
 */
const STUDENT = 'studente3@lavagna.test';



const grid = (page: Page) => page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' });

/** A free half hour of the grid (a taken or unavailable one reads '..., Non Disponibile'). */
const freeCell = (page: Page, day: Day, time: string) => page.getByRole('gridcell', { name: day.free(time), exact: true });

/** Pages the grid forward until `day` shows (days are visited in order). */
async function showDay(page: Page, day: Day) {
  const anyCellOfDay = page.getByRole('gridcell', { name: new RegExp(`^${day.label} \\d\\d:\\d\\d`) });
  for (let i = 0; i < 15 && (await anyCellOfDay.count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Giorni successivi' }).click();
  }
  await expect(anyCellOfDay.first()).toBeVisible();
}

async function clickFreeCell(page: Page, day: Day, time: string) {
  await showDay(page, day);
  await freeCell(page, day, time).click();
}

/** Books one hour on `day` at `time` and pays it with the demo gateway. */
async function bookAndPay(page: Page, day: Day, time: string) {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { name: 'Calendario delle Lezioni' })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  await clickFreeCell(page, day, time);
  await expect(page.getByText('Prenotazione: 1 ora')).toBeVisible();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
  await page.getByRole('button', { name: 'PayPal (demo)' }).click();
  await page.getByRole('dialog', { name: 'Approva il pagamento di 25,00 €' }).getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByText('Le lezioni sono state confermate')).toBeVisible();
  await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
}

test.describe('student moves a paid lesson', () => {
  test("pays a lesson, 'Cambia Data', picks a new time on the calendar, Conferma: the lesson is moved", async ({ page }) => {
    const [from, to] = weekdaysFrom(12, 2) as [Day, Day];
    await login(page, STUDENT);
    await bookAndPay(page, from, '15:00');

    const paid = page.getByRole('article', { name: new RegExp(`^${from.label}.*, 15:00 - 16:00$`, 'i') });
    await expect(paid.getByText('Confermata')).toBeVisible();
    await paid.getByRole('button', { name: 'Cambia Data' }).click();

    // the calendar in reschedule mode: the lesson being moved is red, 'In modifica'
    await expect(page).toHaveURL(/\/calendario\?modifica=/);
    await expect(page.getByRole('heading', { name: 'Sposta la lezione' })).toBeVisible();
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText('Lezione In modifica')).toBeVisible();
    const bar = page.getByRole('region', { name: 'Sposta la lezione' });
    await expect(bar).toContainText(`Data attuale: ${from.long}, 15:00 - 16:00`);
    await expect(bar).toContainText('Nuova data: Scegli un orario');
    await expect(bar.getByRole('button', { name: 'Conferma' })).toBeDisabled();

    await clickFreeCell(page, from, '09:00'); // the first page holds `from` if `to` is on it too
    await expect(page.getByRole('gridcell', { name: `${from.cell('09:00')}, 09:00 - 10:00, Selezione`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aggiungi 30 minuti' })).toHaveCount(0);
    const editing = page.getByRole('gridcell', { name: `${from.cell('15:00')}, In modifica 15:00 - 16:00`, exact: true });
    await expect(editing).toHaveAttribute('data-kind', 'editing');
    const [r, g, b] = (await editing.locator('[data-block]').evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r > 150 && g < 100 && b < 100, `red background, got rgb(${r}, ${g}, ${b})`).toBe(true);

    // a new pick replaces the old one
    await clickFreeCell(page, to, '17:30');
    await expect(page.getByRole('gridcell', { name: `${to.cell('17:30')}, 17:30 - 18:30, Selezione`, exact: true })).toBeVisible();
    await expect(page.locator('[data-block][data-kind="pick"]')).toHaveCount(1);
    await expect(bar).toContainText(`Nuova data: ${to.long}, 17:30 - 18:30`);
    await bar.getByRole('button', { name: 'Conferma' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confermi il cambio di data e/o ora della lezione?' });
    await confirm.getByRole('button', { name: 'Conferma' }).click();

    // back on the lessons page with the success modal: old and new time
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni\?origin=modify-event$/);
    const moved = page.getByRole('dialog', { name: 'Lezione spostata' });
    await expect(moved).toContainText('La lezione è stata spostata con successo');
    await expect(moved).toContainText(`Prima: ${from.long}, 15:00 - 16:00`);
    await expect(moved).toContainText(`Ora: ${to.long}, 17:30 - 18:30`);
    await moved.getByRole('button', { name: 'Chiudi' }).click();
    await expect(moved).toBeHidden();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);

    const card = page.getByRole('article', { name: new RegExp(`^${to.label}.*, 17:30 - 18:30$`, 'i') });
    await expect(card.getByText('17:30 - 18:30 · 1 ora')).toBeVisible();
    await expect(card.getByText('Confermata')).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(`^${from.label}.*, 15:00 - 16:00$`, 'i') })).toHaveCount(0);

    // the calendar agrees: the old time is free again, a green lesson stands at the new one
    await page.goto('/calendario');
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    await showDay(page, from);
    await expect(freeCell(page, from, '15:00')).toBeVisible();
    await showDay(page, to);
    await expect(page.getByRole('gridcell', { name: `${to.cell('17:30')}, Lezione Confermata 17:30 - 18:30`, exact: true })).toHaveAttribute('data-kind', 'paid');
  });
});
