import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { REMOTE_OF_ROLE, waitForRemote, waitForShellScreen } from './roles';
import { chooseDay } from './month-calendar';
import { networkQuiet } from './network';
import { skipQuestionnaireToPayment } from './wizard';

// Every screen of the product, per role, visited the way a person would, for checks that look at whole pages
// (axe, screenshots). `at(slug)` is called once a screen has settled: its remote and stylesheet loaded, nothing
// loading any more.

export type AtScreen = (slug: string) => Promise<void>;

/** A tour walked without looking at any screen (to reach the ones a test looks at). */
export const WALK_ONLY: AtScreen = async () => undefined;

export const PASSWORD = 'e2e-secret-1';

export function suffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface NewOwner {
  email: string;
  fullName: string;
  token: string;
}

/** Registers an owner through the API (a brand-new user: no bookings, no pets). */
export async function registerOwner(request: APIRequestContext, fullName = `Dilani Fernando`): Promise<NewOwner> {
  const id = suffix();
  const email = `e2e-tour-${id}@vetnow.lk`;
  const answer = await request.post('/api/auth/register', {
    data: {
      username: `tour${id}`.slice(0, 30),
      email,
      fullName,
      contactNumber: '0771234567',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      address: { street: '3 Lake Drive', city: 'Battaramulla', location: 'Battaramulla' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { token } = (await answer.json()) as { token: string };
  return { email, fullName, token };
}

/**
 * Books `petName` with `doctorId` (the demo doctor unless given) on `date` at its first free slot through the API
 * (pay at the clinic), retried until svc-booking knows the owner and the doctor.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  date: string,
  petName: string,
  doctorId: string = DEMO_DOCTOR.id,
): Promise<Record<string, unknown> & { _id: string; appointmentDate: string; timeSlot: string }> {
  let last = '';
  let booked: (Record<string, unknown> & { _id: string; appointmentDate: string; timeSlot: string }) | undefined;
  // svc-booking learns of a new owner (user.registered) and doctor (doctor.created) by events: retry until it knows them.
  await expect
    .poll(
      async () => {
        const slots = await request.get(`/api/doctors/${doctorId}/slots`, { params: { date } });
        const free = ((await slots.json()) as Array<{ time: string; isBooked: boolean }>).filter((s) => !s.isBooked);
        if (free.length === 0) return `no free slot on ${date}`;
        const answer = await request.post('/api/appointments/book', {
          headers: { Authorization: `Bearer ${token}` },
          data: {
            doctorId,
            appointmentDate: date,
            timeSlot: free[0]!.time,
            pet: { name: petName, type: 'Dog', breed: 'Beagle', age: 4 },
            reason: 'Annual check-up',
            paymentMethod: 'cash',
          },
        });
        last = `${answer.status()} ${await answer.text()}`;
        if (answer.status() === 201) booked = (JSON.parse(last.slice(4)) as { appointment: typeof booked }).appointment;
        return answer.status();
      },
      { timeout: 30_000, message: `booking ${petName} on ${date}` },
    )
    .toBe(201)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nlast answer: ${last}`);
    });
  return booked!;
}

/** The public holidays svc-clinic seeds: the clinic is closed on them by default (issue 11), so no booking there. */
const PUBLIC_HOLIDAYS = new Set(
  readFileSync(fileURLToPath(new URL('../../../svc-clinic/holidays/lk-public-holidays.csv', import.meta.url)), 'utf8')
    .split('\n')
    .map((line) => line.split(',')[0]!.trim()),
);

/** A day some weeks ahead (random, so runs and other suites rarely share its slots), never a public holiday. */
export function laterDay(): string {
  let day = addDays(clinicTomorrow(), 30 + Math.floor(Math.random() * 25));
  while (PUBLIC_HOLIDAYS.has(day)) day = addDays(day, 1);
  return day;
}

/** Waits until nothing is loading in the main landmark any more (no spinner, every request answered). */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('#main-content .animate-spin')).toHaveCount(0);
  // Axe reads colours as they are: a toast or badge still fading in has less contrast than it will have (a colour-
  // contrast failure on the first try, passed on the retry, fresh-clone run at 7fef50f). Finite animations finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function remoteScreen(page: Page, container: string, at: AtScreen, slug: string): Promise<void> {
  await waitForRemote(page, container);
  await settle(page);
  await at(slug);
}

/** Each tab of the screen's first tab list, in turn. */
async function eachTab(page: Page, at: AtScreen, prefix: string): Promise<void> {
  const tabs = page.locator('#main-content').getByRole('tab');
  await expect(tabs.first()).toBeVisible(); // the tabs render once the screen's data has arrived
  const count = await tabs.count();
  expect(count, `${prefix} has tabs`).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = ((await tab.textContent()) ?? `tab-${i}`).trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await at(`${prefix}-tab-${name}`);
  }
}

export async function tourVisitor(page: Page, at: AtScreen): Promise<void> {
  for (const [path, slug] of [
    ['/', 'landing'],
    ['/login', 'login'],
    ['/register', 'register'],
  ] as const) {
    await page.goto(path);
    await waitForShellScreen(page);
    await settle(page);
    await at(slug);
  }
}

/**
 * A signed-in owner (a brand-new one: pass a page signed in as a freshly registered owner): dashboard, doctors
 * (and the details dialog), every wizard step, the questionnaire, payment, confirmation (pay at the clinic), the
 * dashboard with that booking, appointments, and every profile tab.
 */
export async function tourOwner(page: Page, at: AtScreen, date = laterDay()): Promise<void> {
  await tourOwnerToBooking(page, at, date);
  await tourOwnerAfterBooking(page, at);
}

/** A brand-new owner's first half: dashboard, doctors and the dialog, every wizard step, questionnaire, payment, confirmation. */
export async function tourOwnerToBooking(page: Page, at: AtScreen, date = laterDay()): Promise<void> {
  await tourOwnerBrowsing(page, at);
  await page.getByRole('link', { name: `Book Appointment with ${DEMO_DOCTOR.fullName}` }).first().click();
  await tourWizard(page, at, date);
  await tourPayment(page, at);
}

/** A brand-new owner's dashboard, the directory and the demo doctor's details dialog (closed again). */
export async function tourOwnerBrowsing(page: Page, at: AtScreen): Promise<void> {
  const owner = REMOTE_OF_ROLE.user;
  await page.goto('/dashboard');
  await remoteScreen(page, owner, at, 'dashboard-new-owner');

  await page.goto('/doctors');
  await remoteScreen(page, owner, at, 'doctors');
  await page.getByRole('button', { name: `View ${DEMO_DOCTOR.fullName}` }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await at('doctor-details-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * From the demo doctor's wizard (the page is on it, or `open`: go there) through every step and the questionnaire,
 * up to the payment screen.
 */
export async function tourWizard(page: Page, at: AtScreen, date = laterDay(), open = false): Promise<void> {
  const owner = REMOTE_OF_ROLE.user;
  if (open) await page.goto(`/book-appointment/${DEMO_DOCTOR.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  await remoteScreen(page, owner, at, 'wizard-step-1');
  await chooseDay(page, date);
  const free = page.locator('#main-content').getByRole('button', { pressed: false, disabled: false }).filter({ hasText: /\d{2}:\d{2} (AM|PM)/ });
  await free.first().click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await settle(page);
  await at('wizard-step-1-chosen');
  await next.click();

  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await settle(page);
  await at('wizard-step-2');
  await page.getByLabel('Pet name').fill('Bruno');
  await page.getByLabel('Pet type').selectOption('Dog');
  await page.getByLabel('Age (years)').fill('4');
  await page.getByLabel('Reason for visit').fill('Annual check-up');
  await next.click();
  await expect(page.getByRole('button', { name: 'Continue to Health Assessment' })).toBeVisible();
  await settle(page);
  await at('wizard-step-3');
  await page.getByRole('button', { name: 'Continue to Health Assessment' }).click();

  await expect(page).toHaveURL(/\/diagnosis-questionnaire$/);
  await remoteScreen(page, owner, at, 'questionnaire');
  await skipQuestionnaireToPayment(page);
}

/** The payment screen (the page is on it): the card form and back, then Pay at Clinic to the confirmation. */
export async function tourPayment(page: Page, at: AtScreen): Promise<void> {
  const owner = REMOTE_OF_ROLE.user;
  await expect(page).toHaveURL(/\/payment$/);
  await remoteScreen(page, owner, at, 'payment');
  await page.getByRole('button', { name: 'Pay with Card' }).click();
  await settle(page);
  await at('payment-card-form');
  await page.getByRole('button', { name: 'Back to Payment Methods' }).click();
  await page.getByRole('button', { name: 'Pay at Clinic' }).click();
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();

  await expect(page).toHaveURL(/\/confirmation$/, { timeout: 15_000 });
  await remoteScreen(page, owner, at, 'confirmation');
}

/** The second half, for an owner with a booking: dashboard, appointments and every profile tab. */
export async function tourOwnerAfterBooking(page: Page, at: AtScreen): Promise<void> {
  const owner = REMOTE_OF_ROLE.user;
  await page.goto('/dashboard');
  await remoteScreen(page, owner, at, 'dashboard');
  await page.goto('/appointments');
  await remoteScreen(page, owner, at, 'appointments');
  await page.goto('/profile');
  await waitForRemote(page, owner);
  await eachTab(page, at, 'profile');
}

export async function tourDoctor(page: Page, at: AtScreen): Promise<void> {
  const doctor = REMOTE_OF_ROLE.doctor;
  await page.goto('/doctor-dashboard');
  await waitForRemote(page, doctor);
  await eachTab(page, at, 'doctor-dashboard');
  await page.goto('/profile');
  await remoteScreen(page, doctor, at, 'doctor-profile');
}

export async function tourAdmin(page: Page, at: AtScreen): Promise<void> {
  const admin = REMOTE_OF_ROLE.admin;
  await page.goto('/admin-dashboard');
  await waitForRemote(page, admin);
  await eachTab(page, at, 'admin-dashboard');
  await dialogOfTab(page, at, 'Doctors', 'Add Doctor', 'admin-add-doctor-dialog');
}

/** The dialog a tab's button opens, shot as `slug`, then closed with Escape. */
async function dialogOfTab(page: Page, at: AtScreen, tab: string, button: string, slug: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await settle(page);
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await at(slug);
  await page.keyboard.press('Escape');
}

/** The front desk (staff, issue 39): each view of /front-desk, then the walk-in form over the day sheet. */
export async function tourStaff(page: Page, at: AtScreen): Promise<void> {
  await page.goto('/front-desk');
  await waitForRemote(page, REMOTE_OF_ROLE.staff);
  await eachTab(page, at, 'front-desk');
  await dialogOfTab(page, at, 'Day sheet', 'Add walk-in', 'front-desk-walk-in-dialog');
}
