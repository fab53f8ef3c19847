import { expect, test, type Page } from '../support/test';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { text } from '../support/catalogues';
import { checkScreen, englishSentences } from '../support/i18n';
import { openDays } from '../support/open-days';
import { loginToken, REMOTE_OF_ROLE, signedInPage, waitForRemote } from '../support/roles';
import { bookThroughApi, registerOwner } from '../support/tour';

/**
 * Issue 13: the main journeys in Sinhala and in Tamil, at 390 and 1280 px — a visitor switches language on the
 * landing page, registers, finds a vet and opens the wizard; an owner books with the questionnaire, pays at the
 * clinic and opens My Appointments;
 * and (a test of its own, on an owner's booking made through the API) the doctor and the admin read their dashboards
 * in the same language. Every screen: <html lang>, no
 * clipped or overflowing text, no English catalogue sentence, no English date or time, axe (serious/critical
 * fail), a full-page screenshot (tests/e2e/screenshots/i18n-<lang>-<width>-<screen>.png).
 */
const english = englishSentences();
const BOOKING = 'mf-owner/src/features/booking';
/** A remote's first screen in a language loads its code and its catalogues: slower than English on a busy CI machine. */
async function remoteScreen(page: Page, container: string): Promise<void> {
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await waitForRemote(page, container);
}

const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun';
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
/** Whole English weekday and month names or abbreviations (not a name such as Sunil), or a 12-hour time. */
const LATIN_DATE = new RegExp(`\\b(?:${WEEKDAYS}|${MONTHS})\\b|\\b\\d{1,2}:\\d{2}\\s?(?:AM|PM)\\b`);

/** Dates and times still written in English on the screen (month or weekday names, 12-hour `AM`/`PM`). */
async function englishDates(page: Page): Promise<string[]> {
  const texts = await page.locator('#main-content').evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent!.trim();
      if (t && n.parentElement?.offsetParent !== null) out.push(t);
    }
    for (const el of Array.from(root.querySelectorAll('[aria-label]'))) out.push(el.getAttribute('aria-label')!);
    return out;
  });
  return texts.filter((t) => LATIN_DATE.test(t));
}

async function check(page: Page, language: string, width: number, screen: string, minor: string[]): Promise<void> {
  await test.step(`${screen}: checked`, async () => {
    expect(await englishDates(page), `English dates or times on ${screen}`).toEqual([]);
    minor.push(...(await checkScreen(page, language, width, screen, english)).map((m) => `${screen}: ${m}`));
  });
}

/** The language switcher (in the Menu on a phone) set to `language`. */
async function switchLanguage(page: Page, language: string): Promise<void> {
  const current = (await page.locator('html').getAttribute('lang')) ?? 'en';
  const switcher = page.getByRole('combobox', { name: text(current, 'shell/src/app', 'language.label'), exact: true });
  const menu = page.locator('header').getByRole('button', { name: text(current, 'shell/src/app', 'nav.menu'), exact: true });
  await expect(switcher.or(menu).first()).toBeVisible();
  if (!(await switcher.isVisible())) await menu.click();
  await switcher.selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Close the phone's Menu again (its button is now named in the new language).
  const menuNow = page.locator('header').getByRole('button', { name: text(language, 'shell/src/app', 'nav.menu'), exact: true });
  if ((await menuNow.isVisible()) && (await menuNow.getAttribute('aria-expanded')) === 'true') await menuNow.click();
}

/** The wizard's first step in `language`: `day` in the calendar (months ahead as needed) and its first morning slot. */
async function chooseSlot(page: Page, language: string, day: string): Promise<void> {
  const t = (key: string) => text(language, BOOKING, key);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  const dayButton = page.locator(`button[data-date="${day}"]`);
  for (let i = 0; i < 3 && !(await dayButton.isVisible()); i++) await page.getByRole('button', { name: t('calendar.nextMonth') }).click();
  await dayButton.click();
  const free = page.getByRole('region', { name: t('slots.morning') }).getByRole('button', { disabled: false }).first();
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');
}

