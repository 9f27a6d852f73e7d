import { type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { readFile } from 'node:fs/promises';
import { minimalPdf } from '../apps/api/test/pdf.js';
import { loginStudent, openStudent, recordToasts, signInTeacher, toastShown } from './support.js';

/** Paolo has two lessons behind him in the demo history: the newest gets the notes. */
const PAOLO = 'studente5@lavagna.test';
const NOTES = minimalPdf('Fisica Generale 1: appunti della lezione');

const pastLessonsOfPaolo = async (page: Page) => {
  await openStudent(page, PAOLO);
  await page.getByRole('tab', { name: 'Lezioni' }).click();
  return page.getByRole('region', { name: 'Lezioni passate' });
};

test.describe.serial("a lesson's PDF notes", () => {
  test('the teacher uploads them to a past lesson in the console', async ({ page }) => {
    await recordToasts(page);
    await signInTeacher(page);
    const past = await pastLessonsOfPaolo(page);
    const newest = past.getByRole('row').nth(1);
    await expect(newest).toContainText('Nessun appunto');

    // A file that is not a PDF is refused in the browser, in Italian, before anything is sent.
    let chooser = page.waitForEvent('filechooser');
    await newest.getByRole('button', { name: 'Carica appunti (PDF)' }).click();
    await (await chooser).setFiles({ name: 'appunti.pdf', mimeType: 'application/pdf', buffer: Buffer.from('non sono un pdf') });
    await toastShown(page, 'Il file non è un PDF: carica gli appunti in formato PDF');

    chooser = page.waitForEvent('filechooser');
    await newest.getByRole('button', { name: 'Carica appunti (PDF)' }).click();
    await (await chooser).setFiles({ name: 'Fisica – lezione 2.pdf', mimeType: 'application/pdf', buffer: NOTES });
    await toastShown(page, 'Appunti caricati con successo');
    await expect(newest.getByRole('link', { name: 'Fisica – lezione 2.pdf' })).toBeVisible();
    await expect(newest.getByRole('button', { name: 'Sostituisci appunti' })).toBeEnabled();
    // The other past lesson has none.
    await expect(past.getByRole('row').nth(2)).toContainText('Nessun appunto');
  });

  test('the student downloads them from Lezioni Passate, byte for byte', async ({ page }) => {
    await loginStudent(page, PAOLO);
    await page.goto('/lezioni-passate');
    await expect(page.getByRole('heading', { name: 'Lezioni Passate (2)' })).toBeVisible();
    const buttons = page.getByRole('button', { name: 'Scarica appunti (PDF)' });
    await expect(buttons).toHaveCount(1);
    const download = page.waitForEvent('download');
    await buttons.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Fisica – lezione 2.pdf');
    const bytes = await readFile((await file.path())!);
    expect(Buffer.compare(bytes, NOTES)).toBe(0);
  });
});
