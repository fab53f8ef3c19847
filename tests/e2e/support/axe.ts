import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * axe's source, evaluated only where the page has no axe yet: a single-page app's later screens reuse the axe its
 * first analysis loaded (a navigation loads it again). ADR 0077: with legacy mode, 2.1 s → 0.8 s an analysis.
 */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * CSS transitions and animations off while axe measures: a toast sliding in or fading out would otherwise be measured
 * at whatever opacity it has at that instant (a half-faded toast failed colour contrast), and a toast's four seconds
 * can end at any point of axe's own run, so waiting for animations first is a race. Off, every element is at its end
 * state: the toast shown is opaque, the toast leaving is at opacity 0 (hidden to axe), as a person sees them once they
 * settle. Reduced motion is emulated (the kit's transitions have `motion-reduce:` variants) and a constructed style
 * sheet (not an inline <style>, which the site's CSP refuses) stops the rest; both are undone afterwards.
 */
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * axe's WCAG 2.2 A/AA analysis of the page, every element at the end of its transitions. In legacy mode (`axe.run` in
 * the page): the default mode also opens a new tab per analysis to finish the run there, which exists for cross-origin
 * iframes, and no VetNow screen has one (ADR 0077). Only violations are built in full (`resultTypes`: axe then keeps
 * one node each for passes, incomplete and inapplicable, skipping the selectors of the rest), the only results any
 * test reads: 6–14 % less per analysis of `/` and `/register`, a violation still reported with every node.
 */
export async function axeAnalyse(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { __axeNoMotion?: CSSStyleSheet }).__axeNoMotion = sheet;
  }, NO_MOTION);
  try {
    return await new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .options({ resultTypes: ['violations'] })
      .analyze();
  } finally {
    await page
      .evaluate(() => {
        const sheet = (window as unknown as { __axeNoMotion?: CSSStyleSheet }).__axeNoMotion;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      })
      .catch(() => undefined);
    await page.emulateMedia({ reducedMotion: null }).catch(() => undefined);
  }
}

/** axe on the page as it is now (WCAG 2.2 AA rules): fails the test with each violation and where it was found. */
export async function axeClean(page: Page, where: string): Promise<void> {
  const result = await axeAnalyse(page);
  expect(result.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
