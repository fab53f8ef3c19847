import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { REMOTE_OF_ROLE, VIEWPORTS, loginToken, signedInPage, waitForRemote, type Role } from '../support/roles';
import { networkQuiet } from '../support/network';

// Issue 17 item 1 (ADR 0008): a remote's stylesheet must never change the shell's (or another remote's) look.
// At 1280 px the top bar is one row (~64 px) with the nav items side by side, on every signed-in screen of every
// role, after the screen's remote and its stylesheet have loaded — and still after the role has visited all its
// screens in the same tab (every stylesheet of the remote stays in the document).

const SCREENS: Record<Role, string[]> = {
  user: ['/dashboard', '/doctors', '/appointments', '/profile'],
  doctor: ['/doctor-dashboard', '/profile'],
  admin: ['/admin-dashboard'],
  staff: ['/front-desk'],
};

/** Moves to `path` inside the single-page app (no reload, so the stylesheets loaded so far stay). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The header is one row: about 64 px high, the logo, the nav items and the account menu on the same line. */
async function expectOneRowHeader(page: Page, where: string): Promise<void> {
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main' });
  const items = nav.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const box = (await header.boundingBox())!;
  expect(box.height, `${where}: header height`).toBeGreaterThanOrEqual(56);
  expect(box.height, `${where}: header height (one row)`).toBeLessThanOrEqual(72);

  const logo = (await header.getByRole('link', { name: 'VetNow home' }).boundingBox())!;
  const tops: number[] = [];
  for (const item of await items.all()) {
    const b = (await item.boundingBox())!;
    tops.push(Math.round(b.y));
    // Each item sits inside the header's row, level with the logo.
    expect(b.y, `${where}: nav item inside the header`).toBeGreaterThanOrEqual(box.y);
    expect(b.y + b.height, `${where}: nav item inside the header`).toBeLessThanOrEqual(box.y + box.height);
    expect(Math.abs(b.y + b.height / 2 - (logo.y + logo.height / 2)), `${where}: nav item level with the logo`).toBeLessThan(8);
  }
  expect(new Set(tops).size, `${where}: nav items on one row (tops ${tops.join(', ')})`).toBe(1);
}

async function tokenFor(request: APIRequestContext, role: Role) {
  return loginToken(request, role);
}

for (const role of Object.keys(SCREENS) as Role[]) {
  test(`${role}: the desktop header is one 64 px row on every screen, after each remote has loaded`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const page = await signedInPage(browser, role, await tokenFor(request, role), VIEWPORTS.desktop);
    const [first, ...rest] = SCREENS[role];
    await page.goto(first!);
    await waitForRemote(page, REMOTE_OF_ROLE[role]);
    await expectOneRowHeader(page, first!);
    for (const path of rest) {
      await navigateInApp(page, path);
      await waitForRemote(page, REMOTE_OF_ROLE[role]);
      await expectOneRowHeader(page, `${path} (after ${first})`);
    }
    // A fresh load of each screen (only its own stylesheet) holds too.
    for (const path of rest) {
      await page.goto(path);
      await waitForRemote(page, REMOTE_OF_ROLE[role]);
      await expectOneRowHeader(page, `${path} (fresh load)`);
    }
    await page.context().close();
  });
}

/** The computed look of every element in the header and the main landmark, as one comparable list. */
function computedLook(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = ['display', 'flex-direction', 'position', 'width', 'height', 'margin', 'padding', 'font-size', 'font-weight', 'color', 'background-color', 'gap', 'grid-template-columns'];
    const nodes = [...document.querySelectorAll('header, header *, main, main *')];
    return nodes.map((node, i) => {
      const style = getComputedStyle(node);
      return `${i} ${node.tagName.toLowerCase()}: ${props.map((p) => style.getPropertyValue(p)).join(' | ')}`;
    });
  });
}

test('the stylesheets of every remote, all added to an owner screen, change neither the shell nor the owner screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'user', await tokenFor(request, 'user'), VIEWPORTS.desktop);
  await page.goto('/dashboard');
  await waitForRemote(page, REMOTE_OF_ROLE.user);
  await expect(page.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeVisible();
  await networkQuiet(page); // the pets and appointments have arrived
  await expect(page.getByRole('status')).toHaveCount(0);
  const before = await computedLook(page);

  // Every CSS file every remote can add (all exposes of mf-owner, mf-doctor and mf-admin), as the federation
  // runtime would add them: a <link rel=stylesheet> each.
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const hrefs: string[] = [];
  for (const manifestUrl of Object.values(remotes)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      exposes: Array<{ assets: { css: { sync: string[]; async: string[] } } }>;
    };
    const base = new URL('.', new URL(manifestUrl, 'http://x')).pathname;
    for (const expose of manifest.exposes) for (const css of [...expose.assets.css.sync, ...expose.assets.css.async]) hrefs.push(base + css);
  }
  expect(hrefs.length).toBeGreaterThan(3);
  await page.evaluate(async (list) => {
    await Promise.all(
      [...new Set(list)].map(
        (href) =>
          new Promise<void>((resolve, reject) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.onload = () => resolve();
            link.onerror = () => reject(new Error(`${href} did not load`));
            document.head.append(link);
          }),
      ),
    );
  }, hrefs);

  await expectOneRowHeader(page, '/dashboard with every remote stylesheet');
  const after = await computedLook(page);
  const changed = after.filter((line, i) => line !== before[i]);
  expect(changed, 'elements whose look changed once every remote stylesheet was added').toEqual([]);
  await page.context().close();
});