for (const language of ['si', 'ta'] as const) {
  for (const width of [390, 1280]) {
    // The owner's journey in two tests, each well under 30 s: registering through the form up to the wizard's first
    // step, and (an owner registered through the API) the booking from the wizard to My Appointments.
    test(`${language} ${width}px: switch language, register, the dashboard, find a vet, the wizard's first step`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const minor: string[] = [];
      const t = (feature: string, key: string, values?: Record<string, string>) => text(language, feature, key, values);
      // A day of its own per language and width, away from the other specs' bookings (they book up to +20 days).
      const offset = 33 + (language === 'si' ? 0 : 4) + (width === 390 ? 0 : 2);
      const [day] = (await openDays(request, addDays(clinicTomorrow(), offset), 1, DEMO_DOCTOR.id)) as [string];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const suffix = `${language}${width}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

      await test.step('a visitor switches language on the landing page and registers', async () => {
        await page.goto('/');
        await switchLanguage(page, language);
        await page.goto('/register');
        const auth = 'shell/src/features/auth';
        const field = (key: string) => page.getByRole('textbox', { name: t(auth, key), exact: true });
        await field('register.username').fill(`owner_${suffix}`);
        await field('register.email').fill(`owner-${suffix}@example.lk`);
        await field('register.fullName').fill('Kumari Jayasekara'); // not a name the catalogues use
        await field('register.contactNumber').fill('0771234567');
        await field('register.city').fill('Battaramulla');
        await field('register.password').fill('lotus-pond-7');
        await field('register.confirmPassword').fill('lotus-pond-7');
        await check(page, language, width, 'register', minor);
        await page.getByRole('button', { name: t(auth, 'register.submit') }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await remoteScreen(page, REMOTE_OF_ROLE.user);
        await check(page, language, width, 'owner-dashboard', minor);
      });

      await test.step("finds a vet and chooses a slot in the wizard's first step", async () => {
        await page.goto('/doctors');
        await expect(page.getByRole('heading', { level: 1, name: t('mf-owner/src/features/doctors', 'title') })).toBeVisible();
        await check(page, language, width, 'doctors', minor);
        await page.getByRole('link', { name: t('mf-owner/src/features/doctors', 'card.bookLabel', { name: DEMO_DOCTOR.fullName }) }).first().click();
        await chooseSlot(page, language, day);
        await check(page, language, width, 'wizard-step-1', minor);
      });
      await context.close();
      if (minor.length) console.log(`${language} ${width}: minor axe ${minor.join(', ')}`);
    });

    test(`${language} ${width}px: book with the questionnaire, paying at the clinic, then My Appointments`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const minor: string[] = [];
      const t = (feature: string, key: string, values?: Record<string, string>) => text(language, feature, key, values);
      // Its own day, one past the first test's.
      const offset = 34 + (language === 'si' ? 0 : 4) + (width === 390 ? 0 : 2);
      const [day] = (await openDays(request, addDays(clinicTomorrow(), offset), 1, DEMO_DOCTOR.id)) as [string];
      const owner = await registerOwner(request, 'Kumari Jayasekara');
      const page = await signedInPage(browser, 'user', owner.token, { width, height: 900 });

      await test.step('the owner switches language and books with the questionnaire, paying at the clinic', async () => {
        await page.goto('/dashboard');
        await remoteScreen(page, REMOTE_OF_ROLE.user);
        await switchLanguage(page, language);
        await page.goto(`/book-appointment/${DEMO_DOCTOR.id}`);
        await chooseSlot(page, language, day);
        const next = page.getByRole('button', { name: t(BOOKING, 'actions.next'), exact: true });
        await next.click();

        await page.getByLabel(t(BOOKING, 'pet.name')).fill('Bruno');
        await page.getByLabel(t(BOOKING, 'pet.type')).selectOption('Dog');
        await page.getByLabel(t(BOOKING, 'pet.age')).fill('4');
        await page.getByLabel(t(BOOKING, 'pet.reason')).fill('Limping');
        await check(page, language, width, 'wizard-step-2', minor);
        await next.click();
        await expect(page.getByRole('button', { name: t(BOOKING, 'actions.continue') })).toBeVisible();
        await check(page, language, width, 'wizard-step-3', minor);
        await page.getByRole('button', { name: t(BOOKING, 'actions.continue') }).click();

        const questionnaire = 'mf-owner/src/features/questionnaire';
        await expect(page).toHaveURL(/\/diagnosis-questionnaire$/);
        await expect(page.getByRole('heading', { level: 1, name: t(questionnaire, 'title') })).toBeVisible();
        await page.getByLabel(t(questionnaire, 'fields.generalHealth.appetite')).selectOption({ index: 2 });
        await check(page, language, width, 'questionnaire', minor);
        const submit = page.getByRole('button', { name: t(questionnaire, 'actions.submit') });
        for (let step = 1; step < 7 && !(await submit.isVisible()); step++) {
          await page.getByRole('button', { name: t(questionnaire, 'actions.next'), exact: true }).click();
        }
        await submit.click();

        const payment = 'mf-owner/src/features/payment';
        await expect(page).toHaveURL(/\/payment$/);
        await page.getByRole('button', { name: t(payment, 'choose.cash') }).click();
        await check(page, language, width, 'payment', minor);
        await page.getByRole('button', { name: t(payment, 'cash.confirm') }).click();

        await expect(page).toHaveURL(/\/confirmation$/, { timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: t('mf-owner/src/features/confirmation', 'outcome.confirmed.heading') })).toBeVisible();
        await check(page, language, width, 'confirmation', minor);
      });

      await test.step('My Appointments', async () => {
        await page.goto('/appointments');
        await expect(page.getByRole('heading', { level: 1, name: t('mf-owner/src/features/appointments', 'title') })).toBeVisible();
        await expect(page.locator('#main-content')).toContainText('Bruno');
        await check(page, language, width, 'appointments', minor);
      });
      await page.context().close();
      if (minor.length) console.log(`${language} ${width}: minor axe ${minor.join(', ')}`);
    });

    test(`${language} ${width}px: the doctor's and the admin's dashboards, with an owner's booking`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const minor: string[] = [];
      const viewport = { width, height: 900 };
      // The owner's booking the doctor sees (the owner's own journey through the screens is the test above).
      const offset = 33 + (language === 'si' ? 0 : 4) + (width === 390 ? 0 : 2);
      const [day] = (await openDays(request, addDays(clinicTomorrow(), offset), 1, DEMO_DOCTOR.id)) as [string];
      const owner = await registerOwner(request, 'Kumari Jayasekara');
      await bookThroughApi(request, owner.token, day, 'Bruno');

      // Staff: the switcher also saves the account's language (PUT /auth/language); put it back afterwards, as the
      // other specs read the demo accounts in English (this worker's stack is its own, and its tests run one at a time).
      for (const role of ['doctor', 'admin'] as const) {
        await test.step(`${role} dashboard`, async () => {
          const token = await loginToken(request, role);
          const staff = await signedInPage(browser, role, token, viewport);
          try {
            await staff.goto(role === 'doctor' ? '/doctor-dashboard' : '/admin-dashboard');
            await remoteScreen(staff, REMOTE_OF_ROLE[role]);
            await switchLanguage(staff, language);
            await remoteScreen(staff, REMOTE_OF_ROLE[role]);
            if (role === 'doctor') await expect(staff.locator('#main-content')).toContainText(/Bruno/);
            await check(staff, language, width, `${role}-dashboard`, minor);
          } finally {
            await request.put('/api/auth/language', { data: { language: 'en' }, headers: { authorization: `Bearer ${token}` } });
            await staff.context().close();
          }
        });
      }
      if (minor.length) console.log(`${language} ${width}: minor axe ${minor.join(', ')}`);
    });
  }
}
