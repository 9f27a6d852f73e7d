import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.js';
import { addDays, gridDay, isWeekday, loginStudent, newContext, PASSWORD, recordToasts, romeDayOf, romeToday, signInTeacher, toastShown, type ApiEvent } from './support.js';

const TEACHER = { email: 'docente@lavagna.test', pw: PASSWORD };
/** Luca Verdi pays here; no other spec counts his payments absolutely. */
const STUDENT = 'studente3@lavagna.test';
const STUDENT_NAME = 'Luca Verdi';
const URL = '/api/admin/fiscal-profile';

/**
 * The regime is the teacher's, one for the whole site: while this spec runs, every price the
 * student app shows is forfettario. The run has one worker (playwright.config.ts), so no other spec
 * runs meanwhile; the profile the spec found is put back however it ends (afterAll), so the specs
 * after it see ordinario. A 90-minute lesson at the demo rate is 37,50 EUR, under the bollo's
 * 77,47 EUR: the month's CSV keeps its five columns for the fiscal spec that follows.
 */
test.describe('the teacher switches to forfettario', () => {
  test.describe.configure({ mode: 'serial' });
  let teacherApi: APIRequestContext;
  let found: unknown = null;

  test.beforeAll(async ({ playwright, baseURL }) => {
    teacherApi = await playwright.request.newContext({ baseURL });
    expect((await teacherApi.post('/api/users/check', { data: TEACHER })).ok()).toBe(true);
    found = ((await (await teacherApi.get(URL)).json()) as { profile: unknown }).profile;
    expect(found).toMatchObject({ regime: 'RF01' });
  });

  test.afterAll(async () => {
    const restored = await teacherApi.put(URL, { data: found });
    expect(restored.ok(), await restored.text()).toBe(true);
    expect(((await (await teacherApi.get('/api/fiscal-terms')).json()) as { regime: string }).regime).toBe('RF01');
    await teacherApi.dispose();
  });

  test('in the console, then a student books and pays 90 minutes without VAT, and the fiscal report shows VAT 0', async ({ page, browser }) => {
    // The first weekday of the calendar's first week with no lesson at all: free for the teacher and the student.
    const events = (await (await teacherApi.get('/api/calendar/events')).json()) as ApiEvent[];
    let offset = 1;
    while (offset < 7 && (!isWeekday(addDays(romeToday(), offset)) || events.some((e) => romeDayOf(e.start) === addDays(romeToday(), offset)))) offset += 1;
    expect(offset, 'a free weekday in the coming week').toBeLessThan(7);
    const day = gridDay(offset);

    // the teacher: Dati di fatturazione, forfettario with the bollo charged to the student
    await recordToasts(page);
    await signInTeacher(page);
    await page.getByRole('menuitem', { name: 'Dati di fatturazione' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-fiscal-profile$/);
    await expect(page.getByLabel('Partita IVA')).toHaveValue(/^\d{11}$/);
    await expect(page.getByLabel('Imposta di bollo (2,00 €) a carico dello studente')).toHaveCount(0);
    await page.getByRole('button', { name: 'Modifica' }).click();
    await page.getByLabel(/RF19 - Forfettario/).check();
    await page.getByLabel('Imposta di bollo (2,00 €) a carico dello studente').check();
    await page.getByRole('button', { name: 'Salva' }).click();
    await toastShown(page, 'Dati di fatturazione salvati: valgono dal prossimo pagamento');
    expect(((await (await teacherApi.get('/api/fiscal-terms')).json()) as { regime: string }).regime).toBe('RF19');

    // the student: the booking bar and the payment step show the forfettario figures
    const context = await newContext(browser);
    const student = await context.newPage();
    await loginStudent(student, STUDENT);
    await student.goto('/calendario');
    await expect(student.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
    await student.getByRole('gridcell', { name: day.free('18:00'), exact: true }).click();
    await student.getByRole('button', { name: 'Aggiungi 30 minuti' }).click();
    await expect(student.getByText('Prenotazione: 1,5 ore')).toBeVisible();
    await expect(student.getByText('Totale: 37,50 € (senza IVA, regime forfettario)')).toBeVisible();
    await expect(student.getByText(/IVA inclusa/)).toHaveCount(0);

    await student.getByRole('button', { name: 'Vai al pagamento' }).click();
    await expect(student.getByRole('heading', { name: 'Riepilogo della Prenotazione' })).toBeVisible();
    await expect(student.getByRole('list', { name: 'Lezioni' }).getByText('18:00 - 19:30 · 1,5 ore')).toBeVisible();
    await expect(student.getByRole('group', { name: 'Totale', exact: true })).toContainText('37,50 €');
    await expect(student.getByRole('group', { name: 'Operazione senza IVA (regime forfettario)' })).toBeVisible();
    await expect(student.getByText('di cui IVA (22%)')).toHaveCount(0);
    // 37,50 EUR is not over 77,47 EUR: no bollo, even charged to the student.
    await expect(student.getByRole('group', { name: 'Imposta di bollo' })).toHaveCount(0);

    await student.getByRole('button', { name: 'PayPal (demo)' }).click();
    await student.getByRole('dialog', { name: 'Approva il pagamento di 37,50 €' }).getByRole('button', { name: 'Paga' }).click();
    await expect(student.getByText('Le lezioni sono state confermate')).toBeVisible();
    await context.close();

    // the teacher's fiscal report: the payment with VAT 0, net = gross
    await page.getByRole('menuitem', { name: 'Dati Fiscali' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-fisca-linfo/);
    await expect(page.getByRole('table', { name: 'Pagamenti del periodo' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const rows = page.getByTestId('fiscal-row').filter({ hasText: STUDENT_NAME }).filter({ hasText: /37,50\s€0,00\s€37,50\s€$/ });
    await expect(rows).toHaveCount(1);
  });
});
