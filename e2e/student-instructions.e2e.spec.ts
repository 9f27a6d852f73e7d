import { type Page } from '@playwright/test';
import { expect, test } from './test.js';

const PASSWORD = 'Lavagna2026!';
const WARNING = /^È la tua prima visita: leggi le istruzioni fino all’ultimo passo/;
const MENU_HINT =
  'Puoi rivedere le istruzioni quando vuoi dal menu con le tue iniziali, in alto a destra, alla voce Funzionalità del Sito.';

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Login effettuato con successo')).toBeVisible();
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Funzionalità del Sito' });
const countdown = (page: Page) => page.getByRole('dialog', { name: 'Le istruzioni restano a portata di mano' });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('student instructions overlay', () => {
  test('first visit: read to the end, opt out, countdown; a reload keeps it closed, the menu reopens it', async ({ page }) => {
    await login(page, 'studente3@lavagna.test');
    await page.goto('/calendario');

    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(WARNING)).toBeVisible();
    await expect(dialog.getByText('Passo 1 di 7')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Scegli l’orario' })).toBeVisible();
    for (let n = 2; n <= 7; n += 1) {
      await dialog.getByRole('button', { name: 'Avanti' }).click();
      await expect(dialog.getByText(`Passo ${n} di 7`)).toBeVisible();
    }
    await expect(dialog.getByRole('heading', { name: 'Usa un coupon' })).toBeVisible();
    expect(await stored(page, 'alreadySeen')).toBe('true');

    await dialog.getByRole('checkbox', { name: 'Non mostrare più' }).check();
    expect(await stored(page, 'dontShowInstructions')).toBe('true');
    await dialog.getByRole('button', { name: 'Fine' }).click();

    await expect(countdown(page).getByText(MENU_HINT)).toBeVisible();
    await expect(countdown(page).getByRole('timer')).toHaveText(/^Questo messaggio si chiude tra [1-5] second/);
    await expect(countdown(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Menu utente' }).click();
    await page.getByRole('menuitem', { name: 'Funzionalità del Sito' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Passo 1 di 7')).toBeVisible();
    await expect(dialog.getByText(WARNING)).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: 'Non mostrare più' })).toBeChecked();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Passo 2 di 7')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(countdown(page)).toBeVisible();
    await countdown(page).getByRole('button', { name: 'Ho capito' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("on a phone it fills the screen; 'Come funziona' opens it again", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'studente3@lavagna.test');
    await page.goto('/calendario');

    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(390);
    await dialog.getByRole('button', { name: 'Vai al passo 4: Paga online' }).click();
    await expect(dialog.getByText('Passo 4 di 7')).toBeVisible();
    await expect(dialog.getByText(/riservati per te per 15 minuti/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi le istruzioni' }).click();
    await countdown(page).getByRole('button', { name: 'Ho capito' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await stored(page, 'alreadySeen')).toBeNull();

    await page.getByRole('button', { name: 'Come funziona' }).click();
    await expect(dialog.getByText('Passo 1 di 7')).toBeVisible();
    await expect(dialog.getByText(WARNING)).toBeVisible();
  });
});
