import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { addDays, clinicToday, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { bookVisit, moveVisit } from '../support/desk';
import { openDays } from '../support/open-days';
import { VIEWPORTS, waitForRemote } from '../support/roles';
import { chooseDay } from '../support/month-calendar';
import { lookAt } from '../support/screenshots';
import { apiToken, createDoctor, createStaff, pageWithSession, registerOwner, uniqueSuffix } from '../support/sessions';

// Issue 39, the front desk (ADR 0060): the admin adds a staff member; staff sign in as Front Desk and run the day —
// check-in, no-show, walk-ins — and the doctor's dashboard follows live, as the desk follows the doctor.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A doctor, an owner and two of the owner's visits with that doctor: one moved to today at 23:45, one to yesterday.
 * Today's may not be marked a no-show until 15 minutes after its start (the grace period), which is never today: at
 * 23:00 it was, from 23:15 clinic time on, and the spec failed in that hour (30 Nov 2026, 23:43 in Colombo).
 */
async function dayWithVisits(request: APIRequestContext, parallelIndex: number) {
  const doctor = await createDoctor(request);
  const owner = await registerOwner(request, 'desk', `Desk Owner ${uniqueSuffix()}`);
  const ownerToken = await apiToken(request, owner.email, owner.password, 'user');
  const [first, second] = (await openDays(request, addDays(clinicTomorrow(), 3), 2, doctor.id)) as [string, string];
  const today = await bookVisit(request, ownerToken, doctor.id, first, '10:00 AM', { name: 'Rocky', type: 'Dog' });
  const yesterday = await bookVisit(request, ownerToken, doctor.id, second, '10:00 AM', { name: 'Kitty', type: 'Cat' });
  await moveVisit(parallelIndex, today, clinicToday(), 23 * 60 + 45);
  await moveVisit(parallelIndex, yesterday, addDays(clinicToday(), -1), 10 * 60);
  return { doctor, owner, ownerToken };
}

/** Waits until the page's live stream answered (the screen then follows every change). */
function streamOpened(page: Page, path: string) {
  return page.waitForResponse((r) => r.url().includes(path) && r.status() === 200);
}

test('1280px: the admin adds a staff member under Staff, who signs in as Front Desk and sees only the Front Desk', async ({ browser, request }) => {
  const adminToken = await apiToken(request, 'admin@vetnow.lk', 'admin123', 'admin');
  const admin = await pageWithSession(browser, adminToken, 'admin', VIEWPORTS.desktop);
  await admin.goto('/admin-dashboard');
  await waitForRemote(admin, 'vetnow_admin');
  await admin.getByRole('tab', { name: 'Staff' }).click();
  await admin.getByRole('button', { name: 'Add staff member' }).click();
  const form = admin.getByRole('dialog', { name: 'Add staff member' });
  const email = `desk-${uniqueSuffix()}@vetnow.lk`;
  const name = `Nirosha Silva ${uniqueSuffix()}`;
  await form.getByLabel(/Full name/).fill(name);
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Mobile number/).fill('0712223334');
  await form.getByLabel(/First password/).fill('front-desk-9');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('Active');
  await lookAt(admin, 'front-desk-admin-staff-1280.png');
  await admin.context().close();

  // Staff sign in through the form as Front Desk and land on the day sheet.
  const desk = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  const errors = collectPageErrors(desk);
  await desk.goto('/login');
  await desk.getByRole('radio', { name: 'Front Desk' }).check();
  await desk.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await desk.getByRole('textbox', { name: 'Password', exact: true }).fill('front-desk-9');
  await desk.getByRole('button', { name: 'Sign In' }).click();
  await expect(desk).toHaveURL(/\/front-desk$/);
  await waitForRemote(desk, 'vetnow_admin');
  await expect(desk.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['VetNow', 'Front Desk']);
  await desk.goto('/admin-dashboard');
  await expect(desk).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
  await desk.context().close();
});

