import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { testNowInstant } from './e2e/clock';

const port = Number(process.env.E2E_PORT ?? 3100);
/** Where the tests' stand-in of PostHog listens (e2e/analytics.e2e.spec.ts); nothing there otherwise. */
export const ANALYTICS_PORT = port + 10;
/** Where the tests' stand-in of Google's OAuth and Calendar endpoints listens (e2e/teacher-google.e2e.spec.ts). */
export const GOOGLE_PORT = port + 11;
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
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Limits for a hung test or a page that never shows what is awaited, not speed limits: with both
  // cores busy a page takes seconds to draw, and Playwright's 5 s default for expect failed then;
  // the longest flows (the reviews', with three axe-core passes) took over 120 s on such a machine.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The cookie question answered already, so the banner covers no page's bottom bar; the
    // banner's own tests start from a browser that has not answered.
    storageState: { cookies: [], origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'cookie_consent', value: 'rejected' }] }] },
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
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      POSTHOG_KEY: 'phc_lavagna_e2e',
      POSTHOG_HOST: `http://127.0.0.1:${ANALYTICS_PORT}`,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_OAUTH_BASE: `http://127.0.0.1:${GOOGLE_PORT}`,
      GOOGLE_API_BASE: `http://127.0.0.1:${GOOGLE_PORT}`,
      LAVAGNA_CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS ?? '0',
    },
  },
});
