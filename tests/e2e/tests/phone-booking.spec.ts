import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { collectPageErrors } from '../support/console-errors';
import { bookVisit } from '../support/desk';
import { chooseDay } from '../support/month-calendar';
import { openDay } from '../support/open-days';
import { VIEWPORTS, waitForRemote } from '../support/roles';
import { lookAt } from '../support/screenshots';
import { apiToken, createDoctor, createStaff, pageWithSession, registerOwner, uniqueSuffix } from '../support/sessions';
import { smsTo } from '../support/sms';
import { skipQuestionnaireToPayment } from '../support/wizard';

// Issue 39 phase B (ADR 0061): the front desk books for a caller — a new one, who claims the account from the SMS link,
// and one already known, sent a payment link — and the waitlist hands a cancelled slot to the first owner waiting.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A Sri Lankan mobile number of this run only, as the desk types it and as E.164. */
function callerMobile(): { typed: string; e164: string } {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { typed: `076 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9476${digits}` };
}

/** The Front Desk of a new staff member, with the Phone booking view open. */
async function phoneBooking(browser: Parameters<typeof pageWithSession>[0], request: APIRequestContext, viewport: { width: number; height: number }): Promise<Page> {
  const staff = await createStaff(request);
  const desk = await pageWithSession(browser, await apiToken(request, staff.email, staff.password, 'staff'), 'staff', viewport);
  await desk.goto('/front-desk');
  await waitForRemote(desk, 'vetnow_admin');
  await desk.getByRole('tab', { name: 'Phone booking' }).click();
  return desk;
}

