import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildPreviousRelease, builtPreviousRelease, type PreviousRelease } from '../../../scripts/lib/previous-release.mjs';
import { text } from '../support/catalogues';
import { collectPageErrors } from '../support/console-errors';
import { loginToken, signedInPage, VIEWPORTS, type Role } from '../support/roles';
import { expect, test, type BrowserContext, type Page } from '../support/test';

// The version-skew drill (issue 40, ADR 0078). The shell and each remote deploy on their own, so for a while a
// browser gets one release's shell with the other release's remote. Both mixes, for each role's screens: the
// previous release (tests/e2e/previous-release.json, built by scripts/lib/previous-release.mjs) against today's
// build, which this worker's stack serves. Each screen either works (its heading in the main landmark) or shows
// the shell's remote fallback; never a white screen, never a page without the shell's header.

/** The screens each role opens: every remote's first screen, and the owner's most used one. */
const SCREENS: ReadonlyArray<{ role: Role; paths: readonly string[] }> = [
  { role: 'user', paths: ['/dashboard', '/doctors'] },
  { role: 'doctor', paths: ['/doctor-dashboard'] },
  { role: 'admin', paths: ['/admin-dashboard'] },
  { role: 'staff', paths: ['/front-desk'] },
];

/** Which side comes from the previous release. */
type Mix = 'previous remotes, today\'s shell' | 'today\'s remotes, the previous shell';
const MIXES: readonly Mix[] = ['previous remotes, today\'s shell', 'today\'s remotes, the previous shell'];

/** The pages the gateway serves for a path instead of index.html (static-site.plugin.ts PRERENDERED_PAGES). */
const PRERENDERED: Readonly<Record<string, string>> = { '': 'landing.html', login: 'login.html', register: 'register.html' };

const FALLBACK_TEXT = text('en', 'shell/src/app', 'remote.unavailable');

let release: PreviousRelease;

test.beforeAll(async () => {
  // Built by `npm test` before the e2e phase; run on its own, this spec builds it (about a minute, once per commit).
  test.setTimeout(600_000);
  release = builtPreviousRelease() ?? (await buildPreviousRelease({ log: (line) => process.stderr.write(`[version-skew] ${line}\n`) }));
});

/** A file under `root` for a URL path, or undefined (outside it, a folder, or absent). */
function fileUnder(root: string, urlPath: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (!rel || rel.split('/').includes('..') || rel.includes('\0')) return undefined;
  const file = join(root, rel);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** The CSP the gateway sent, with a pre-rendered page's one inline `<style>` allowed by this page's hash instead. */
function policyFor(html: string, policy: string | undefined): string | undefined {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (!policy || style === undefined) return policy;
  const digest = createHash('sha256').update(style, 'utf8').digest('base64');
  return policy.replace(/'sha256-[^']+'/g, '').replace(/(^|;\s*)style-src /, `$1style-src 'sha256-${digest}' `);
}

/**
 * Routes `context` to serve one side from the previous release's build, as a deployment in the middle of a redeploy
 * does. Returns the paths it served from that build, to prove the mix happened.
 */
async function servePrevious(context: BrowserContext, origin: string, mix: Mix): Promise<string[]> {
  const served: string[] = [];
  if (mix === 'previous remotes, today\'s shell') {
    await context.route(
      (url) => url.origin === origin && /^\/remotes\/(owner|doctor|admin)\//.test(url.pathname),
      async (route) => {
        const { pathname } = new URL(route.request().url());
        const [, , name, ...rest] = pathname.split('/');
        const file = fileUnder(release.dists[name as 'owner' | 'doctor' | 'admin'], rest.join('/'));
        if (!file) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
        served.push(pathname);
        return route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
      },
    );
    return served;
  }
  await context.route(
    (url) => url.origin === origin && !/^\/(api|remotes)(\/|\.json$|$)/.test(url.pathname),
    async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      const file = fileUnder(release.dists.shell, pathname);
      if (file) {
        served.push(pathname);
        return route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
      }
      if (request.resourceType() !== 'document') {
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
      }
      // A page: the gateway's answer (its security headers), with the previous shell's page as the body.
      const answer = await route.fetch();
      const page = PRERENDERED[pathname.replace(/^\/+|\/+$/g, '')] ?? 'index.html';
      const pageFile = existsSync(join(release.dists.shell, page)) ? page : 'index.html';
      const html = readFileSync(join(release.dists.shell, pageFile), 'utf8');
      const headers = { ...answer.headers() };
      for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) delete headers[name];
      const policy = policyFor(html, headers['content-security-policy']);
      if (policy) headers['content-security-policy'] = policy;
      served.push(`${pathname} (${pageFile})`);
      return route.fulfill({ status: 200, headers, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  return served;
}

/** What the screen shows once it settled: the remote's screen, or the shell's fallback for it. */
async function outcome(page: Page): Promise<'works' | 'fallback'> {
  const heading = page.locator('#main-content').getByRole('heading', { level: 1 }).first();
  const fallback = page.getByRole('alert').filter({ hasText: FALLBACK_TEXT });
  await expect(heading.or(fallback).first(), 'the screen or the remote fallback (else: a white screen)').toBeVisible({ timeout: 20_000 });
  return (await fallback.isVisible()) ? 'fallback' : 'works';
}

for (const mix of MIXES) {
  test.describe(`version skew: ${mix}`, () => {
    for (const { role, paths } of SCREENS) {
      test(`${role}: ${paths.join(', ')} work or show the remote fallback, never a white screen`, async ({ browser, request, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const page = await signedInPage(browser, role, await loginToken(request, role), VIEWPORTS.phone);
        const served = await servePrevious(page.context(), origin, mix);
        const errors = collectPageErrors(page);
        for (const path of paths) {
          await page.goto(path);
          const result = await outcome(page);
          // The shell is always there around the screen: its header, and text in the main landmark.
          await expect(page.getByRole('banner')).toBeVisible();
          expect((await page.locator('#main-content').innerText()).trim().length, `${path}: the main landmark has text`).toBeGreaterThan(0);
          test.info().annotations.push({ type: 'version skew', description: `${mix}, ${path}: ${result}` });
          if (result === 'fallback') {
            process.stderr.write(`[version-skew] ${release.commit.slice(0, 12)}, ${mix}: ${path} shows the remote fallback\n`);
            // A fallback is allowed, but never silent: the console says which module could not be loaded.
            expect(errors.join('\n'), `${path}: the fallback names its cause`).toMatch(/vetnow/);
          }
        }
        // The mix really happened: files of the previous release were served for this role's screens.
        expect(served.length, `files served from ${release.commit.slice(0, 12)}`).toBeGreaterThan(0);
        await page.context().close();
      });
    }
  });
}
