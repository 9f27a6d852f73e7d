import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { scrollsSideways } from './axe';
import { CONSOLE_PAGES, paymentThisMonth, PUBLIC_PAGES as SHARED_PUBLIC_PAGES, SARA, settled, STUDENT_PAGES } from './a11y-support';
import { appReady, loginStudent, signInTeacher } from './support';

const PUBLIC_PAGES = [...SHARED_PUBLIC_PAGES, '/admin/login'];

const softly = expect.configure({ soft: true });

/** The page at `path`, once laid out (a chart sizes itself to its frame a moment after loading), fits the window. */
const fits = async (page: Page, path: string) => {
  await page.goto(path);
  await settled(page);
  await softly.poll(() => scrollsSideways(page), { message: `${path} scrolls sideways` }).toBe(false);
};

// 320 px is WCAG 1.4.10's reflow width (1280 px at 400%); 640 px is 1280 px at 200% zoom.
for (const width of [320, 640]) {
  test.describe(`at ${width} px wide, no page scrolls sideways`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('signed out', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PUBLIC_PAGES) await fits(page, path);
    });

    test('as a student', async ({ page }) => {
      test.setTimeout(120_000);
      await loginStudent(page, SARA);
      for (const path of ['/calendario', ...STUDENT_PAGES]) await fits(page, path);
    });

    test('as the teacher', async ({ page, playwright, baseURL }) => {
      test.setTimeout(180_000);
      // Dati Fiscali lays out the month's totals only once the month has a payment.
      const student = await playwright.request.newContext({ baseURL });
      await paymentThisMonth(student);
      await student.dispose();
      await signInTeacher(page);
      for (const path of CONSOLE_PAGES) await fits(page, path);
      await page.goto('/admin/students');
      await page.getByRole('link', { name: /Sara Neri/ }).or(page.getByRole('cell', { name: SARA })).first().click();
      await expect(page).toHaveURL(/\/admin\/students\/[^/]+\/show$/);
      const show = new URL(page.url()).pathname;
      // Each tab of the student's page (their paths), then the student's form.
      for (const tab of ['', '/scuola', '/lezioni', '/coupon', '/pagamenti', '/impostazioni', '/cronologia']) await fits(page, `${show}${tab}`);
      await fits(page, show.replace(/\/show$/, ''));
      await page.goto('/admin/payments');
      await page.getByRole('link', { name: /Sara Neri/ }).or(page.getByRole('row').filter({ hasText: 'Sara Neri' }).getByRole('cell')).first().click();
      await expect(page).toHaveURL(/\/admin\/payments\/[^/]+\/show$/);
      await fits(page, new URL(page.url()).pathname);
    });
  });
}

test.describe('reduced motion', () => {
  /** How long the carousel's slides glide, and a button's hover colour fades, as the browser has them. */
  const durations = async (page: Page) => {
    await page.goto('/');
    await appReady(page);
    const track = page.locator('[aria-roledescription="slide"]').first().locator('..');
    return {
      track: await track.evaluate((el) => getComputedStyle(el).transitionDuration),
      button: await page.getByRole('button', { name: 'Slide successiva' }).evaluate((el) => getComputedStyle(el).transitionDuration),
    };
  };

  test('the carousel glides and buttons fade for everyone else', async ({ page }) => {
    const { track, button } = await durations(page);
    expect(track).toBe('0.35s');
    expect(parseFloat(button)).toBeGreaterThan(0.1);
  });

  test('nothing glides or fades when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { track, button } = await durations(page);
    expect(parseFloat(track)).toBeLessThan(0.001);
    expect(parseFloat(button)).toBeLessThan(0.001);
  });
});

test.describe("the calendar's keyboard help", () => {
  /** The help's box on /calendario, which also describes the grid to a screen reader. */
  const helpBox = async (page: Page) => {
    await loginStudent(page, SARA);
    await page.goto('/calendario');
    const grid = page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' });
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(grid).toHaveAccessibleDescription(/^Da tastiera: con le frecce/);
    return page.getByText(/^Da tastiera: con le frecce/).boundingBox();
  };

  test('is shown where there is a keyboard and a mouse', async ({ page }) => {
    expect((await helpBox(page))!.height).toBeGreaterThan(20);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
    test('is left to screen readers and takes no room above the week', async ({ page }) => {
      expect((await helpBox(page))!.height).toBeLessThanOrEqual(1);
    });
  });
});
