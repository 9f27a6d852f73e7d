import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { appReady } from './support';

// A browser that has never answered the cookie question.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie e statistiche' });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie_consent'));

test.describe('the cookie banner', () => {
  test('asks until a choice is stored: Accetta keeps it away, the footer link asks again after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accetta' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toBe('accepted');

    await page.goto('/blog/corpo-e-mente');
    await expect(page.getByRole('heading', { level: 1, name: 'Corpo e Mente' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.goto('/');
    await appReady(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Modifica le preferenze sui cookie' }).click();
    await reloaded;
    expect(await stored(page)).toBeNull();
    await expect(banner(page)).toBeVisible();
  });

  test('Rifiuta is stored as rejected and keeps the banner away', async ({ page }) => {
    await page.goto('/recensioni');
    await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toBe('rejected');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('is not shown on /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Registrati' }).click();
    await expect(banner(page)).toBeVisible();
  });
});
