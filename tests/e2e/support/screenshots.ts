import { fileURLToPath } from 'node:url';

/**
 * Where the e2e screenshots go to be looked at: tests/e2e/screenshots (git-ignored), from whichever directory
 * Playwright runs (`npm test` runs it from the repository's root, where a relative `screenshots/…` would land).
 */
const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The path of the screenshot `name` (e.g. `landing-prerendered-390.png`) in SCREENSHOTS_DIR. */
export const screenshotPath = (name: string): string => `${SCREENSHOTS_DIR}${name}`;
