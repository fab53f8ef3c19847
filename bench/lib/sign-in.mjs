/* global document, navigator */
// A session made the way a real visitor makes one (issue 40): signed in through the real /login form in the browser,
// so the browser holds what the shell keeps — the HttpOnly refresh cookie and localStorage `userType`, never a token
// (the access token lives in the page's memory and dies with it; a later load restores the session from the cookie,
// ADR 0012). Then the browser's HTTP cache can be emptied (a cold visit) or left as the sign-in filled it (warm).

/** Where each role lands after signing in (web-kit's homePathFor). */
export const HOME_OF_ROLE = { user: '/dashboard', doctor: '/doctor-dashboard', admin: '/admin-dashboard', staff: '/front-desk' };

/** How long the form and each screen may take on a busy 2-core machine. */
const TIMEOUT_MS = 120_000;

/** Polls `check()` in the page until it is true (works alike on puppeteer and playwright pages). */
async function until(page, check, arg, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await page.evaluate(check, arg).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`sign-in: ${what} not within ${TIMEOUT_MS / 1000} s (at ${page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the route's screen is up: an h1 inside the main landmark (the remote's, or the shell's). */
export function untilScreen(page, what = 'the screen') {
  return until(page, () => Boolean(document.querySelector('#main-content h1')), undefined, what);
}

/**
 * Signs in through /login on `page` as a visitor does: into the pre-rendered form (which starts the app on the first
 * interaction, ADR 0036), the role chosen, identifier and password typed, Sign In clicked; resolves once the role's
 * home screen is up (the refresh cookie set, `userType` stored).
 * @param {import('puppeteer-core').Page} page
 * @param {string} origin
 * @param {{ email: string, password: string, userType?: string }} account
 */
export async function signInOnPage(page, origin, { email, password, userType = 'user' }) {
  await page.goto(`${origin}/login`, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await until(page, () => document.querySelector('#login-identifier')?.disabled === false, undefined, 'the login form enabled');
  // The first interaction starts the app; then React's own form replaces the pre-rendered one.
  await page.focus('#login-identifier');
  await until(page, () => !document.querySelector('[data-prerendered-page]'), undefined, 'the app replacing the pre-rendered login page');
  await until(page, (role) => document.querySelector(`input[name="userType"][value="${role}"]`)?.disabled === false, userType, 'the role choice');
  await page.evaluate((role) => document.querySelector(`input[name="userType"][value="${role}"]`)?.click(), userType);
  await page.type('#login-identifier', email);
  await page.type('#login-password', password);
  await page.click('button[type="submit"]');
  const home = HOME_OF_ROLE[userType] ?? '/dashboard';
  await until(page, (path) => window.location.pathname === path, home, `the ${userType} home ${home} after Sign In`);
  await untilScreen(page, `the ${userType} home screen`);
  const stored = await page.evaluate(() => ({ token: window.localStorage.getItem('token'), userType: window.localStorage.getItem('userType') }));
  if (stored.token !== null || stored.userType !== userType) {
    throw new Error(`sign-in: expected only userType=${userType} in localStorage, found ${JSON.stringify(stored)}`);
  }
}

/**
 * Signs `browser` (puppeteer-core) in through the real /login form in a page of its own, then closes that page: the
 * browser keeps the refresh cookie, `userType` and whatever the visit put in its HTTP cache.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 * @param {string} email
 * @param {string} password
 * @param {string} [userType] the role chosen on the form: user (owner), doctor, admin, staff
 */
export async function signIn(browser, origin, email, password, userType = 'user') {
  const page = await browser.newPage();
  try {
    await signInOnPage(page, origin, { email, password, userType });
  } finally {
    await page.close();
  }
}

/**
 * A cold visit's browser: the HTTP cache (disk and memory) emptied, and the origin's service workers and Cache
 * Storage with it, keeping cookies and localStorage — the sign-in earlier is remembered, nothing it downloaded is.
 * Lighthouse runs with `disableStorageReset` (else it would clear the session too), so the bench empties the cache
 * itself, as Lighthouse's own reset does (Network.clearBrowserCache, then the cache disabled and enabled again).
 * @param {import('puppeteer-core').Page} page the page Lighthouse will use
 * @param {string} origin
 */
export async function emptyCaches(page, origin) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.enable');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * A repeat visit's browser: `path` loaded once after the sign-in (its screen up, then a moment for late chunks, and
 * the app's service worker active: it registers once the first screen has settled, ADR 0092), so the HTTP cache and
 * the worker hold what the route needs.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 * @param {string} path
 */
export async function visitOnce(browser, origin, path) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await untilScreen(page, `${path} on the warming visit`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // A worker that never becomes active (no secure context, a failed install) leaves the visit as the HTTP cache has it.
    await page
      .evaluate((ms) => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, ms))]), 30_000)
      .catch(() => undefined);
  } finally {
    await page.close();
  }
}
