import type { Browser, Page } from '@playwright/test';
import { axeClean } from '../support/axe';
import { holdRequests } from '../support/hold';
import { HOME_OF_ROLE, ROLE_ACCOUNTS, VIEWPORTS, visitorPage, waitForRemote, type Role } from '../support/roles';
import { lookAt } from '../support/screenshots';
import { pressSignIn } from '../support/sessions';
import { expect, test } from '../support/test';

// A remote screen's frame in the served page (issue 40, ADR 0083): /doctors, the booking wizard, My Appointments, My
// Pets, the owner's, the doctor's and the admin's dashboards are served, to a browser signed in as their role and
// reading English, with the screen's heading and skeleton already in the HTML (each remote's build renders them; the
// gateway puts them into the shell's page; /doctors, the wizard and the doctor's dashboard with their public data,
// ADR 0096). The shell shows that markup until the remote's screen replaces it with the
// same: no spinner in between, nothing moves, and nobody else is served it.

const SCREENS = [
  // Rendered by the gateway with the directory (ADR 0096): the count and the first cards are in the served HTML.
  {
    role: 'user',
    path: '/doctors',
    frame: 'owner/doctors-page',
    remote: 'owner',
    heading: 'Find Veterinarians',
    ready: 'veterinarians found',
    served: 'veterinarians found',
    never: 'Loading veterinarians…',
  },
  { role: 'user', path: '/dashboard', frame: 'owner/dashboard-page', remote: 'owner', heading: 'Dashboard', ready: '' },
  // Rendered by the gateway with the doctor's public profile (ADR 0096): the doctor's line is in the served HTML, and
  // the wizard never shows its "Loading doctor details…" spinner in between.
  {
    role: 'user',
    path: '/book-appointment/8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d',
    frame: 'owner/book-appointment-page',
    remote: 'owner',
    heading: 'Book Appointment',
    ready: 'Consultation fee',
    served: 'With Dr. Nimal Perera, General Veterinary · Consultation fee LKR 2,500',
    never: 'Loading doctor details…',
  },
  { role: 'user', path: '/appointments', frame: 'owner/appointments-page', remote: 'owner', heading: 'My Appointments', ready: 'Upcoming' },
  // The demo owner's pets (seeded): each card says what is due.
  { role: 'user', path: '/pets', frame: 'owner/pets-page', remote: 'owner', heading: 'My Pets', ready: 'What is due' },
  // Rendered by the gateway with the signed-in doctor's public profile (their id's cookie, ADR 0096): the name in the
  // served HTML.
  {
    role: 'doctor',
    path: '/doctor-dashboard',
    frame: 'doctor/doctor-dashboard-page',
    remote: 'doctor',
    heading: 'Doctor Dashboard',
    ready: '',
    served: 'Dr. Nimal Perera',
  },
  { role: 'admin', path: '/admin-dashboard', frame: 'admin/admin-dashboard-page', remote: 'admin', heading: 'Admin Dashboard', ready: '' },
] as const satisfies readonly { role: Role; served?: string; never?: string; [key: string]: string | undefined }[];

const ROLE_NAME = { user: 'Pet Owner', doctor: 'Veterinarian', admin: 'Admin', staff: 'Front Desk' } as const;

/** Signed in through the real form, as a visitor does: the refresh cookie and the role cookie, no token. */
async function signedInThroughForm(browser: Browser, role: Role, viewport: { width: number; height: number }): Promise<Page> {
  const page = await visitorPage(browser, viewport);
  await page.goto('/login');
  await page.getByRole('radio', { name: ROLE_NAME[role] }).check();
  await page.getByLabel(/^Email/).fill(ROLE_ACCOUNTS[role].email);
  await page.getByLabel(/^Password/).fill(ROLE_ACCOUNTS[role].password);
  await pressSignIn(page);
  await expect(page).toHaveURL(new RegExp(`${HOME_OF_ROLE[role]}$`), { timeout: 30_000 });
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(cookies['vetnow.role']).toBe(role);
  return page;
}

