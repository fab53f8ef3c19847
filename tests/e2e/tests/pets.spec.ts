import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { mailsTo } from '../support/mail';
import { openDays } from '../support/open-days';
import { VIEWPORTS, loginToken, waitForRemote } from '../support/roles';
import { chooseDay } from '../support/month-calendar';
import { lookAt } from '../support/screenshots';
import { pageWithSession } from '../support/sessions';
import { registerOwner } from '../support/tour';
import { skipQuestionnaireToPayment } from '../support/wizard';

// Issue 38, pets as records: an owner adds a pet under My Pets and books with it; the doctor completes the visit with a
// vaccination; the reminder reaches the owner's bell and mailbox, and its "Book now" opens the wizard for that pet.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function addPetThroughApi(request: APIRequestContext, token: string, name: string): Promise<string> {
  const answer = await request.post('/api/pets', {
    headers: auth(token),
    data: { name, species: 'Dog', breed: 'Labrador', sex: 'male', neutered: false, estimatedAgeYears: 3 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

/** Books the pet with the demo doctor at the first free slot of the first open day from `from` (pay at the clinic). */
async function bookPetThroughApi(request: APIRequestContext, token: string, petId: string, name: string, from: string) {
  const [day] = (await openDays(request, from, 1)) as [string];
  let last = '';
  await expect
    .poll(
      async () => {
        const slots = (await (await request.get(`/api/doctors/${DEMO_DOCTOR.id}/slots`, { params: { date: day } })).json()) as Array<{ time: string; isBooked: boolean }>;
        const free = slots.find((s) => !s.isBooked);
        if (!free) return 'no free slot';
        const answer = await request.post('/api/appointments/book', {
          headers: auth(token),
          data: {
            doctorId: DEMO_DOCTOR.id,
            appointmentDate: day,
            timeSlot: free.time,
            petId,
            pet: { name, type: 'Dog', breed: 'Labrador', age: 3 },
            reason: 'Annual vaccination',
            paymentMethod: 'cash',
          },
        });
        last = await answer.text();
        return answer.status();
      },
      { timeout: 30_000, message: `booking ${name} on ${day}` },
    )
    .toBe(201);
  return (JSON.parse(last) as { appointment: { _id: string; appointmentDate: string; petId: string } }).appointment;
}

/** Step 1 of the wizard: the first open day from `from` and its first free slot, then Next. */
async function chooseFirstSlot(page: Page, request: APIRequestContext, from: string): Promise<void> {
  const [day] = (await openDays(request, from, 1)) as [string];
  await chooseDay(page, day);
  await page
    .locator('#main-content')
    .getByRole('button', { pressed: false, disabled: false })
    .filter({ hasText: /\d{2}:\d{2} (AM|PM)/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
}

test('phone: an owner adds a pet under My Pets, and the wizard offers it and books the visit for it', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { token } = await registerOwner(request, 'Nadeesha Pets');
  const page = await pageWithSession(browser, token, 'user', VIEWPORTS.phone);
  const errors = collectPageErrors(page);

  await page.goto('/pets');
  await waitForRemote(page, 'vetnow_owner');
  await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No pets yet' })).toBeVisible();
  await lookAt(page, 'pets-empty-owner-390.png');
  await page.getByRole('button', { name: 'Add your first pet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pet' });
  await dialog.getByLabel(/Pet name/).fill('Tikiri');
  await dialog.getByLabel('Species').selectOption('Cat');
  await dialog.getByLabel('Sex').selectOption('female');
  await dialog.getByRole('radio', { name: 'I know the age roughly' }).check();
  await dialog.getByLabel(/Age in years/).fill('2');
  await dialog.getByRole('button', { name: 'Add pet' }).click();
  const card = page.getByRole('article', { name: 'Tikiri' });
  await expect(card).toContainText('about 2 years');
  await axeClean(page, 'My Pets at 390px');
  await lookAt(page, 'pets-owner-390.png');

  await page.goto(`/book-appointment/${DEMO_DOCTOR.id}`);
  await chooseFirstSlot(page, request, addDays(clinicTomorrow(), 20));
  const picker = page.getByRole('group', { name: 'Which pet is this visit for?' });
  await picker.getByRole('radio', { name: /Tikiri/ }).check();
  await expect(page.getByLabel(/Pet name/)).toHaveValue('Tikiri');
  await expect(page.getByLabel('Pet type')).toHaveValue('Cat');
  await page.getByLabel('Reason for visit').fill('Check-up');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Health Assessment' }).click();
  await expect(page).toHaveURL(/\/diagnosis-questionnaire$/);
  await skipQuestionnaireToPayment(page);
  await page.getByRole('button', { name: 'Pay at Clinic' }).click();
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expect(page).toHaveURL(/\/confirmation$/, { timeout: 15_000 });

  // The visit is linked to the saved pet, not to a second Tikiri.
  const pets = (await (await request.get('/api/pets', { headers: auth(token) })).json()) as Array<{ _id: string; name: string }>;
  expect(pets.map((p) => p.name)).toEqual(['Tikiri']);
  const visits = (await (await request.get('/api/appointments/user/all', { headers: auth(token) })).json()) as Array<{ petId: string }>;
  expect(visits.map((v) => v.petId)).toEqual([pets[0]!._id]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('desktop: the doctor completes a visit with a vaccination, suggested from the schedule, and it is on the pet record', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const owner = await registerOwner(request, 'Kasun Vaccine');
  const petId = await addPetThroughApi(request, owner.token, 'Rocky');
  const visit = await bookPetThroughApi(request, owner.token, petId, 'Rocky', clinicTomorrow());
  const doctorToken = await loginToken(request, 'doctor');
  const page = await pageWithSession(browser, doctorToken, 'doctor', VIEWPORTS.desktop);
  const errors = collectPageErrors(page);

  await page.goto('/doctor-dashboard');
  await waitForRemote(page, 'vetnow_doctor');
  await page.getByRole('tab', { name: 'All Appointments' }).click();
  const card = page.getByRole('article', { name: `Rocky · ${owner.fullName}` });
  await card.getByRole('button', { name: 'Mark as Completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Completed' });
  await dialog.getByLabel('Diagnosis').fill('Healthy');
  await dialog.getByLabel('Weight (kg)').fill('28.4');
  await dialog.getByRole('button', { name: 'Add vaccination' }).click();
  await dialog.getByLabel('Schedule').selectOption({ label: 'Anti-rabies' });
  await dialog.getByLabel('Batch / lot number').fill('RB-2291');
  // An adult dog's anti-rabies: the schedule suggests a year after the visit.
  await expect(dialog.getByLabel('Next due date')).toHaveValue(addDays(visit.appointmentDate, 365));
  await axeClean(page, "the doctor's completion with care at 1280px");
  await lookAt(page, 'complete-with-care-doctor-1280.png');
  await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(page.getByText('Appointment marked as completed')).toBeVisible();

  const record = (await (await request.get(`/api/pets/${petId}`, { headers: auth(owner.token) })).json()) as {
    care: Array<{ name: string; batchNumber: string; nextDueOn: string; doctor: { fullName: string } }>;
    weights: Array<{ weightKg: number }>;
    lastDoctorId: string;
  };
  expect(record.care).toMatchObject([{ batchNumber: 'RB-2291', nextDueOn: addDays(visit.appointmentDate, 365), doctor: { fullName: DEMO_DOCTOR.fullName } }]);
  expect(record.weights.map((w) => w.weightKg)).toEqual([28.4]);
  expect(record.lastDoctorId).toBe(DEMO_DOCTOR.id);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('phone: a vaccination due soon reaches the bell and the mailbox; "Book now" opens the wizard for the pet', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await registerOwner(request, 'Ishara Reminder');
  const petId = await addPetThroughApi(request, owner.token, 'Bruno');
  const visit = await bookPetThroughApi(request, owner.token, petId, 'Bruno', clinicTomorrow());
  // The doctor gives a vaccine whose next dose is due the day after the visit: its 14-day reminder is due at once.
  const due = addDays(visit.appointmentDate, 1);
  const doctorToken = await loginToken(request, 'doctor');
  const completed = await request.put(`/api/appointments/${visit._id}/complete`, {
    headers: auth(doctorToken),
    data: { diagnosis: 'Healthy', care: { vaccinations: [{ name: 'DHPPi/L booster', batchNumber: 'DH-77', nextDueOn: due }] } },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  const page = await pageWithSession(browser, owner.token, 'user', VIEWPORTS.phone);
  const errors = collectPageErrors(page);
  await page.goto('/dashboard');
  await waitForRemote(page, 'vetnow_owner');
  // Reminders are polled (REMINDER_POLL_MS) and the bell asks again every 30 s: reload until it shows.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(async () => {
    await page.reload();
    await waitForRemote(page, 'vetnow_owner');
    await bell.click({ timeout: 5_000 });
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/Bruno's DHPPi\/L booster is due/).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await lookAt(page, 'pet-care-reminder-bell-390.png');

  await expect
    .poll(async () => (await mailsTo(owner.email)).find((m) => m.includes('DHPPi/L booster')) ?? '', { timeout: 30_000 })
    .toContain(`/book-appointment/${DEMO_DOCTOR.id}?pet=${petId}`);

  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel.getByRole('link', { name: 'Book now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/book-appointment/${DEMO_DOCTOR.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  await chooseFirstSlot(page, request, addDays(clinicTomorrow(), 25));
  await expect(page.getByRole('group', { name: 'Which pet is this visit for?' }).getByRole('radio', { name: /Bruno/ })).toBeChecked();
  await expect(page.getByLabel(/Pet name/)).toHaveValue('Bruno');
  await expect(page.getByLabel('Reason for visit')).toHaveValue('Vaccination');
  expect(errors).toEqual([]);
  await page.context().close();
});
