import { expect, test, type Page } from '../support/test';
import { collectPageErrors } from '../support/console-errors';
import { loginToken, signedInPage, visitorPage, waitForRemote, type Role } from '../support/roles';
import { networkQuiet } from '../support/network';

// Issue 14, ADR 0034: index.html preloads the bootstrap's files, and a remote screen's manifest, entry and chunk are
// fetched while the shell starts. Every preload must be a file the page then runs (a preload nobody uses is a
// download wasted on a phone), and nothing may be fetched twice. Once the screen has settled, the screens it links to
// are prefetched, and opening one runs them from the cache (ADR 0094).

/** The first line of each script of the shell and the remotes (web-build's COMPILE_HINT, ADR 0089). */
const COMPILE_HINT_LINE = '//# allFunctionsCalledOnLoad\n';

/** Every script, stylesheet and manifest the page requests, by path, with how often. */
function countRequests(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$|mf-manifest\.json$|^\/remotes\.json$/.test(pathname)) seen.set(pathname, (seen.get(pathname) ?? 0) + 1);
  });
  return seen;
}

/**
 * The paths the page's <link rel="preload"> elements name, and whether the page ran each: a stylesheet is in
 * document.styleSheets; a chunk's ids were pushed onto its app's chunk list (the loader removes its <script>); a
 * remote's entry defined its container.
 */
async function preloadsUsed(page: Page): Promise<Array<{ path: string; used: boolean }>> {
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ path: new URL(link.href).pathname, as: link.as })),
  );
  const result: Array<{ path: string; used: boolean }> = [];
  for (const { path, as } of links) {
    if (as === 'style') {
      const used = await page.evaluate((p) => [...document.styleSheets].some((s) => s.href !== null && new URL(s.href).pathname === p), path);
      result.push({ path, used });
      continue;
    }
    const entry = /^\/remotes\/(\w+)\/remoteEntry\.js$/.exec(path);
    if (entry) {
      const container = `vetnow_${entry[1]}`;
      result.push({ path, used: await page.evaluate((c) => c in window, container) });
      continue;
    }
    const source = await (await page.request.get(path)).text();
    // A chunk's first line is V8's compile hint (ADR 0089).
    const code = source.startsWith(COMPILE_HINT_LINE) ? source.slice(COMPILE_HINT_LINE.length) : source;
    const chunk = /^"use strict";\(self\.(\w+)=self\.\w+\|\|\[\]\)\.push\(\[\[([^\]]+)\]/.exec(code);
    expect(chunk, `${path} is a chunk`).not.toBeNull();
    const [, list, ids] = chunk!;
    const used = await page.evaluate(
      ([l, wanted]) => {
        const pushed = ((window as unknown as Record<string, Array<[Array<string | number>]>>)[l!] ?? []).flatMap((e) => e[0].map(String));
        return wanted!.split(',').every((id) => pushed.includes(id.replace(/"/g, '')));
      },
      [list, ids],
    );
    result.push({ path, used });
  }
  return result;
}

/**
 * Where the page uses an SVG image: its icon links, <img> elements, and every element's (::before and ::after
 * included) computed image properties. Each SVG image costs Chromium an SVG document of its own, built on the main
 * thread (ADR 0090); inline <svg> elements are part of the page's own document and cost none. Chromium's own images
 * (a date field's calendar icon) are not in any computed style: the load's trace shows them (svgDocumentsBuilt).
 */
function svgImagesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const isSvg = (value: string | null | undefined) => value !== null && value !== undefined && /svg/i.test(value);
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')) {
      if (isSvg(link.type) || isSvg(link.href)) found.push(`link[rel="${link.rel}"]`);
    }
    for (const img of document.querySelectorAll('img')) if (isSvg(img.currentSrc || img.src)) found.push(describe(img));
    const properties = ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'border-image-source', 'content'];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        for (const property of properties) {
          if (isSvg(style.getPropertyValue(property))) found.push(`${describe(el)}${pseudo ?? ''} ${property}`);
        }
      }
    }
    return found;
  });
}

/** How many SVG documents the renderer built for images while `load` ran (Chromium's trace, category blink). */
async function svgDocumentsBuilt(page: Page, load: () => Promise<void>): Promise<number> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['blink'] });
  let buffer: Buffer;
  try {
    await load();
  } finally {
    buffer = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: Array<{ name: string; ph: string }> };
  return traceEvents.filter((event) => event.name === 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost' && event.ph === 'X').length;
}

/** The shell's stylesheet, which a page with it inline never fetches (ADR 0091). */
const SHELL_STYLESHEET = /^\/css\/bootstrap\.[0-9a-f]+\.css$/;

const SCREENS: Array<{ role: Role; path: string; remote: 'owner' | 'doctor' | 'admin'; container: string }> = [
  { role: 'user', path: '/doctors', remote: 'owner', container: 'vetnow_owner' },
  { role: 'doctor', path: '/profile', remote: 'doctor', container: 'vetnow_doctor' },
  { role: 'admin', path: '/admin-dashboard', remote: 'admin', container: 'vetnow_admin' },
];

