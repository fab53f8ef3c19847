import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { addDays, clinicInstant, clinicTomorrow, parseSlotLabel } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { axeClean } from '../support/axe';
import { collectPageErrors } from '../support/console-errors';
import { freeSlots, openDays } from '../support/open-days';
import { pageWithSession } from '../support/sessions';
import { bookThroughApi, registerOwner } from '../support/tour';
import { lookAt } from '../support/screenshots';

// Issue 12, add to calendar: an owner saves an upcoming visit from My Appointments as an .ics file; after the visit
// is moved the file has the same UID at the new time; a cancelled visit offers no calendar file. At 390 and 1280 px.

/** The first VEVENT's properties of an .ics file (lines unfolded, parameters dropped). */
function vevent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const body = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  return Object.fromEntries(body.map((l) => [l.slice(0, l.indexOf(':')).split(';')[0]!, l.slice(l.indexOf(':') + 1)]));
}
const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Clicks the card's Add to calendar and answers the saved file's name and event. */
async function saveFromCard(page: Page, cardName: RegExp): Promise<{ name: string; event: Record<string, string> }> {
  const button = page.getByRole('button', { name: cardName });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  return { name: download.suggestedFilename(), event: vevent(text) };
}

for (const width of [390, 1280]) {
  test(`${width}px: Add to calendar on an upcoming visit; the same entry at the new time after a reschedule; none once cancelled`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { token } = await registerOwner(request, 'Ishara Calendar');
    const [day, later] = (await openDays(request, addDays(clinicTomorrow(), width === 390 ? 25 : 27), 2)) as [string, string];
    const visit = await bookThroughApi(request, token, day, 'Kalu');
    const timeSlot = String(visit.timeSlot);
    const page = await pageWithSession(browser, token, 'user', { width, height: width === 390 ? 844 : 800 });
    const errors = collectPageErrors(page);

    await page.goto('/appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    const first = await saveFromCard(page, /^Add to calendar: the visit on /);
    expect(first.name).toMatch(/^vetnow-VN-[A-Z0-9]+\.ics$/);
    expect(first.event.UID).toBe(`${visit._id}@vetnow.lk`);
    expect(first.event.DTSTART).toBe(icsUtc(clinicInstant(day, parseSlotLabel(timeSlot)!)));
    expect(first.event.LOCATION).toContain('Battaramulla');
    expect(first.event.STATUS).toBe('CONFIRMED');
    await axeClean(page, `My Appointments with Add to calendar at ${width}px`);
    await lookAt(page, `add-to-calendar-${width}-my-appointments.png`, { fullPage: true });

    // The visit moves (as the admin or the owner's dialog would move it); the file saved again replaces the entry.
    const [newSlot] = await freeSlots(request, DEMO_DOCTOR.id, later);
    const moved = await request.put(`/api/appointments/${visit._id}/reschedule`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { appointmentDate: later, timeSlot: newSlot },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.reload();
    const second = await saveFromCard(page, /^Add to calendar: the visit on /);
    expect(second.event.UID).toBe(first.event.UID);
    expect(second.event.DTSTART).toBe(icsUtc(clinicInstant(later, parseSlotLabel(newSlot!)!)));
    expect(Number(second.event.SEQUENCE)).toBeGreaterThanOrEqual(Number(first.event.SEQUENCE));

    const cancelled = await request.put(`/api/appointments/${visit._id}/cancel`, { headers: { Authorization: `Bearer ${token}` } });
    expect(cancelled.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    await page.getByRole('group', { name: 'Filter appointments' }).getByRole('button', { name: /^Cancelled/ }).click();
    await expect(page.getByRole('article').first()).toContainText('Kalu');
    await expect(page.getByRole('button', { name: /^Add to calendar/ })).toHaveCount(0);
    expect(errors, testInfo.title).toEqual([]);
    await page.context().close();
  });
}
