// After `rspack build` of the shell (its package.json build script): writes the pages a visitor may open first,
// pre-rendered (issue 14, ADR 0030): dist/landing.html for `/`, dist/login.html and dist/register.html. The gateway
// serves each for its path; every other route keeps dist/index.html.
//  1. bundles src/prerender/page-html.tsx for Node with rspack (the app's own TypeScript and JSON, CSS ignored)
//     and renders each page with react-dom/server;
//  2. bundles src/prerender/page-boot.js (and its parts, src/prerender/page-boot/) to dist/js/page-boot.<hash>.js;
//  3. writes each page: index.html with the page inside #root and the shell's stylesheet inline in <head> (so the
//     page paints from its first response; the gateway's CSP allows that one <style> by its hash; a disabled link to
//     the same file beside it tells the app's CSS loader it is loaded, ADR 0091), and the boot
//     script instead of the app's entry script. The boot script loads the app on the first interaction (or at once
//     for a signed-in or non-English visitor), preloading the bootstrap's files beside it (ADR 0036).
//     - `/`: works without JavaScript, so it has no "needs JavaScript" note.
//     - `/login`, `/register`: the forms' fields and buttons are disabled in the HTML and enabled by the boot
//       script, so without JavaScript no form can be sent by the browser itself (which would put a password in an
//       address); what a visitor types before the app takes the page over is carried into the app's copy.
//  4. preloads the bootstrap's files (dist/critical-chunks.json, written by the build: ADR 0034) from index.html's
//     <head>, so the browser fetches them beside main.js instead of after it: on those routes nothing paints before
//     the app runs. The pre-rendered pages preload nothing in their HTML: they paint from it, and Lighthouse's model
//     counted the preloads against their first paint (FCP 0.7 → 1.0–1.9 s).
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CRITICAL_CHUNKS_FILE } from '@vetnow/web-build/critical-chunks';
import { buildInTemporaryDir, withNodeBundle } from '@vetnow/web-build/node-bundle';
import { sourceResolve, typescriptRule } from '@vetnow/web-build/source-rules';
import { BOOT_FAILED_TEMPLATE, withBootFailed } from '../src/prerender/boot-failed-template.mjs';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');

/** The offline page's body and title, rendered with the pages (renderOfflineBody). */
let offlinePage;
/** The layout a remote screen's frame is served in, its slot, and the routes that may have one (ADR 0083). */
let screenPage;

/** The markup of each pre-rendered page, from its React components, by path. */
async function renderPagesHtml(paths) {
  return withNodeBundle(appDir, './src/prerender/page-html.tsx', async (bundle) => {
    const pages = Object.fromEntries(paths.map((p) => [p, bundle.renderPage(p)]));
    offlinePage = await bundle.renderOfflinePage();
    screenPage = { layout: bundle.renderScreenLayout(), slot: bundle.SCREEN_FRAME_SLOT, routes: bundle.screenFrameRoutes() };
    return pages;
  });
}

/**
 * A classic script for the browser from `entry` and what it imports (TypeScript too), minified like the app's scripts,
 * with no loader runtime: it imports nothing at run time. The boot script (src/prerender/page-boot.js and its parts in
 * src/prerender/page-boot/: about 2.4 KiB gz; copied as written it was 4.6) and the offline page's script.
 */
function bundleClassicScript(name, entry) {
  const config = {
    mode: 'production',
    target: ['web', 'es2017'],
    context: appDir,
    entry: { [name]: entry },
    output: { filename: '[name].js', iife: true },
    resolve: sourceResolve(),
    module: { rules: [typescriptRule()] },
    devtool: false,
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
  return buildInTemporaryDir(config, (out) => readFileSync(path.join(out, `${name}.js`), 'utf8'));
}

/** The offline page's markup: renderPagesHtml renders it from the same bundle as the pages. */
async function renderOfflineBody() {
  if (!offlinePage) throw new Error('the offline page was not rendered');
  return offlinePage;
}

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The scripts and stylesheets among `files`, once each, in order: what a page preloads. */
const preloadable = (files) => [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));

/** `<link rel="preload">` for each script and stylesheet, in order. */
export function preloadLinks(files) {
  return preloadable(files)
    .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${escapeAttribute(file)}">`)
    .join('');
}

const PRELOAD_LINK = /<link rel="preload" [^>]*>/g;

