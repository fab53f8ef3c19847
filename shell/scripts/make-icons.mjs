// Makes the installable app's icons (src/assets/icons/*.png, committed) from the site's logo — the favicon in
// libs/web-build/src/index.html: a teal-700 tile with a white "V" — by rendering it in Chromium (Playwright).
// Run again only when the logo changes: node shell/scripts/make-icons.mjs
//  - icon-<size>.png, purpose "any": the tile with its rounded corners, as the favicon;
//  - icon-maskable-<size>.png, purpose "maskable": the tile full-bleed (a launcher crops it to its own shape), the
//    "V" inside the central 80 % circle that every mask keeps (the "safe zone").
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { THEME_COLOR } from '@vetnow/web-build/create-app-config';

const out = path.resolve(import.meta.dirname, '../src/assets/icons');
const V = `<path d="M9 12l7 11 7-11" fill="none" stroke="white" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

export function logoSvg({ maskable }) {
  const tile = maskable ? `<rect width="32" height="32" fill="${THEME_COLOR}"/>` : `<rect width="32" height="32" rx="8" fill="${THEME_COLOR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${V}</svg>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(out, { recursive: true });
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = logoSvg({ maskable }).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      const file = path.join(out, `icon-${maskable ? 'maskable-' : ''}${size}.png`);
      await page.locator('svg').screenshot({ path: file, omitBackground: true });
      await page.close();
      console.log(`✓ ${path.relative(process.cwd(), file)}`);
    }
  }
} finally {
  await browser.close();
}
