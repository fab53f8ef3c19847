import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';

/**
 * Workers, each testing a whole stack of its own that the global setup starts on free ports with a fresh data
 * directory, databases and NATS stream (see support/global-setup.ts; support/test.ts points each worker at its stack).
 * Two on the two cores the suite is sized for (issue 37: 410 s on one); E2E_WORKERS to change it. A site that is
 * already running (E2E_BASE_URL) is tested on one worker, since its data is shared.
 */
const WORKERS = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2);

/**
 * Run it with `npm test -- --e2e` or `npm run test:e2e`; set E2E_BASE_URL to test a stack that is already running
 * instead.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Set by the global setup (workers inherit it) or by the caller.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records the screen all along: on for every test, Chromium's GPU process took 0.40 of a core instead of
    // 0.12, for traces thrown away on success. Recorded on the retry instead (CI retries once); locally, --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The site's service worker (ADR 0065) is kept out of every spec but its own (pwa.spec.ts allows it): once in
    // charge it would answer the directory from its cache and navigations offline, where specs route, abort or
    // count requests themselves.
    serviceWorkers: 'block',
  },
});
