import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { PostHogStandIn } from './posthog-stand-in';

const posthog = new PostHogStandIn();
// A person's browser: posthog-js drops the events of a browser that says "HeadlessChrome" or is
// driven by automation (navigator.webdriver), as the tests' browser is.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });
test.beforeEach(({ context }) => context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })));
test.beforeAll(({ server }) => posthog.start(server.analyticsPort));
test.afterAll(() => posthog.stop());
test.beforeEach(() => posthog.clear());

/** What posthog-js keeps in the browser: its localStorage keys and cookies. */
const kept = async (page: Page) => ({
  storage: await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ph_'))),
  cookies: (await page.context().cookies()).filter((c) => c.name.startsWith('ph_')).map((c) => c.name),
});

/** Reads the home, once analytics run, clicks the carousel and scrolls to the reviews: one page view, a click, sections seen. */
const visitHome = async (page: Page) => {
  // Automatic capture starts when posthog-js has its remote config (the /flags answer); earlier
  // clicks are the page's own events only. The answer must be this page's: a page left behind
  // (the one where Accetta switched modes and asked for its flags again) starts no request once
  // about:blank has replaced it.
  await page.goto('about:blank');
  const flags = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/flags'), { timeout: 10_000 });
  await page.goto('/');
  await (await flags).finished();
  await page.locator('[aria-roledescription="carousel"]').getByRole('button', { name: 'Slide successiva' }).click();
  await page.getByRole('heading', { name: 'Le lezioni sono fatte per' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Leggi tutte le recensioni' }).or(page.getByRole('link', { name: 'Leggi tutte le recensioni' })).scrollIntoViewIfNeeded();
};

test.describe('analytics, against a local stand-in of PostHog', () => {
  test.describe('without a choice (restricted mode)', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('sends only our own events, uncompressed, keeps nothing on the device and makes no person profile', async ({ page }) => {
      await visitHome(page);
      await expect.poll(() => posthog.names(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['click', 'section viewed']));
      const names = posthog.names();
      expect(names).not.toContain('$pageview');
      expect(names).not.toContain('$autocapture');
      expect(posthog.events.every((e) => !e.compressed)).toBe(true);
      expect(posthog.events.every((e) => e.properties.$process_person_profile === false)).toBe(true);
      const click = posthog.events.find((e) => e.event === 'click')!;
      expect(click.properties.control).toBe('Slide successiva');
      expect(await kept(page)).toEqual({ storage: [], cookies: [] });
    });
  });

  test.describe('after Accetta', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('captures page views and clicks by itself and keeps its state in localStorage', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Cookie e statistiche' }).getByRole('button', { name: 'Accetta' }).click();
      posthog.clear();
      await visitHome(page);
      await expect.poll(() => posthog.names(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['$pageview', '$autocapture', 'click', 'section viewed']));
      const { storage } = await kept(page);
      expect(storage.length).toBeGreaterThan(0);
    });
  });

  test('the bio and an article send their read events once, after scrolling and 2 seconds', async ({ page }) => {
    await page.goto('/biografia-personale');
    await expect.poll(() => posthog.started(), { timeout: 10_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => posthog.names(), { timeout: 15_000 }).toContain('biography read');
    await page.goto('/blog/corpo-e-mente/03-memoria-e-apprendimento');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
    await expect.poll(() => posthog.events.filter((e) => e.event === 'blog article read').map((e) => e.properties.title), { timeout: 15_000 }).toEqual([title]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(2500);
    expect(posthog.events.filter((e) => e.event === 'blog article read')).toHaveLength(1);
    expect(posthog.events.filter((e) => e.event === 'biography read')).toHaveLength(1);
  });
});

test.describe('analytics whose host does not answer', () => {
  test('are left off after the probe, with a console warning', async ({ page, server }) => {
    await posthog.stop();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/');
    await expect.poll(() => warnings.join('\n')).toContain('Statistiche non avviate');
    await posthog.start(server.analyticsPort);
  });
});
