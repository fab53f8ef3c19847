import { expect, test } from '../support/test';
import { STORAGE_KEYS } from '@vetnow/contracts/constants';
import { DEMO_OWNER } from '@vetnow/domain/demo';
import { REMOTE_OF_ROLE, VIEWPORTS, loginToken, signedInPage, visitorPage, waitForRemote } from '../support/roles';
import { bookThroughApi, laterDay, registerOwner, settle, suffix } from '../support/tour';

// Issue 17 item 8: the small texts people notice — dates, addresses, greetings, the pets list, toasts on phones.

/** A clinic date as every screen writes it: '2026-12-03' → 'Thu, 3 Dec 2026' (web-kit formatClinicDate). */
function clinicDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

test('the admin Appointments table writes dates as every other screen does ("Thu, 3 Dec 2026")', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await registerOwner(request, `Admin Date ${suffix()}`);
  const date = laterDay();
  const pet = `Datey${suffix()}`;
  await bookThroughApi(request, owner.token, date, pet);

  const page = await signedInPage(browser, 'admin', await loginToken(request, 'admin'));
  await page.goto('/admin-dashboard');
  await waitForRemote(page, REMOTE_OF_ROLE.admin);
  await page.getByRole('tab', { name: 'Appointments' }).click();
  const row = page.getByRole('row').filter({ hasText: pet });
  await expect(row).toBeVisible();
  await expect(row).toContainText(clinicDate(date));
  await expect(row).not.toContainText(date);
  await page.context().close();
});

test('the confirmation names the clinic address without repeating "Battaramulla"', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await registerOwner(request, `Address Owner ${suffix()}`);
  const appointment = await bookThroughApi(request, owner.token, laterDay(), `Addy${suffix()}`);
  const page = await signedInPage(browser, 'user', owner.token);
  // /confirmation shows the appointment the payment screen stored (spec: confirmedAppointment in session storage).
  await page.context().addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key!, value!),
    [STORAGE_KEYS.confirmedAppointment, JSON.stringify(appointment)],
  );
  await page.goto('/confirmation');
  await waitForRemote(page, REMOTE_OF_ROLE.user);
  const card = page.getByRole('article');
  await expect(card).toContainText('Battaramulla, Sri Lanka');
  await expect(card).not.toContainText('Battaramulla, Battaramulla');
  await page.context().close();
});

test('a brand-new owner is welcomed; an owner with a booking is welcomed back', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await registerOwner(request, `Newcomer ${suffix()}`);
  const page = await signedInPage(browser, 'user', owner.token);
  await page.goto('/dashboard');
  await waitForRemote(page, REMOTE_OF_ROLE.user);
  await expect(page.getByText(`Welcome to VetNow, ${owner.fullName}!`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  await bookThroughApi(request, owner.token, laterDay(), `Firsty${suffix()}`);
  await page.reload();
  await waitForRemote(page, REMOTE_OF_ROLE.user);
  await expect(page.getByText(`Welcome back, ${owner.fullName}!`)).toBeVisible();
  await page.context().close();
});

test('"Your Pets" lists the pet of a booking just made, not only pets remembered from earlier (cancelled) bookings', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await registerOwner(request, `Pets Owner ${suffix()}`);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const cancelledPet = `Gone${suffix()}`;
  const activePet = `Here${suffix()}`;
  const cancelled = await bookThroughApi(request, owner.token, laterDay(), cancelledPet);
  expect((await request.put(`/api/appointments/${cancelled._id}/cancel`, { headers: auth, data: {} })).status()).toBe(200);
  // The profile as it is while svc-auth has not yet applied the new booking's appointment.booked (event lag):
  // it remembers only the pet of the cancelled booking.
  await expect
    .poll(async () => ((await (await request.get('/api/users/profile', { headers: auth })).json()) as { pets: Array<{ name: string }> }).pets.map((p) => p.name))
    .toEqual([cancelledPet]);
  const profile = await (await request.get('/api/users/profile', { headers: auth })).json();
  await bookThroughApi(request, owner.token, laterDay(), activePet);

  const page = await signedInPage(browser, 'user', owner.token);
  await page.route('**/api/users/profile', (route) => route.fulfill({ json: profile }));
  await page.goto('/dashboard');
  await waitForRemote(page, REMOTE_OF_ROLE.user);
  await settle(page);
  const pets = page.getByRole('region', { name: 'Your Pets' });
  await expect(pets).toContainText(activePet);
  await expect(pets).toContainText(cancelledPet); // still the owner's pet
  await page.context().close();
});

test('on a phone a toast covers neither the logo, the Menu button nor the account menu', async ({ browser }) => {
  const page = await visitorPage(browser, VIEWPORTS.phone);
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Pet Owner' }).check();
  await page.getByLabel('Email or Username').fill(DEMO_OWNER.email);
  await page.getByLabel(/^Password/).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The whole toast card (icon, text, padding), not only its text.
  const toast = page.locator('[data-toaster] > div').filter({ hasText: 'Login successful!' });
  await expect(toast).toBeVisible();
  const header = page.getByRole('banner');
  const controls = [
    header.getByRole('link', { name: 'VetNow home' }),
    header.getByRole('button', { name: 'Menu', exact: true }),
    header.getByRole('button', { name: /^Account menu for/ }),
  ];
  const t = (await toast.boundingBox())!;
  for (const control of controls) {
    await expect(control).toBeVisible();
    const c = (await control.boundingBox())!;
    const overlaps = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
    expect(overlaps, `the toast (${JSON.stringify(t)}) covers ${await control.textContent()} (${JSON.stringify(c)})`).toBe(false);
  }
  await page.context().close();
});
