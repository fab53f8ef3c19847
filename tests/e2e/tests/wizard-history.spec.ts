import { expect, test, type Page } from '../support/test';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/domain/demo';
import { collectPageErrors } from '../support/console-errors';
import { apiToken, pageWithSession } from '../support/sessions';
import { openDay } from '../support/open-days';
import { chooseDay, dayLabel } from '../support/month-calendar';

// Issue 17 item 3: the booking wizard's steps are browser history entries (Back and Forward move between
// steps, not out to /doctors), and a reload keeps the step and everything entered (sessionStorage bookingData).

const heading = (page: Page, n: number, name: string) => page.getByRole('heading', { name: `Step ${n} of 3: ${name}` });

test('Back and Forward move between the wizard steps; a reload keeps the step and the entered data', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const date = await openDay(request, addDays(clinicTomorrow(), 20));
  const page = await pageWithSession(browser, await apiToken(request, DEMO_OWNER.email, DEMO_OWNER.password, 'user'), 'user');
  const errors = collectPageErrors(page);

  await page.goto('/doctors');
  await page.getByRole('link', { name: `Book Appointment with ${DEMO_DOCTOR.fullName}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/book-appointment/${DEMO_DOCTOR.id}$`));
  await chooseDay(page, date);
  const free = page.getByRole('region', { name: 'Morning' }).getByRole('button', { disabled: false }).first();
  const time = (await free.textContent())!.trim();
  await free.click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page, 2, 'Pet Info')).toBeVisible();
  await page.getByLabel('Pet name').fill('Pixel');
  await page.getByLabel('Pet type').selectOption('Cat');
  await page.getByLabel('Breed').fill('Siamese');
  await page.getByLabel('Age (years)').fill('2');
  await page.getByLabel('Reason for visit').fill('Sneezing for two days');

  await test.step('a reload on step 2 keeps step 2 and the pet details', async () => {
    await page.reload();
    await expect(heading(page, 2, 'Pet Info')).toBeVisible();
    await expect(page.getByLabel('Pet name')).toHaveValue('Pixel');
    await expect(page.getByLabel('Pet type')).toHaveValue('Cat');
    await expect(page.getByLabel('Breed')).toHaveValue('Siamese');
    await expect(page.getByLabel('Age (years)')).toHaveValue('2');
    await expect(page.getByLabel('Reason for visit')).toHaveValue('Sneezing for two days');
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('bookingData')))!) as Record<string, unknown>;
    expect(stored).toMatchObject({ doctorId: DEMO_DOCTOR.id, appointmentDate: date, timeSlot: time, reason: 'Sneezing for two days' });
  });

  await test.step('Next to step 3, then the browser Back and Forward move between the steps', async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(heading(page, 3, 'Confirm')).toBeVisible();
    await expect(page.getByText('Pixel (Cat)')).toBeVisible();

    await page.goBack();
    await expect(heading(page, 2, 'Pet Info')).toBeVisible();
    await expect(page.getByLabel('Pet name')).toHaveValue('Pixel');
    await page.goBack();
    await expect(heading(page, 1, 'Select Time')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/book-appointment/${DEMO_DOCTOR.id}$`));
    await expect(page.getByRole('button', { name: new RegExp(`^${time}`) })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(heading(page, 2, 'Pet Info')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 3, 'Confirm')).toBeVisible();
  });

  await test.step('a reload on step 3 keeps the summary; Continue goes on to the questionnaire', async () => {
    await page.reload();
    await expect(heading(page, 3, 'Confirm')).toBeVisible();
    await expect(page.getByText(dayLabel(date))).toBeVisible();
    await expect(page.getByText('Sneezing for two days')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Health Assessment' }).click();
    await expect(page).toHaveURL(/\/diagnosis-questionnaire$/);
    await page.goBack();
    await expect(heading(page, 3, 'Confirm')).toBeVisible();
  });

  expect(errors).toEqual([]);
  await page.context().close();
});
