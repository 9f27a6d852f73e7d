import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.js';
import { loginStudent, newContext } from './support.js';

const STUDENT = 'studente2@lavagna.test';

async function openInstructions(page: Page) {
  await page.goto('/calendario');
  await expect(page.getByRole('grid', { name: 'Calendario settimanale delle lezioni' })).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Come funziona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Funzionalità del Sito' });
  await expect(dialog.getByText('Passo 1 di 7')).toBeVisible();
  return dialog;
}

/** What the player holds: playing or not, how far, and its caption track as the browser loaded it. */
const player = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => {
    const track = v.textTracks[0];
    return {
      paused: v.paused,
      currentTime: v.currentTime,
      readyState: v.readyState,
      track: track ? { kind: track.kind, language: track.language, mode: track.mode, cues: Array.from(track.cues ?? [], (c) => (c as VTTCue).text) } : null,
    };
  });

/** Two rendered frames and a task: the time the overlay takes to start a video it means to start. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

test.describe('instruction videos', () => {
  test('each step plays its recording with Italian captions showing; the one left behind stops', async ({ page }) => {
    await loginStudent(page, STUDENT);
    const dialog = await openInstructions(page);

    const first = dialog.getByLabel('Video: Scegli l’orario');
    await expect(first).toHaveAttribute('poster', '/instructions/1-scegli-gli-orari.webp');
    // Started by itself (motion is welcome here) and really playing, with the captions of the step.
    await expect.poll(async () => (await player(first)).currentTime).toBeGreaterThan(0.5);
    const playing = await player(first);
    expect(playing.paused).toBe(false);
    expect(playing.track).toMatchObject({ kind: 'captions', language: 'it', mode: 'showing' });
    expect(playing.track!.cues[0]).toBe('Il calendario parte da domani: le caselle bianche sono gli orari liberi.');
    const firstHandle = await first.elementHandle();

    await dialog.getByText('Trascrizione del video').click();
    await expect(dialog.getByText(/^Il calendario parte da domani: .* il totale da pagare\.$/)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Passo 2 di 7')).toBeVisible();
    const second = dialog.getByLabel('Video: Allunga a 90 o 120 minuti');
    await expect.poll(async () => (await player(second)).track?.cues.length ?? 0).toBeGreaterThan(0);
    expect((await player(second)).track!.cues).toContain('Premilo ancora: 120 minuti, la durata massima.');
    expect(await firstHandle!.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('for a reader who asked for reduced motion nothing starts by itself; the play button starts it', async ({ browser }) => {
    const context = await newContext(browser, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    await loginStudent(page, STUDENT);
    const dialog = await openInstructions(page);

    const video = dialog.getByLabel('Video: Scegli l’orario');
    await expect(video).toHaveAttribute('poster', '/instructions/1-scegli-gli-orari.webp');
    await settle(page);
    // Not started, and with preload="none" not even loaded.
    expect(await player(video)).toMatchObject({ paused: true, currentTime: 0, readyState: 0 });

    await page.keyboard.press('ArrowRight');
    const second = dialog.getByLabel('Video: Allunga a 90 o 120 minuti');
    await settle(page);
    expect(await player(second)).toMatchObject({ paused: true, currentTime: 0, readyState: 0 });

    // The reader's own press of play (the controls' button is the browser's, outside the page's DOM).
    await second.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(async () => (await player(second)).currentTime).toBeGreaterThan(0.5);
    expect((await player(second)).track).toMatchObject({ language: 'it', mode: 'showing' });
    await context.close();
  });
});