test('1280px: the desk checks a visit in, adds a walk-in the doctor takes, marks a no-show — both screens follow live', async ({ browser, request }, testInfo) => {
  const { doctor, owner } = await dayWithVisits(request, testInfo.parallelIndex);
  const staff = await createStaff(request);
  const desk = await pageWithSession(browser, await apiToken(request, staff.email, staff.password, 'staff'), 'staff', VIEWPORTS.desktop);
  const errors = collectPageErrors(desk);
  const deskLive = streamOpened(desk, '/api/desk/day-sheet/events');
  await desk.goto('/front-desk');
  await waitForRemote(desk, 'vetnow_admin');
  await desk.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.fullName });
  const visit = desk.getByRole('row').filter({ hasText: owner.fullName }).filter({ hasText: 'Rocky' });
  await expect(visit).toContainText('11:45 PM');
  await expect(visit.getByRole('button', { name: /^No-show/ })).toBeDisabled();
  await deskLive;

  // The doctor's dashboard, open beside it.
  const doctorToken = await apiToken(request, doctor.email, doctor.password, 'doctor');
  const doc = await pageWithSession(browser, doctorToken, 'doctor', VIEWPORTS.desktop);
  const docLive = streamOpened(doc, '/api/doctors/dashboard/events');
  await doc.goto('/doctor-dashboard');
  await waitForRemote(doc, 'vetnow_doctor');
  const queue = doc.getByRole('region', { name: 'Walk-in queue' });
  await expect(queue).toBeVisible();
  await docLive;

  // Check in: the desk's badge, and the doctor's schedule without a reload.
  await visit.getByRole('button', { name: /^Check in/ }).click();
  await expect(visit).toContainText(/Arrived \d{2}:\d{2} (AM|PM)/);
  await expect(doc.getByText(/Arrived \d{2}:\d{2} (AM|PM)/).first()).toBeVisible();

  // A walk-in for this doctor: the desk's queue number, the doctor's queue; the doctor takes it, the desk sees it.
  await desk.getByRole('button', { name: 'Add walk-in' }).click();
  const walkIn = desk.getByRole('dialog', { name: 'Add walk-in' });
  const visitor = `Walk-in ${uniqueSuffix()}`;
  await walkIn.getByLabel(/Owner's name/).fill(visitor);
  await walkIn.getByLabel(/Mobile number/).fill('0779998887');
  await walkIn.getByLabel(/Pet name/).fill('Bubbles');
  await walkIn.getByLabel(/Pet type/).selectOption('Rabbit');
  await walkIn.getByLabel(/Reason for visit/).fill('Not eating since yesterday');
  await walkIn.getByLabel(/^Doctor/).selectOption({ label: doctor.fullName });
  await walkIn.getByRole('button', { name: 'Add to queue' }).click();
  await expect(desk.getByText(/Walk-in added: queue number \d+/)).toBeVisible();
  const queued = desk.getByRole('row').filter({ hasText: visitor });
  await expect(queued).toContainText('Waiting');
  const waiting = queue.getByRole('listitem').filter({ hasText: 'Bubbles' });
  await expect(waiting).toContainText('Waiting');
  await waiting.getByRole('button', { name: /^Take/ }).click();
  await expect(waiting).toContainText('With you');
  await expect(queued).toContainText('With doctor');
  await lookAt(doc, 'front-desk-doctor-queue-1280.png', { fullPage: true });

  // Yesterday's visit: a no-show (its start and the grace period are long past).
  await desk.getByRole('textbox', { name: 'Date', exact: true }).fill(addDays(clinicToday(), -1));
  const missed = desk.getByRole('row').filter({ hasText: owner.fullName }).filter({ hasText: 'Kitty' });
  await expect(missed.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
  await missed.getByRole('button', { name: /^No-show/ }).click();
  await expect(missed).toContainText('No-show');
  await axeClean(desk, 'front desk at 1280px');
  await lookAt(desk, 'front-desk-staff-1280.png', { fullPage: true });
  expect(errors).toEqual([]);
  await desk.context().close();
  await doc.context().close();
});

