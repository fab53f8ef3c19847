import { expect, test, type Page } from '../support/test';
import { clinicYearMonth } from '@vetnow/domain/clinic-time';
import { DEMO_ADMIN, DEMO_DOCTOR } from '@vetnow/domain/demo';
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES as M } from '@vetnow/contracts/validation-texts';

// The account screens against the running stack: registration (rules on submit, then success), sign-in by
// email and by username for each role, sign-out, the owner's profile edit surviving a reload, and the guards.

type LoginRole = 'Pet Owner' | 'Veterinarian' | 'Admin';
const IDENTIFIER_LABEL: Record<LoginRole, string> = {
  'Pet Owner': 'Email or Username',
  Veterinarian: 'Email or Doctor ID',
  Admin: 'Email or Username',
};

/** A text or password input by its accessible name (the label without the required marker). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function signIn(page: Page, role: LoginRole, identifier: string, password: string, home: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('radio', { name: role }).check();
  await field(page, IDENTIFIER_LABEL[role]).fill(identifier);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expect(page.getByText('Login successful!')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('a new owner registers, signs out and in by email and by username, and edits the profile', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = {
    username: `owner_${suffix}`,
    email: `owner-${suffix}@example.lk`,
    fullName: 'Amaya Perera',
    contactNumber: '0771112233',
    password: 'e2e-secret-1',
  };

  await test.step('an anonymous visitor of /dashboard is sent to /login', async () => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  await test.step('registration shows every rule on a bad submit, then succeeds and lands on /dashboard', async () => {
    await page.goto('/register');
    const form = page.locator('form');
    await expect(page.getByRole('textbox', { name: 'Service location' })).toHaveValue('Battaramulla');
    await expect(page.getByRole('textbox', { name: 'Service location' })).not.toBeEditable();
    await field(page, 'Username').fill('ab');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('12345');
    await field(page, 'Confirm password').fill('54321');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      M.usernameMin,
      M.emailInvalid,
      M.passwordMin,
      M.passwordsMismatch,
      M.fullNameRequired,
      M.contactNumberRequired,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Username')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);

    await field(page, 'Username').fill(owner.username);
    await field(page, 'Email').fill(owner.email);
    await field(page, 'Full name').fill(owner.fullName);
    await field(page, 'Contact number').fill(owner.contactNumber);
    await field(page, 'Street address (optional)').fill('7 Lake Drive');
    await field(page, 'City (optional)').fill('Battaramulla');
    await field(page, 'Password').fill(owner.password);
    await field(page, 'Confirm password').fill(owner.password);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${owner.fullName}` })).toBeVisible();
  });

  await test.step('the same username cannot register twice (shown at the field)', async () => {
    const other = await page.context().browser()!.newPage();
    await other.goto(page.url().replace(/\/dashboard$/, '/register'));
    await field(other, 'Username').fill(owner.username);
    await field(other, 'Email').fill(`other-${owner.email}`);
    await field(other, 'Full name').fill('Someone Else');
    await field(other, 'Contact number').fill('0770000000');
    await field(other, 'Password').fill(owner.password);
    await field(other, 'Confirm password').fill(owner.password);
    await other.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(other, 'Username')).toHaveAccessibleDescription('Username is already taken');
    await other.close();
  });

  await test.step('a signed-in owner opening /login goes to /dashboard, opening /admin-dashboard goes to /', async () => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('sign out, sign in by email, sign out, sign in by username', async () => {
    await signOut(page);
    await signIn(page, 'Pet Owner', owner.email, owner.password, '/dashboard');
    await signOut(page);
    await signIn(page, 'Pet Owner', owner.username, owner.password, '/dashboard');
  });

  await test.step('a wrong password shows the server message and stays on /login', async () => {
    const other = await page.context().browser()!.newPage();
    await other.goto(page.url().replace(/\/dashboard$/, '/login'));
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other.getByText(LOGIN_MESSAGES.identifierRequired)).toBeVisible();
    await expect(other.getByText(LOGIN_MESSAGES.passwordRequired)).toBeVisible();
    await field(other, 'Email or Username').fill(owner.email);
    await field(other, 'Password').fill('not-the-password');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other.getByText(LOGIN_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
  });

  await test.step('the profile edit persists after a reload and renames the account in the top navigation', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Member since ${clinicYearMonth().year}`)).toBeVisible();
    const details = page.getByRole('region', { name: 'Personal Information' });
    await expect(details).toContainText(owner.username);
    await expect(details).toContainText(owner.email);

    await details.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(field(page, 'Email')).not.toBeEditable();
    await field(page, 'Full name').fill('Amaya K. Perera');
    await field(page, 'Contact number').fill('0719998877');
    await field(page, 'City').fill('Battaramulla South');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Amaya K. Perera' })).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Personal Information' });
    await expect(reloaded).toContainText('Amaya K. Perera');
    await expect(reloaded).toContainText('071 999 8877'); // stored +94719998877, shown in national format
    await expect(reloaded).toContainText('Battaramulla South');
    await expect(page.getByRole('button', { name: 'Account menu for Amaya K. Perera' })).toBeVisible();
  });

  await test.step('after signing out, /dashboard goes to /login again', async () => {
    await signOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });
});

test('the demo doctor signs in to /doctor-dashboard; /login then leads back there; /profile shows the doctor', async ({
  page,
  request,
}) => {
  // The doctor can sign in once svc-auth has handled svc-clinic's doctor.created for the seeded doctor.
  await expect
    .poll(
      async () =>
        (await request.post('/api/auth/login', {
          data: { email: DEMO_DOCTOR.email, password: DEMO_DOCTOR.password, userType: 'doctor' },
        })).status(),
      { timeout: 30_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(200);
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Veterinarian' }).check();
  await expect(page.getByText('Doctor accounts are created by administrators.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register here' })).toHaveCount(0);
  await field(page, 'Email or Doctor ID').fill(DEMO_DOCTOR.email);
  await field(page, 'Password').fill(DEMO_DOCTOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/doctor-dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/doctor-dashboard$/);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Professional Details' })).toContainText(DEMO_DOCTOR.email);
  await expect(page.getByText(DEMO_DOCTOR.fullName, { exact: true }).first()).toBeVisible();
});

test('the demo doctor can also sign in with the doctor ID', async ({ page }) => {
  await signIn(page, 'Veterinarian', DEMO_DOCTOR.id, DEMO_DOCTOR.password, '/doctor-dashboard');
});

test('the admin signs in and lands on /admin-dashboard', async ({ page }) => {
  await signIn(page, 'Admin', DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin-dashboard');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