export async function prerender() {
  // Without the preloads and the boot-failed template an earlier run of this script put in (it rewrites index.html itself).
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(PRELOAD_LINK, '').replace(BOOT_FAILED_TEMPLATE, '');
  const critical = JSON.parse(readFileSync(path.join(dist, CRITICAL_CHUNKS_FILE), 'utf8'));
  const withPreloads = (html, files) => html.replace('</title>', `</title>${preloadLinks(files)}`);
  const entry = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error('dist/index.html has no deferred entry script to replace');
  const mainSrc = entry[1] ?? entry[2];
  const stylesheet = readdirSync(path.join(dist, 'css')).find((f) => /^bootstrap\.[0-9a-f]+\.css$/.test(f));
  if (!stylesheet) throw new Error('dist/css/bootstrap.<hash>.css not found: the shell stylesheet moved (src/index.ts names the chunk)');

  const boot = await bundleClassicScript('page-boot', './src/prerender/page-boot.js');
  const bootFile = `js/page-boot.${hash(boot)}.js`;
  writeFileSync(path.join(dist, bootFile), boot);

  // The stylesheet inline: a page paints from its first response, without a second round trip. The gateway
  // allows exactly this <style> by its hash in the page's CSP (static-site.plugin.ts, inlineStyleHash).
  const css = readFileSync(path.join(dist, 'css', stylesheet), 'utf8');
  const head = withInlineStylesheet(index, css, stylesheet);
  const pages = await renderPagesHtml(Object.keys(PAGES));
  const written = [];
  // The boot script starts the app on the first interaction: it then preloads the bootstrap's files beside main.js
  // (not the stylesheet: the page has it inline).
  const scripts = critical.bootstrap.filter((file) => file !== `css/${stylesheet}`);
  const bootTag = `<script defer src="/${bootFile}" data-main="${escapeAttribute(mainSrc)}" data-preload="${escapeAttribute(preloadList(scripts))}"></script>`;
  for (const [route, { file, forms }] of Object.entries(PAGES)) {
    const page = pages[route];
    if (!page.startsWith('<div ')) throw new Error(`the markup of ${route} starts unexpectedly: ${page.slice(0, 80)}`);
    const marked = `<div data-prerendered-page="" ${page.slice('<div '.length)}`;
    const withPage = head.replace(/<div id="root"><\/div>/, `<div id="root" data-prerendered="">${forms ? disableForms(marked) : marked}</div>`);
    if (!withPage.includes('data-prerendered-page')) throw new Error('dist/index.html has no empty <div id="root"></div>');
    const html = (forms ? withPage : withPage.replace(/<noscript>[\s\S]*?<\/noscript>/, '')).replace(entry[0], bootTag);
    writeFileSync(path.join(dist, file), html);
    written.push(`${file} (${Buffer.byteLength(html)} B)`);
  }
  const indexHtml = withBootFailed(withPreloads(index, critical.bootstrap), stylesheet, (await renderOfflineBody()).body);
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  written.push(writeScreenPage(indexHtml, css, stylesheet));
  written.push(await writeOfflinePage(index, entry[0], stylesheet));
  return { written, bootFile, stylesheet };
}

/** The file the gateway serves a remote screen's frame in, and the file naming the routes that may have one. */
export const SCREEN_PAGE = 'screen.html';
export const SCREEN_FRAME_ROUTES = 'screen-frames.json';

/**
 * dist/screen.html and dist/screen-frames.json (issue 40, ADR 0083). The page is index.html as the app's other routes
 * get it (the entry script, the bootstrap's preloads, the boot failure text), with the shell's stylesheet inline and
 * `#root` holding the layout as the app first renders it, made inert until the app has it; the gateway puts the
 * route's screen frame into its slot and the frame's stylesheet beside the shell's, and serves that for the route.
 */
