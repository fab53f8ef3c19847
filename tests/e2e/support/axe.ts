import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for every finite animation and transition on the page to end (a toast sliding in or fading out is measured
 * by axe at whatever opacity it has at that instant: a half-faded toast fails colour contrast). Endless animations
 * (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** axe's WCAG 2.2 A/AA analysis of the page once its animations and transitions have ended. */
export async function axeAnalyse(page: Page) {
  await settled(page);
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
}

/** axe on the page as it is now (WCAG 2.2 AA rules): fails the test with each violation and where it was found. */
export async function axeClean(page: Page, where: string): Promise<void> {
  const result = await axeAnalyse(page);
  expect(result.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
