import type { Page } from '@playwright/test';
import { axeClean } from '../support/axe';
import { text } from '../support/catalogues';
import { VIEWPORTS } from '../support/roles';
import { lookAt } from '../support/screenshots';
import { expect, test } from '../support/test';

// The shell's own files cannot be fetched (ADR 0082): the network drops while the bootstrap downloads, on a first
// visit before the service worker holds anything. The page says so in the visitor's language, never stays white, and
// Try again starts the app once the files come through.

const SHELL = 'shell/src/app';
const BOOTSTRAP = /\/js\/bootstrap\.[0-9a-f]+\.js$/;

/** Fails every request for the shell's bootstrap chunk (its preload and its script) until `release()`. */
async function dropBootstrap(page: Page): Promise<{ dropped: () => number; release: () => Promise<void> }> {
  let dropped = 0;
  await page.route(BOOTSTRAP, (route) => {
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  return { dropped: () => dropped, release: () => page.unroute(BOOTSTRAP) };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${viewport.width}px: the bootstrap cannot be fetched — the offline text, not a white page; Try again starts the app`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    const bootstrap = await dropBootstrap(page);
    await page.goto('/doctors');
    await expect(page.getByRole('heading', { level: 1, name: text('en', SHELL, 'offline.title') })).toBeVisible();
    await expect(page.getByText(text('en', SHELL, 'offline.text'))).toBeVisible();
    await expect(page).toHaveTitle(text('en', SHELL, 'offline.pageTitle'));
    expect(bootstrap.dropped()).toBeGreaterThan(0);
    await axeClean(page, `boot failed (${name})`);
    await lookAt(page, `boot-failed-${viewport.width}.png`, { fullPage: true });

    await bootstrap.release();
    await page.getByRole('link', { name: text('en', SHELL, 'offline.retry') }).click();
    // The same address again: signed out, /doctors sends the visitor to sign in.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdoctors$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.context().close();
  });
}

test("in the visitor's language: Sinhala remembered on this device", async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await context.addInitScript(() => window.localStorage.setItem('vetnow.language', 'si'));
  const page = await context.newPage();
  await dropBootstrap(page);
  await page.goto('/claim');
  await expect(page.getByRole('heading', { level: 1, name: text('si', SHELL, 'offline.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('si', SHELL, 'offline.retry') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByText(text('en', SHELL, 'offline.title'))).toBeHidden();
  await context.close();
});
