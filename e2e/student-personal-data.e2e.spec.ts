import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { PASSWORD, signUpStudent } from './support.js';

/** A fresh student, created through the API (login does not wait for the confirmation). */
const newStudent = (page: Page, tag: string) =>
  signUpStudent(page, tag, {
    name: 'Luca',
    surname: 'Verdi',
    birthYear: 2005,
    residence: { region: 'Toscana', province: 'Firenze' },
    school: { schoolType: 'Università', institute: 'Università di Firenze', examYear: 'Analisi 1' },
  });

async function loginTo(page: Page, path: string, email: string, password = PASSWORD) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('personal data editor', () => {
  test('changes the password after checking the current one', async ({ page }) => {
    const email = await newStudent(page, 'password');
    await loginTo(page, '/modifica-dati-personali', email);

    await page.getByRole('button', { name: 'Cambia Password' }).click();
    await page.getByLabel('Password attuale').fill(PASSWORD);
    await page.getByLabel('Nuova password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Conferma nuova password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Aggiorna Password' }).click();
    await expect(page.getByText("La nuova password deve essere diversa dall'attuale")).toBeVisible();

    await page.getByLabel('Password attuale').fill('NonQuesta-1');
    await page.getByLabel('Nuova password', { exact: true }).fill('NuovaPassword-1');
    await page.getByLabel('Conferma nuova password').fill('NuovaPassword-1');
    await page.getByRole('button', { name: 'Aggiorna Password' }).click();
    await expect(page.getByText('Inserisci correttamente la tua password')).toBeVisible();

    await page.getByLabel('Password attuale').fill(PASSWORD);
    await page.getByRole('button', { name: 'Aggiorna Password' }).click();
    await expect(page.getByText('Password aggiornata con successo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifica Dati' })).toBeVisible();
  });

  test('asks the password for a new email, refuses a taken one, and switches only once it is confirmed', async ({ page }) => {
    const email = await newStudent(page, 'email');
    await loginTo(page, '/modifica-dati-personali', email);

    await page.getByRole('button', { name: 'Modifica Dati' }).click();
    await page.getByLabel('Email').fill('studente2@lavagna.test');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Per cambiare email inserisci la password attuale').first()).toBeVisible();
    await page.getByLabel('Password attuale').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText("Scegli un'altra email, questa è già stata utilizzata").first()).toBeVisible();

    const newEmail = `nuova.${email}`;
    await page.getByLabel('Email').fill(`  ${newEmail.toUpperCase()} `);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Riconnettiti con la tua nuova email dopo averla confermata')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menu utente' })).toHaveCount(0);

    // The old address is told; the new one gets the link, and only the link makes the change.
    // The e-mails follow the request a moment later (a reaction to it).
    const mails = async () => (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; subject: string; links: string[] }[];
    await expect.poll(async () => (await mails()).some((m) => m.to === email && m.subject === 'Richiesta di cambio email del tuo account')).toBe(true);
    await expect.poll(async () => (await mails()).some((m) => m.to === newEmail)).toBe(true);
    const link = (await mails()).find((m) => m.to === newEmail)!.links[0]!;
    await page.goto(new URL(link).pathname);
    await expect(page.getByText('Email Confermata con Successo')).toBeVisible();
    await loginTo(page, '/modifica-dati-personali', newEmail);
    await expect(page.getByText(newEmail)).toBeVisible();
  });

  test('deletes the account after confirmation', async ({ page }) => {
    const email = await newStudent(page, 'delete');
    await loginTo(page, '/modifica-dati-personali', email);

    await page.getByRole('button', { name: "Elimina l'Account" }).click();
    const dialog = page.getByRole('dialog', { name: 'Confermi di voler eliminare definitivamente il tuo account?' });
    await dialog.getByRole('button', { name: "Elimina l'Account" }).click();
    await expect(page.getByText('Account eliminato con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
