import { expect, test, type Browser, type Page } from '../support/test';
import { clinicTomorrow, clinicYearMonth } from '@vetnow/domain/clinic-time';
import type { SavedCard } from '@vetnow/contracts/card';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import type { DiagnosisSummary } from '@vetnow/contracts/questionnaire';
import { collectPageErrors } from '../support/console-errors';
import { addCardInProfile } from '../support/hosted-checkout';
import { openDay } from '../support/open-days';
import { DEFAULT_VIEWPORT, pageWithSession } from '../support/sessions';
import { registerOwner, suffix } from '../support/tour';

// The owner's /profile tabs other than Profile, end to end. A new owner registered through the API books one of
// tomorrow's free slots of the demo doctor with questionnaire answers (POST /api/appointments/book with diagnosisData).
// In the browser the Payment Methods tab adds a card on PayHere's preapproval page (the local gateway; ADR 0053), shows
// it and deletes it (confirm dialog, toast, gone — also on the server), the Appointments tab shows the visit and the
// Health Records tab shows its record with the triage summary.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Polls `call` until it answers `status` (services learn of a new owner through JetStream); fails with the last answer. */
async function until(status: number, what: string, call: () => Promise<{ status(): number; text(): Promise<string> }>) {
  let last = '';
  await expect
    .poll(
      async () => {
        const answer = await call();
        last = `${answer.status()} ${await answer.text()}`;
        return answer.status();
      },
      { timeout: 30_000, message: what },
    )
    .toBe(status)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nlast answer: ${last}`);
    });
}

/** A page signed in with `token` at Playwright's default viewport, stored as the shell stores it (once per tab). */
async function ownerPage(browser: Browser, token: string): Promise<Page> {
  return pageWithSession(browser, token, 'user', DEFAULT_VIEWPORT);
}

test("the owner's Payment Methods, Appointments and Health Records tabs", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = suffix();
  const holder = `Tabs Owner ${id}`;
  const pet = `Milo${id}`;
  const { token } = await registerOwner(request, holder);
  const expiry = `12/${String((clinicYearMonth(new Date()).year + 3) % 100).padStart(2, '0')}`;
  const cardNumber = '4916 2175 0161 1292'; // PayHere's sandbox Visa that succeeds
  const tomorrow = await openDay(request, clinicTomorrow()); // tomorrow, or the first open day after it

  const slot = await test.step('the owner books a visit with questionnaire answers through the API', async () => {
    const slots = await request.get(`/api/doctors/${DEMO_DOCTOR.id}/slots`, { params: { date: tomorrow } });
    expect(slots.status()).toBe(200);
    const free = ((await slots.json()) as Array<{ time: string; isBooked: boolean }>).filter((s) => !s.isBooked);
    expect(free.length).toBeGreaterThan(0);
    const time = free[0]!.time;
    await until(201, `booking ${time}`, () =>
      request.post('/api/appointments/book', {
        headers: auth(token),
        data: {
          doctorId: DEMO_DOCTOR.id,
          appointmentDate: tomorrow,
          timeSlot: time,
          pet: { name: pet, type: 'Dog', breed: 'Beagle', age: 2 },
          reason: 'Tired and eating less',
          paymentMethod: 'cash',
          diagnosisData: { generalHealth: { appetite: 'Decreased', energy: 'Low' }, symptoms: { limping: true } },
        },
      }),
    );
    return time;
  });

  // The triage the server recorded for the answers: the tab must show exactly this summary.
  const records = await request.get('/api/users/diagnosis-summaries', { headers: auth(token) });
  expect(records.status()).toBe(200);
  const [record] = (await records.json()) as DiagnosisSummary[];
  expect(record?.summary).toMatch(/urgency/i);

  const page = await ownerPage(browser, token);
  const errors = collectPageErrors(page);

  await test.step('Payment Methods adds a card on PayHere\'s page, shows it and deletes it after confirming', async () => {
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=payment-methods$/);
    await addCardInProfile(page, cardNumber, holder);
    const card = page.getByRole('list', { name: 'Saved cards' }).getByRole('article', { name: 'Visa' });
    await expect(card).toContainText('•••• 1292');
    await expect(card).toContainText(expiry);
    await expect(card).toContainText(holder);

    await card.getByRole('button', { name: 'Delete the Visa card ending in 1292' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete card' });
    await expect(dialog).toContainText('Are you sure you want to delete this card?');
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByText('Card deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No saved cards' })).toBeVisible();

    const left = await request.get('/api/payments/saved-cards', { headers: auth(token) });
    expect((await left.json()) as SavedCard[]).toEqual([]);
  });

  await test.step('Appointments shows the visit', async () => {
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const visit = page.getByRole('article').filter({ hasText: `${pet} · Dog · Beagle · 2 years` });
    await expect(visit).toHaveCount(1);
    await expect(visit.getByRole('heading', { level: 3 })).toHaveText(DEMO_DOCTOR.fullName);
    await expect(visit).toContainText(slot);
    await expect(visit).toContainText('Scheduled');
    await expect(visit).toContainText('Pre-consultation completed');
  });

  await test.step('Health Records shows the record with the triage summary', async () => {
    await page.getByRole('tab', { name: 'Health Records' }).click();
    await expect(page.getByText('1 record', { exact: true })).toBeVisible();
    const entry = page.getByRole('list', { name: 'Health records' }).getByRole('article', { name: pet });
    await expect(entry).toContainText(DEMO_DOCTOR.fullName);
    await expect(entry).toContainText('Complete');
    await expect(entry.getByText(record!.summary, { exact: true })).toBeVisible();
    await expect(entry.getByText(/^(High|Medium|Low) urgency$/)).toBeVisible();
    await expect(entry.getByRole('listitem')).toHaveText(record!.recommendations);
    await expect(entry.getByText('Appetite', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Decreased');
    await expect(entry.getByText('Energy level', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Low');

    // A reload keeps the tab (?tab=) and the record.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Health Records' })).toHaveAttribute('aria-selected', 'true');
    await expect(entry).toBeVisible();
  });

  expect(errors).toEqual([]);
  await page.context().close();
});
