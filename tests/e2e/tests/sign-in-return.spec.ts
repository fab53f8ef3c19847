import { expect, test, type Page } from '../support/test';
import { DEMO_OWNER } from '@vetnow/domain/demo';

// Issue 17 item 4: after sign-in the visitor returns to the page that sent them to /login — a same-site path
// only: a `redirect` that points anywhere else is ignored and the role's home is used.

async function signInAsOwner(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pet Owner' }).check();
  await page.getByRole('textbox', { name: 'Email or Username', exact: true }).fill(DEMO_OWNER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test('a deep link to /appointments while signed out leads through /login back to /appointments', async ({ page }) => {
  await page.goto('/appointments?filter=upcoming');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fappointments%3Ffilter%3Dupcoming$/);
  await signInAsOwner(page);
  await expect(page).toHaveURL(/\/appointments\?filter=upcoming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
});

for (const target of ['//example.com/appointments', '/\\example.com', 'https://example.com/', '/login']) {
  test(`a redirect to ${JSON.stringify(target)} is not followed: the owner lands on /dashboard`, async ({ page }) => {
    await page.goto(`/login?${new URLSearchParams({ redirect: target }).toString()}`);
    await signInAsOwner(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  });
}
