import { type Page } from '@playwright/test';
import { expectNoSeriousFindings } from './axe.js';
import { expect, test } from './test.js';
import { loginStudent, PASSWORD, weekdaysFrom, type Day } from './support.js';

type Mail = { to: string; subject: string; links: string[] };

/** A parent signs up for a minor and confirms the address: an account that has no billing data yet. */
async function newParentAccount(page: Page) {
  const email = `fatturazione.${Date.now()}@lavagna.test`;
  const res = await page.request.post('/api/users/create', {
    data: {
      email,
      pw: PASSWORD,
      name: 'Tommaso',
      surname: 'Esposito',
      birthYear: 2010,
      tutor: { name: 'Anna', surname: 'Esposito' },
      residence: { region: 'Lombardia', province: 'Milano' },
      school: { schoolType: 'Scuola Superiore', institute: 'Liceo Scientifico Leonardo', examYear: '2° Anno' },
      personalSettings: { privacyConsent: true },
    },
  });
  expect(res.status()).toBe(201);
  const mails = async () => (await (await page.request.get('/api/dev/outbox')).json()) as Mail[];
  await expect.poll(async () => (await mails()).some((m) => m.to === email && m.links.length > 0)).toBe(true);
  const link = (await mails()).find((m) => m.to === email && m.links.length > 0)!.links[0]!;
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Registrazione Confermata' })).toBeVisible();
  return email;
}

async function bookOneHour(page: Page, day: Day, time: string) {
  await page.goto('/calendario');
  await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
  const anyCellOfDay = page.getByRole('gridcell', { name: new RegExp(`^${day.label} \\d\\d:\\d\\d`) });
  for (let i = 0; i < 15 && (await anyCellOfDay.count()) === 0; i += 1) await page.getByRole('button', { name: 'Giorni successivi' }).click();
  await page.getByRole('gridcell', { name: day.free(time), exact: true }).click();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
}

test.describe('billing data of the payer', () => {
  test('a parent fills the billing data inside the payment step, is refused a bad codice fiscale without losing a thing, and pays', async ({ page }) => {
    const email = await newParentAccount(page);
    await loginStudent(page, email);
    const [day] = weekdaysFrom(20, 1) as [Day];
    await bookOneHour(page, day, '20:00');

    // Asked in place of the pay buttons, prefilled with the parent's name and the province of residence.
    const form = page.getByRole('form', { name: 'Dati di Fatturazione' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal (demo)' })).toHaveCount(0);
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Anna');
    await expect(form.getByLabel('Cognome', { exact: true })).toHaveValue('Esposito');
    await expect(form.getByLabel('Provincia', { exact: true })).toHaveValue('MI');

    // Anna Esposito's codice fiscale (computed with codice-fiscale-js) with the wrong last character.
    await form.getByLabel('Codice Fiscale', { exact: true }).fill('SPSNNA75A41F205X');
    await form.getByLabel('Indirizzo', { exact: true }).fill('Via Roma 1');
    await form.getByLabel('CAP', { exact: true }).fill('20121');
    await form.getByLabel('Comune', { exact: true }).fill('Milano');
    await form.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(form.getByText("Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde, ricontrollalo")).toBeVisible();
    await expect(form.getByLabel('Codice Fiscale', { exact: true })).toHaveValue('SPSNNA75A41F205X');
    await expect(form.getByLabel('Indirizzo', { exact: true })).toHaveValue('Via Roma 1');
    await expect(form.getByLabel('CAP', { exact: true })).toHaveValue('20121');
    await expectNoSeriousFindings(page, 'the billing form with a refused field');

    // The student's own codice fiscale does not agree with the parent's name.
    await form.getByLabel('Codice Fiscale', { exact: true }).fill('SPSTMS10A01F205O');
    await form.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(form.getByText('Il codice fiscale non corrisponde al nome indicato')).toBeVisible();
    await expect(form.getByLabel('Comune', { exact: true })).toHaveValue('Milano');

    await form.getByLabel('Codice Fiscale', { exact: true }).fill('SPSNNA75A41F205S');
    await form.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: 'PayPal (demo)' }).click();
    await page.getByRole('dialog', { name: 'Approva il pagamento di 25,00 €' }).getByRole('button', { name: 'Paga' }).click();
    await expect(page.getByText('Le lezioni sono state confermate')).toBeVisible();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);

    // Given once; shown, and editable, in Modifica Dati Personali.
    await page.goto('/modifica-dati-personali');
    const card = page.getByRole('region', { name: 'Dati di Fatturazione' });
    await expect(card).toContainText('SPSNNA75A41F205S');
    await expect(card).toContainText('Milano (MI)');
  });
});
