import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { collectPageErrors } from '../support/console-errors';
import { freeSlots, openDay } from '../support/open-days';
import { DEFAULT_VIEWPORT, pageWithSession } from '../support/sessions';
import { registerOwner, suffix, type NewOwner } from '../support/tour';

// The screens after booking, end to end. Two owners are registered through the API and book tomorrow's free slots
// of the demo doctor through the API. The first owner sees the visit on /dashboard and /appointments and cancels
// it in the UI (confirm dialog, toast); the second owner can book that slot at once. The demo doctor then
// completes another visit of the first owner with findings in /doctor-dashboard, and the owner sees them on
// /appointments.

/**
 * POST /api/appointments/book as `owner` (pay at the clinic); returns the answer. Booking needs svc-booking to
 * know the new owner (user.registered arrives through JetStream), so callers poll for the first one.
 */
function book(request: APIRequestContext, owner: NewOwner, date: string, timeSlot: string, petName: string, extra: Record<string, unknown> = {}) {
  return request.post('/api/appointments/book', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      doctorId: DEMO_DOCTOR.id,
      appointmentDate: date,
      timeSlot,
      pet: { name: petName, type: 'Dog', breed: 'Beagle', age: 4 },
      reason: 'Limping after a walk',
      paymentMethod: 'cash',
      ...extra,
    },
  });
}

