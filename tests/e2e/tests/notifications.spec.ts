import { expect, test } from '@playwright/test';
import { addDays, clinicTomorrow } from '@vetnow/contracts/clinic-time';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { openDays } from '../support/open-days';
import { VIEWPORTS, loginToken, waitForRemote } from '../support/roles';
import { pageWithSession } from '../support/sessions';
import { bookThroughApi, registerOwner } from '../support/tour';

// Issue 12, in-app notifications: a booking made through the API reaches svc-notify over the bus; the owner's bell
// shows it unread, lists it, and marking it read clears the count — at 390 and 1280 px. The doctor's bell has the
// new booking too.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: a booking shows in the owner's bell, unread, until it is marked read`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { token } = await registerOwner(request, `Ruwani Bell ${name}`);
    const [day] = (await openDays(request, addDays(clinicTomorrow(), name === 'phone' ? 31 : 33), 1)) as [string];
    await bookThroughApi(request, token, day, 'Tikiri');
    const page = await pageWithSession(browser, token, 'user', viewport);
    const errors = collectPageErrors(page);

    await page.goto('/dashboard');
    await waitForRemote(page, 'vetnow_owner');
    // The event travels booking → NATS → svc-notify; the bell asks again every 30 s (and when opened).
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: 45_000 });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByText('Appointment confirmed')).toBeVisible();
    await expect(panel.getByText(/Your appointment with Dr\. .+ is booked for/)).toBeVisible();
    await axeClean(page, `the owner's notifications at ${viewport.width}px`);
    await page.screenshot({ path: `screenshots/notifications-owner-${viewport.width}.png` });

    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('the doctor is told of a new booking in the next 24 hours', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { token } = await registerOwner(request, 'Sunil Tomorrow');
  const [day] = (await openDays(request, clinicTomorrow(), 1)) as [string];
  await bookThroughApi(request, token, day, 'Rex');
  const page = await pageWithSession(browser, await loginToken(request, 'doctor'), 'doctor', VIEWPORTS.desktop);
  await page.goto('/doctor-dashboard');
  await waitForRemote(page, 'vetnow_doctor');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 45_000 });
  await bell.click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('New booking').first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/notifications-doctor-1280.png' });
  await page.context().close();
});
