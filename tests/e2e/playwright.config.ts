import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';

/**
 * The e2e suite runs against the whole stack, started once by the global setup on free ports with a fresh data
 * directory and its own NATS stream (see support/global-setup.ts). Run it with `npm test -- --e2e` or
 * `npm run test:e2e`; set E2E_BASE_URL to test a stack that is already running instead.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
  },
});
