import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginStudent } from './support';

const PUBLIC_PAGES = [
  '/',
  '/biografia-personale',
  '/pagina-principale-blog',
  '/blog/viaggiare-e-studiare',
  '/blog/corpo-e-mente',
  '/blog/corpo-e-mente/03-memoria-e-apprendimento',
  '/blog/viaggiare-e-studiare/01-chi-siamo-davvero',
  '/recensioni',
  '/privacy-policy',
  '/condizioni-uso',
  '/login',
  '/signup',
];

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.2 A and AA rules). */
const seriousFindings = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
};

test.describe('accessibility (axe-core)', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: no serious or critical finding`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });
  }

  test('the cookie banner: no serious or critical finding', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie e statistiche' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await context.close();
  });

  test('/calendario as a student: no serious or critical finding', async ({ page }) => {
    await loginStudent(page, 'studente2@lavagna.test');
    await page.goto('/calendario');
    await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
    expect(await seriousFindings(page)).toEqual([]);
  });
});
