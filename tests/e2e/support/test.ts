import { test as base } from '@playwright/test';
import { trackContexts } from './network';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';

/**
 * The address of the stack this worker tests: the global setup starts one stack per worker (issue 37) and names
 * them E2E_BASE_URL_0, E2E_BASE_URL_1, …; a site given with E2E_BASE_URL (one worker) serves every worker.
 */
export function stackUrl(parallelIndex: number): string | undefined {
  return process.env[`E2E_BASE_URL_${parallelIndex}`] ?? process.env.E2E_BASE_URL;
}

/** Where the SMS sink of this worker's stack keeps svc-notify's SMS (E2E_SMS_DIR_<i>; support/sms-sink.ts). */
export function stackSmsDir(parallelIndex: number): string | undefined {
  return process.env[`E2E_SMS_DIR_${parallelIndex}`];
}

/** Where the SMTP sink of this worker's stack keeps svc-notify's e-mails (E2E_MAIL_DIR_<i>, or E2E_MAIL_DIR). */
export function stackMailDir(parallelIndex: number): string | undefined {
  return process.env[`E2E_MAIL_DIR_${parallelIndex}`] ?? process.env.E2E_MAIL_DIR;
}

/** svc-booking's database of this worker's stack (E2E_BOOKING_DB_<i>): for fixtures no API can make (a visit today). */
export function stackBookingDatabase(parallelIndex: number): string | undefined {
  return process.env[`E2E_BOOKING_DB_${parallelIndex}`];
}

/**
 * Playwright's `test` with `baseURL` set to this worker's own stack: `page.goto('/…')`, the `request` fixture and
 * `browser.newContext()` all go there. Every spec imports `test` from here, never from '@playwright/test'.
 */
export const test = base.extend<{ closeLeftContexts: void }, { trackedContexts: void }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: it must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(stackUrl(testInfo.parallelIndex));
  },
  // A context a test opened with browser.newContext() (pageWithSession, a second role beside the first) and did not
  // close, on a failure or by forgetting, keeps its pages running — their apps, timers, refetches and live event
  // streams — in the worker's one browser until the worker ends, slowing every later test. Closed when the test ends.
  closeLeftContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const left = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(left.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  // Every context of the worker's browser counts its requests, for networkQuiet (support/network.ts).
  trackedContexts: [
    async ({ browser }, use) => {
      trackContexts(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
