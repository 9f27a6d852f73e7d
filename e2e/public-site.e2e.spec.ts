import { expect, test } from './test.js';
import { newPage, appReady, recordToasts, signInTeacher, toastShown } from './support.js';

const ARTICLES = {
  'corpo-e-mente': [
    '01-conoscere-il-proprio-cervello',
    '02-come-funziona-il-cervello',
    '03-memoria-e-apprendimento',
    '04-conoscere-se-stessi-e-gli-altri',
    '05-imparare-a-meditare',
    '06-intelligenze-e-loro-espressioni',
  ],
  'viaggiare-e-studiare': ['01-chi-siamo-davvero', '02-affrontare-ignoto', '03-pensare-a-educazione-di-domani'],
} as const;

/** The text of an HTML document as a crawler without JavaScript reads it. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('the public site, as a visitor reads it', () => {
  test('the home shows its sections, a list opens an article, and Indietro returns to the list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prenota una Lezione' }).first()).toHaveAttribute('href', '/calendario');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Le lezioni sono fatte per' })).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await carousel.getByRole('button', { name: 'Slide successiva' }).click();
    await expect(carousel.getByRole('group', { name: '2 di 4' })).not.toHaveAttribute('aria-hidden', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '3 di 4' })).not.toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await page.getByRole('link', { name: 'Blog Personale' }).first().click();
    await expect(page).toHaveURL(/\/pagina-principale-blog$/);
    await page.getByRole('link', { name: /Corpo e Mente/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Corpo e Mente' })).toBeVisible();
    await expect(page.getByText("Apprendere e Migliorare l'Arte di Imparare")).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    // Newest file first.
    await expect(cards.first()).toContainText('Pubblicato il 9 maggio 2025');
    await expect(cards.last()).toContainText('Pubblicato il 25 aprile 2025');

    const title = (await cards.last().getByRole('heading').textContent())!;
    await cards.last().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/corpo-e-mente\/01-conoscere-il-proprio-cervello$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Punti Importanti' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bibliografia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Indietro' })).toHaveCount(2);
    await page.getByRole('link', { name: 'Indietro' }).last().click();
    await expect(page).toHaveURL(/\/blog\/corpo-e-mente$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Corpo e Mente' })).toBeVisible();
  });

  test("an unknown article says 'Articolo non trovato', with the server's 404", async ({ page }) => {
    const res = await page.goto('/blog/corpo-e-mente/99-non-esiste');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Articolo non trovato' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Indietro' }).first()).toHaveAttribute('href', '/blog/corpo-e-mente');
    await page.goto('/blog/altra-sezione/01-chi-siamo-davvero');
    await expect(page.getByRole('heading', { name: 'Articolo non trovato' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Indietro' })).toHaveCount(0);
  });

  test('without JavaScript the home, a list and every article hold their text, with title, description and preview tags', async ({ request }) => {
    const home = await request.get('/');
    const homeHtml = await home.text();
    expect(textOf(homeHtml)).toContain('Le lezioni sono fatte per');
    expect(homeHtml).toMatch(/<title>[^<]+<\/title>/);
    expect(homeHtml).toMatch(/<meta name="description" content="[^"]{40,}"/);

    const list = await (await request.get('/blog/corpo-e-mente')).text();
    expect(textOf(list)).toContain("Apprendere e Migliorare l'Arte di Imparare");
    expect(textOf(list)).toContain('Pubblicato il 25 aprile 2025');

    for (const [provenance, names] of Object.entries(ARTICLES)) {
      for (const name of names) {
        const res = await request.get(`/blog/${provenance}/${name}`);
        expect(res.status(), name).toBe(200);
        const html = await res.text();
        const file = await (await request.get(`/blog-articles/${provenance === 'corpo-e-mente' ? 'LearningArticles' : 'TravelArticles'}/${name}.html`)).text();
        const firstParagraph = textOf(/<article>\s*(?:<[^>]+>\s*)*<p>([\s\S]*?)<\/p>/.exec(file)![1]!).trim().slice(0, 80);
        expect(textOf(html), name).toContain(firstParagraph);
        expect(html, name).toContain('"@type":"BlogPosting"');
        expect(html, name).toMatch(/<meta property="og:title" content="[^"]+"/);
        expect(html, name).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/blog/${provenance}/${name}"`));
      }
    }
  });

  test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/biografia-personale', '/recensioni', '/privacy-policy', '/condizioni-uso', '/blog/viaggiare-e-studiare/02-affrontare-ignoto']) {
      expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+${path}</loc>`));
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
  });

  test('the bio and the legal pages: the teacher’s facts, and the signup links to both', async ({ page }) => {
    await page.goto('/biografia-personale');
    await expect(page.getByRole('heading', { level: 1, name: 'Biografia' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('P.IVA');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const datum of ['email', 'anno di nascita']) await expect(page.locator('main')).toContainText(new RegExp(datum, 'i'));
    await page.goto('/condizioni-uso');
    await expect(page.locator('main')).toContainText(/mezzanotte/);
    await page.goto('/signup');
    await page.getByRole('button', { name: /Studente/ }).click();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByRole('link', { name: "Condizioni d'Uso" })).toHaveAttribute('href', '/condizioni-uso');
  });

  test("the home loads none of the student area's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // The calendar, the payment step, the forms and their queries each have chunks of their own.
    expect(scripts.filter((s) => /\/(CalendarBoard|PaymentStep|TextField|calendar|bookings|payments|coupons|account|route)-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  test("the teacher's public facts, edited in the console, are the footer's at the next visit", async ({ page, browser }) => {
    await recordToasts(page);
    await signInTeacher(page);
    await page.goto('/admin/teacher-site');
    await page.getByRole('button', { name: 'Modifica' }).click();
    const address = `Via Zamboni ${Date.now() % 1000}, 40126 Bologna (BO)`;
    await page.getByLabel('Indirizzo').fill(address);
    await page.getByRole('button', { name: 'Salva' }).click();
    await toastShown(page, 'Dati salvati con successo');

    const visitor = await newPage(browser);
    await visitor.goto('/');
    await expect(visitor.getByRole('contentinfo')).toContainText(address);
    expect(await (await visitor.request.get('/biografia-personale')).text()).toContain(address);
    await visitor.close();
  });
});
