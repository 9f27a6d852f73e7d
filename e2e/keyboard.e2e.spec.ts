import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { newContext, appReady, loginStudent, openStudent, phoneMenuByKeyboard, signInTeacher } from './support.js';
import { bookForStudent, couponFor } from './a11y-support';

/** A demo student with two lessons done; the other tests only read his past lessons. */
const PAOLO = 'studente5@lavagna.test';

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user reaches it. */
const tabTo = async (page: Page, target: Locator, max = 40) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
};

/** Tabs `times` times forwards and back, checking the focus never leaves `dialog`. */
const expectFocusTrapped = async (page: Page, dialog: Locator, times = 8) => {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  }
};


/**
 * How the focused element shows it has the focus: its own outline (at least 2 px), or, for a text
 * field, the focused state of its frame. Null when nothing shows it.
 */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return `outline ${style.outlineWidth}`;
    if (el.closest('.MuiInputBase-root.Mui-focused')) return 'field frame';
    return null;
  });

test.describe('by keyboard alone', () => {
  for (const path of ['/login', '/signup', '/admin/login']) {
    test(`the focus is always visible on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      let seen = 0;
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        const what = await page.evaluate(() => (document.activeElement === document.body ? null : (document.activeElement?.outerHTML.slice(0, 160) ?? null)));
        // The page itself between the last control and the first (the browser's own stop) shows nothing.
        if (what === null) continue;
        seen++;
        expect(await focusShown(page), what).not.toBeNull();
      }
      expect(seen).toBeGreaterThanOrEqual(5);
    });
  }

  test('the cookie banner is met first and answered with Enter', async ({ browser }) => {
    const context = await newContext(browser, { storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    const banner = page.getByRole('region', { name: 'Cookie e statistiche' });
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('button', { name: 'Rifiuta' }), 3);
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('rejected');
    await context.close();
  });

  test('the user menu, the logout question and the instructions overlay: opened, trapped, closed with Escape, focus back on the menu', async ({ page }) => {
    await loginStudent(page, PAOLO);
    await page.goto('/personalpage');
    await appReady(page);
    const menuButton = page.getByRole('button', { name: 'Menu utente' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Esci is the last item: ArrowUp from the first wraps to it.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Esci' })).toBeFocused();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Confermi di volerti disconnettere?' });
    await expect(question.getByRole('button', { name: 'Esci' })).toBeFocused();
    await expectFocusTrapped(page, question);
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Funzionalità del Sito sits just above Esci.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Funzionalità del Sito' })).toBeFocused();
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await expectFocusTrapped(page, overlay);
    // Escape leads to the countdown, a second one closes it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test('the site menu on a phone opens, moves and closes by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await appReady(page);
    await tabTo(page, page.getByRole('button', { name: 'Menu di navigazione' }), 5);
    await phoneMenuByKeyboard(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pagina-principale-blog$/);
  });

  test('the payment step: a coupon typed and applied, then the demo PayPal button, all by keyboard', async ({ page, playwright, baseURL }) => {
    await loginStudent(page, PAOLO);
    const teacher = await playwright.request.newContext({ baseURL });
    await bookForStudent(teacher, page, 47, '17:00');
    const code = await couponFor(teacher, page, 10);
    await teacher.dispose();

    await page.goto('/gestisci-le-tue-lezioni');
    await appReady(page);
    await tabTo(page, page.getByRole('button', { name: 'Paga ora e conferma le lezioni' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal (demo)' })).toBeEnabled();

    await tabTo(page, page.getByRole('button', { name: 'Usa Coupon Sconto' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Codice del coupon')).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lo sconto è stato applicato')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sconto coupon' })).toContainText('− 10,00 €');

    const paypal = page.getByRole('button', { name: 'PayPal (demo)' });
    await expect(paypal).toBeEnabled();
    await tabTo(page, paypal);
    await page.keyboard.press('Enter');
    const approval = page.getByRole('dialog', { name: /^Approva il pagamento di/ });
    await expect(approval).toBeVisible();
    await expectFocusTrapped(page, approval, 3);
    await page.keyboard.press('Escape');
    await expect(approval).toHaveCount(0);
    await expect(paypal).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, approval.getByRole('button', { name: 'Paga' }), 4);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Le lezioni sono state confermate')).toBeVisible();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
  });

  test("the console: a student's coupon dialog and the payments' student filter, by keyboard", async ({ page }) => {
    await signInTeacher(page);
    await openStudent(page, PAOLO);

    const create = page.getByRole('button', { name: 'Crea Coupon' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(create).toBeFocused();

    await page.goto('/admin/payments');
    const student = page.getByRole('combobox', { name: 'Studente' });
    await tabTo(page, student);
    await page.keyboard.type('Gallo');
    // The list is searched as one types: wait until only Paolo is offered.
    await expect(page.getByRole('option')).toHaveText(['Paolo Gallo']);
    // The list can draw itself again after ArrowDown (a slower answer, the input's filter settling),
    // and MUI then drops the highlight, so Enter picks nothing: ArrowDown again, as a user would.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(student).toHaveAttribute('aria-activedescendant', /.+/, { timeout: 2_000 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/studentId/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'Sara Neri' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Paolo Gallo' }).first()).toBeVisible();
  });
});
