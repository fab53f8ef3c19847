import { expect, test } from '../support/test';
import { DEMO_OWNER } from '@vetnow/domain/demo';
import { PHONE_MESSAGES } from '@vetnow/contracts/validation-texts';
import { apiToken, createDoctor, doctorForm, pageWithSession, uniqueSuffix } from '../support/sessions';

// Issue 17 item 6: contact numbers are Sri Lankan numbers as people write them, stored in E.164, refused
// otherwise with a clear message; the doctor's card shows the number in national format as a tel:+94 link.

test('registration refuses "hello", takes "077 123 4567", stores +94771234567 and shows 077 123 4567', async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = uniqueSuffix();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.goto('/register');
  await field('Username').fill(`phone_${id}`);
  await field('Email').fill(`phone-${id}@example.lk`);
  await field('Full name').fill('Dilani Phone');
  await field('Contact number').fill('hello');
  await field('Password').fill('e2e-secret-1');
  await field('Confirm password').fill('e2e-secret-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(field('Contact number')).toHaveAccessibleDescription(PHONE_MESSAGES.invalid);
  await expect(page).toHaveURL(/\/register$/);

  // The server refuses it too (not only the form).
  const direct = await request.post('/api/auth/register', {
    data: {
      username: `phonex_${id}`,
      email: `phonex-${id}@example.lk`,
      fullName: 'X',
      contactNumber: 'hello',
      password: 'e2e-secret-1',
      confirmPassword: 'e2e-secret-1',
    },
  });
  expect(direct.status()).toBe(400);
  expect(((await direct.json()) as { message: string }).message).toBe(PHONE_MESSAGES.invalid);

  await field('Contact number').fill('077 123 4567');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await apiToken(request, `phone-${id}@example.lk`, 'e2e-secret-1', 'user');
  const profile = await request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { contactNumber: string }).contactNumber).toBe('+94771234567');

  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Personal Information' });
  await expect(details).toContainText('077 123 4567');
  await details.getByRole('button', { name: 'Edit Profile' }).click();
  await field('Contact number').fill('+94 11 234 5678');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('011 234 5678');
});

test("a doctor's card shows the number in national format as a tel:+94 link", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const doctor = await createDoctor(request, { contactNumber: '+94 77 123 4567' });
  const admin = await request.get(`/api/doctors/${doctor.id}`);
  expect(((await admin.json()) as { contactNumber: string }).contactNumber).toBe('+94771234567');
  const refused = await request.put(`/api/admin/doctors/${doctor.id}`, {
    headers: { Authorization: `Bearer ${doctor.adminToken}` },
    data: doctorForm({ fullName: doctor.fullName, email: doctor.email }, { contactNumber: 'hello' }),
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(PHONE_MESSAGES.invalid);

  const owner = await pageWithSession(browser, await apiToken(request, DEMO_OWNER.email, DEMO_OWNER.password, 'user'), 'user');
  await owner.goto('/doctors');
  const card = owner.getByRole('article', { name: doctor.fullName });
  await expect(card.getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
  await card.getByRole('button', { name: `View ${doctor.fullName}` }).click();
  const dialog = owner.getByRole('dialog', { name: doctor.fullName });
  await expect(dialog.getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
  await owner.context().close();
});
