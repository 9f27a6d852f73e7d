import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { newContext, loginStudent, openStudent, signInTeacher } from './support.js';
import { expectNoSeriousFindings } from './axe';
import { bookForStudent, CONSOLE_PAGES, couponFor, PUBLIC_PAGES as SHARED_PUBLIC_PAGES, SARA, settled, STUDENT_PAGES } from './a11y-support';

/** The public pages, and the other links' pages that say a token is not valid, and the 404. */
const PUBLIC_PAGES = [
  ...SHARED_PUBLIC_PAGES,
  '/signup-confirmation-landing-page/token-non-valido',
  '/landing-page-conferma-email/token-non-valido',
  '/pagina-che-non-esiste',
];

/** Checks the page as it is now; a finding fails the test at the end, after every page was seen. */
const check = async (page: Page, what: string) => {
  await settled(page);
  await expectNoSeriousFindings(page, what, true);
};

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test('signed out: every public page, the forms and the console login', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await check(page, path);
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await expect(page.getByRole('button', { name: 'Invia email di recupero' })).toBeVisible();
    await check(page, '/login, password recovery');
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
    await check(page, '/admin/login');
  });

  test('the cookie banner', async ({ browser }) => {
    const context = await newContext(browser, { storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie e statistiche' })).toBeVisible();
    await expectNoSeriousFindings(page);
    await context.close();
  });

  test('as a student: every page, the payment step with its coupons and gateway, the menus and dialogs', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000);
    await loginStudent(page, SARA);
    const teacher = await playwright.request.newContext({ baseURL });
    await bookForStudent(teacher, page, 45, '19:00');
    await couponFor(teacher, page, 10);
    await teacher.dispose();

    for (const path of STUDENT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await check(page, path);
    }

    await page.goto('/modifica-dati-personali');
    await page.getByRole('button', { name: /^Modifica/ }).first().click();
    await check(page, '/modifica-dati-personali, editing');

    await page.goto('/gestisci-le-tue-lezioni');
    await page.getByRole('button', { name: 'Paga ora e conferma le lezioni' }).click();
    await expect(page.getByRole('button', { name: 'PayPal (demo)' })).toBeEnabled();
    await check(page, 'the payment step');
    await page.getByRole('button', { name: 'Usa Coupon Sconto' }).click();
    await expect(page.getByRole('list', { name: 'I tuoi coupon attivi' })).toBeVisible();
    await check(page, 'the payment step, coupons open');
    await page.getByRole('button', { name: 'PayPal (demo)' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'the demo gateway');
    await page.getByRole('button', { name: 'Annulla' }).click();

    await page.goto('/personalpage');
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'the user menu');
    await page.getByRole('menuitem', { name: 'Funzionalità del Sito' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'the instructions overlay');
    // Escape leads to the countdown, a second one closes it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page.getByRole('dialog', { name: 'Confermi di volerti disconnettere?' })).toBeVisible();
    await check(page, 'the logout question');
  });

  test('/calendario as a student', async ({ page }) => {
    await loginStudent(page, 'studente2@lavagna.test');
    await page.goto('/calendario');
    await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousFindings(page);
  });

  test("as the teacher: every console page, a student's tabs and form, a payment, the dialogs", async ({ page }) => {
    test.setTimeout(240_000);
    await signInTeacher(page);
    for (const path of CONSOLE_PAGES) {
      await page.goto(path);
      await check(page, path);
    }

    await page.goto('/admin/students');
    await openStudent(page, SARA);
    const show = page.url();
    for (const tab of ['Anagrafica', 'Residenza e scuola', 'Lezioni', 'Coupon', 'Pagamenti', 'Impostazioni', 'Cronologia']) {
      await page.getByRole('tab', { name: tab }).click();
      await check(page, `student's ${tab}`);
    }
    await page.goto(show);
    await page.getByRole('button', { name: 'Crea Coupon' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'Crea Coupon');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Prenota una Lezione' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'Prenota una Lezione');
    await page.keyboard.press('Escape');
    await page.goto(show.replace(/\/show$/, ''));
    await expect(page.getByLabel('Email')).toBeVisible();
    await check(page, "a student's form");
    // A student the teacher has modified wears a chip, in the list and on the page.
    await page.getByLabel('Istituto').fill('Liceo Scientifico Galilei');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByTestId('modified-badge')).toBeVisible();
    await check(page, 'a student modified by the teacher');
    await page.goto('/admin/students');
    await page.getByPlaceholder('Cerca').fill('studente4');
    await expect(page.getByTestId('modified-badge')).toBeVisible();
    await check(page, 'the list with a student modified by the teacher');

    // A slow answer: the loading bars are on screen while axe reads the page.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/(calendar|admin\/students)/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/admin/teacher-calendar');
    await expect(page.locator('[role="progressbar"]:visible').first()).toBeVisible();
    await expectNoSeriousFindings(page, 'the console calendar while it loads', true);
    answer();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/admin/payments');
    await page.getByRole('row').filter({ hasText: 'Sara Neri' }).first().getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/admin\/payments\/[^/]+\/show$/);
    await check(page, 'a payment');

    await page.goto('/admin/students');
    await page.getByRole('button', { name: /Profilo/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'the profile menu');
  });
});
