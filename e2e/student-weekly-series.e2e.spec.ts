import { expect, test } from './test.js';
import { addDays, atRome, loginStudent, newStudent, PASSWORD, recordToasts, toastShown, weekdaysFrom, type Day } from './support.js';

test.describe('a weekly lesson', () => {
  test('a student books a lesson every week, is told which week was skipped and why, and cancels the rest of the series', async ({ page, playwright, baseURL }) => {
    const email = await newStudent(page, 'settimanale');
    const [day] = weekdaysFrom(30, 1) as [Day];
    await loginStudent(page, email);
    await recordToasts(page);
    await page.goto('/calendario');
    await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
    const anyCellOfDay = page.getByRole('gridcell', { name: new RegExp(`^${day.label} \\d\\d:\\d\\d`) });
    for (let i = 0; i < 15 && (await anyCellOfDay.count()) === 0; i += 1) await page.getByRole('button', { name: 'Giorni successivi' }).click();
    const cell = page.getByRole('gridcell', { name: day.free('20:00'), exact: true });
    await cell.click();

    await page.getByRole('button', { name: 'Ogni settimana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lezione ogni settimana' });
    await expect(dialog.getByText(/Non serve pagarle tutte ora/)).toBeVisible();
    const until = dialog.getByLabel('Fino al');
    // The first lesson's day (yyyy-MM-dd): the earliest end the field allows.
    const first = await until.getAttribute('min');
    expect(first).not.toBeNull();

    // Another student holds the second week's hour.
    const other = await playwright.request.newContext({ baseURL });
    expect((await other.post('/api/users/check', { data: { email: 'studente2@lavagna.test', pw: PASSWORD } })).ok()).toBe(true);
    const taken = addDays(first!, 7);
    const held = await other.post('/api/calendar/events', { data: { startEnd: [[atRome(taken, '20:00'), atRome(taken, '21:00')]] } });
    expect(held.ok(), await held.text()).toBe(true);

    await until.fill(addDays(first!, 21));
    await dialog.getByRole('button', { name: 'Prenota ogni settimana' }).click();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni\?origin=weekly-series$/);
    const done = page.getByRole('dialog', { name: 'Prenotate 3 lezioni' });
    await expect(done.getByText('Queste settimane non si possono prenotare e sono state saltate:')).toBeVisible();
    await expect(done.getByText('Questo orario non è più disponibile, scegline un altro')).toBeVisible();
    await done.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page).toHaveURL(/\/gestisci-le-tue-lezioni$/);
    await expect(page.getByRole('heading', { name: 'Prossime Lezioni (3)' })).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Cancella le prossime lezioni della serie' }).click();
    await page.getByRole('dialog', { name: 'Cancella le prossime lezioni della serie' }).getByRole('button', { name: 'Cancella le prossime lezioni della serie' }).click();
    await toastShown(page, 'Cancellate 3 lezioni della serie');
    await expect(page.getByRole('heading', { name: 'Prossime Lezioni (0)' })).toBeVisible();
    await other.dispose();
  });
});
