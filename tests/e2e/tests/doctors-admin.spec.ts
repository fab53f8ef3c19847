import { expect, test, type Browser, type Page } from '../support/test';
import { clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_ADMIN, DEMO_OWNER } from '@vetnow/domain/demo';
import { openDay } from '../support/open-days';

// The admin creates a doctor (with a password) through the Add Doctor modal; that doctor can sign in; an owner
// finds the doctor through the /doctors filters and sees tomorrow's slots in View; once the admin deactivates
// the doctor, the owner no longer finds them. Each person has their own browser context (own localStorage).

type LoginRole = 'Pet Owner' | 'Veterinarian' | 'Admin';
const IDENTIFIER_LABEL: Record<LoginRole, string> = {
  'Pet Owner': 'Email or Username',
  Veterinarian: 'Email or Doctor ID',
  Admin: 'Email or Username',
};

async function signIn(browser: Browser, role: LoginRole, email: string, password: string, home: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('radio', { name: role }).check();
  await page.getByLabel(IDENTIFIER_LABEL[role]).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return page;
}

/** The /doctors results once loaded (the list region is aria-busy while a search runs). */
async function settledResults(page: Page) {
  const results = page.getByRole('region', { name: 'Veterinarians', exact: true });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  return results;
}

test('admin creates a doctor who signs in; an owner finds them and their slots; deactivated, they are gone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Dr. Tester ${suffix}`;
  const email = `e2e-${suffix}@vetnow.lk`;
  const password = 'e2e-secret-1';
  const tomorrow = await openDay(request, clinicTomorrow()); // tomorrow, or the first open day after it

  const admin = await test.step('the admin signs in and creates the doctor through the modal', async () => {
    const page = await signIn(browser, 'Admin', DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Doctors' }).click();
    await page.getByRole('button', { name: 'Add Doctor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Doctor' });
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByLabel('Specialization').selectOption('Emergency Care');
    await dialog.getByLabel('Experience (years)').fill('4');
    await dialog.getByLabel('Consultation fee (LKR)').fill('2750');
    await dialog.getByLabel('Qualifications').fill('BVSc, , MVSc , PhD');
    await dialog.getByLabel('Contact number').fill('0771234999');
    await expect(dialog.getByLabel('Start time')).toHaveValue('09:00');
    await expect(dialog.getByLabel('End time')).toHaveValue('17:00');
    await dialog.getByRole('button', { name: 'Create Doctor' }).click();
    await expect(page.getByText('Doctor created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row).toContainText(email);
    await expect(row).toContainText('09:00 AM - 05:00 PM');
    await expect(row).toContainText('LKR 2,750');
    await expect(row).toContainText('Active');
    return page;
  });

  await test.step('the new doctor signs in, lands on /doctor-dashboard and signs out', async () => {
    // The account becomes usable when svc-auth has handled doctor.created: wait for that through the API.
    await expect
      .poll(async () => (await request.post('/api/auth/login', { data: { email, password, userType: 'doctor' } })).status(), {
        timeout: 30_000,
      })
      .toBe(200);
    const page = await signIn(browser, 'Veterinarian', email, password, '/doctor-dashboard');
    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Signed out: the top bar offers Sign In again and the stored session is gone. (Where Sign Out lands is the
    // shell's concern and not asserted here.)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userType')])).toEqual([null, null]);
    await page.context().close();
  });

  const owner = await test.step('an owner finds the doctor through the filters and sees tomorrow’s slots', async () => {
    const page = await signIn(browser, 'Pet Owner', DEMO_OWNER.email, DEMO_OWNER.password, '/dashboard');
    await page.getByRole('link', { name: 'Find Doctors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Veterinarians' })).toBeVisible();
    await settledResults(page);

    await page.getByLabel('Location').selectOption('Battaramulla');
    await page.getByLabel('Specialization').selectOption('Emergency Care');
    await page.getByLabel('Available time').selectOption('10:00 AM');
    await page.getByLabel('Date').fill(tomorrow);
    const results = await settledResults(page);
    const card = results.getByRole('article', { name: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Emergency Care');
    await expect(card).toContainText('4 years experience');
    await expect(card).toContainText('LKR 2,750');
    await expect(card).toContainText('+1 more');
    await expect(card.getByRole('link', { name: `Book Appointment with ${name}` })).toHaveAttribute(
      'href',
      /\/book-appointment\/[0-9a-f-]{36}$/,
    );

    await card.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('PhD')).toBeVisible();
    await expect(dialog.getByLabel('Date')).toHaveValue(tomorrow);
    const slots = dialog.getByRole('list', { name: 'Available time slots' }).getByRole('listitem');
    await expect(slots).toHaveCount(16); // 09:00–17:00 in 30-minute slots
    await expect(slots.first()).toContainText('09:00 AM');
    await expect(slots.last()).toContainText('04:30 PM');
    await expect(dialog.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return page;
  });

  await test.step('the admin deactivates the doctor and the owner no longer finds them', async () => {
    await admin.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(admin.getByText('Doctor deactivated successfully')).toBeVisible();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row).toContainText('Inactive');

    // The owner changes a filter (a new search) and then clears them all: the doctor is in neither answer.
    const search = (query: RegExp) =>
      owner.waitForResponse((r) => new URL(r.url()).pathname === '/api/doctors' && query.test(new URL(r.url()).search));
    let answered = search(/availableTime=11%3A00\+AM/);
    await owner.getByLabel('Available time').selectOption('11:00 AM');
    expect((await answered).status()).toBe(200);
    let results = await settledResults(owner);
    await expect(results.getByRole('article').first()).toBeVisible(); // the demo Emergency Care doctor
    await expect(results.getByRole('article', { name })).toHaveCount(0);

    answered = search(/^$/);
    await owner.getByRole('button', { name: 'Clear filters' }).click();
    expect((await answered).status()).toBe(200);
    results = await settledResults(owner);
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(results.getByRole('article', { name })).toHaveCount(0);
  });

  await admin.context().close();
  await owner.context().close();
});
