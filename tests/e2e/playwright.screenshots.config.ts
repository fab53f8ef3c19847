import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every screen of every role at 390 px and 1280 px into tests/e2e/screenshots, against a stack
 * the global setup starts (or E2E_BASE_URL). A tool to look at screens, not a test: `npm test` does not run it.
 */
export default defineConfig({ ...base, testDir: './screens', retries: 0, forbidOnly: false });