for (const screen of SCREENS) {
  test(`${screen.path} (${screen.role}): the shell's preloads are all used, the remote's files are fetched early and once`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const page = await signedInPage(browser, screen.role, await loginToken(request, screen.role));
    try {
      const errors = collectPageErrors(page);
      const requests = countRequests(page);
      const svgDocuments = await svgDocumentsBuilt(page, async () => {
        await page.goto(screen.path);
        await waitForRemote(page, screen.container);
        await networkQuiet(page);
      });

      const preloads = await preloadsUsed(page);
      const shellPreloads = preloads.filter((p) => !p.path.startsWith('/remotes/'));
      expect(shellPreloads.map((p) => p.path), 'index.html preloads the bootstrap chunk and react-dom').toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/js\/bootstrap\.[0-9a-f]+\.js$/)]),
      );
      expect(shellPreloads.length).toBeGreaterThanOrEqual(3);
      const remotePreloads = preloads.filter((p) => p.path.startsWith(`/remotes/${screen.remote}/`));
      expect(remotePreloads.map((p) => p.path), 'the remote entry is preloaded before the shell asks for it').toContain(
        `/remotes/${screen.remote}/remoteEntry.js`,
      );
      expect(preloads.filter((p) => !p.used), 'every preload is used by the page').toEqual([]);

      // Every script of the shell and the remote asks V8 to compile it while it streams in, off the main thread
      // (ADR 0089).
      const scripts = [...requests.keys()].filter((path) => /^(\/remotes\/\w+)?\/js\/.+\.js$|\/remoteEntry\.js$/.test(path));
      expect(scripts.filter((path) => path.startsWith('/js/')).length).toBeGreaterThanOrEqual(3);
      expect(scripts.filter((path) => path.startsWith(`/remotes/${screen.remote}/`)).length).toBeGreaterThanOrEqual(2);
      const withoutHint: string[] = [];
      for (const path of scripts) {
        if (!(await (await page.request.get(path)).text()).startsWith(COMPILE_HINT_LINE)) withoutHint.push(path);
      }
      expect(withoutHint, 'the scripts whose first line is not the compile hint').toEqual([]);
      expect(await svgImagesOf(page), 'the SVG images the page uses (each an SVG document on the main thread)').toEqual([]);
      expect(svgDocuments, 'SVG documents built for images while the screen loaded (a date field has its icon)').toBe(0);

      const twice = [...requests].filter(([, n]) => n > 1).map(([path]) => path);
      expect(twice, 'no file is fetched twice').toEqual([]);
      expect(requests.get(`/remotes/${screen.remote}/mf-manifest.json`), 'the manifest is fetched once').toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}

test('the pre-rendered pages preload nothing (they paint from their HTML), and a visitor starts no remote', async ({ browser }) => {
  const page = await visitorPage(browser);
  try {
    for (const path of ['/', '/login', '/register']) {
      const answer = await page.request.get(path);
      expect(await answer.text(), `${path} has no preload`).not.toContain('rel="preload"');
    }
    const requests = countRequests(page);
    await page.goto('/login');
    expect(await svgImagesOf(page), 'the SVG images /login uses (its favicon is a PNG)').toEqual([]);
    // The first interaction starts the app, which takes the page's inline stylesheet as loaded (ADR 0091).
    await page.locator('#login-identifier').focus();
    await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
    await networkQuiet(page);
    expect([...requests.keys()].filter((path) => SHELL_STYLESHEET.test(path)), "the shell's stylesheet fetched on /login").toEqual([]);
    // Still styled: the body's bg-slate-50 (a body without the stylesheet is transparent).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    // A signed-out visitor opening an owner screen is sent to sign in; no remote file is fetched for it.
    requests.clear();
    await page.goto('/doctors');
    await expect(page).toHaveURL(/\/login/);
    await networkQuiet(page);
    expect([...requests.keys()].filter((path) => path.startsWith('/remotes/'))).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('/doctors (owner): once the screen has settled, the screens it links to are prefetched, and Book Appointment runs the wizard from them', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const page = await signedInPage(browser, 'user', await loginToken(request, 'user'));
  try {
    const errors = collectPageErrors(page);
    const WIZARD = /\/remotes\/owner\/js\/__federation_expose_book_appointment_page\.[0-9a-f]+\.js$/;
    // How each of the wizard chunk's responses came: over the network, or from the prefetch or HTTP cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const wizard: Array<{ type: string; cached: boolean }> = [];
    const served = new Set<string>();
    const pending = new Map<string, (memory: boolean) => void>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => served.add(requestId));
    cdp.on('Network.loadingFinished', ({ requestId }) => pending.get(requestId)?.(served.has(requestId)));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (!WIZARD.test(new URL(response.url).pathname)) return;
      const fromCache = Boolean(response.fromPrefetchCache || response.fromDiskCache);
      pending.set(requestId, (memory) => wizard.push({ type, cached: fromCache || memory }));
    });

    await page.goto('/doctors');
    await waitForRemote(page, 'vetnow_owner');
    // Prefetched at idle priority once the list has settled (ADR 0094): a prefetch ('Other'), not a script run.
    await expect.poll(() => wizard, { timeout: 20_000 }).toEqual([{ type: 'Other', cached: false }]);

    await page.getByRole('link', { name: 'Book Appointment' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
    await expect(page.locator('#main-content').getByText('Consultation fee').first()).toBeVisible();
    expect(wizard, 'the wizard chunk, run from what the prefetch fetched').toEqual([
      { type: 'Other', cached: false },
      { type: 'Script', cached: true },
    ]);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});
