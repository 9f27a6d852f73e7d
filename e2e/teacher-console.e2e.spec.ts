import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { openStudent } from './support.js';

const PASSWORD = 'Lavagna2026!';
const TEACHER = 'docente@lavagna.test';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test.describe('teacher console', () => {
  test('the teacher finds a student, edits and saves their data', async ({ page }) => {
    await signIn(page, TEACHER);

    await expect(page).toHaveURL(/\/admin\/students/);
    await expect(page.getByRole('menuitem', { name: 'Calendario' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Dati Fiscali' })).toBeVisible();
    for (const email of ['studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test']) {
      await expect(page.getByRole('cell', { name: email })).toBeVisible();
    }
    await expect(page.getByRole('cell', { name: '25,00 €' }).first()).toBeVisible();

    await openStudent(page, 'studente2@lavagna.test');
    await expect(page.getByText('studente2@lavagna.test')).toBeVisible();
    await expect(page.getByTestId('modified-badge')).toHaveCount(0);
    await page.getByRole('link', { name: 'Modifica' }).click();

    const email = page.getByLabel('Email');
    await email.fill('studente1@lavagna.test');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText("Scegli un'altra email, questa è già stata utilizzata").first()).toBeVisible();

    await email.fill('studente2@lavagna.test');
    await page.getByLabel('Tariffa oraria').fill('30');
    await page.getByLabel('Istituto').fill('Liceo Classico Manzoni');
    await page.getByRole('button', { name: 'Salva' }).click();

    await expect(page.getByText('Dati aggiornati con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/show$/);
    await expect(page.getByTestId('modified-badge')).toHaveText('Modificato dal docente');
    await page.getByRole('tab', { name: 'Lezioni' }).click();
    await expect(page.getByText('30,00 €')).toBeVisible();
    await page.getByRole('tab', { name: 'Residenza e scuola' }).click();
    await expect(page.getByText('Liceo Classico Manzoni')).toBeVisible();
  });

  test('the teacher sees its own data and the password is checked first', async ({ page }) => {
    await signIn(page, TEACHER);
    await expect(page).toHaveURL(/\/admin\/students/);

    await page.getByRole('button', { name: 'Profilo' }).click();
    await page.getByRole('menuitem', { name: 'Dati Personali' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-data-modifier$/);
    await expect(page.getByText(TEACHER)).toBeVisible();

    await page.getByRole('button', { name: 'Modifica' }).click();
    await page.getByLabel('Lezione spostata').uncheck();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Dati salvati con successo')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Lezione spostata')).not.toBeChecked();

    await page.getByLabel('Password attuale').fill('sbagliata');
    await page.getByLabel('Nuova password', { exact: true }).fill('NuovaPassword-1');
    await page.getByLabel('Conferma la nuova password').fill('NuovaPassword-1');
    await page.getByRole('button', { name: 'Aggiorna la password' }).click();
    await expect(page.getByText('Inserisci correttamente la tua password').first()).toBeVisible();
  });

  test('a student is refused at the console login', async ({ page }) => {
    await signIn(page, 'studente2@lavagna.test');

    await expect(page.getByRole('alert').filter({ hasText: 'Questa area è riservata al docente' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
