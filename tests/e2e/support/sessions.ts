import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DOCTOR_FORM } from '@vetnow/contracts/api/examples';
import { DEMO_ADMIN } from '@vetnow/domain/demo';
import type { Role } from './roles';

/** POST /api/auth/login → token (fails the test on any other answer than 200). `staff`: the front desk (issue 39). */
export async function apiToken(request: APIRequestContext, email: string, password: string, userType: Role): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password, userType } });
  expect(answer.status(), `login ${email} as ${userType}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Playwright's own viewport when a context names none (the specs that never chose one keep it). */
export const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** A page in a new context signed in as the shell stores a session (token + userType in localStorage, once per tab). */
export async function pageWithSession(
  browser: Browser,
  token: string,
  userType: Role,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([t, u]) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('token', t!);
        window.localStorage.setItem('userType', u!);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [token, userType],
  );
  return context.newPage();
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The admin's form of an e2e doctor (POST or PUT /api/admin/doctors) without the password: the routes' own example of
 * that form (09:00–17:00, 30-minute slots), with this doctor's name and e-mail; `overrides` wins.
 */
export function doctorForm(who: { fullName: string; email: string }, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...DOCTOR_FORM, ...who, ...overrides };
}

/**
 * Creates a doctor through POST /api/admin/doctors as the demo admin and waits until the doctor can sign in
 * (svc-auth has handled doctor.created). Returns the doctor's id, email and password and the admin's token.
 */
export async function createDoctor(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string; password: string; fullName: string; adminToken: string }> {
  const adminToken = await apiToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
  const suffix = uniqueSuffix();
  const email = `e2e-dr-${suffix}@vetnow.lk`;
  const password = 'e2e-doctor-1';
  const fullName = `Dr. E2E ${suffix}`;
  const answer = await request.post('/api/admin/doctors', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: doctorForm({ fullName, email }, { password, ...overrides }),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = (await answer.json()) as { _id?: string; doctor?: { _id: string } };
  const id = body.doctor?._id ?? body._id;
  expect(id).toBeTruthy();
  await expect
    .poll(async () => (await request.post('/api/auth/login', { data: { email, password, userType: 'doctor' } })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  return { id: id!, email, password, fullName, adminToken };
}

/**
 * Creates a front-desk account (issue 39) through POST /api/admin/staff as the demo admin; it signs in at once as
 * `staff`. Returns its id, email, password and name and the admin's token.
 */
export async function createStaff(
  request: APIRequestContext,
  overrides: Partial<{ fullName: string; email: string; password: string; contactNumber: string }> = {},
): Promise<{ id: string; email: string; password: string; fullName: string; adminToken: string }> {
  const adminToken = await apiToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
  const suffix = uniqueSuffix();
  const staff = {
    fullName: `Desk E2E ${suffix}`,
    email: `e2e-desk-${suffix}@vetnow.lk`,
    password: 'front-desk-7',
    contactNumber: '0771234888',
    ...overrides,
  };
  const answer = await request.post('/api/admin/staff', { headers: { Authorization: `Bearer ${adminToken}` }, data: staff });
  expect(answer.status(), await answer.text()).toBe(201);
  const { _id } = (await answer.json()) as { _id: string };
  return { id: _id, email: staff.email, password: staff.password, fullName: staff.fullName, adminToken };
}

/** A new owner registered through POST /api/auth/register (a fresh account no other test touches). */
export async function registerOwner(
  request: APIRequestContext,
  prefix: string,
  fullName = `E2E Owner ${prefix}`,
): Promise<{ username: string; email: string; password: string; fullName: string }> {
  const suffix = uniqueSuffix();
  const owner = { username: `${prefix}_${suffix}`, email: `${prefix}-${suffix}@example.lk`, password: 'lake-walk-9', fullName };
  const answer = await request.post('/api/auth/register', { data: { ...owner, confirmPassword: owner.password, contactNumber: '0771234567' } });
  expect(answer.status(), await answer.text()).toBe(201);
  return owner;
}

/** Signs an owner in through the login form and waits for the dashboard. */
export async function signInAsOwnerThroughForm(page: Page, owner: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Pet Owner' }).check();
  await page.getByRole('textbox', { name: 'Email or Username', exact: true }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
  await pressSignIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Presses Sign In on a filled /login form and checks the sign-in answer: 200, else the test fails with the server's
 * answer (a toast's text is gone by the time a URL wait gives up). On the pre-rendered page the press may come before
 * the app has it (ADR 0036): the form is held and sent once the app has taken over, so the answer may take the app's
 * start; if none comes, the failure says whether the app ever had the page.
 */
export async function pressSignIn(page: Page): Promise<void> {
  const sent = page
    .waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/login' && r.method() === 'POST', { timeout: 25_000 })
    .catch(() => null);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const request = await sent;
  if (!request) {
    const tookOver = await page.evaluate(() => !document.querySelector('[data-prerendered-page]'));
    throw new Error(`Sign In sent no sign-in request in 25 s (the app ${tookOver ? 'had' : 'never took'} the page)`);
  }
  const response = await request.response();
  expect(response, `the sign-in request failed: ${request.failure()?.errorText}`).not.toBeNull();
  expect(response!.status(), `the sign-in answer: ${await response!.text()}`).toBe(200);
}
