// The bench's browser measures: JavaScript weight per route (headless Chromium through playwright-core), and the
// Chromium settings lighthouse.mjs shares (lighthouse drives the system Chromium through chrome-launcher).
import { gzipSync } from 'node:zlib';
import { CHROMIUM_CONTAINER_ARGS } from '../../scripts/lib/chromium-flags.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Flags that keep Chromium quiet and working in a container without a GPU or a sandbox (STACK-NOTES). */
export const CHROMIUM_ARGS = [...CHROMIUM_CONTAINER_ARGS];

/** What the shell keeps in localStorage for a signed-in session (web-kit session-store). */
export function sessionScript(session) {
  return session ? { token: session.token, userType: session.userType } : undefined;
}

/**
 * Loads each route in a fresh page (empty cache) and sums every JavaScript response, gzip -9 of its decoded body
 * (what the gateway sends to a gzip-only client; it precompresses with gzip 9).
 * @param {string} origin e.g. http://localhost:8080
 * @param {{ path: string, session?: { token: string, userType: string } }[]} routes
 * @returns {Promise<Array<{ path: string, files: number, gzipKiB: number, rawKiB: number, finalUrl: string, list: Array<{ file: string, gzipKiB: number }> }>>}
 */
export async function jsWeightPerRoute(origin, routes) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const out = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const session = sessionScript(route.session);
      if (session) {
        await context.addInitScript((s) => {
          window.localStorage.setItem('token', s.token);
          window.localStorage.setItem('userType', s.userType);
        }, session);
      }
      const page = await context.newPage();
      const pending = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        const ct = res.headers()['content-type'] ?? '';
        if (type === 'script' || /javascript/.test(ct)) {
          pending.push(
            res.body().then(
              (body) => ({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
              () => undefined,
            ),
          );
        }
      });
      await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      if (route.focus) {
        // A pre-rendered page whose app starts on the first interaction (ADR 0036): the visitor steps into it.
        await page.locator(route.focus).first().focus();
        await page.locator('[data-prerendered-page]').waitFor({ state: 'detached', timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(500); // a late lazy chunk
      const files = (await Promise.all(pending)).filter(Boolean);
      const unique = new Map(files.map((f) => [f.url, f]));
      const sum = (k) => [...unique.values()].reduce((t, f) => t + f[k], 0) / 1024;
      const list = [...unique.values()]
        .map((f) => ({ file: new URL(f.url).pathname, gzipKiB: Math.round((f.gzip / 1024) * 10) / 10 }))
        .sort((a, b) => b.gzipKiB - a.gzipKiB);
      out.push({ path: route.path, focus: route.focus, files: unique.size, gzipKiB: sum('gzip'), rawKiB: sum('raw'), finalUrl: new URL(page.url()).pathname, list });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
