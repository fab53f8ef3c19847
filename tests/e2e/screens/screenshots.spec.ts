import { test } from '../support/test';
import { VIEWPORTS, loginToken, signedInPage, visitorPage, type ViewportName } from '../support/roles';
import { registerOwner, tourAdmin, tourDoctor, tourOwner, tourStaff, tourVisitor, type AtScreen } from '../support/tour';
import { screenshotPath } from '../support/screenshots';

// Every screen of every role at 390 px and 1280 px, saved as tests/e2e/screenshots/<role>-<screen>-<width>.png (full
// page), to look at (git-ignored; nothing is compared). Not a test, so not part of `npm test` (issue 37): run
// `npm run screenshots` after changing a screen, and open the pictures.

function shooter(page: import('@playwright/test').Page, role: string, width: ViewportName): AtScreen {
  return async (slug) => {
    await page.screenshot({ path: screenshotPath(`${role}-${slug}-${VIEWPORTS[width].width}.png`), fullPage: true, animations: 'disabled' });
  };
}

for (const width of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`screenshots at ${VIEWPORTS[width].width} px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test('visitor', async ({ browser }) => {
      const page = await visitorPage(browser, VIEWPORTS[width]);
      await tourVisitor(page, shooter(page, 'visitor', width));
      await page.context().close();
    });

    test('owner', async ({ browser, request }) => {
      test.setTimeout(240_000);
      const owner = await registerOwner(request);
      const page = await signedInPage(browser, 'user', owner.token, VIEWPORTS[width]);
      await tourOwner(page, shooter(page, 'owner', width));
      await page.context().close();
    });

    test('doctor', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'doctor', await loginToken(request, 'doctor'), VIEWPORTS[width]);
      await tourDoctor(page, shooter(page, 'doctor', width));
      await page.context().close();
    });

    test('admin', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'admin', await loginToken(request, 'admin'), VIEWPORTS[width]);
      await tourAdmin(page, shooter(page, 'admin', width));
      await page.context().close();
    });

    test('front desk', async ({ browser, request }) => {
      const page = await signedInPage(browser, 'staff', await loginToken(request, 'staff'), VIEWPORTS[width]);
      await tourStaff(page, shooter(page, 'staff', width));
      await page.context().close();
    });
  });
}