/** Steps 2–4 of the desk's booking: another pet, the doctor, the day and the slot, the reason, the payment; Book. */
async function bookOnThePhone(desk: Page, doctor: { fullName: string }, date: string, payment: 'Pay at the clinic' | RegExp): Promise<void> {
  const pet = desk.getByRole('region', { name: '2. Pet' });
  await expect(pet.getByRole('radio', { name: 'Another pet' })).toBeChecked();
  await pet.getByLabel(/^Pet's name/).fill('Kalu');
  await pet.getByLabel(/^Type/).selectOption('Dog');
  const slot = desk.getByRole('region', { name: '3. Doctor and time' });
  await slot.getByLabel(/^Doctor/).selectOption({ label: doctor.fullName });
  await slot.getByLabel(/^Date/).fill(date);
  await slot.getByRole('list', { name: new RegExp(`^Times of ${doctor.fullName}`) }).getByRole('button', { name: '09:00 AM' }).click();
  const details = desk.getByRole('region', { name: '4. Reason and payment' });
  await details.getByLabel(/^Reason for the visit/).fill('Vaccination, booked by phone');
  await details.getByRole('radio', { name: payment }).check();
  await desk.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(desk.getByRole('region', { name: 'Booked' })).toBeVisible();
}

test('phone: the desk books for a new caller, who claims the account from the SMS link and finds the visit', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const doctor = await createDoctor(request);
  const date = await openDay(request, addDays(clinicTomorrow(), 3), doctor.id);
  const mobile = callerMobile();
  const name = `Nimal Caller ${uniqueSuffix()}`;
  const desk = await phoneBooking(browser, request, VIEWPORTS.phone);
  const deskErrors = collectPageErrors(desk);

  const owner = desk.getByRole('region', { name: '1. Owner' });
  await owner.getByRole('button', { name: 'New caller' }).click();
  const form = owner.getByRole('form', { name: 'New caller' });
  await form.getByLabel(/^Full name/).fill(name);
  await form.getByLabel(/^Mobile number/).fill(mobile.typed);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(owner.getByText(/^Account created\. An SMS with a link to set a password was sent to/)).toBeVisible();
  await bookOnThePhone(desk, doctor, date, 'Pay at the clinic');
  await lookAt(desk, 'phone-booking-new-caller-390.png', { fullPage: true });
  expect(deskErrors).toEqual([]);
  await desk.context().close();

  // The SMS the stack's gateway received carries the claim link; the caller opens it on their phone.
  await expect.poll(async () => (await smsTo(mobile.e164)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [claimSms] = await smsTo(mobile.e164);
  const link = /https?:\/\/\S+\/claim\?token=[A-Za-z0-9_-]+/.exec(claimSms!.text)?.[0];
  expect(link, claimSms!.text).toBeTruthy();
  const phone = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
  const errors = collectPageErrors(phone);
  await phone.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(phone.getByRole('heading', { level: 1, name: `Welcome, ${name}.` })).toBeVisible();
  const email = `claimed-${uniqueSuffix()}@example.lk`;
  await phone.getByLabel(/^Email/).fill(email);
  await phone.getByLabel(/^Password/).fill('lake-walk-9');
  await phone.getByLabel(/^Confirm password/).fill('lake-walk-9');
  await lookAt(phone, 'claim-390.png');
  await phone.getByRole('button', { name: 'Set up my account' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await waitForRemote(phone, 'vetnow_owner');
  // Signed in as the caller: the visit the desk booked is theirs.
  await expect(phone.getByText(doctor.fullName).first()).toBeVisible();
  expect(errors).toEqual([]);

  // The link is used up: opened again, it says so and offers no form.
  await phone.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(phone.getByText(/This link is no longer valid/)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Set up my account' })).toHaveCount(0);
  // And the caller signs in with what they chose.
  expect(await apiToken(request, email, 'lake-walk-9', 'user')).toBeTruthy();
  await phone.context().close();
});

test('1280px: the desk finds a known caller by phone, books with a payment link, and the owner gets the SMS', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const doctor = await createDoctor(request);
  const date = await openDay(request, addDays(clinicTomorrow(), 4), doctor.id);
  const mobile = callerMobile();
  const name = `Kumari Known ${uniqueSuffix()}`;
  const desk = await phoneBooking(browser, request, VIEWPORTS.desktop);
  const errors = collectPageErrors(desk);
  // A caller the desk created earlier (through the API), found now by the number written another way.
  const staffToken = await apiToken(request, (await createStaff(request)).email, 'front-desk-7', 'staff');
  const made = await request.post('/api/desk/owners', { headers: auth(staffToken), data: { fullName: name, contactNumber: mobile.e164 } });
  expect(made.status(), await made.text()).toBe(201);

  const owner = desk.getByRole('region', { name: '1. Owner' });
  await owner.getByRole('searchbox', { name: /^Phone, name or e-mail/ }).fill(mobile.e164.replace('+94', '0'));
  await owner.getByRole('button', { name: 'Search' }).click();
  await expect(owner.getByText('Not claimed yet')).toBeVisible();
  await owner.getByRole('button', { name: `Choose ${name}` }).click();
  await bookOnThePhone(desk, doctor, date, /^Send a payment link by SMS/);
  await expect(desk.getByRole('region', { name: 'Booked' })).toContainText('Payment link sent by SMS');
  await lookAt(desk, 'phone-booking-payment-link-1280.png', { fullPage: true });

  // The desk puts the caller on the next day's waitlist (through the API); the Waitlist view lists them, a slot held.
  const next = addDays(date, 1);
  const ownerId = ((await made.json()) as { owner: { _id: string } }).owner._id;
  const joined = await request.post('/api/desk/waitlist', { headers: auth(staffToken), data: { ownerId, doctorId: doctor.id, date: next } });
  expect(joined.status(), await joined.text()).toBe(201);
  await desk.getByRole('tab', { name: 'Waitlist' }).click();
  await desk.getByLabel(/^Date/).fill(next);
  await expect(desk.getByRole('row', { name: new RegExp(name) })).toContainText(/Waiting|Slot held until/);
  await lookAt(desk, 'waitlist-desk-1280.png', { fullPage: true });
  expect(errors).toEqual([]);
  await desk.context().close();

  // The claim SMS first, then the payment link to My Appointments.
  await expect
    .poll(async () => (await smsTo(mobile.e164)).some((s) => /\/appointments\b/.test(s.text)), { timeout: 15_000 })
    .toBe(true);
});

test('phone: an owner joins the waitlist of a full day; a cancellation holds the slot for them and they book it from the link', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // A doctor with two slots a day; another owner books both.
  const doctor = await createDoctor(request, { workingHours: { startTime: '09:00', endTime: '10:00', slotDuration: 30 } });
  const date = await openDay(request, addDays(clinicTomorrow(), 5), doctor.id);
  const other = await registerOwner(request, 'full', `Full Day ${uniqueSuffix()}`);
  const otherToken = await apiToken(request, other.email, other.password, 'user');
  const first = await bookVisit(request, otherToken, doctor.id, date, '09:00 AM', { name: 'Rocky', type: 'Dog' });
  await bookVisit(request, otherToken, doctor.id, date, '09:30 AM', { name: 'Rocky', type: 'Dog' });

  const waiting = await registerOwner(request, 'wait', `Waiting Owner ${uniqueSuffix()}`);
  const page = await pageWithSession(browser, await apiToken(request, waiting.email, waiting.password, 'user'), 'user', VIEWPORTS.phone);
  const errors = collectPageErrors(page);
  await page.goto(`/book-appointment/${doctor.id}`);
  await waitForRemote(page, 'vetnow_owner');
  await chooseDay(page, date);
  await expect(page.getByRole('heading', { name: 'This day is full' })).toBeVisible();
  await page.getByRole('radio', { name: `with ${doctor.fullName}` }).check();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText("You're on the waitlist (number 1).")).toBeVisible();
  await lookAt(page, 'waitlist-joined-390.png', { fullPage: true });

  // The other owner cancels 09:00: the slot is held for the waiting owner, who sees it on the dashboard.
  const cancelled = await request.put(`/api/appointments/${first}/cancel`, { headers: auth(otherToken) });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto('/dashboard');
  await waitForRemote(page, 'vetnow_owner');
  const mine = page.getByRole('region', { name: 'My waitlist' });
  await expect(async () => {
    await page.reload();
    await expect(mine.getByText(/A slot is held for you/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await lookAt(page, 'waitlist-offer-dashboard-390.png', { fullPage: true });
  // …and by SMS, with the same link.
  await expect
    .poll(async () => (await smsTo('+94771234567')).some((s) => s.text.includes(`/book-appointment/${doctor.id}?date=${date}`)), { timeout: 15_000 })
    .toBe(true);

  // "Book it" opens the wizard on the held slot; the owner books it as usual.
  await mine.getByRole('link', { name: /Book it/ }).click();
  await expect(page.getByText(/Held for you until/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await page.getByLabel('Pet name').fill('Bruno');
  await page.getByLabel('Reason for visit').fill('Skin rash');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Health Assessment' }).click();
  await skipQuestionnaireToPayment(page);
  await page.getByRole('button', { name: 'Pay at Clinic' }).click();
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expect(page).toHaveURL(/\/confirmation$/, { timeout: 15_000 });
  await expect(page.getByText('09:00 AM').first()).toBeVisible();

  // The entry is booked: the dashboard no longer lists it.
  await page.goto('/dashboard');
  await waitForRemote(page, 'vetnow_owner');
  await expect(page.getByRole('region', { name: 'My waitlist' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
