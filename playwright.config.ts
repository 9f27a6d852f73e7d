import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { testNowInstant } from './e2e/clock';
import { PG_PORT, SERVERS, WORKERS } from './e2e/servers';

/** The OAuth client the stand-in accepts; test values, no real Google credentials. */
export const GOOGLE_CLIENT = { id: 'lavagna-e2e-google-client', secret: 'lavagna-e2e-google-secret' };
const debianChromium = '/usr/bin/chromium';
// TEST_NOW runs the product on another day (e2e/clock.ts): the offset is fixed once, here, and the
// workers and the server inherit it.
if (process.env.TEST_NOW && process.env.E2E_CLOCK_OFFSET_MS === undefined) {
  process.env.E2E_CLOCK_OFFSET_MS = String(testNowInstant(process.env.TEST_NOW) - Date.now());
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.spec.ts',
  // A file's flows run in order on one worker; the files are shared out among the workers, each with
  // its own server and database (e2e/servers.ts).
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Limits for a hung test or a page that never shows what is awaited, not speed limits: with both
  // cores busy a page takes seconds to draw, and Playwright's 5 s default for expect failed then;
  // the longest flows (the reviews', with three axe-core passes) took over 120 s on such a machine.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // baseURL and storageState are the worker's (e2e/test.ts).
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace costs a third of a flow's time on two cores: CI, which retries once, records
    // the retry only (a flow that fails twice leaves its trace); a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium where present (no browser download here); Playwright's own elsewhere.
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    // Ready when every worker's server answers (serve.mjs prints the line then).
    wait: { stdout: /^Server di prova pronti/m },
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM: serve.mjs stops its servers and PostgreSQL and removes the data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      E2E_SERVERS: JSON.stringify(SERVERS),
      PG_PORT: String(PG_PORT),
      POSTHOG_KEY: 'phc_lavagna_e2e',
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      LAVAGNA_CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS ?? '0',
    },
  },
});
