import { type Page } from '@playwright/test';
import { expect, test } from './test.js';

const PASSWORD = 'Lavagna2026!';

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

async function fillSignupForm(page: Page, email: string) {
  await page.getByLabel('Nome', { exact: true }).fill('giulia');
  await page.getByLabel('Cognome', { exact: true }).fill('bianchi');
  await page.getByLabel('Anno di nascita').selectOption('2008');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Conferma password').fill(PASSWORD);
  await expect(page.getByLabel('Provincia')).toBeDisabled();
  await page.getByLabel('Regione').selectOption('Lombardia');
  await expect(page.getByLabel('Provincia')).toHaveValue('Bergamo');
  await page.getByLabel('Provincia').selectOption('Milano');
  await page.getByLabel('Istituto').fill('liceo Volta');
  await page.getByLabel('Anno', { exact: true }).selectOption('4° Anno');
  await page.getByLabel(/Ho letto e accetto/).check();
}

async function openUserMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('student account', () => {
  test('an auth route sends a visitor to the login page with the intended path', async ({ page }) => {
    await page.goto('/modifica-dati-personali');

    await expect(page).toHaveURL(/\/login\?redirect=%2Fmodifica-dati-personali$/);
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  });

  test("the calendar redirect shows 'Autenticazione Necessaria'", async ({ page }) => {
    await page.goto('/calendario');

    await expect(page).toHaveURL(/\/login\?redirect=%2Fcalendario$/);
    await expect(page.getByText('Autenticazione Necessaria')).toBeVisible();
  });

  test('the teacher, signing in from the calendar redirect, lands on the console calendar', async ({ page }) => {
    await page.goto('/calendario');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcalendario$/);
    await login(page, 'docente@lavagna.test', PASSWORD);
    await expect(page).toHaveURL(/\/admin\/teacher-calendar$/);
    await expect(page.getByRole('grid')).toBeVisible();
  });

  test('login marks both fields with one message, whether the email is unknown or the password wrong', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Email non inserita')).toBeVisible();
    await expect(page.getByText('Password non inserita')).toBeVisible();

    for (const [email, password] of [
      ['nessuno@lavagna.test', PASSWORD],
      ['studente1@lavagna.test', 'sbagliata-123'],
    ]) {
      await page.goto('/login');
      await login(page, email!, password!);
      await expect(page.getByText('Email o password non corretti')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('signing up with a guessable password marks the password field with the reason', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: /Studente/ }).click();
    await fillSignupForm(page, `indovinabile.${Date.now()}@lavagna.test`);
    await page.getByLabel('Password', { exact: true }).fill('giulia.bianchi2008');
    await page.getByLabel('Conferma password').fill('giulia.bianchi2008');
    await page.getByRole('button', { name: 'Registrati' }).click();

    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/La password è troppo facile da indovinare/)).toBeVisible();
  });

  test('a teacher logging in goes to the console', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'docente@lavagna.test', PASSWORD);

    await expect(page).toHaveURL(/\/admin\/?/);
  });

  test('signing up with a taken email marks the email field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: /Genitore/ }).click();
    await page.getByLabel('Nome del genitore', { exact: true }).fill('anna');
    await page.getByLabel('Cognome del genitore', { exact: true }).fill('rossi');
    await fillSignupForm(page, 'studente1@lavagna.test');
    await page.getByRole('button', { name: 'Registrati' }).click();

    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Risolvi gli errori')).toBeVisible();
  });

  test('sign up, confirm by the emailed link, log in, edit the name, log out', async ({ page }) => {
    const email = `studente.e2e.${Date.now()}@lavagna.test`;

    await page.goto('/signup');
    await page.getByRole('button', { name: /Studente/ }).click();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText('Risolvi gli errori')).toBeVisible();
    await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();

    await fillSignupForm(page, email);
    await page.getByRole('button', { name: 'Registrati' }).click();

    await expect(page.getByText(/Conferma la tua registrazione cliccando sul link/)).toBeVisible({ timeout: 10_000 });

    await page.goto('/dev/posta');
    await expect(page.getByRole('heading', { name: 'Posta in uscita (demo)' })).toBeVisible();
    // The teacher's alert of the sign-up names the address too: the confirmation is the one to open.
    const mail = page.getByRole('article', { name: 'Conferma la tua registrazione a Lavagna' }).filter({ hasText: email }).first();
    await expect(mail).toBeVisible({ timeout: 15_000 });
    await mail.getByRole('link', { name: /signup-confirmation-landing-page/ }).click();

    await expect(page.getByRole('heading', { name: 'Registrazione Confermata' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai alla Pagina Personale' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);

    await login(page, email, PASSWORD);
    await expect(page.getByText('Login effettuato con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/personalpage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina Personale' })).toBeVisible();
    await expect(page.getByText('Nessuna Lezione Prenotata')).toBeVisible();

    await openUserMenuItem(page, 'Modifica Dati Personali');
    await expect(page.getByRole('heading', { name: 'Modifica Dati Personali' })).toBeVisible();
    await expect(page.getByText('Giulia', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Modifica Dati' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('marta');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Dati aggiornati con successo')).toBeVisible();
    await expect(page.getByText('Marta', { exact: true })).toBeVisible();

    await openUserMenuItem(page, 'Esci');
    await expect(page.getByRole('dialog', { name: 'Confermi di volerti disconnettere?' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByText('Logout effettuato con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
  });
});
