import { expect, test } from '../support/test';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { openDays } from '../support/open-days';
import { VIEWPORTS, loginToken, waitForRemote } from '../support/roles';
import { pageWithSession } from '../support/sessions';
import { bookThroughApi, registerOwner } from '../support/tour';
import { lookAt } from '../support/screenshots';
import { mails, mailsTo } from '../support/mail';

// Issue 12, in-app notifications: a booking made through the API reaches svc-notify over the bus; the owner's bell
// shows it unread, lists it, and marking it read clears the count — at 390 and 1280 px — and the confirmation e-mail
// reaches the run's SMTP sink (support/smtp-sink.ts). The doctor's bell has the new booking too.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: a booking shows in the owner's bell, unread, until it is marked read`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { token, email } = await registerOwner(request, `Ruwani Bell ${name}`);
    const [day] = (await openDays(request, addDays(clinicTomorrow(), name === 'phone' ? 31 : 33), 1)) as [string];
    const visit = await bookThroughApi(request, token, day, 'Tikiri');
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
    await lookAt(page, `notifications-owner-${viewport.width}.png`);

    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    // The same booking's confirmation e-mail, accepted by the SMTP sink, with the visit's calendar file.
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => m.includes(`Subject: VetNow: Appointment confirmed - ${String(visit.appointmentId)}`)).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const [confirmation] = (await mailsTo(email)).filter((m) => m.includes('Appointment confirmed'));
    expect(confirmation).toContain('Content-Type: text/calendar');
    expect(confirmation).toMatch(/filename="?vetnow-appointment\.ics/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('the doctor hears of a booking in the next 24 hours in the bell; with e-mails turned off on /profile, not by e-mail', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const doctorToken = await loginToken(request, 'doctor');
  const auth = { Authorization: `Bearer ${doctorToken}` };
  const page = await pageWithSession(browser, doctorToken, 'doctor', VIEWPORTS.phone);
  try {
    // The doctor turns the booking e-mails off on /profile (saved as it changes).
    await page.goto('/profile');
    await waitForRemote(page, 'vetnow_doctor');
    const box = page.getByRole('checkbox', { name: 'Booking notices by e-mail' });
    await expect(box).toBeEnabled({ timeout: 30_000 });
    if (!(await box.isChecked())) await box.check(); // a run before this one may have left it off
    await box.uncheck();
    await expect(page.getByText('Your e-mail choice is saved.')).toBeVisible();
    await axeClean(page, "the doctor's /profile e-mail choice at 390px");
    await lookAt(page, 'doctor-profile-emails-390.png');

    // An owner books the doctor's earliest free slot from tomorrow on (bookings start tomorrow, clinic time).
    const { token, email } = await registerOwner(request, 'Sunil Tomorrow');
    const [day] = (await openDays(request, clinicTomorrow(), 1)) as [string];
    const visit = await bookThroughApi(request, token, day, 'Rex');
    const reference = String(visit.appointmentId);
    const soon = Date.parse(String(visit.startsAt)) - Date.now() <= 24 * 3600_000;
    // That owner's confirmation reaches the sink: svc-notify handled the booking.
    await expect.poll(async () => (await mailsTo(email)).filter((m) => m.includes(reference)).length, { timeout: 60_000 }).toBe(1);

    await page.goto('/doctor-dashboard');
    await waitForRemote(page, 'vetnow_doctor');
    const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    await expect(bell).toBeVisible({ timeout: 45_000 });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    // The rule: a doctor is told only of a visit within 24 hours of the booking (tomorrow's first slot is, from
    // about 09:00 clinic time on; before that it is not, and no notice is the right answer).
    if (soon) await expect(panel.getByText(new RegExp(`A new appointment \\(${reference}\\) is booked with you`))).toBeVisible({ timeout: 45_000 });
    else await expect(panel.getByText(new RegExp(`\\(${reference}\\)`))).toHaveCount(0);
    await lookAt(page, 'notifications-doctor-390.png');

    // No e-mail to the doctor about it. The sender sends in the order the e-mails were made: once a later
    // booking's confirmation has arrived, one queued with the first booking would have arrived before it.
    const later = await registerOwner(request, 'Sunil Later');
    const [laterDay] = (await openDays(request, addDays(clinicTomorrow(), 37), 1)) as [string];
    const laterVisit = await bookThroughApi(request, later.token, laterDay, 'Kitty');
    await expect.poll(async () => (await mailsTo(later.email)).filter((m) => m.includes(String(laterVisit.appointmentId))).length, { timeout: 60_000 }).toBe(1);
    expect((await mailsTo(DEMO_DOCTOR.email)).filter((m) => m.includes(reference))).toEqual([]);
  } finally {
    await request.put('/api/notifications/preferences', { headers: auth, data: { email: { updates: true } } });
    await page.context().close();
  }
});

test('the e-mail’s unsubscribe link stops booking updates without signing in; Profile shows it and turns them back on', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { token } = await registerOwner(request, 'Nadee Unsubscribe');
  const [day] = (await openDays(request, addDays(clinicTomorrow(), 35), 1)) as [string];
  const visit = await bookThroughApi(request, token, day, 'Bella');
  // svc-notify's confirmation reaches the run's SMTP sink; its footer has the link.
  let link = '';
  await expect
    .poll(async () => {
      for (const text of await mails()) {
        if (!text.includes(String(visit.appointmentId))) continue;
        // The footer's page link (the List-Unsubscribe header holds the /api one-click address).
        link = /(https?:\/\/[^\s"<>/]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(text)?.[1] ?? '';
      }
      return link;
    }, { timeout: 60_000 })
    .not.toBe('');

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    const visitor = await browser.newContext({ viewport });
    const page = await visitor.newPage();
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: 'Stop these e-mails?' })).toBeVisible();
    await axeClean(page, `/unsubscribe at ${viewport.width}px`);
    await lookAt(page, `unsubscribe-${viewport.width}.png`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('You will no longer get booking updates by e-mail.');
    await lookAt(page, `unsubscribe-done-${viewport.width}.png`);
    await visitor.close();
  }

  const page = await pageWithSession(browser, token, 'user', VIEWPORTS.phone);
  await page.goto('/profile');
  await waitForRemote(page, 'vetnow_owner');
  const updates = page.getByRole('checkbox', { name: 'Booking updates' });
  await expect(updates).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Visit reminders' })).toBeChecked();
  await page.getByRole('heading', { name: 'E-mails and SMS from VetNow' }).scrollIntoViewIfNeeded();
  await lookAt(page, 'profile-emails-390.png');
  await updates.check();
  await expect(page.getByText('Your e-mail choices are saved.')).toBeVisible();
  await expect(updates).toBeChecked();
  await page.context().close();
});
