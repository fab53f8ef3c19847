// After the shell's build and pre-render (its package.json build script): the installable app's files (issue 40,
// ADR 0065).
//  1. dist/manifest.webmanifest (name, colours, icons) and dist/icons/*.png (committed PNGs in src/assets/icons,
//     made by scripts/make-icons.mjs from the site's logo);
//  2. dist/sw.js: src/service-worker/sw.ts bundled for a worker with Workbox, given the list of the shell's files to
//     precache (url + revision: none for a content-hashed name, a hash of the content for any other). Any change to
//     the shell's build changes that list, so sw.js changes and browsers install the new worker.
// Never precached: the pages (always from the network), the remotes (they redeploy on their own), build metadata.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { THEME_COLOR } from '@vetnow/web-build/create-app-config';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');
const ICONS = path.join(appDir, 'src/assets/icons');

export const SW_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
export const BACKGROUND_COLOR = '#f8fafc'; // slate-50, the page background (index.html's <body>)

/** The web app manifest: what a browser needs to install VetNow (Lighthouse's installability checks). */
export function webAppManifest() {
  const icon = (size, purpose) => ({
    src: `/icons/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    name: 'VetNow',
    short_name: 'VetNow',
    description: 'Book a veterinarian in Battaramulla, Sri Lanka.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}

/** Names that carry a content hash (the build's js/, css/ and assets/): the URL alone identifies the content. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Which of the shell's built files the worker precaches (paths relative to dist/, `/`-separated): scripts,
 * stylesheets, the woff2 fonts (every browser with service workers reads woff2), icons, the manifest and the
 * offline page. Not the pages, the build's metadata, sw.js itself or the woff fallbacks.
 */
export function isPrecached(rel) {
  if (rel === 'offline.html' || rel === MANIFEST_FILE) return true;
  if (/^js\/[^/]+\.js$/.test(rel) || /^css\/[^/]+\.css$/.test(rel)) return true;
  if (/^assets\/[^/]+\.woff2$/.test(rel)) return true;
  return /^icons\/[^/]+\.png$/.test(rel);
}

/** The precache list of a built dist/: `{ url, revision }`, revision null for a content-hashed name. */
export function precacheManifest(root = dist) {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((rel) => statSync(path.join(root, rel)).isFile() && isPrecached(rel))
    .sort();
  return files.map((rel) => ({
    url: `/${rel}`,
    revision: HASHED.test(path.posix.basename(rel)) ? null : createHash('sha256').update(readFileSync(path.join(root, rel))).digest('hex').slice(0, 16),
  }));
}

function writeManifestAndIcons() {
  mkdirSync(path.join(dist, 'icons'), { recursive: true });
  for (const icon of readdirSync(ICONS).filter((f) => f.endsWith('.png'))) copyFileSync(path.join(ICONS, icon), path.join(dist, 'icons', icon));
  writeFileSync(path.join(dist, MANIFEST_FILE), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
}

async function bundleWorker(manifest) {
  const stats = await new Promise((resolve, reject) =>
    rspack({
      mode: 'production',
      target: 'webworker',
      context: appDir,
      entry: { sw: './src/service-worker/sw.ts' },
      output: { path: dist, filename: SW_FILE, publicPath: '/', clean: false, iife: true },
      resolve: { extensions: ['.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.js'] } },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [new rspack.DefinePlugin({ __PRECACHE_MANIFEST__: JSON.stringify(manifest) })],
      optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
      devtool: false,
      performance: { hints: false },
    }).run((err, result) => (err ? reject(err) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const emitted = Object.keys(stats.toJson({ assets: true }).assetsByChunkName ?? {});
  if (!emitted.includes('sw')) throw new Error('the service worker bundle was not emitted');
}

export async function buildServiceWorker() {
  writeManifestAndIcons();
  const manifest = precacheManifest();
  if (!manifest.some((e) => e.url === '/offline.html')) throw new Error('dist/offline.html is missing: run scripts/prerender.mjs first');
  await bundleWorker(manifest);
  const bytes = manifest.reduce((sum, e) => sum + statSync(path.join(dist, e.url.slice(1))).size, 0);
  return { entries: manifest.length, bytes, swBytes: statSync(path.join(dist, SW_FILE)).size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const r = await buildServiceWorker();
  console.log(`✓ ${SW_FILE} (${r.swBytes} B) precaching ${r.entries} files (${Math.round(r.bytes / 1024)} KiB), ${MANIFEST_FILE} in ${Date.now() - t} ms`);
}