function writeScreenPage(indexHtml, css, stylesheet) {
  if (!screenPage?.layout.includes(screenPage.slot)) throw new Error('the screen layout has no frame slot');
  const layout = screenPage.layout.replace(/^<div /, '<div inert="" ');
  // The stylesheet is inline, so not preloaded: the app's loader takes it as loaded (withInlineStylesheet).
  const preload = `<link rel="preload" as="style" href="/css/${escapeAttribute(stylesheet)}">`;
  if (!indexHtml.includes(preload)) throw new Error(`dist/index.html does not preload css/${stylesheet}`);
  const html = withInlineStylesheet(indexHtml.replace(preload, ''), css, stylesheet).replace(/<div id="root"><\/div>/, `<div id="root">${layout}</div>`);
  if (!html.includes(screenPage.slot) || !html.includes('<style>')) throw new Error('dist/index.html changed shape: no screen page');
  writeFileSync(path.join(dist, SCREEN_PAGE), html);
  writeFileSync(path.join(dist, SCREEN_FRAME_ROUTES), JSON.stringify({ slot: screenPage.slot, routes: screenPage.routes }, null, 2));
  return `${SCREEN_PAGE} (${Buffer.byteLength(html)} B), ${SCREEN_FRAME_ROUTES} (${screenPage.routes.length} routes)`;
}

/**
 * dist/offline.html (issue 40, ADR 0065): what the service worker shows for a navigation that fails with no network.
 * Its text in the three languages (src/features/offline), the visitor's shown by its one script; the shell's
 * stylesheet and the Sinhala and Tamil font stylesheets linked, not inlined (the worker precaches them all), so the
 * page needs no CSP exception. No app script: offline, the app could not start anyway.
 */
async function writeOfflinePage(index, entryTag, stylesheet) {
  const script = await bundleClassicScript('offline-language', './src/prerender/offline-language.ts');
  const scriptFile = `js/offline-language.${hash(script)}.js`;
  writeFileSync(path.join(dist, scriptFile), script);
  const fontSheets = readdirSync(path.join(dist, 'css'))
    .filter((f) => f !== stylesheet && /@font-face[^}]*Noto Sans (Sinhala|Tamil)/.test(readFileSync(path.join(dist, 'css', f), 'utf8')))
    .sort();
  const links = [stylesheet, ...fontSheets].map((f) => `<link rel="stylesheet" href="/css/${escapeAttribute(f)}">`).join('');
  const { body, title } = await renderOfflineBody();
  const html = index
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>${links}`)
    .replace(/<div id="root"><\/div>/, `<main id="root">${body}</main>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(entryTag, `<script defer src="/${scriptFile}"></script>`);
  if (!html.includes('data-offline-language') || html.includes(entryTag)) throw new Error('dist/offline.html: index.html changed shape');
  writeFileSync(path.join(dist, 'offline.html'), html);
  return `offline.html (${Buffer.byteLength(html)} B)`;
}

const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The pre-rendered pages: the file each is written to, and whether it holds forms (a sign-in form needs the app:
 * its fields wait for the boot script, and the page keeps its "needs JavaScript" note).
 */
const PAGES = {
  '/': { file: 'landing.html', forms: false },
  '/login': { file: 'login.html', forms: true },
  '/register': { file: 'register.html', forms: true },
};

/**
 * The shell's stylesheet inline in `html`'s head, and beside it a *disabled* `<link rel="stylesheet">` to the same
 * file. The app's CSS loader (rspack's) takes a stylesheet link with the chunk's href as that chunk loaded, so it does
 * not fetch, parse and apply the same rules a second time when the app starts (10–15 ms of parse and a full style
 * recalculation in main.js's task, ADR 0091); a disabled stylesheet link is never fetched.
 */
export function withInlineStylesheet(html, css, stylesheet) {
  if (css.includes('</style')) throw new Error(`css/${stylesheet} contains "</style": it cannot be inlined`);
  return html.replace('</head>', `<style>${css}</style><link rel="stylesheet" href="/css/${escapeAttribute(stylesheet)}" disabled></head>`);
}

/** The files the boot script preloads when it starts the app, as one space-separated attribute value. */
export function preloadList(files) {
  return preloadable(files).join(' ');
}

/**
 * Every field and button inside the page's forms disabled and marked `data-until-boot`: without JavaScript they
 * stay disabled (the browser can never send the form itself, which would put a password in an address); the boot
 * script enables exactly those it marks.
 */
export function disableForms(html) {
  return html.replace(/<form\b[\s\S]*?<\/form>/g, (form) =>
    form.replace(/<(input|button|select|textarea)\b(?![^>]*\sdisabled(?:[=\s>]|\/>))/g, '<$1 disabled="" data-until-boot=""'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const r = await prerender();
  console.log(`✓ pre-rendered ${r.written.join(', ')} (${r.bootFile}, css/${r.stylesheet}) in ${Date.now() - t} ms`);
}