async function bookOrFail(request: APIRequestContext, owner: NewOwner, date: string, timeSlot: string, petName: string, extra?: Record<string, unknown>) {
  let last = '';
  await expect
    .poll(
      async () => {
        const answer = await book(request, owner, date, timeSlot, petName, extra);
        last = `${answer.status()} ${await answer.text()}`;
        return answer.status();
      },
      { timeout: 30_000, message: `booking ${timeSlot} for ${owner.fullName}` },
    )
    .toBe(201)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nlast answer: ${last}`);
    });
}

/** A page signed in as `owner` at Playwright's default viewport: the token stored as the shell stores it (once per tab). */
async function ownerPage(browser: Browser, owner: NewOwner): Promise<Page> {
  return pageWithSession(browser, owner.token, 'user', DEFAULT_VIEWPORT);
}

/** The owner's /appointments card of `petName` (cards are articles named by the doctor; the pet is in the text). */
function ownerCard(page: Page, petName: string) {
  return page.getByRole('article').filter({ hasText: `${petName} · Dog · Beagle · 4 years` });
}

test('owner sees, cancels and frees a visit; the doctor completes another with findings the owner then sees', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tomorrow = await openDay(request, clinicTomorrow()); // tomorrow, or the first open day after it
  const id = suffix();
  const first = await registerOwner(request, `Nadeesha Owner ${id}`);
  const second = await registerOwner(request, `Ruwan Second ${id}`);
  const cancelledPet = `Rex${id}`;
  const completedPet = `Toby${id}`;

  const [cancelSlot, completeSlot] = await test.step('the first owner books two of tomorrow’s free slots through the API', async () => {
    const free = await freeSlots(request, DEMO_DOCTOR.id, tomorrow);
    expect(free.length).toBeGreaterThanOrEqual(2);
    const [a, b] = [free[0]!, free[1]!];
    await bookOrFail(request, first, tomorrow, a, cancelledPet);
    await bookOrFail(request, first, tomorrow, b, completedPet, {
      diagnosisData: { generalHealth: { appetite: 'Decreased', energy: 'Low' }, symptoms: { limping: true } },
    });
    return [a, b];
  });

  const page = await ownerPage(browser, first);
  const errors = collectPageErrors(page);

  await test.step('the owner sees both visits on /dashboard', async () => {
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${first.fullName}!`)).toBeVisible();
    const counter = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(counter('Total Appointments')).toHaveText('2');
    await expect(counter('Upcoming')).toHaveText('2');
    await expect(counter('Completed')).toHaveText('0');
    const recent = page.getByRole('region', { name: 'Recent Appointments' });
    await expect(recent).toContainText(cancelledPet);
    await expect(recent).toContainText(completedPet);
    await expect(recent).toContainText(DEMO_DOCTOR.fullName);
    await recent.getByRole('link', { name: 'View all appointments' }).click();
    await expect(page).toHaveURL(/\/appointments$/);
  });

  await test.step('on /appointments the owner cancels one visit after confirming', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    const card = ownerCard(page, cancelledPet);
    await expect(card).toContainText(cancelSlot);
    await expect(card).toContainText('Scheduled');
    await expect(card).toContainText(/VN-[0-9A-Z]+/);
    await expect(ownerCard(page, completedPet)).toContainText('Pre-consultation completed');
    await expect(page.getByRole('group', { name: 'Filter appointments' }).getByRole('button', { name: 'Upcoming (2)' })).toBeVisible();

    await card.getByRole('button', { name: /^Cancel the appointment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
    await expect(dialog).toContainText('Are you sure you want to cancel this appointment?');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Appointment cancelled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Cancelled');
    await expect(card.getByRole('button', { name: /^Cancel the appointment/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancelled (1)' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  await test.step('another owner can book the freed slot at once', async () => {
    await bookOrFail(request, second, tomorrow, cancelSlot, `Bella${id}`);
  });

  await test.step('the demo doctor marks the other visit as completed with findings', async () => {
    const context = await browser.newContext();
    const doctor = await context.newPage();
    const doctorErrors = collectPageErrors(doctor);
    await doctor.goto('/login');
    await doctor.getByRole('radio', { name: 'Veterinarian' }).check();
    await doctor.getByLabel('Email or Doctor ID').fill(DEMO_DOCTOR.email);
    await doctor.getByLabel(/^Password/).fill(DEMO_DOCTOR.password);
    await doctor.getByRole('button', { name: 'Sign In' }).click();
    await expect(doctor).toHaveURL(/\/doctor-dashboard$/);
    await expect(doctor.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeVisible();
    await expect(doctor.getByText(DEMO_DOCTOR.fullName, { exact: true }).first()).toBeVisible();

    await doctor.getByRole('tab', { name: 'All Appointments' }).click();
    const card = doctor.getByRole('article', { name: `${completedPet} · ${first.fullName}` });
    await expect(card).toContainText(completeSlot);
    await expect(card).toContainText('Scheduled');
    await expect(card).toContainText(/urgency/);

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = doctor.getByRole('dialog', { name: 'Appointment Details' });
    await expect(details.getByRole('region', { name: 'General Health' })).toContainText('Decreased');
    await expect(details.getByRole('region', { name: 'Symptoms', exact: true })).toContainText('Limping');
    const triage = details.getByRole('region', { name: 'Triage' });
    await expect(triage).toContainText('Medium urgency');
    await expect(triage).toContainText('Lethargy or low energy'); // the fired rules, by their human labels
    await expect(triage).toContainText('Limit running and jumping until the visit.');
    await details.getByRole('button', { name: 'Close' }).last().click();

    await card.getByRole('button', { name: 'Mark as Completed' }).click();
    const dialog = doctor.getByRole('dialog', { name: 'Mark as Completed' });
    await dialog.getByLabel('Diagnosis').fill('Sprained left foreleg');
    await dialog.getByLabel('Recommendations').fill('Rest for one week\nCold compress twice a day');
    await dialog.getByLabel('Notes for the owner').fill('Come back if the limp lasts beyond a week.');
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(doctor.getByText('Appointment marked as completed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Completed');
    await expect(card.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
    await expect(card.getByRole('region', { name: 'Visit findings' })).toContainText('Sprained left foreleg');
    expect(doctorErrors).toEqual([]);
    await context.close();
  });

  await test.step('the owner sees the findings on /appointments', async () => {
    await page.reload();
    const card = ownerCard(page, completedPet);
    await expect(card).toContainText('Completed');
    const findings = card.getByRole('region', { name: 'Visit findings' });
    await expect(findings).toContainText('Sprained left foreleg');
    await expect(findings.getByRole('listitem')).toHaveText(['Rest for one week', 'Cold compress twice a day']);
    await expect(card.getByRole('button', { name: /^Cancel the appointment/ })).toHaveCount(0);
  });

  expect(errors).toEqual([]);
  await page.context().close();
});
