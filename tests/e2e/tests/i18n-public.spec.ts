import { expect, test } from '../support/test';
import { checkScreen, englishSentences } from '../support/i18n';

/** Issue 13: the public screens (landing, /doctors) in Sinhala and Tamil at 390 and 1280 px, switched with the top nav. */
const english = englishSentences();
for (const language of ['si', 'ta'] as const) {
  for (const width of [390, 1280]) {
    test(`${language} ${width}px: landing and /doctors`, async ({ page }) => {
      test.setTimeout(90_000); // two screens, each with a full-page screenshot and axe, on a busy CI machine
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // On a phone the switcher is in the Menu list; on a desktop it is in the header row.
      const switcher = page.getByRole('combobox', { name: 'Language' });
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(switcher.or(menu).first()).toBeVisible();
      if (!(await switcher.isVisible())) await menu.click();
      await switcher.selectOption(language);
      const minor = await checkScreen(page, language, width, 'landing', english);
      await page.goto('/doctors');
      minor.push(...(await checkScreen(page, language, width, 'doctors', english)));
      if (minor.length) console.log(`${language} ${width}: minor axe ${minor.join(', ')}`);
    });
  }
}
