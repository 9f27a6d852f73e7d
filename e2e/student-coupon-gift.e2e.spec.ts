import { expect, test } from './test.js';
import { loginStudent as login, newPage, PASSWORD } from './support.js';

/** Sara gives Paolo a coupon from 'Lista Coupon'. */
const SARA = 'studente4@lavagna.test';
const PAOLO = 'studente5@lavagna.test';

test.describe('a coupon given to another student', () => {
  test("Sara gives Paolo a coupon from her list: a wrong address is refused and kept, then it is Paolo's", async ({ page, browser, playwright, baseURL }) => {
    await login(page, SARA);
    const sara = (await (await page.request.get('/api/users/validate')).json()) as { userId: string };
    const teacher = await playwright.request.newContext({ baseURL });
    expect((await teacher.post('/api/users/check', { data: { email: 'docente@lavagna.test', pw: PASSWORD } })).ok()).toBe(true);
    const created = await teacher.post('/api/coupon/create-coupon', { data: { userId: sara.userId, amount: 25 } });
    const code = ((await created.json()) as { data: { code: string } }).data.code;
    await teacher.dispose();

    await page.goto('/lista-coupon');
    const list = page.getByRole('table', { name: 'Lista dei Coupon Attivi' });
    await expect(list.getByText(code)).toBeVisible();
    await list.getByRole('button', { name: `Regala il coupon ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Regala il coupon ${code}` });
    const email = dialog.getByLabel('Email di chi lo riceve');
    await email.fill('nessuno@esempio.it');
    await dialog.getByRole('button', { name: 'Regala il coupon' }).click();
    await expect(dialog.getByText('Nessuno studente registrato con questa email: chi riceve il coupon deve prima creare un account sul sito')).toBeVisible();
    await expect(email).toHaveValue('nessuno@esempio.it');

    await email.fill(PAOLO);
    await dialog.getByRole('button', { name: 'Regala il coupon' }).click();
    await expect(page.getByText(`Coupon ${code} regalato a ${PAOLO}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(code)).toHaveCount(0);

    const paolo = await newPage(browser);
    await login(paolo, PAOLO);
    await paolo.goto('/lista-coupon');
    await expect(paolo.getByRole('table', { name: 'Lista dei Coupon Attivi' }).getByText(code)).toBeVisible();
    await paolo.context().close();
  });
});
