import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { romeDay, loginStudent as login, PASSWORD } from './support.js';




async function bookOneHour(page: Page, day: ReturnType<typeof romeDay>, time: string) {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { name: 'Calendario delle Lezioni' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('gridcell', { name: day.free(time), exact: true }).click();
  await expect(page.getByText('Prenotazione: 1 ora')).toBeVisible();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
}

const total = (page: Page) => page.getByRole('group', { name: 'Totale (IVA inclusa)' });

/** The teacher gives `email` a coupon worth `amount` euro, through the API. */
async function couponFor(request: APIRequestContext, studentPage: Page, amount: number) {
  const me = (await (await studentPage.request.get('/api/users/validate')).json()) as { userId: string };
  const signedIn = await request.post('/api/users/check', { data: { email: 'docente@lavagna.test', pw: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const created = await request.post('/api/coupon/create-coupon', { data: { userId: me.userId, amount } });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { code: string } }).data.code;
}

test.describe('student payment', () => {
  test('pays a lesson with the demo gateway; the lesson is confirmed and the history shows the payment', async ({ page }) => {
    const day = romeDay(6);
    await login(page, 'studente1@lavagna.test');
    await bookOneHour(page, day, '10:00');

    const lessons = page.getByRole('list', { name: 'Lezioni' });
    await expect(lessons.getByText(new RegExp(day.label, 'i'))).toBeVisible();
    await expect(lessons.getByText('10:00 - 11:00 · 1 ora')).toBeVisible();
    await expect(total(page)).toContainText('25,00 €');
    await expect(page.getByRole('group', { name: 'di cui IVA (22%)' })).toContainText('4,51 €');
    await expect(page.getByText(/Gateway di pagamento dimostrativo/)).toBeVisible();

    await page.getByRole('button', { name: 'Carta di debito o credito (demo)' }).click();
    await expect(
      page.getByText('I dati della carta servono al fornitore del pagamento per convalidare il pagamento e non vengono salvati'),
    ).toBeVisible();
    const approval = page.getByRole('dialog', { name: 'Approva il pagamento di 25,00 €' });
    await approval.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByText('Ordine cancellato con successo')).toBeVisible();

    await page.getByRole('button', { name: 'PayPal (demo)' }).click();
    await page.getByRole('dialog', { name: 'Approva il pagamento di 25,00 €' }).getByRole('button', { name: 'Paga' }).click();
    await expect(page.getByText('Le lezioni sono state confermate')).toBeVisible();

    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
    const card = page.getByRole('article', { name: new RegExp(day.label, 'i') });
    await expect(card.getByText('Confermata')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paga ora e conferma le lezioni' })).toHaveCount(0);

    await page.goto('/storico-prenotazioni');
    await expect(page.getByRole('heading', { name: 'Storico Pagamenti (1)' })).toBeVisible();
    const payment = page.getByRole('article', { name: /^Pagamento del / });
    await expect(payment.getByRole('list', { name: 'Lezioni pagate' })).toContainText('10:00 - 11:00 · 1 ora');
    await expect(payment).toContainText('Totale pagato25,00 €');
    await expect(payment).toContainText('di cui IVA (22%)4,51 €');
    await expect(payment).toContainText(/Codice transazione\S+/);
  });

  test('a coupon worth more than the lesson confirms it for free; the rest is lost', async ({ page, playwright, baseURL }) => {
    const day = romeDay(4);
    await login(page, 'studente2@lavagna.test');
    const teacher = await playwright.request.newContext({ baseURL });
    const code = await couponFor(teacher, page, 37.5);
    await teacher.dispose();

    await page.goto('/lista-coupon');
    await expect(page.getByRole('heading', { name: 'Lista dei Coupon Attivi' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lista dei Coupon Attivi' });
    await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('37,50 €');

    await bookOneHour(page, day, '11:00');
    await page.getByRole('button', { name: 'Usa Coupon Sconto' }).click();
    await page.getByRole('button', { name: 'Applica Sconto' }).click();
    await expect(page.getByText('Inserisci il codice del tuo coupon')).toBeVisible();
    await page.getByLabel('Codice del coupon').fill('NON-ESISTE');
    await page.getByRole('button', { name: 'Applica Sconto' }).click();
    await expect(page.getByText('Il codice fornito non è valido')).toBeVisible();

    await page.getByRole('button', { name: `Usa il coupon ${code}` }).click();
    await page.getByRole('button', { name: 'Applica Sconto' }).click();
    await expect(page.getByText('Lo sconto è stato applicato')).toBeVisible();
    await expect(page.getByText('Il valore del coupon supera il totale: la parte eccedente andrà persa')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sconto coupon' })).toContainText('− 25,00 €');
    await expect(total(page)).toContainText('0,00 €');

    await page.getByRole('button', { name: 'Conferma la Prenotazione' }).click();
    await expect(page.getByRole('button', { name: 'Prenotazione confermata' })).toBeVisible();
    await expect(page.getByText('Codice transazione: Pagata con Coupon')).toBeVisible();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
    await expect(page.getByRole('article', { name: new RegExp(day.label, 'i') }).getByText('Confermata')).toBeVisible();

    await page.goto('/storico-prenotazioni');
    // Newest first: this payment (other flows may have left payments of this student before it).
    const payment = page.getByRole('article', { name: /^Pagamento del / }).first();
    await expect(payment).toContainText('Prezzo originale25,00 €');
    await expect(payment).toContainText('Sconto applicato− 25,00 €');
    await expect(payment).toContainText('Totale pagato0,00 €');
    await expect(payment).toContainText('Codice transazionePagata con Coupon');

    await page.goto('/lista-coupon');
    await expect(page.getByText('Non hai coupon attivi')).toBeVisible();
  });
});
