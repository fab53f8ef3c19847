import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeAnalyse } from './axe';
import { expect, type Page } from '@playwright/test';
import { lookAt } from './screenshots';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = ['shell/src', 'libs/web-kit/src', 'mf-owner/src', 'mf-doctor/src', 'mf-admin/src'];

function catalogueFiles(dir: string, name: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) catalogueFiles(path, name, out);
    else if (entry === name && dir.endsWith('i18n')) out.push(path);
  }
  return out;
}

function leaves(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
}

/** Every English catalogue value with at least two words of letters and no interpolation (whole sentences). */
export function englishSentences(): Set<string> {
  const values: string[] = [];
  for (const pkg of PACKAGES) {
    for (const file of catalogueFiles(join(ROOT, pkg), 'en.json')) leaves(JSON.parse(readFileSync(file, 'utf8')), values);
  }
  return new Set(values.filter((v) => !v.includes('{{') && /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(v) && !/VetNow/.test(v)).map((v) => v.trim()));
}

/** Text-bearing elements in the header and #main-content that are clipped, or wider than the viewport. */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const roots = [document.querySelector('header'), document.querySelector('#main-content')].filter(Boolean) as Element[];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
        const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (!own || el.offsetParent === null || el.clientWidth <= 1) continue; // sr-only texts are 1 px by design
        const style = getComputedStyle(el);
        const hidden = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflow);
        const rect = el.getBoundingClientRect();
        if ((hidden && el.scrollWidth > el.clientWidth + 1) || rect.right > window.innerWidth + 1 || rect.width > window.innerWidth + 1)
          found.push(el.innerText.trim().slice(0, 80));
      }
    }
    return found;
  });
}

export async function visibleEnglish(page: Page, english: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.offsetParent === null || parent.closest('[lang="en"]')) continue;
      const text = n.textContent!.trim();
      if (text) out.push(text);
    }
    return out;
  });
  return [...new Set(texts.filter((t) => english.has(t)))];
}

/** All checks of issue 13 on the current screen, plus its screenshot. */
export async function checkScreen(page: Page, language: string, width: number, screen: string, english: Set<string>): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await lookAt(page, `i18n-${language}-${width}-${screen}.png`, { fullPage: true });
  expect(await clippedTexts(page), 'clipped or overflowing texts').toEqual([]);
  expect(await visibleEnglish(page, english), 'English catalogue texts still visible').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  const axe = await axeAnalyse(page);
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  return axe.violations.filter((v) => !serious.includes(v)).map((v) => `${v.impact} ${v.id}`);
}
