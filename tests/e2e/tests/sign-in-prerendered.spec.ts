import { expect, test, type Page } from '@playwright/test';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { ROLE_ACCOUNTS, VIEWPORTS, loginToken, signedInPage, visitorPage } from '../support/roles';

/**
 * Issue 14, ADR 0030 (update): `/login` and `/register` are HTML before they are JavaScript too. The first response
 * holds the page (its heading, fields and links), so it paints before the app's scripts arrive; its fields and
 * buttons are disabled until the app takes the page over, so nothing typed is lost and the browser never sends
 * the form itself. Each test holds the app's entry script back until it has looked at the pre-rendered page, then
 * lets it through — no timing decides what is checked.
 */
const prerendered = (page: Page) => page.locator('[data-prerendered-page]');

/** Holds every request for the app's entry script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('vetnow.language', 'en'));

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: /login paints from its HTML with its fields disabled, then the app takes over and signs the owner in`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await visitorPage(browser, viewport);
    await english(page);
    const errors = collectPageErrors(page);
    const release = await holdApp(page);
    const html = await (await page.goto('/login', { waitUntil: 'commit' }))!.text();
    // The first response already holds the page: its heading, both fields, and the register link.
    expect(html).toContain('id="login-title"');
    expect(html).toContain('id="login-identifier"');
    expect(html).toMatch(/<a [^>]*href="\/register"/);

    await expect(prerendered(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const identifier = page.getByLabel('Email or Username');
    await expect(identifier).toBeDisabled();
    await expect(page.getByLabel(/^Password/)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
    await axeClean(page, `/login pre-rendered at ${viewport.width}`);
    await page.screenshot({ path: `screenshots/login-prerendered-${viewport.width}.png` });

    release();
    await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(identifier).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: `screenshots/login-taken-over-${viewport.width}.png` });

    await identifier.fill(ROLE_ACCOUNTS.user.email);
    await page.getByLabel(/^Password/).fill(ROLE_ACCOUNTS.user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('/register paints from its HTML with its fields disabled; the app takes the same page over', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await visitorPage(browser, VIEWPORTS.phone);
  await english(page);
  const release = await holdApp(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(prerendered(page)).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1 });
  const title = await heading.textContent();
  const fullName = page.getByLabel('Full name');
  await expect(fullName).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await page.screenshot({ path: 'screenshots/register-prerendered-390.png' });

  release();
  await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(heading).toHaveText(title!);
  await expect(fullName).toBeEnabled();
  await fullName.fill('Nadeesha Perera');
  await expect(fullName).toHaveValue('Nadeesha Perera');
  await page.context().close();
});

test('without JavaScript /login shows the page, its fields disabled, and says the app needs JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const html = await (await page.goto('/login'))!.text();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email or Username')).toBeDisabled();
  // A browser with scripting off shows the note; DevTools' "scripts disabled" does not render <noscript>, so the
  // answer is checked for it instead.
  expect(html).toContain('<noscript>VetNow needs JavaScript to run.</noscript>');
  await page.screenshot({ path: 'screenshots/login-no-javascript-390.png' });
  await page.getByRole('link', { name: 'Register here' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await context.close();
});

test('a visitor whose language is Sinhala never sees the English page: it shows once the app has it, in Sinhala', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await visitorPage(browser, VIEWPORTS.desktop);
  await page.addInitScript(() => window.localStorage.setItem('vetnow.language', 'si'));
  const release = await holdApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(prerendered(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  release();
  await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
  await page.context().close();
});

test('a signed-in owner opening /login is sent to their dashboard without the sign-in form showing', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'user', await loginToken(request, 'user'), VIEWPORTS.desktop);
  await english(page);
  const release = await holdApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(prerendered(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.context().close();
});
