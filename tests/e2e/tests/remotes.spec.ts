import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console-errors';

// The shell finds each remote at run time through /remotes.json (name → mf-manifest.json URL).
// Per-route remote tests (signed-in screens) belong to the frontend suites; these prove the wiring.

test.describe('remotes', () => {
  test('/remotes.json names the three remotes and each manifest is served', async ({ request }) => {
    const res = await request.get('/remotes.json');
    expect(res.status()).toBe(200);
    const remotes = (await res.json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['admin', 'doctor', 'owner']);
    for (const [name, manifestUrl] of Object.entries(remotes)) {
      const manifest = await request.get(manifestUrl);
      expect(manifest.status(), `${name}: ${manifestUrl}`).toBe(200);
      const body = (await manifest.json()) as { name?: string; exposes?: unknown[] };
      expect(body.name, `${name} manifest names its container`).toBeTruthy();
      expect(Array.isArray(body.exposes) && body.exposes.length > 0, `${name} exposes modules`).toBe(true);
    }
  });

  for (const [what, pattern] of [
    ['the owner remote', '**/remotes/owner/**'],
    ['every remote and /remotes.json', /\/remotes(\.json|\/)/],
  ] as const) {
    test(`the landing page still renders when ${what} cannot be loaded`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.route(pattern, (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /sign in|login/i }).first()).toBeVisible();
      // An aborted request may show up as a console network error; nothing else may break.
      expect(errors.filter((e) => !/remotes|Failed to load resource|net::ERR_FAILED/i.test(e))).toEqual([]);
    });
  }
});
