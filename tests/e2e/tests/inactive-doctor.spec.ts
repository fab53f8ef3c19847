import { expect, test } from '../support/test';
import { DEMO_OWNER } from '@vetnow/domain/demo';
import { LOGIN_MESSAGES } from '@vetnow/contracts/validation-texts';
import { apiToken, createDoctor, pageWithSession } from '../support/sessions';

// Issue 17 item 5: a deactivated doctor who signs in with the right password is told the account is inactive
// (a wrong password still says Invalid credentials), and a booking link to that doctor says they are not
// accepting appointments, with a way back to /doctors.

test('a deactivated doctor is told the account is inactive; their booking link says they are not accepting appointments', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const doctor = await createDoctor(request);
  const off = await request.patch(`/api/admin/doctors/${doctor.id}/status`, {
    headers: { Authorization: `Bearer ${doctor.adminToken}` },
    data: { isActive: false },
  });
  expect(off.status()).toBe(200);
  // svc-auth learns of it through doctor.status-changed.
  await expect
    .poll(async () => (await request.post('/api/auth/login', { data: { email: doctor.email, password: doctor.password, userType: 'doctor' } })).status(), {
      timeout: 30_000,
    })
    .toBe(403);

  await test.step('the right password: "This account is inactive", stays on /login', async () => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Veterinarian' }).check();
    await page.getByRole('textbox', { name: 'Email or Doctor ID', exact: true }).fill(doctor.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(doctor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.accountInactive })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('a wrong password learns nothing: Invalid credentials', async () => {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(LOGIN_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(page.getByText(LOGIN_MESSAGES.accountInactive)).toHaveCount(0);
  });

  await test.step('an owner following a booking link to the doctor', async () => {
    const owner = await pageWithSession(browser, await apiToken(request, DEMO_OWNER.email, DEMO_OWNER.password, 'user'), 'user');
    await owner.goto(`/book-appointment/${doctor.id}`);
    const notice = owner.getByRole('alert').filter({ hasText: 'This doctor is not accepting appointments' });
    await expect(notice).toBeVisible();
    await expect(owner.getByText('Failed to fetch doctor details')).toHaveCount(0);
    await notice.getByRole('link', { name: 'Find another doctor' }).click();
    await expect(owner).toHaveURL(/\/doctors$/);
    await owner.context().close();
  });
});
