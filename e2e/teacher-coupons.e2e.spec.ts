import { expect, test } from './test.js';
import { PASSWORD, addDays, atRome, recordToasts, romeDayOf, romeToday, signInTeacher, toastShown, weekday, type ApiEvent } from './support.js';

interface ApiCoupon {
  code: string;
  value: number;
  createdBy: string;
}

test.describe('teacher coupons and payments', () => {
  test('the teacher gives Marco Rossi a preset and a custom coupon, and Marco sees both', async ({ page, playwright, baseURL }) => {
    await signInTeacher(page);
    await page.getByRole('cell', { name: 'studente1@lavagna.test' }).click();
    await expect(page).toHaveURL(/\/admin\/students\/[^/]+\/show$/);
    const studentId = decodeURIComponent(/students\/([^/]+)\/show/.exec(page.url())![1]!);
    await page.getByRole('tab', { name: 'Coupon' }).click();
    await expect(page).toHaveURL(/\/show\/coupon$/);
    const table = page.getByRole('table', { name: 'Coupon' });
    const rows = table.locator('tbody tr');
    await expect(table.or(page.getByText('Nessun coupon attivo per questo studente'))).toBeVisible();
    const before = await rows.count();

    await page.getByRole('button', { name: 'Crea Coupon' }).click();
    let dialog = page.getByRole('dialog', { name: 'Crea un coupon per Marco Rossi' });
    await expect(dialog.getByRole('radio', { name: '25 € – 1 ora' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '50 € – 2 ore' })).toBeVisible();
    await dialog.getByRole('radio', { name: '37,50 € – 1,5 ore' }).check();
    await dialog.getByRole('button', { name: 'Crea', exact: true }).click();
    await expect(page.getByText('Coupon sconto emesso con successo')).toBeVisible();
    await expect(dialog).toBeHidden();
    // the page's data is refreshed 1 s later
    await expect(rows.filter({ hasText: '37,50 €' })).toHaveCount(1);
    await expect(page.getByText('Coupon sconto emesso con successo')).toBeHidden();

    await page.getByRole('button', { name: 'Crea Coupon' }).click();
    dialog = page.getByRole('dialog', { name: 'Crea un coupon per Marco Rossi' });
    await dialog.getByRole('radio', { name: 'Importo personalizzato' }).check();
    const amount = dialog.getByRole('textbox', { name: 'Importo (€)' });
    await amount.fill('12,345');
    await dialog.getByRole('button', { name: 'Crea', exact: true }).click();
    await expect(dialog.getByText('Inserisci un importo valido (es. 25 o 37,50)')).toBeVisible();
    await amount.fill('12,30');
    await expect(dialog.getByText('Inserisci un importo valido (es. 25 o 37,50)')).toBeHidden();
    await dialog.getByRole('button', { name: 'Crea', exact: true }).click();
    await expect(page.getByText('Coupon sconto emesso con successo')).toBeVisible();
    const custom = rows.filter({ hasText: '12,30 €' });
    await expect(custom).toHaveCount(1);
    await expect(rows).toHaveCount(before + 2);
    await expect(custom).toContainText('Docente');

    const codeOf = async (value: string) =>
      (await rows.filter({ hasText: value }).getByRole('cell').nth(1).textContent())!.trim();
    const shown = { preset: await codeOf('37,50 €'), custom: await codeOf('12,30 €') };

    // Marco, signed in on his own, reads the same coupons
    const student = await playwright.request.newContext({ baseURL });
    const signedIn = await student.post('/api/users/check', { data: { email: 'studente1@lavagna.test', pw: PASSWORD } });
    expect(signedIn.ok()).toBe(true);
    const me = (await (await student.get('/api/users/validate')).json()) as { userId: string };
    expect(me.userId).toBe(studentId);
    const res = await student.get(`/api/coupon/get-coupons/${encodeURIComponent(me.userId)}`);
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: ApiCoupon[] };
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: shown.preset, value: 37.5, createdBy: 'teacher' }),
        expect.objectContaining({ code: shown.custom, value: 12.3, createdBy: 'teacher' }),
      ]),
    );
    await student.dispose();
  });

  test('the teacher marks a lesson of Luca Verdi paid and finds it under Pagamenti', async ({ page }) => {
    await recordToasts(page);
    await signInTeacher(page);
    const students = (await (await page.request.get('/api/admin/students?range=[0,99]')).json()) as {
      id: string;
      email: string;
    }[];
    const luca = students.find((s) => s.email === 'studente3@lavagna.test')!;
    const events = (await (await page.request.get('/api/calendar/events')).json()) as ApiEvent[];
    const busy = new Set(events.filter((e) => e.studentId === luca.id).map((e) => romeDayOf(e.start)));
    const day = [2, 3, 4, 5, 6]
      .map((n) => addDays(romeToday(), n))
      .find(
        (d) =>
          weekday(d) !== 0 &&
          weekday(d) !== 6 &&
          !busy.has(d) &&
          events.every((e) => !(Date.parse(e.start) < Date.parse(atRome(d, '17:00')) && Date.parse(atRome(d, '16:00')) < Date.parse(e.end))),
      );
    expect(day, 'a free weekday afternoon in the next days').toBeDefined();
    const booked = await page.request.post('/api/calendar/events', {
      data: { startEnd: [[atRome(day!, '16:00'), atRome(day!, '17:00')]], studentId: luca.id },
    });
    expect(booked.ok()).toBe(true);

    await page.getByRole('menuitem', { name: 'Calendario' }).click();
    const block = page.getByRole('gridcell', { name: 'Lezione di Luca Verdi 16:00 - 17:00' });
    await block.click();
    const details = page.getByRole('region', { name: 'Lezione di Luca Verdi' });
    await expect(details).toContainText('Da Pagare');
    await details.getByRole('button', { name: 'Segna come pagata' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Confermi di aver ricevuto il pagamento di questa lezione?');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await toastShown(page, 'Pagamento registrato');
    await reloaded;

    // after the reload the lesson is confirmed and can no longer be marked paid
    await expect(block).toBeVisible();
    await block.click();
    await expect(details).toContainText('Confermata');
    await expect(details.getByRole('button', { name: 'Segna come pagata' })).toHaveCount(0);

    await page.goto(`/admin/students/${encodeURIComponent(luca.id)}/show/pagamenti`);
    const payment = page.getByRole('article').filter({ hasText: 'MANUALE-' });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('16:00 - 17:00 (1 ora)');
    await expect(payment).toContainText('Lordo');
    await expect(payment).toContainText('IVA');
  });
});