test('390px: the desk on a phone — the day sheet, a walk-in without a doctor, check-in and undo, the cash taken at the counter', async ({
  browser,
  request,
}, testInfo) => {
  const { doctor, owner, ownerToken } = await dayWithVisits(request, testInfo.parallelIndex);
  const staff = await createStaff(request);
  const token = await apiToken(request, staff.email, staff.password, 'staff');
  const desk = await pageWithSession(browser, token, 'staff', VIEWPORTS.phone);
  const errors = collectPageErrors(desk);
  await desk.goto('/front-desk');
  await waitForRemote(desk, 'vetnow_admin');
  await desk.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.fullName });
  const visit = desk.getByRole('row').filter({ hasText: owner.fullName }).filter({ hasText: 'Rocky' });
  await visit.getByRole('button', { name: /^Check in/ }).click();
  await expect(visit).toContainText(/Arrived/);
  await visit.getByRole('button', { name: /^Undo/ }).click();
  await expect(visit).toContainText('Expected');

  // The owner pays at the counter: Mark as paid, the fee offered, the receipt number; the row and the owner's list say so.
  await visit.getByRole('button', { name: /^Mark as paid/ }).click();
  const cash = desk.getByRole('dialog', { name: 'Mark as paid' });
  await expect(cash.getByLabel(/^Amount received/)).toHaveValue(/^\d+(\.\d+)?$/);
  const receipt = `RC-${uniqueSuffix()}`;
  await cash.getByLabel(/^Receipt number/).fill(receipt);
  await lookAt(desk, 'front-desk-staff-cash-390.png');
  await cash.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText(/^Payment recorded for /)).toBeVisible();
  await expect(visit).toContainText('Paid (cash)');
  await expect(visit).toContainText(`Receipt ${receipt}`);
  await expect(visit.getByRole('button', { name: /^Mark as paid/ })).toHaveCount(0);
  const mine = await request.get('/api/appointments/user/all', { headers: { authorization: `Bearer ${ownerToken}` } });
  const paid = ((await mine.json()) as Array<{ pet: { name: string }; paymentStatus: string; cashPayment?: { receiptNumber: string } }>).find((a) => a.pet.name === 'Rocky');
  expect(paid).toMatchObject({ paymentStatus: 'completed', cashPayment: { receiptNumber: receipt } });

  await desk.getByRole('button', { name: 'Add walk-in' }).click();
  const walkIn = desk.getByRole('dialog', { name: 'Add walk-in' });
  await walkIn.getByRole('button', { name: 'Add to queue' }).click();
  await expect(walkIn.getByText("Owner's name is required").or(walkIn.getByText('Full name is required'))).toBeVisible();
  const visitor = `Phone walk-in ${uniqueSuffix()}`;
  await walkIn.getByLabel(/Owner's name/).fill(visitor);
  await walkIn.getByLabel(/Mobile number/).fill('0771112223');
  await walkIn.getByLabel(/Pet name/).fill('Tommy');
  await walkIn.getByLabel(/Reason for visit/).fill('Limping');
  await walkIn.getByRole('button', { name: 'Add to queue' }).click();
  await expect(desk.getByText(/Walk-in added: queue number \d+/)).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: visitor })).toContainText('Any doctor');
  await axeClean(desk, 'front desk at 390px');
  await lookAt(desk, 'front-desk-staff-390.png', { fullPage: true });
  expect(errors).toEqual([]);
  await desk.context().close();
});

test('390px: after three no-shows the owner is told, on the payment screen, that a booking must be paid by card', async ({ browser, request }, testInfo) => {
  test.setTimeout(60_000);
  const doctor = await createDoctor(request);
  const owner = await registerOwner(request, 'noshow', `No-show Owner ${uniqueSuffix()}`);
  const ownerToken = await apiToken(request, owner.email, owner.password, 'user');
  const staff = await createStaff(request);
  const staffToken = await apiToken(request, staff.email, staff.password, 'staff');
  const days = await openDays(request, addDays(clinicTomorrow(), 3), 4, doctor.id);
  for (const [i, day] of days.slice(0, 3).entries()) {
    const id = await bookVisit(request, ownerToken, doctor.id, day, '10:00 AM', { name: `Missy ${i}`, type: 'Cat' });
    await moveVisit(testInfo.parallelIndex, id, addDays(clinicToday(), -1 - i), 10 * 60);
    const marked = await request.post(`/api/desk/appointments/${id}/no-show`, { headers: auth(staffToken) });
    expect(marked.status(), await marked.text()).toBe(200);
  }
  const refused = await request.post('/api/appointments/book', {
    headers: auth(ownerToken),
    data: { doctorId: doctor.id, appointmentDate: days[3], timeSlot: '10:00 AM', pet: { name: 'Missy', type: 'Cat', breed: 'Mixed' }, reason: 'Check-up', paymentMethod: 'cash' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('BOOKING_CARD_REQUIRED');

  const page = await pageWithSession(browser, ownerToken, 'user', VIEWPORTS.phone);
  await page.goto(`/book-appointment/${doctor.id}`);
  await waitForRemote(page, 'vetnow_owner');
  await chooseDay(page, days[3]!);
  await page.locator('#main-content').getByRole('button', { pressed: false, disabled: false }).filter({ hasText: /\d{2}:\d{2} (AM|PM)/ }).first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel(/Pet name/).fill('Missy');
  await page.getByLabel('Pet type').selectOption('Cat');
  await page.getByLabel('Reason for visit').fill('Check-up');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Health Assessment' }).click();
  for (let step = 1; step < 7; step++) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('You missed 3 visits in the last 90 days without cancelling, so this booking must be paid by card.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay at Clinic/ })).toBeDisabled();
  await axeClean(page, 'payment with the card requirement at 390px');
  await lookAt(page, 'front-desk-owner-card-required-390.png', { fullPage: true });
  await page.context().close();
});
