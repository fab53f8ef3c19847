import { axeAnalyse } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import { VIEWPORTS, loginToken, signedInPage, visitorPage, type ViewportName } from '../support/roles';
import {
  bookThroughApi,
  laterDay,
  registerOwner,
  tourAdmin,
  tourDoctor,
  tourOwnerAfterBooking,
  tourOwnerBrowsing,
  tourPayment,
  tourVisitor,
  tourWizard,
  WALK_ONLY,
  type AtScreen,
} from '../support/tour';

// Issue 17 item 7: axe (WCAG 2.x A and AA rules) over every screen of every role — landing, login, register,
// doctors and the details dialog, each wizard step, questionnaire, payment, confirmation, dashboard, appointments,
// every profile tab, the doctor's and the admin's dashboards (every tab) — at a phone and a desktop width.
// Serious or critical violations fail the test, with every one listed.

const FAILING_IMPACTS = new Set(['serious', 'critical']);

function axeCollector(page: Page, width: ViewportName, problems: string[]): AtScreen {
  return async (slug) => {
    // From the top of the page: scrolled, the shell's sticky header lies over the content, and axe's target-size
    // counts the covered part of each control as lost (dequelabs/axe-core#3720) — a day button of the wizard's
    // calendar passing under the header failed "serious target-size" on some dates only.
    await page.evaluate(() => window.scrollTo(0, 0));
    const result = await axeAnalyse(page);
    for (const v of result.violations) {
      if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
      const where = v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
      problems.push(`${slug} @${width}: [${v.impact}] ${v.id}: ${v.help}\n    ${where.join('\n    ')}`);
    }
  };
}

for (const width of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`axe at ${VIEWPORTS[width].width} px`, () => {
    // Several screens per test, each analysed by axe on a shared, busy machine.
    test.describe.configure({ timeout: 120_000 });
    test('visitor: landing, login, register', async ({ browser }) => {
      const page = await visitorPage(browser, VIEWPORTS[width]);
      const problems: string[] = [];
      await tourVisitor(page, axeCollector(page, width, problems));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });

    // The owner's screens in four independent tests, each well under 30 s: a brand-new owner's first screens; the
    // wizard and the questionnaire; payment and confirmation (the wizard walked again, unlooked at); and an owner
    // with a booking (made through the API) on the screens after it.
    test('owner: a first visit — dashboard, doctors and the details dialog', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'user', (await registerOwner(request)).token, VIEWPORTS[width]);
      const problems: string[] = [];
      await tourOwnerBrowsing(page, axeCollector(page, width, problems));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });

    test('owner: every wizard step and the questionnaire', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'user', (await registerOwner(request)).token, VIEWPORTS[width]);
      const problems: string[] = [];
      await tourWizard(page, axeCollector(page, width, problems), laterDay(), true);
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });

    test('owner: payment, the card form and the confirmation', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'user', (await registerOwner(request)).token, VIEWPORTS[width]);
      const problems: string[] = [];
      await tourWizard(page, WALK_ONLY, laterDay(), true);
      await tourPayment(page, axeCollector(page, width, problems));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });

    test('owner: dashboard, appointments and every profile tab with a booking', async ({ browser, request }) => {
      const owner = await registerOwner(request);
      await bookThroughApi(request, owner.token, laterDay(), 'Bruno');
      const page = await signedInPage(browser, 'user', owner.token, VIEWPORTS[width]);
      const problems: string[] = [];
      await tourOwnerAfterBooking(page, axeCollector(page, width, problems));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });

    test('doctor: dashboard tabs and profile', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'doctor', await loginToken(request, 'doctor'), VIEWPORTS[width]);
      const problems: string[] = [];
      await tourDoctor(page, axeCollector(page, width, problems));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });

    test('admin: dashboard tabs and the Add Doctor dialog', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'admin', await loginToken(request, 'admin'), VIEWPORTS[width]);
      const problems: string[] = [];
      await tourAdmin(page, axeCollector(page, width, problems));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });
  });
}
