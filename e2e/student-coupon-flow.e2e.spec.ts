import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { weekdaysFrom, loginStudent as login, romeToday, type Day } from './support.js';

/** Luca Verdi; student-move (which runs after this file) moves one of his lessons on days 12-15. */
const STUDENT = 'studente3@lavagna.test';
const CODE = /^LV-[0-9A-Z]{4}-[0-9A-Z]{4}$/;


/** Days from today (Rome) to a 'dd/MM/yyyy' date. */
const daysUntil = (ddmmyyyy: string) => {
  const [d, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const today = romeToday();
  return Math.round((Date.UTC(y, m - 1, d) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
};


/** Books one hour on `day` at `time` (paging the grid forward to it) and opens the payment step. */
async function bookOneHour(page: Page, day: Day, time: string) {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { name: 'Calendario delle Lezioni' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
  const anyCellOfDay = page.getByRole('gridcell', { name: new RegExp(`^${day.label} \\d\\d:\\d\\d`) });
  for (let i = 0; i < 15 && (await anyCellOfDay.count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Giorni successivi' }).click();
  }
  await page.getByRole('gridcell', { name: day.free(time), exact: true }).click();
  await expect(page.getByText('Prenotazione: 1 ora')).toBeVisible();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
}

const total = (page: Page) => page.getByRole('group', { name: 'Totale (IVA inclusa)' });
const lessonCard = (page: Page, day: Day, range: string) =>
  page.getByRole('article', { name: new RegExp(`^${day.label}.*, ${range}$`, 'i'), includeHidden: true });

test.describe('student coupon flow', () => {
  test('pays a lesson, cancels it for a coupon, and pays the next lesson with that coupon', async ({ page }) => {
    const [first, second] = weekdaysFrom(8, 2) as [Day, Day];
    await login(page, STUDENT);
    const me = (await (await page.request.get('/api/users/validate')).json()) as { userId: string };
    const history = await page.request.get(`/api/personalbookings?studentId=${encodeURIComponent(me.userId)}`);
    expect(history.ok()).toBe(true);
    const paymentsBefore = ((await history.json()) as unknown[]).length;

    // 1. select a lesson and pay it with the demo gateway: it is confirmed
    await bookOneHour(page, first, '17:00');
    await expect(total(page)).toContainText('25,00 €');
    await page.getByRole('button', { name: 'PayPal (demo)' }).click();
    await page.getByRole('dialog', { name: 'Approva il pagamento di 25,00 €' }).getByRole('button', { name: 'Paga' }).click();
    await expect(page.getByText('Le lezioni sono state confermate')).toBeVisible();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
    const paid = lessonCard(page, first, '17:00 - 18:00');
    await expect(paid.getByText('Confermata')).toBeVisible();

    // 2. cancel it: the paid-lesson choice, cancel and receive a coupon
    await paid.getByRole('button', { name: 'Cancella Lezione' }).click();
    const choice = page.getByRole('dialog', { name: 'Questa lezione è già pagata' });
    await expect(choice).toContainText('valido 2 mesi');
    await expect(choice.getByRole('button', { name: 'Sposta gratuitamente' })).toBeVisible();
    await choice.getByRole('button', { name: 'Cancella e ricevi un coupon' }).click();

    // 3. the coupon notice: code, value, expiry, how to use it; it stays while the list reloads
    const notice = page.getByRole('dialog', { name: 'Coupon sconto emesso' });
    await expect(notice).toBeVisible();
    await expect(page.getByText('Coupon sconto emesso con successo')).toBeVisible();
    const code = (await notice.getByText(CODE).textContent())!.trim();
    await expect(notice).toContainText('Valore25,00 €');
    const expiry = (await notice.getByText(/^\d\d\/\d\d\/\d{4}$/).textContent())!.trim();
    expect(daysUntil(expiry)).toBeGreaterThanOrEqual(58);
    expect(daysUntil(expiry)).toBeLessThanOrEqual(63);
    await expect(notice).toContainText("valido 2 mesi: usalo nella schermata di pagamento con il pulsante 'Usa Coupon Sconto'");
    await expect(lessonCard(page, first, '17:00 - 18:00')).toHaveCount(0); // reloaded 1.5 s after the deletion
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Chiudi' }).click();
    await expect(notice).toBeHidden();
    await expect(lessonCard(page, first, '17:00 - 18:00')).toHaveCount(0);

    // 4. the coupon list has it
    await page.goto('/lista-coupon');
    await expect(page.getByRole('heading', { name: 'Lista dei Coupon Attivi' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Lista dei Coupon Attivi' }).getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('25,00 €');
    await expect(row).toContainText(expiry);

    // 5. a new lesson, paid with that coupon
    await bookOneHour(page, second, '19:00');
    await expect(total(page)).toContainText('25,00 €');
    await page.getByRole('button', { name: 'Usa Coupon Sconto' }).click();
    await page.getByLabel('Codice del coupon').fill(code);
    await page.getByRole('button', { name: 'Applica Sconto' }).click();
    await expect(page.getByText('Lo sconto è stato applicato')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sconto coupon' })).toContainText('− 25,00 €');
    await expect(total(page)).toContainText('0,00 €');
    await page.getByRole('button', { name: 'Conferma la Prenotazione' }).click();
    await expect(page.getByRole('button', { name: 'Prenotazione confermata' })).toBeVisible();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
    await expect(lessonCard(page, second, '19:00 - 20:00').getByText('Confermata')).toBeVisible();

    // 6. both payments in the history, the second paid with the coupon
    await page.goto('/storico-prenotazioni');
    await expect(page.getByRole('heading', { name: `Storico Pagamenti (${paymentsBefore + 2})` })).toBeVisible();
    const payments = page.getByRole('article', { name: /^Pagamento del / });
    const byCard = payments.filter({ hasText: '17:00 - 18:00 · 1 ora' });
    await expect(byCard).toHaveCount(1);
    await expect(byCard).toContainText('Totale pagato25,00 €');
    await expect(byCard).not.toContainText('Pagata con Coupon');
    const byCoupon = payments.filter({ hasText: 'Pagata con Coupon' });
    await expect(byCoupon).toHaveCount(1);
    await expect(byCoupon.getByRole('list', { name: 'Lezioni pagate' })).toContainText('19:00 - 20:00 · 1 ora');
    await expect(byCoupon).toContainText('Prezzo originale25,00 €');
    await expect(byCoupon).toContainText('Sconto applicato− 25,00 €');
    await expect(byCoupon).toContainText('Totale pagato0,00 €');
    await expect(byCoupon).toContainText(`Coupon usati${code}`);
    await expect(byCoupon).toContainText('Codice transazionePagata con Coupon');

    // the coupon is spent
    await page.goto('/lista-coupon');
    const list = page.getByRole('table', { name: 'Lista dei Coupon Attivi' }).or(page.getByText('Non hai coupon attivi'));
    await expect(list.first()).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
  });
});
