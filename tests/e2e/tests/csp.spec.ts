import { expect, test, type Page } from '../support/test';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/domain/demo';
import { collectPageErrors } from '../support/console-errors';
import { networkQuiet } from '../support/network';

// The site runs under its Content-Security-Policy without 'unsafe-inline' (ADR 0013): every page of every role,
// a toast included (signing in shows one), loads without a single CSP violation — neither a
// `securitypolicyviolation` event in the page nor a "Refused to …" console error from Chromium.

type LoginRole = 'Pet Owner' | 'Veterinarian' | 'Admin';
const IDENTIFIER_LABEL: Record<LoginRole, string> = {
  'Pet Owner': 'Email or Username',
  Veterinarian: 'Email or Doctor ID',
  Admin: 'Email or Username',
};

/** Records every CSP violation of the page (from its first script on) in window.__cspViolations. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile || location.pathname}:${e.lineNumber}`);
    });
  });
  const errors = collectPageErrors(page);
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    const consoleCsp = errors.filter((e) => /Content Security Policy|Refused to (apply|load|execute|connect)/i.test(e));
    return [...events, ...consoleCsp];
  };
}

/** Opens a route and waits for its screen: an h1 on the page and no request in flight. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await networkQuiet(page);
}

async function signIn(page: Page, role: LoginRole, identifier: string, password: string, home: string) {
  await page.goto('/login');
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: IDENTIFIER_LABEL[role], exact: true }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  // The toast is drawn under the CSP too (react-hot-toast's own styles would need 'unsafe-inline').
  await expect(page.getByText('Login successful!')).toBeVisible();
  await networkQuiet(page);
}

test('the page\'s CSP has no \'unsafe-inline\'', async ({ request }) => {
  const page = await request.get('/', { headers: { accept: 'text/html' } });
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain("'unsafe-inline'");
});

test('a visitor\'s pages raise no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of ['/', '/login', '/register', '/no-such-page']) await visit(page, path);
  // A toast for a visitor: a failed sign-in.
  await page.goto('/login');
  await page.getByRole('textbox', { name: IDENTIFIER_LABEL['Pet Owner'], exact: true }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: /.+/ }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the watcher sees an inline <style>; a style set through CSSOM (React\'s `style` prop) is allowed', async ({ page }) => {
  const violations = await watchCsp(page);
  await visit(page, '/');
  // React sets `style` props through CSSOM (element.style.x = …), which style-src does not govern.
  await page.evaluate(() => {
    const el = document.createElement('div');
    document.body.append(el);
    el.style.width = '42%';
  });
  expect(await violations()).toEqual([]);
  // What goober (react-hot-toast's styles) or style-loader do: an inline <style> element, refused.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(async () => (await violations()).some((v) => v.startsWith('style-src'))).toBe(true);
});

test('an owner\'s pages raise no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await signIn(page, 'Pet Owner', DEMO_OWNER.email, DEMO_OWNER.password, '/dashboard');
  for (const path of ['/dashboard', '/doctors', '/appointments', '/profile']) await visit(page, path);
  // The booking wizard's first step, for the first doctor listed.
  await page.goto('/doctors');
  const book = page.getByRole('link', { name: /book/i }).first();
  if (await book.isVisible()) {
    await book.click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await networkQuiet(page);
  }
  expect(await violations()).toEqual([]);
});

test('a doctor\'s pages raise no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, 'Veterinarian', DEMO_DOCTOR.email, DEMO_DOCTOR.password, '/doctor-dashboard');
  for (const path of ['/doctor-dashboard', '/profile']) await visit(page, path);
  expect(await violations()).toEqual([]);
});

test('the admin\'s pages raise no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, 'Admin', DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin-dashboard');
  await visit(page, '/admin-dashboard');
  expect(await violations()).toEqual([]);
});