/** Sums the page's layout shifts from its first paint (read after one more frame). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  };
}

/** Whether `text` was ever in the page from its first parse on (a MutationObserver from the start). */
async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __seen: boolean };
    w.__seen = false;
    new MutationObserver(() => {
      if (!w.__seen && document.body?.textContent?.includes(wanted)) w.__seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const screen of SCREENS) {
    test(`${name}: ${screen.path} (${screen.role}) paints its heading and skeleton from the served HTML; the screen replaces them with nothing moving`, async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await signedInThroughForm(browser, screen.role, viewport);
      const cls = await watchLayoutShifts(page);
      const never = 'never' in screen ? screen.never : undefined;
      const sawNever = never ? await watchForText(page, never) : undefined;
      // The frame's styles come in the one inline <style> the CSP allows by hash: no style attribute is refused.
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      // The remote is held: what shows is what the page was served with, and what the shell keeps of it.
      const remote = await holdRequests(page, `**/remotes/${screen.remote}/remoteEntry*.js`);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(screen.path, { waitUntil: 'domcontentloaded' });
      const served = (await response?.text()) ?? '';
      expect(served).toContain(`data-screen-frame="${screen.frame}"`);
      expect(served).toContain(screen.heading);

      const frame = page.locator(`[data-screen-frame="${screen.frame}"]`);
      await expect(frame.locator('h1')).toHaveText(screen.heading);
      await expect(frame.locator('h1')).toBeVisible();
      if ('served' in screen) {
        expect(served).toContain(screen.served.split(' · ')[0]);
        await expect(frame.getByText(screen.served)).toBeVisible();
      }
      // The shell has started (its header shows the account) and still shows the frame, not a spinner of its own.
      await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible({ timeout: 30_000 });
      await expect(frame).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await lookAt(page, `screen-frame-${screen.frame.replace('/', '-')}-held-${viewport.width}.png`);

      remote.release();
      await waitForRemote(page, `vetnow_${screen.remote}`);
      // Where the screen's data shows a line of its own, the shift is measured after it too.
      if (screen.ready) await expect(page.locator('#main-content').getByText(screen.ready).first()).toBeVisible();
      await expect(page.locator('[data-screen-frame]')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(screen.heading);
      expect(remote.held).toBe(true);
      await lookAt(page, `screen-frame-${screen.frame.replace('/', '-')}-loaded-${viewport.width}.png`);
      expect(await cls(), 'layout shift from the first paint to the screen').toBeLessThanOrEqual(0.01);
      if (sawNever) expect(await sawNever(), `"${never}" shown between the frame and the screen`).toBe(false);
      expect(refused, 'CSP refusals').toEqual([]);
      // The shell's stylesheet is inline in the page, and the app's CSS loader takes it as loaded (ADR 0091).
      expect(stylesheets.filter((path) => !path.startsWith('/remotes/')), "the shell's stylesheets fetched").toEqual([]);
      await axeClean(page, `${screen.path} after its frame (${name})`);
      await page.context().close();
    });
  }
}

test('a visitor who is not signed in, or reads another language, is served no frame', async ({ browser }) => {
  // Signed out: the plain page, and the app sends them to sign in.
  const visitor = await visitorPage(browser, VIEWPORTS.phone);
  const plain = await visitor.goto('/doctors');
  expect(await plain?.text()).not.toContain('data-screen-frame=');
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fdoctors$/);
  await visitor.context().close();

  // An owner who chose Tamil on this device (the choice kept as the app keeps it: localStorage and its cookie, not the
  // account's, which other tests share): the page without the English frame.
  const owner = await signedInThroughForm(browser, 'user', VIEWPORTS.phone);
  await owner.context().addCookies([{ name: 'vetnow.language', value: 'ta', url: new URL(owner.url()).origin }]);
  const tamil = await owner.goto('/doctors');
  expect(await tamil?.text()).not.toContain('data-screen-frame=');
  await waitForRemote(owner, 'vetnow_owner');
  await expect(owner.locator('[data-screen-frame]')).toHaveCount(0);
  await owner.context().close();
});
