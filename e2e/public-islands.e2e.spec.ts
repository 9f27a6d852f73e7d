import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { appReady, loginStudent, phoneMenuByKeyboard } from './support.js';
import { SARA } from './a11y-support.js';

// A browser that has never answered the cookie question.
test.use({ storageState: { cookies: [], origins: [] } });

const ARTICLE = '/blog/corpo-e-mente/03-memoria-e-apprendimento';
/** The goal of issue 24 for a text page: script transferred, compressed. */
const ARTICLE_SCRIPT_KIB = 60;
const HOME_SCRIPT_KIB = 90;

/** Every script the page loads while `visit` runs: its address, its bytes on the wire and its text. */
const scriptsOf = async (page: Page, visit: () => Promise<unknown>) => {
  const loaded: Promise<{ url: string; wire: number; text: string }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    loaded.push(Promise.all([res.request().sizes(), res.text()]).then(([sizes, text]) => ({ url: res.url(), wire: sizes.responseBodySize, text })));
  });
  await visit();
  await appReady(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(loaded);
};

/** React's runtime names its elements with this symbol; a page without it runs no React. */
const REACT_MARK = 'react.transitional.element';

test.describe('the public text pages, with islands instead of the app', () => {
  test('an article loads no React and less script than the goal, and still asks the cookie question', async ({ page }) => {
    const scripts = await scriptsOf(page, () => page.goto(ARTICLE));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.text.includes(REACT_MARK)).map((s) => s.url)).toEqual([]);
    const kib = scripts.reduce((sum, s) => sum + s.wire, 0) / 1024;
    expect(kib).toBeLessThanOrEqual(ARTICLE_SCRIPT_KIB);

    const banner = page.getByRole('region', { name: 'Cookie e statistiche' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Leggi la Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('rejected');
  });

  test('the home loads no React and less script than the goal; its carousel moves by keyboard and swipe', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'rejected'));
    const scripts = await scriptsOf(page, () => page.goto('/'));
    expect(scripts.filter((s) => s.text.includes(REACT_MARK)).map((s) => s.url)).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.wire, 0) / 1024).toBeLessThanOrEqual(HOME_SCRIPT_KIB);

    const carousel = page.locator('[aria-roledescription="carousel"]');
    const shown = (n: number) => expect(carousel.getByRole('group', { name: `${n} di 4` })).toHaveAttribute('aria-hidden', 'false');
    const previous = carousel.getByRole('button', { name: 'Slide precedente' });
    await expect(previous).toBeDisabled();
    await carousel.getByRole('button', { name: 'Slide successiva' }).click();
    await shown(2);
    await expect(previous).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await shown(3);
    await expect(carousel.getByRole('button', { name: /^Vai alla slide 3/ })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await shown(2);
    const surface = carousel.locator('[data-carousel-track]').locator('..');
    const box = (await surface.boundingBox())!;
    const y = box.y + box.height / 2;
    await surface.dispatchEvent('pointerdown', { clientX: box.x + box.width - 20, clientY: y });
    await surface.dispatchEvent('pointerup', { clientX: box.x + 20, clientY: y });
    await shown(3);
    await carousel.getByRole('button', { name: /^Vai alla slide 1/ }).click();
    await shown(1);
    await expect(carousel.locator('[aria-label="2 di 4"]')).toHaveAttribute('inert', '');
  });

  test('the bio: Accetta is stored, and the footer asks the question again after a reload', async ({ page }) => {
    await page.goto('/biografia-personale');
    await appReady(page);
    const banner = page.getByRole('region', { name: 'Cookie e statistiche' });
    await banner.getByRole('button', { name: 'Accetta' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Modifica le preferenze sui cookie' }).click();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
    await expect(banner).toBeVisible();
  });

  test('the menu of a narrow screen opens, moves and closes by keyboard, and its links lead into the app', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'rejected'));
    await page.goto(ARTICLE);
    await appReady(page);
    await page.getByRole('button', { name: 'Menu di navigazione' }).focus();
    await phoneMenuByKeyboard(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calendario$/);
  });

  test("a blog card whose image cannot be loaded logs 'Errore nel caricamento dell'immagine' and shows no image", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'rejected'));
    const html = await (await page.request.get('/blog/corpo-e-mente')).text();
    const images = [...html.matchAll(/<img [^>]*data-island="article-image"[^>]*>/g)].map((m) => /src="([^"]+)"/.exec(m[0])![1]!);
    expect(images.length).toBeGreaterThan(1);
    const broken = images[0]!;
    await page.route((url) => url.pathname === new URL(broken, url).pathname, (route) => route.fulfill({ status: 404, body: '' }));
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/blog/corpo-e-mente');
    await appReady(page);
    const cards = page.getByRole('article');
    await expect(cards.first().locator('img')).toHaveCount(0);
    await expect(cards.first().getByRole('heading')).toBeVisible();
    await expect(cards.locator('img')).toHaveCount(images.length - 1);
    expect(logged).toContain(`Errore nel caricamento dell'immagine ${broken}`);
  });

  test('a signed-in student on an article gets the whole app: the user menu in the navbar', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'rejected'));
    await loginStudent(page, SARA);
    await page.goto(ARTICLE);
    await expect(page.getByRole('button', { name: /^Menu utente/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi' })).toHaveCount(0);
    await appReady(page);
  });
});
