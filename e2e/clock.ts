import type { BrowserContext } from '@playwright/test';

/**
 * The run's clock. `TEST_NOW` runs the whole product on another day: a Rome day ('2026-11-28',
 * at 10:00 there) or an instant ('2027-03-28T01:30:00+01:00'). playwright.config turns it once into
 * E2E_CLOCK_OFFSET_MS, which the server (LAVAGNA_CLOCK_OFFSET_MS), every browser context (Playwright's
 * clock) and the tests' own date arithmetic share; unset, everything runs on the machine's clock.
 */
export const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

/** Now, on the run's clock. */
export const now = (): Date => new Date(Date.now() + CLOCK_OFFSET_MS);

/** The instant TEST_NOW names. */
export const testNowInstant = (value: string): number => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (!day) {
    const instant = Date.parse(value);
    if (Number.isNaN(instant) || !/(Z|[+-]\d{2}:\d{2})$/.test(value)) throw new Error(`TEST_NOW: a Rome day (yyyy-MM-dd) or an instant with its offset, not '${value}'`);
    return instant;
  }
  // 10:00 in Rome is 09:00 or 08:00 UTC: the one whose Rome time reads 10:00.
  for (const utc of ['09:00', '08:00']) {
    const instant = Date.parse(`${day}T${utc}:00Z`);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hourCycle: 'h23' }).format(instant);
    if (hour === '10') return instant;
  }
  throw new Error(`TEST_NOW: no 10:00 in Rome on ${day}`);
};

/** Puts a browser context on the run's clock (Playwright's clock, running from now on it). */
export const onRunClock = async (context: BrowserContext): Promise<BrowserContext> => {
  if (CLOCK_OFFSET_MS !== 0) await context.clock.install({ time: now() });
  return context;
};
