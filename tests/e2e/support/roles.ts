import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_OWNER, DEMO_STAFF } from '@vetnow/domain/demo';

/** The four roles as the login payload names them (`staff`: the front desk, issue 39), with their demo accounts. */
export type Role = 'user' | 'doctor' | 'admin' | 'staff';
export const ROLE_ACCOUNTS = {
  user: DEMO_OWNER,
  doctor: DEMO_DOCTOR,
  admin: DEMO_ADMIN,
  staff: DEMO_STAFF,
} as const satisfies Record<Role, { email: string; password: string }>;

/** The screen each role lands on after signing in (the front desk's is its only one). */
export const HOME_OF_ROLE = {
  user: '/dashboard',
  doctor: '/doctor-dashboard',
  admin: '/admin-dashboard',
  staff: '/front-desk',
} as const satisfies Record<Role, string>;

/** The two widths every screen is checked at: a phone and a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Which remote (container name, as the shell's RemoteScope marks it) renders each signed-in route. The front desk's
 * screen is the admin remote's (exposed module `front-desk-page`, route `/front-desk`; ADR 0060).
 */
export const REMOTE_OF_ROLE = { user: 'vetnow_owner', doctor: 'vetnow_doctor', admin: 'vetnow_admin', staff: 'vetnow_admin' } as const satisfies Record<
  Role,
  string
>;

/** POST /api/auth/login → token. */
export async function loginToken(request: APIRequestContext, role: Role, email?: string, password?: string): Promise<string> {
  const account = ROLE_ACCOUNTS[role];
  const answer = await request.post('/api/auth/login', {
    data: { email: email ?? account.email, password: password ?? account.password, userType: role },
  });
  expect(answer.status(), `login as ${role}`).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A new page in its own context, signed in with `token` as the shell stores a session (once per tab). */
export async function signedInPage(
  browser: Browser,
  role: Role,
  token: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([t, userType]) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('token', t!);
        window.localStorage.setItem('userType', userType!);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [token, role],
  );
  return context.newPage();
}

/** A page of a signed-out visitor. */
export async function visitorPage(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * Waits until the route's remote screen is on the page: its h1 is visible in the main landmark, and every
 * stylesheet the remote added to the document has loaded (a `<link rel=stylesheet>` under the remote's URL
 * whose sheet is parsed).
 */
export async function waitForRemote(page: Page, container: string): Promise<void> {
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
  const remotePath = `/remotes/${container.replace(/^vetnow_/, '')}/`;
  await expect
    .poll(
      () =>
        page.evaluate((path) => {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) =>
            l.href.includes(path),
          );
          return links.length > 0 && links.every((l) => l.sheet !== null);
        }, remotePath),
      { message: `the stylesheet of ${container} has loaded` },
    )
    .toBe(true);
}

/** Waits for the shell's own screen (landing, login, register): its h1 is visible. */
export async function waitForShellScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
