// Makes the installable app's icons (src/assets/icons/*.png, committed) from the site's logo — a teal-700 tile with a
// white "V" — by rendering it in Chromium (Playwright). Run again only when the logo changes:
// node shell/scripts/make-icons.mjs
//  - icon-<size>.png, purpose "any": the tile with its rounded corners;
//  - icon-maskable-<size>.png, purpose "maskable": the tile full-bleed (a launcher crops it to its own shape), the
//    "V" inside the central 80 % circle that every mask keeps (the "safe zone").
// And the PNGs the pages inline as data URLs (src/assets/inline/*.png), never an SVG image: each SVG image costs
// Chromium an SVG document of its own, built on the main thread (5–40 ms on a phone, ADR 0090):
//  - favicon-32.png: the tile at 32 px, the favicon of every page (web-build's index.html);
//  - calendar-picker.png: Chromium's own calendar icon of a date field, drawn at 3x (styles.css).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { THEME_COLOR } from '@vetnow/web-build/create-app-config';

const out = path.resolve(import.meta.dirname, '../src/assets/icons');
const inline = path.resolve(import.meta.dirname, '../src/assets/inline');
const V = `<path d="M9 12l7 11 7-11" fill="none" stroke="white" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

export function logoSvg({ maskable }) {
  const tile = maskable ? `<rect width="32" height="32" fill="${THEME_COLOR}"/>` : `<rect width="32" height="32" rx="8" fill="${THEME_COLOR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${V}</svg>`;
}

/** Chromium's date field icon (its html.css, fill WindowText: black without a dark colour scheme), at 3x its 16×15. */
const CALENDAR_PICKER = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="45" viewBox="0 0 24 24"><path fill="#000" d="M20 3h-1V1h-2v2H7V1H5v2H4c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 18H4V8h16v13z"/></svg>`;

/** `svg` (with its own width and height) as a PNG at `file`, its background transparent. */
async function shoot(browser, svg, [width, height], file) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: file, omitBackground: true });
  await page.close();
  console.log(`✓ ${path.relative(process.cwd(), file)}`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(out, { recursive: true });
  mkdirSync(inline, { recursive: true });
  const sized = (svg, size) => svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      await shoot(browser, sized(logoSvg({ maskable }), size), [size, size], path.join(out, `icon-${maskable ? 'maskable-' : ''}${size}.png`));
    }
  }
  await shoot(browser, sized(logoSvg({ maskable: false }), 32), [32, 32], path.join(inline, 'favicon-32.png'));
  await shoot(browser, CALENDAR_PICKER, [48, 45], path.join(inline, 'calendar-picker.png'));
} finally {
  await browser.close();
}
