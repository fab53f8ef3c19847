import { expect, test, type Browser, type Page } from '../support/test';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { ROLE_ACCOUNTS, VIEWPORTS, loginToken, signedInPage, visitorPage } from '../support/roles';
import { recordScripts } from '../support/scripts';
import { holdRequests } from '../support/hold';
import { lookAt } from '../support/screenshots';
import { networkQuiet } from '../support/network';

/**
 * Issue 14, ADR 0030 (update), ADR 0036: `/login` and `/register` are HTML before they are JavaScript. The first
 * response holds the page (its heading, fields and links), so it paints before any app script; the page loads only
 * its boot script until the visitor interacts. The boot script enables the fields (disabled in the HTML, so the
 * browser never sends a form itself without JavaScript), starts the app on the first interaction, holds back a form
 * sent before React has the page, and carries what was typed, the focus and the caret into React's copy. Tests that
 * need the app held back hold its entry script until they have looked — no timing decides what is checked.
 */
const prerendered = (page: Page) => page.locator('[data-prerendered-page]');
const isApp = (url: string) => /\/js\/main\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
/** The boot script's whole budget on `/` (landing-prerendered.spec.ts) holds here too. */
const BOOT_BUDGET_GZ_BYTES = 30 * 1024;

/** Holds every request for the app's entry script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  return (await holdRequests(page, /\/js\/main\.[0-9a-f]+\.js$/)).release;
}

/** Resolves once the page has asked for the app's entry script (the boot script started it). */
const appRequested = (page: Page) => page.waitForRequest((request) => isApp(request.url()));

const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('vetnow.language', 'en'));

/** A visitor's `/login` in English, the app held back: what the test does next happens before React has the page. */
async function heldLogin(browser: Browser, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  const page = await visitorPage(browser, viewport);
  await english(page);
  await page.goto('/login');
  return { page, release: await holdApp(page) };
}

/** Sends React's sign-in form and waits for the role's landing page. */
async function signInTo(page: Page, landing: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
  await page.context().close();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: /login paints from its HTML with no app script; typing and Enter before the app has the page sign the owner in`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await visitorPage(browser, viewport);
    await english(page);
    const errors = collectPageErrors(page);
    const scripts = recordScripts(page);
    const html = await (await page.goto('/login'))!.text();
    // The first response already holds the page: its heading, both fields, and the register link.
    expect(html).toContain('id="login-title"');
    expect(html).toContain('id="login-identifier"');
    expect(html).toMatch(/<a [^>]*href="\/register"/);

    await networkQuiet(page);
    await expect(prerendered(page)).toHaveCount(1);
    const before = await scripts();
    expect(before.some((s) => isApp(s.url)), before.map((s) => s.url).join(', ')).toBe(false);
    expect(before.reduce((sum, s) => sum + s.gz, 0)).toBeLessThanOrEqual(BOOT_BUDGET_GZ_BYTES);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const identifier = page.getByLabel('Email or Username');
    const password = page.getByLabel(/^Password/);
    await expect(identifier).toBeEnabled();
    await expect(password).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await axeClean(page, `/login pre-rendered at ${viewport.width}`);
    await lookAt(page, `login-prerendered-${viewport.width}.png`);

    // The visitor types into the pre-rendered form and sends it while the app is still on its way.
    const release = await holdApp(page);
    const requested = appRequested(page);
    await identifier.fill(ROLE_ACCOUNTS.user.email);
    await requested;
    await password.fill(ROLE_ACCOUNTS.user.password);
    await password.press('Enter');
    await expect(prerendered(page)).toHaveCount(1);
    expect(page.url()).toMatch(/\/login$/);
    await lookAt(page, `login-typed-before-app-${viewport.width}.png`);

    release();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(prerendered(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('/login: the field being typed in keeps its focus, caret and text when the app takes the page over', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, release } = await heldLogin(browser, VIEWPORTS.phone);
  const identifier = page.getByLabel('Email or Username');
  await identifier.pressSequentially('owner@vet');
  await expect(prerendered(page)).toHaveCount(1);
  release();
  await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(identifier).toBeFocused();
  await expect(identifier).toHaveValue('owner@vet');
  // The next keys land in React's copy, after what was typed.
  await page.keyboard.type('now.lk');
  await expect(identifier).toHaveValue('owner@vetnow.lk');
  await page.getByLabel(/^Password/).fill(ROLE_ACCOUNTS.user.password);
  await signInTo(page, /\/dashboard$/);
});

test('/login: a role chosen before the app has the page is React\'s choice too, and the doctor signs in', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, release } = await heldLogin(browser, VIEWPORTS.desktop);
  await page.getByRole('radio', { name: 'Veterinarian' }).check();
  await page.getByLabel(/^Email or/).fill(DEMO_DOCTOR.email);
  await page.getByLabel(/^Password/).fill(DEMO_DOCTOR.password);
  await expect(prerendered(page)).toHaveCount(1);
  release();
  await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
  // The doctor's variant of the form: React renders it only for the role it has.
  await expect(page.getByText('Doctor accounts are created by administrators.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Veterinarian' })).toBeChecked();
  await signInTo(page, /\/doctor-dashboard$/);
});

test('/login: Sign In pressed on the page and released once the app has taken it over still signs the owner in', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, release } = await heldLogin(browser, VIEWPORTS.desktop);
  await page.getByLabel(/^Email or/).fill(ROLE_ACCOUNTS.user.email);
  await page.getByLabel(/^Password/).fill(ROLE_ACCOUNTS.user.password);
  // The mouse goes down on the pre-rendered button; the app takes the page over; the mouse comes up on React's copy.
  // The browser clicks neither (down and up were on different elements): without the boot script the press is lost.
  const box = (await page.getByRole('button', { name: 'Sign In', exact: true }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.context().close();
});

test('/register: what was typed and a shown password are still there once the app has the same page', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await visitorPage(browser, VIEWPORTS.phone);
  await english(page);
  await page.goto('/register');
  await networkQuiet(page);
  await expect(prerendered(page)).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1 });
  const title = await heading.textContent();
  const fullName = page.getByLabel('Full name');
  const password = page.locator('#register-password');
  await expect(fullName).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await lookAt(page, 'register-prerendered-390.png');

  const release = await holdApp(page);
  await fullName.fill('Nadeesha Perera');
  await password.fill('kandy-2026');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(prerendered(page)).toHaveCount(1);
  release();
  await expect(prerendered(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(heading).toHaveText(title!);
  await expect(fullName).toHaveValue('Nadeesha Perera');
  await expect(password).toHaveValue('kandy-2026');
  await expect(password).toHaveAttribute('type', 'text');
  // React's form has the values too: sending it reports the fields still empty, not these.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('#register-username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#register-full-name')).not.toHaveAttribute('aria-invalid', 'true');
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
  await lookAt(page, 'login-no-javascript-390.png');
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
