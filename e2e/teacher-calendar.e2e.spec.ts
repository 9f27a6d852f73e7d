import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { addDays, atRome, newStudent, PASSWORD, recordToasts, romeToday, signInTeacher, toastShown, weekday } from './support.js';

const STUDENT = 'Marco Rossi';

interface ApiEvent {
  start: string;
  end: string;
  studentName: string | null;
}

/** Rome wall-clock minutes of an instant, and its Rome day. */
const romeParts = (iso: string) => {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  const [day, time] = text.split(', ') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { day, minutes: h * 60 + m };
};

/** Whether nothing stands on [from, to) minutes of a Rome day. */
const isFree = (events: ApiEvent[], day: string, from: number, to: number) =>
  events.every((e) => {
    const s = romeParts(e.start);
    const end = romeParts(e.end);
    if (s.day !== day && end.day !== day) return true;
    return !(s.minutes < to && from < end.minutes);
  });

/** A lesson's first cell on the grid, named by the block drawn in it. */
const block = (page: Page, time: string) => page.getByRole('gridcell', { name: `Lezione di ${STUDENT} ${time}` });

test.describe('teacher calendar', () => {
  test('the teacher sets the weekly availability and the monthly payment day', async ({ page }) => {
    await signInTeacher(page);
    await page.getByRole('button', { name: 'Profilo' }).click();
    await page.getByRole('menuitem', { name: 'Disponibilità Orarie' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-availabilities$/);
    await expect(page.getByTestId('availability-6')).toContainText('Giorno Libero');
    await expect(page.getByTestId('availability-5')).toContainText('09:00 - 13:00');

    const pick = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await page.getByRole('button', { name: 'Modifica' }).click();
    await pick('Fine Sabato', '08:00');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(
      page.getByText("L'orario di inizio deve essere prima di quello di fine per Sabato").first(),
    ).toBeVisible();
    await pick('Fine Sabato', 'Riposo');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Seleziona "Riposo" per entrambi i campi di Sabato').first()).toBeVisible();
    await pick('Fine Sabato', '09:30');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Fornisci almeno 1 ora di disponibilità per Sabato').first()).toBeVisible();

    await pick('Inizio Sabato', '10:00');
    await pick('Fine Sabato', '14:00');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Dati salvati con successo')).toBeVisible();
    await expect(page.getByTestId('availability-5')).toContainText('10:00 - 14:00');
    await page.reload();
    await expect(page.getByTestId('availability-5')).toContainText('10:00 - 14:00');

    // back to the seeded hours for the other tests
    await page.getByRole('button', { name: 'Modifica' }).click();
    await pick('Inizio Sabato', '09:00');
    await pick('Fine Sabato', '13:00');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByTestId('availability-5')).toContainText('09:00 - 13:00');

    // The monthly payment day, below the hours: the 20th until the teacher chooses.
    const saveDay = page.getByRole('button', { name: 'Salva il giorno del pagamento mensile' });
    await expect(page.getByText(/Dal giorno 20 di ogni mese/)).toBeVisible();
    await pick('Giorno del pagamento mensile', 'Il 25 del mese');
    await saveDay.click();
    await expect(saveDay).toBeDisabled();
    await page.reload();
    await expect(page.getByText(/Dal giorno 25 di ogni mese/)).toBeVisible();
    await pick('Giorno del pagamento mensile', 'Il 20 del mese');
    await saveDay.click();
    await expect(saveDay).toBeDisabled();
    await expect(page.getByText(/Dal giorno 20 di ogni mese/)).toBeVisible();
  });

  test('from the student page the teacher opens the calendar with the student chosen', async ({ page }) => {
    await signInTeacher(page);
    await page.getByRole('cell', { name: 'studente1@lavagna.test' }).click();
    await page.getByRole('button', { name: 'Prenota una Lezione' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Vuoi prenotare una lezione per ${STUDENT}?`);
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-calendar\?studentId=/);
    await expect(page.getByLabel('Prenota per lo studente')).toHaveValue(STUDENT);
    await expect(page.getByTestId('month-year')).toHaveText(/^[a-z]+( \d{4})?( – [a-z]+)? \d{4}$/);
  });

  test('the teacher books a lesson for a student, moves it and cancels it', async ({ page }) => {
    await recordToasts(page);
    await signInTeacher(page);
    const events = (await (await page.request.get('/api/calendar/events')).json()) as ApiEvent[];
    const marcoDays = new Set(events.filter((e) => e.studentName === STUDENT).map((e) => romeParts(e.start).day));
    // a weekday (09:00-21:00) a few days ahead, still on the first week shown, where Marco has no lesson
    const day = [2, 3, 4, 5, 6]
      .map((n) => addDays(romeToday(), n))
      .find(
        (d) => weekday(d) !== 0 && weekday(d) !== 6 && !marcoDays.has(d) && isFree(events, d, 14 * 60, 19 * 60 + 30),
      );
    expect(day, 'a free weekday in the next days').toBeDefined();

    await page.getByRole('menuitem', { name: 'Calendario' }).click();
    await expect(page).toHaveURL(/\/admin\/teacher-calendar/);
    await page.getByLabel('Prenota per lo studente').click();
    await page.getByRole('option', { name: STUDENT }).click();
    await expect(page).toHaveURL(/studentId=/);
    // The picker's list must be gone, the student chosen in the page (the address changes first),
    // and the week's lessons and hours in, before the grid takes the click.
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByLabel('Prenota per lo studente')).toHaveValue(STUDENT);
    await expect(page.getByText('Recupero degli eventi in corso...')).toBeHidden();

    await page.locator(`[data-cell="${day}T18:00"]`).click();
    const booking = page.getByRole('region', { name: `Lezioni da prenotare per ${STUDENT}` });
    await expect(booking).toContainText('18:00 - 19:00 (60 min)');
    await booking.getByRole('button', { name: '+ 30 min' }).click();
    await expect(booking).toContainText('18:00 - 19:30 (90 min)');
    await booking.getByRole('button', { name: 'Conferma' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Confermi il salvataggio delle lezioni?');
    // The page reloads 1 s after saving; the live stream may show the lesson before that.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await toastShown(page, 'La lezione è stata salvata con successo');
    await reloaded;

    // reloaded, keeping the chosen student
    await expect(block(page, '18:00 - 19:30')).toBeVisible();
    await expect(page.getByLabel('Prenota per lo studente')).toHaveValue(STUDENT);
    await block(page, '18:00 - 19:30').click();
    const details = page.getByRole('region', { name: `Lezione di ${STUDENT}` });
    await expect(details).toContainText('Stato Lezione');
    await expect(details).toContainText('Da Pagare');
    await expect(details).toContainText('Data di Prenotazione');

    await details.getByRole('button', { name: 'Sposta Lezione' }).click();
    await expect(page.getByRole('gridcell', { name: `In modifica Lezione di ${STUDENT}` })).toBeVisible();
    await page.locator(`[data-cell="${day}T14:00"]`).click();
    await expect(details).toContainText('Nuovo orario');
    await expect(details).toContainText('14:00 - 15:30');
    await details.getByRole('button', { name: 'Conferma' }).click();
    await expect(dialog).toContainText('Confermi il cambio di data e/o ora della lezione?');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await toastShown(
      page,
      'La lezione è stata spostata con successo. Ricarica la pagina per visualizzare le modifiche',
    );
    await expect(block(page, '14:00 - 15:30')).toBeVisible();
    await expect(block(page, '18:00 - 19:30')).toHaveCount(0);

    await block(page, '14:00 - 15:30').click();
    await details.getByRole('button', { name: 'Cancella Lezione' }).click();
    await expect(dialog).toContainText('Confermi la cancellazione della lezione?');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await toastShown(page, 'Lezione cancellata con successo');
    await expect(block(page, '14:00 - 15:30')).toHaveCount(0);
  });

  test('the teacher books a weekly lesson for a student, is told which week was skipped and why, and cancels the rest', async ({ page, playwright, baseURL }) => {
    // Two students of their own: one gets the series, the other holds its second week.
    const signedIn = async (email: string) => {
      const context = await playwright.request.newContext({ baseURL });
      expect((await context.post('/api/users/check', { data: { email, pw: PASSWORD } })).ok()).toBe(true);
      return context;
    };
    const student = await signedIn(await newStudent(page, 'serie-docente'));
    const { userId } = (await (await student.get('/api/users/validate')).json()) as { userId: string };
    const other = await signedIn(await newStudent(page, 'serie-altro'));

    await recordToasts(page);
    await signInTeacher(page);
    const events = (await (await page.request.get('/api/calendar/events')).json()) as ApiEvent[];
    const weeks = (d: string) => [0, 7, 14, 21].map((n) => addDays(d, n));
    // a weekday of the first week shown whose 19:30 is free every week of the series
    const day = [2, 3, 4, 5, 6]
      .map((n) => addDays(romeToday(), n))
      .find((d) => weekday(d) !== 0 && weekday(d) !== 6 && weeks(d).every((w) => isFree(events, w, 19 * 60 + 30, 20 * 60 + 30)));
    expect(day, 'a weekday free at 19:30 for four weeks').toBeDefined();
    const taken = addDays(day!, 7);
    const held = await other.post('/api/calendar/events', { data: { startEnd: [[atRome(taken, '19:30'), atRome(taken, '20:30')]] } });
    expect(held.ok(), await held.text()).toBe(true);

    await page.goto(`/admin/teacher-calendar?studentId=${userId}`);
    await expect(page.getByLabel('Prenota per lo studente')).toHaveValue('Sara Colombo');
    await expect(page.getByText('Recupero degli eventi in corso...')).toBeHidden();
    await page.locator(`[data-cell="${day}T19:30"]`).click();
    const booking = page.getByRole('region', { name: 'Lezioni da prenotare per Sara Colombo' });
    await booking.getByRole('button', { name: 'Ogni settimana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lezione ogni settimana' });
    await expect(dialog).toContainText('si ripete ogni settimana alla stessa ora');
    await dialog.getByLabel('Fino al').fill(addDays(day!, 21));
    await dialog.getByRole('button', { name: 'Prenota ogni settimana' }).click();

    const done = page.getByRole('dialog', { name: 'Prenotate 3 lezioni' });
    await expect(done).toContainText('Queste settimane non si possono prenotare e sono state saltate:');
    await expect(done).toContainText('Questo orario non è più disponibile, scegline un altro');
    const reloaded = page.waitForEvent('load');
    await done.getByRole('button', { name: 'Chiudi' }).click();
    await reloaded;

    const lesson = page.getByRole('gridcell', { name: 'Lezione di Sara Colombo 19:30 - 20:30' }).first();
    await lesson.click();
    const details = page.getByRole('region', { name: 'Lezione di Sara Colombo' });
    await expect(details).toContainText('Ogni settimana fino al');
    await details.getByRole('button', { name: 'Cancella le prossime lezioni della serie' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Confermi la cancellazione delle prossime lezioni della serie?');
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    await toastShown(page, 'Cancellate 3 lezioni della serie');
    const left = (await (await student.get('/api/calendar/events')).json()) as (ApiEvent & { studentId: string | null })[];
    expect(left.filter((e) => e.studentId === userId)).toEqual([]);
    await student.dispose();
    await other.dispose();
  });
});
