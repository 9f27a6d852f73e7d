import { type Browser, type Page } from '@playwright/test';
import { ICS_COPIED_MS } from '@lavagna/contracts';
import { now } from './clock.js';
import { expect, test } from './test.js';
import { loginStudent, weekdaysFrom, newContext } from './support.js';

const GRID = 'Calendario settimanale delle lezioni';

async function studentOnCalendar(browser: Browser, email: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await loginStudent(page, email);
  // The calendar opens its notification stream as it mounts.
  const stream = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/notifications');
  await page.goto('/calendario');
  await expect(page.getByRole('grid', { name: GRID })).toHaveAttribute('aria-busy', 'false');
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  return page;
}

test.describe('the live calendar', () => {
  test('one student takes a slot; the other sees it turn grey without a reload', async ({ browser }) => {
    const day = weekdaysFrom(2, 1)[0]!;
    const [booker, watcher] = await Promise.all([studentOnCalendar(browser, 'studente2@lavagna.test'), studentOnCalendar(browser, 'studente3@lavagna.test')]);
    await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const free = watcher.getByRole('gridcell', { name: day.free('10:00'), exact: true });
    await expect(free).toBeVisible();

    await booker.getByRole('gridcell', { name: day.free('10:00'), exact: true }).click();
    const held = booker.waitForResponse((res) => res.url().endsWith('/api/calendar/events') && res.request().method() === 'POST');
    await booker.getByRole('button', { name: 'Vai al pagamento' }).click();
    expect((await held).status()).toBe(201);

    // The grey block of another student's lesson, as the grid names it. How soon is measured by
    // `npm run bench` (a notification's lag), not here: a busy machine would fail a timed assertion.
    await expect(watcher.getByRole('gridcell', { name: `${day.label} 10:00, Non Disponibile 10:00 - 11:00`, exact: true })).toBeVisible();
    await expect(free).toHaveCount(0);
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('the lessons page copies the personal iCal link, opens the 1200x800 popup, and makes a new link that voids the old', async ({ browser }) => {
    const context = await browser.newContext();
    // Its own clock, at the run's time (paused below).
    await context.clock.install({ time: now() });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const opened: string[][] = [];
      (window as unknown as { opened: string[][] }).opened = opened;
      window.open = (url?: string | URL, target?: string, features?: string) => {
        opened.push([String(url), target ?? '', features ?? '']);
        return null;
      };
    });
    await loginStudent(page, 'studente1@lavagna.test');
    await page.goto('/gestisci-le-tue-lezioni');
    const card = page.getByRole('region', { name: 'Sincronizza il tuo calendario' });
    await expect(card).toBeVisible();

    // The page's clock stands still while the test counts the indicator's ICS_COPIED_MS (1.5 s): a
    // busy machine that draws it late made a count by the test's own clock come out short.
    await page.clock.pauseAt(now().getTime() + 1_000);
    await card.getByRole('button', { name: 'Copia il link iCal' }).click();
    await expect(page.getByText('Link iCal copiato negli appunti')).toBeVisible();
    const indicator = card.getByRole('button', { name: 'Copiato' });
    await expect(indicator).toBeVisible();
    await page.clock.runFor(ICS_COPIED_MS - 100);
    await expect(indicator).toBeVisible();
    await page.clock.runFor(200);
    await expect(card.getByRole('button', { name: 'Copia il link iCal' })).toBeVisible();
    await page.clock.resume();

    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/api\/calendar\/ics\/student\/[0-9a-f-]{36}\.ics\?token=[\w-]{40,}$/);
    await expect(card.getByRole('textbox', { name: 'Il tuo link iCal personale' })).toHaveValue(link);
    const feed = await page.request.get(link);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await card.getByRole('button', { name: 'Apri Google Calendar' }).click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)).toEqual([
      ['https://calendar.google.com/calendar/r/settings/addbyurl', 'lavagna-ical', 'popup,width=1200,height=800'],
    ]);

    // Copying again gives the same link; a new one voids it.
    await card.getByRole('button', { name: 'Copia il link iCal' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await card.getByRole('button', { name: 'Genera un nuovo link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Genera un nuovo link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(link);
    const renewed = await page.evaluate(() => navigator.clipboard.readText());
    expect((await page.request.get(link)).status()).toBe(404);
    expect((await page.request.get(renewed)).status()).toBe(200);

    // A browser that refuses the clipboard: the spec's words.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('negato'));
    });
    await card.getByRole('button', { name: 'Copia il link iCal' }).click();
    await expect(page.getByText('Impossibile copiare il link')).toBeVisible();
    await context.close();
  });
});
