import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '../support/test';
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { registerOwner, signInAsOwnerThroughForm } from '../support/sessions';

// Never lose a signed-in session (issue 41 §1, ADR 0039). Three tabs of one signed-in owner are reloaded at once,
// again and again, with reloads that interrupt a refresh in flight; the server's answer to a refresh is lost after it
// rotated the cookie; the network drops while a refresh is under way. The owner is never signed out: every tab ends
// on its screen with the account menu, no refresh is answered 401, and the session's cookie still works.

const REFRESH = /\/api\/auth\/refresh$/;

/** Every refresh answer the context saw (status), to prove none was a 401. */
function refreshAnswers(context: BrowserContext): number[] {
  const statuses: number[] = [];
  context.on('response', (r) => {
    if (REFRESH.test(r.url())) statuses.push(r.status());
  });
  return statuses;
}

async function expectSignedIn(tabs: Page[], fullName: string): Promise<void> {
  for (const tab of tabs) {
    await expect(tab.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(tab).toHaveURL(/\/appointments$/);
    expect(await tab.evaluate(() => localStorage.getItem('userType'))).toBe('user');
  }
}

/** Three tabs of one signed-in owner on /appointments, each with its session restored (no refresh in flight). */
async function threeTabs(
  context: BrowserContext,
  owner: { email: string; password: string; fullName: string },
): Promise<Page[]> {
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  await signInAsOwnerThroughForm(tabs[0]!, owner);
  for (const tab of tabs) await tab.goto('/appointments');
  await expectSignedIn(tabs, owner.fullName);
  return tabs;
}

// Twenty rounds in all, as two sessions of ten (each test stays well under 30 s on two busy workers, issue 37).
for (const session of [1, 2]) {
  test(`three tabs, ten rounds of simultaneous reloads, each interrupting a refresh in flight: never signed out (session ${session} of 2)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const owner = await registerOwner(request, `storm${session}`);
    const context = await browser.newContext();
    const statuses = refreshAnswers(context);
    const tabs = await threeTabs(context, owner);

    for (let round = 0; round < 10; round++) {
      // One tab is reloaded again the moment its refresh has left: that page dies with the request on the server.
      const victim = tabs[round % tabs.length]!;
      // A signed-out tab never asks: the wait then fails, saying so.
      const left = victim.waitForRequest(REFRESH, { timeout: 15_000 }).catch(async () => {
        throw new Error(
          `round ${round + 1}: the tab sent no refresh (userType ${await victim.evaluate(() => localStorage.getItem('userType'))})`,
        );
      });
      // (goto the same address: a reload that may start while the page is still navigating.)
      await Promise.all(tabs.map((tab) => tab.goto('/appointments', { waitUntil: 'commit' })));
      await left;
      await victim.goto('/appointments', { waitUntil: 'commit' });
    }
    await expectSignedIn(tabs, owner.fullName);
    expect(statuses).not.toContain(401);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    await context.close();
  });
}

test('an answer lost after the server rotated the cookie, twice, then a network drop during a refresh: never signed out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await registerOwner(request, 'storm');
  const context = await browser.newContext();
  const statuses = refreshAnswers(context);
  const tabs = await threeTabs(context, owner);
  const outsider = await playwrightRequest.newContext({ baseURL });

  await test.step('the server rotates the cookie the browser holds, but its answer never reaches the browser (twice)', async () => {
    const held = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE.name)!.value;
    for (let i = 0; i < 2; i++) {
      const lost = await outsider.post('/api/auth/refresh', {
        headers: { cookie: `${REFRESH_COOKIE.name}=${held}` },
      });
      expect(lost.status()).toBe(200);
    }
    expect((await context.cookies()).find((c) => c.name === REFRESH_COOKIE.name)!.value).toBe(held);
    // The three tabs reload at once and present the token whose answer was lost.
    await Promise.all(tabs.map((tab) => tab.reload()));
    await expectSignedIn(tabs, owner.fullName);
  });

  await test.step('the network drops while a refresh is under way, and comes back', async () => {
    const tab = tabs[1]!;
    let dropped = 0;
    await tab.route(REFRESH, async (route) => {
      dropped += 1;
      await route.abort('internetdisconnected');
      await context.setOffline(true); // and it stays down for the retries, until the test brings it back
    });
    await tab.reload();
    await expect.poll(() => dropped).toBe(1);
    await tab.unroute(REFRESH);
    // No definite answer: the tab waits on its screen, saying it is reconnecting (no Sign In link, nothing cleared) …
    await expect(tab.locator('[data-page-loading]')).toBeVisible();
    await expect(
      tab.getByText('You are still signed in. VetNow will continue as soon as the connection is back.'),
    ).toBeVisible();
    await expect(tab).toHaveURL(/\/appointments$/);
    await expect(tab.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(await tab.evaluate(() => localStorage.getItem('userType'))).toBe('user');
    // … and restores the session as soon as the browser is back online.
    await context.setOffline(false);
    await expectSignedIn(tabs, owner.fullName);
  });

  expect(statuses).not.toContain(401);
  // The session is alive on the server: the browser's cookie still refreshes.
  const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE.name)!.value;
  expect(
    (
      await outsider.post('/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE.name}=${cookie}` } })
    ).status(),
  ).toBe(200);
  await outsider.dispose();
  await context.close();
});
