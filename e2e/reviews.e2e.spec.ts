import { expect, test } from './test.js';
import { newPage, loginStudent, recordToasts, signInTeacher, toastShown } from './support.js';
import { expectNoSeriousFindings } from './axe';

/** Demo students with history (apps/api/src/demo-history.ts): three lessons done, and two. */
const SARA = 'studente4@lavagna.test';
const PAOLO = 'studente5@lavagna.test';
const TEXT =
  'Con la professoressa ho smesso di imparare le formule a memoria: ogni esercizio di fisica ora parte da un disegno e da una domanda. Alla verifica sulle onde ho preso otto.';

test.describe('reviews', () => {
  test('a student with three lessons done leaves a review, the teacher ranks it, and it shows on the home and on /recensioni', async ({ page, browser }) => {
    await loginStudent(page, SARA);
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await page.getByRole('menuitem', { name: 'Lascia una Recensione' }).click();
    await expect(page).toHaveURL(/\/lascia-una-recensione$/);

    await expect(page.getByLabel('Nome')).toHaveValue('Sara N.');
    await page.getByLabel('Che cosa stai studiando').fill('Liceo Scientifico, 5° Anno');
    await page.getByLabel('La tua recensione').fill('Troppo corta.');
    await page.getByRole('button', { name: 'Invia la recensione' }).click();
    await expect(page.getByText('Un piccolo sforzo, scrivi qualcosa in più')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByLabel('La tua recensione').fill(TEXT);
    await page.getByRole('button', { name: 'Invia la recensione' }).click();
    const confirm = page.getByRole('dialog', { name: "Confermi l'invio della recensione?" });
    await confirm.getByRole('button', { name: 'Invia la recensione' }).click();
    await expect(page.getByText('Recensione inviata con successo').first()).toBeVisible();
    await expect(page).toHaveURL(/\/personalpage$/);
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await expect(page.getByRole('menuitem', { name: 'Gestisci le Tue Lezioni' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Lascia una Recensione' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Not ranked yet: on /recensioni, not on the home.
    const visitor = await newPage(browser);
    await visitor.goto('/recensioni');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/\((\d+)\)/);
    await expect(visitor.getByText(TEXT)).toBeVisible();
    await visitor.goto('/');
    await expect(visitor.getByText(TEXT)).toHaveCount(0);

    // The teacher puts it first on the home.
    // A context of its own: axe-core scans pages of a context, not a bare browser page.
    const console = await newPage(browser);
    await recordToasts(console);
    await signInTeacher(console);
    await console.goto('/admin/reviews');
    const row = console.getByRole('row').filter({ hasText: 'Sara N.' });
    await row.getByRole('button', { name: 'Metti in home' }).click();
    const rank = console.getByRole('dialog');
    await expect(rank).toBeVisible();
    await expectNoSeriousFindings(console);
    await rank.getByLabel('Posizione').fill('1');
    await rank.getByRole('button', { name: 'Salva' }).click();
    await toastShown(console, 'Recensione in home alla posizione 1');
    // The console's list and the review's own page, now that there is one (axe-core, WCAG 2.2 AA).
    await console.goto('/admin/reviews');
    await expect(console.getByRole('row').filter({ hasText: 'Sara N.' })).toBeVisible();
    await expectNoSeriousFindings(console);
    await console.getByRole('row').filter({ hasText: 'Sara N.' }).getByRole('cell').first().click();
    await expect(console).toHaveURL(/\/admin\/reviews\/[^/]+\/show$/);
    await expect(console.getByText(TEXT)).toBeVisible();
    await expectNoSeriousFindings(console);

    // The home's row and /recensioni, drawn again for the new data: first place.
    await visitor.goto('/');
    const homeRow = visitor.getByRole('list', { name: 'Recensioni degli studenti, scorri di lato' });
    await expect(homeRow.getByRole('listitem').first()).toContainText(TEXT);
    await expect(homeRow.getByRole('listitem').first()).toContainText('Sara N.');
    const raw = await (await visitor.request.get('/')).text();
    expect(raw).toContain('Sara N.');
    await visitor.goto('/recensioni');
    await expect(visitor.getByRole('listitem').first()).toContainText(TEXT);
    await expect(visitor.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });

  test('a student with two lessons done cannot, in the menu, on the page or through the API', async ({ page }) => {
    await loginStudent(page, PAOLO);
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await expect(page.getByRole('menuitem', { name: 'Gestisci le Tue Lezioni' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Lascia una Recensione' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/lascia-una-recensione');
    await expect(page.getByText('Potrai lasciare una recensione dopo la tua terza lezione')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invia la recensione' })).toHaveCount(0);

    const res = await page.request.post('/api/reviews', { data: { description: 'Università, Fisica Generale 1', text: TEXT } });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Potrai lasciare una recensione dopo la tua terza lezione');
  });
});
