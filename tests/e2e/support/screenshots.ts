import { fileURLToPath } from 'node:url';
import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Where the e2e screenshots go to be looked at: tests/e2e/screenshots (git-ignored), from whichever directory
 * Playwright runs (`npm test` runs it from the repository's root, where a relative `screenshots/…` would land).
 */
const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The path of the screenshot `name` (e.g. `landing-prerendered-390.png`) in SCREENSHOTS_DIR. */
export const screenshotPath = (name: string): string => `${SCREENSHOTS_DIR}${name}`;

/**
 * A picture of the screen a spec has reached, for a person to look at: taken only with E2E_SCREENSHOTS=1 (issue 37:
 * screenshots are not a test; `npm test` skips them, `npm run screenshots` tours every screen). Nothing a spec asserts
 * may depend on it.
 */
export async function lookAt(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ ...options, path: screenshotPath(name) });
}
