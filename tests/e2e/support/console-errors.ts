import type { Page } from '@playwright/test';

/**
 * Collects, from now on, the page's uncaught errors, console errors and the URLs of failed responses (≥ 400),
 * so an assertion on it says what broke (a console "Failed to load resource" does not name the URL).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    errors.push(`console: ${msg.text()}${where ? ` (${where.replace(/^https?:\/\/[^/]+/, '')})` : ''}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`http ${res.status()}: ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return errors;
}
