import { expect, test } from '../support/test';
import { holdRequests, type Hold } from '../support/hold';
import { REMOTE_OF_ROLE, VIEWPORTS, loginToken, signedInPage, waitForRemote, type Role, type ViewportName } from '../support/roles';
import { networkQuiet } from '../support/network';

// Issue 14 (CLS ≤ 0.05 on /doctors): a signed-in screen comes from a remote, so the shell first paints its header,
// a spinner and its footer, and the screen arrives a moment later. The footer then jumped from under the spinner to
// under the screen: Lighthouse measured CLS 0.072 on /doctors, all of it the footer. The footer now waits for the
// screen. The remote's entry is held back until the spinner has been seen, and each screen's main list (`lastApi`)
// for 300 ms, so the smaller reads beside it arrive first, as they may on a loaded machine (a fresh-clone run saw the
// doctor's profile line push the dashboard's spinner down: 0.019).

const SCREENS: { role: Role; path: string; ready: string; lastApi: RegExp }[] = [
  { role: 'user', path: '/doctors', ready: 'veterinarians found', lastApi: /\/api\/doctors(\?|$)/ },
  { role: 'user', path: '/dashboard', ready: '', lastApi: /\/api\/users\/appointments/ },
  { role: 'doctor', path: '/doctor-dashboard', ready: '', lastApi: /\/api\/doctors\/dashboard\/appointments/ },
  { role: 'admin', path: '/admin-dashboard', ready: '', lastApi: /\/api\/admin\/dashboard\/stats/ },
];

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  for (const { role, path, ready, lastApi } of SCREENS) {
    test(`${path} (${role}, ${viewport}): nothing moves while the screen loads (CLS ≤ 0.01), the footer comes with the screen`, async ({ browser, request }) => {
      const page = await signedInPage(browser, role, await loginToken(request, role), VIEWPORTS[viewport]);
      let remote: Hold | undefined;
      try {
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
              w.__shifts.push({ value: entry.value, sources });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The remote's entry waits until the spinner has been checked: released by the test, not after a delay, so
        // a busy machine cannot let the screen in before the check (a fresh-clone run saw it: the footer was already
        // under the finished screen). `goto` therefore waits only for the HTML, not for the held preload.
        remote = await holdRequests(page, '**/remotes/*/remoteEntry*.js');
        let listHeld = false;
        await page.route(lastApi, async (route) => {
          listHeld = true;
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.continue();
        });
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // While the remote is held back: the spinner, and no footer under it.
        await expect(page.locator('#main-content').getByRole('status').first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        remote.release();
        await waitForRemote(page, REMOTE_OF_ROLE[role]);
        if (ready) await expect(page.getByRole('status').filter({ hasText: ready })).toBeVisible();
        await networkQuiet(page);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect([remote.held, listHeld], 'the remote entry and the main list went through the held-back routes').toEqual([true, true]);
        // Layout shifts are reported after the frame that made them: one more frame, then read.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        const cls = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
      } finally {
        remote?.release();
        await page.context().close();
      }
    });
  }
}
