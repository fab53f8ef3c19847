import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { readFile } from 'node:fs/promises';
import { addDays, clinicInstant, clinicTomorrow, parseSlotLabel } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/domain/demo';
import { collectPageErrors } from '../support/console-errors';
import { addCardInProfile, continueToHostedCheckout, PAYHERE_SUCCESS_CARD, payOnHostedPage } from '../support/hosted-checkout';
import { openDays } from '../support/open-days';
import { chooseDay, dayLabel } from '../support/month-calendar';
import { apiToken, DEFAULT_VIEWPORT, pageWithSession } from '../support/sessions';

// The owner's booking flow end to end, as the demo owner: /doctors → wizard → questionnaire → payment →
// /confirmation three times (pay at the clinic; a new card on the hosted checkout — the local PayHere-compatible
// gateway, another origin; a saved card), then a second owner, registered through the API, sees the first booked slot
// as Booked in the wizard.

/** A signed-in owner's page at Playwright's default viewport: the token from POST /api/auth/login stored as the shell stores it. */
async function ownerPage(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  return pageWithSession(browser, await apiToken(request, email, password, 'user'), 'user', DEFAULT_VIEWPORT);
}

/** Opens the demo doctor's wizard from /doctors and books `date` at the first free morning slot up to the payment screen. */
async function bookUpToPayment(page: Page, date: string, pet: { name: string; type: string }): Promise<string> {
  await page.goto('/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Veterinarians' })).toBeVisible();
  await page.getByRole('link', { name: `Book Appointment with ${DEMO_DOCTOR.fullName}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/book-appointment/${DEMO_DOCTOR.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();

  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await chooseDay(page, date);
  const free = page.getByRole('region', { name: 'Morning' }).getByRole('button', { disabled: false }).first();
  const time = (await free.textContent())!.trim();
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Pet Info' })).toBeFocused();
  await page.getByLabel('Pet name').fill(pet.name);
  await page.getByLabel('Pet type').selectOption(pet.type);
  await page.getByLabel('Age (years)').fill('4');
  await expect(next).toBeDisabled();
  await page.getByLabel('Reason for visit').fill('Annual check-up');
  await next.click();

  await expect(page.getByText(dayLabel(date))).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Health Assessment' }).click();

  await expect(page).toHaveURL(/\/diagnosis-questionnaire$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Health Assessment' })).toBeVisible();
  await expect(page.getByText(new RegExp(`A few questions about ${pet.name}`))).toBeVisible();
  await page.getByLabel('Appetite').selectOption('Decreased');
  for (let step = 1; step < 7; step++) {
    await expect(page.getByText(`Step ${step} of 7`)).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByText('100% complete')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText(DEMO_DOCTOR.fullName);
  await expect(summary).toContainText(`${pet.name} (${pet.type})`);
  await expect(summary).toContainText(time);
  return time;
}

/** The confirmation of a booking; `toast`: cash only — a card booking is not called booked before the payment's outcome. */
async function expectConfirmed(page: Page, time: string, paymentTexts: RegExp, { toast }: { toast: boolean }): Promise<void> {
  await expect(page).toHaveURL(/\/confirmation(\?|$)/, { timeout: 15_000 });
  if (toast) await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  else await expect(page.getByText('Appointment booked successfully!')).toHaveCount(0);
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 1, name: 'Appointment Confirmed!' })).toBeVisible();
  await expect(card).toContainText(DEMO_DOCTOR.fullName);
  await expect(card).toContainText(time);
  await expect(card).toContainText(paymentTexts);
  await expect(card).toContainText('Your pet health assessment has been shared with the doctor.');
  expect(await page.evaluate(() => sessionStorage.getItem('bookingData'))).toBeNull();
}

test('an owner books three visits (cash, a new card on the hosted checkout, a saved card); another owner then sees the slot as Booked', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Open days far enough ahead that the other suites' bookings of tomorrow never collide with these.
  const [first, second, third] = (await openDays(request, addDays(clinicTomorrow(), 9), 3)) as [string, string, string];
  const page = await ownerPage(browser, request, DEMO_OWNER.email, DEMO_OWNER.password);
  const errors = collectPageErrors(page);

  const cashTime = await test.step('pay at the clinic', async () => {
    const time = await bookUpToPayment(page, first, { name: 'Bruno', type: 'Dog' });
    await page.getByRole('button', { name: 'Pay at Clinic' }).click();
    await expect(page.getByText('Payment is due on arrival at the clinic.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expectConfirmed(page, time, /Pay at Clinic/, { toast: true });
    await expect(page.getByRole('article')).toContainText('Bring LKR');
    // Add to calendar (issue 12): the visit as an .ics file at its Colombo time.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Add to calendar: / }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vetnow-VN-[A-Z0-9]+\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain(`DTSTART:${clinicInstant(first, parseSlotLabel(time)!).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    return time;
  });

  await test.step('pay with a new card on the hosted checkout: the number never reaches VetNow', async () => {
    const time = await bookUpToPayment(page, second, { name: 'Misty', type: 'Cat' });
    const ours = new URL(page.url()).origin;
    const sentToUs: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin === ours) sentToUs.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    const bookCall = page.waitForRequest((r) => r.url().endsWith('/api/appointments/book'));
    await continueToHostedCheckout(page);
    const booked = (await bookCall).postDataJSON() as Record<string, unknown>;
    expect(booked['paymentMethod']).toBe('card');
    expect(booked['paymentData']).toBeUndefined();
    expect((await bookCall).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('definition').filter({ hasText: 'LKR 2,500.00' })).toBeVisible(); // the hosted page's order summary
    await payOnHostedPage(page, PAYHERE_SUCCESS_CARD, DEMO_OWNER.fullName);
    await expectConfirmed(page, time, /Paid/, { toast: false });
    const digits = PAYHERE_SUCCESS_CARD.replace(/\s/g, '');
    expect(sentToUs.filter((line) => line.includes(digits) || /cvv/i.test(line))).toEqual([]);
  });

  await test.step('pay with a saved card (added on PayHere\'s preapproval page from the profile)', async () => {
    await addCardInProfile(page, '5307 7321 2553 1191', DEMO_OWNER.fullName);
    const time = await bookUpToPayment(page, third, { name: 'Kiwi', type: 'Bird' });
    await expect(page.getByText(/^\d+ saved cards? available$/)).toBeVisible();
    await page.getByRole('button', { name: 'Pay with Card' }).click();
    await expect(page.getByRole('radio', { name: 'Use a saved card' })).toBeChecked();
    await page.getByRole('radio', { name: /Mastercard •••• 1191/ }).first().check();
    await page.getByRole('button', { name: /^Pay LKR/ }).click();
    await expectConfirmed(page, time, /Paid/, { toast: false });
  });

  expect(errors).toEqual([]);
  await page.context().close();

  await test.step('a second owner sees the first slot as Booked', async () => {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `e2e-booking-${suffix}@vetnow.lk`;
    const password = 'e2e-secret-1';
    const registered = await request.post('/api/auth/register', {
      data: {
        username: `booker${suffix}`.slice(0, 30),
        email,
        fullName: 'Second Owner',
        contactNumber: '0771112233',
        password,
        confirmPassword: password,
        address: { street: '1 Lake Road', city: 'Battaramulla', location: 'Battaramulla' },
      },
    });
    expect(registered.status()).toBe(201);
    const other = await ownerPage(browser, request, email, password);
    // The clinic learns of the booking through appointment.booked: reload until the slot shows as Booked.
    await expect(async () => {
      await other.goto(`/book-appointment/${DEMO_DOCTOR.id}`);
      await chooseDay(other, first);
      const slot = other.getByRole('button', { name: new RegExp(`^${cashTime}`) });
      await expect(slot).toBeDisabled({ timeout: 2_000 });
      await expect(slot).toContainText('Booked');
    }).toPass({ timeout: 30_000 });
    await other.context().close();
  });
});
