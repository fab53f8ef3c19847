// After `rspack build` of the shell (its package.json build script): writes dist/landing.html, the landing page
// pre-rendered (issue 14, ADR 0029). The gateway serves it for `/`; every other route keeps dist/index.html.
//  1. bundles src/prerender/landing-html.tsx for Node with rspack (the app's own TypeScript and JSON, CSS ignored)
//     and renders the page with react-dom/server;
//  2. copies src/prerender/landing-boot.js to dist/js/landing-boot.<hash>.js;
//  3. writes index.html with the page inside #root, the shell's stylesheet inline in <head> (so the page paints
//     from its first response; the gateway's CSP allows that one <style> by its hash) and the boot script instead
//     of the app's entry script, which the boot script loads on the first interaction (or at once for a signed-in
//     or non-English visitor).
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');

/** The markup of the landing page, from its React components. */
async function renderLandingHtml() {
  const out = mkdtempSync(path.join(tmpdir(), 'vetnow-prerender-'));
  try {
    const stats = await new Promise((resolve, reject) =>
      rspack({
        mode: 'production',
        target: 'node',
        context: appDir,
        entry: { 'landing-html': './src/prerender/landing-html.tsx' },
        output: { path: out, filename: '[name].cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' } },
        resolve: {
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', '...'],
        },
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              exclude: /node_modules/,
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2022',
                },
              },
              type: 'javascript/auto',
            },
            // Styles are the browser's business: the stylesheet the client build made is linked instead.
            { test: /\.css$/, type: 'asset/source' },
            { test: /\.(woff2?|ttf|svg|png)$/, type: 'asset/inline' },
          ],
        },
        optimization: { minimize: false, splitChunks: false },
        performance: { hints: false },
      }).run((err, result) => (err ? reject(err) : resolve(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const { renderLanding } = require(path.join(out, 'landing-html.cjs'));
    return renderLanding();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export async function prerender() {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error('dist/index.html has no deferred entry script to replace');
  const mainSrc = entry[1] ?? entry[2];
  const stylesheet = readdirSync(path.join(dist, 'css')).find((f) => /^bootstrap\.[0-9a-f]+\.css$/.test(f));
  if (!stylesheet) throw new Error('dist/css/bootstrap.<hash>.css not found: the shell stylesheet moved (src/index.ts names the chunk)');

  const boot = readFileSync(path.join(appDir, 'src/prerender/landing-boot.js'), 'utf8');
  const bootFile = `js/landing-boot.${hash(boot)}.js`;
  writeFileSync(path.join(dist, bootFile), boot);

  const page = await renderLandingHtml();
  if (!page.startsWith('<div ')) throw new Error(`the landing page's markup starts unexpectedly: ${page.slice(0, 80)}`);
  const marked = `<div data-prerendered-page="" ${page.slice('<div '.length)}`;
  // The stylesheet inline: the page paints from its first response, without a second round trip. The gateway
  // allows exactly this <style> by its hash in the page's CSP (static-site.plugin.ts, landingStyleHash).
  const css = readFileSync(path.join(dist, 'css', stylesheet), 'utf8');
  if (css.includes('</style')) throw new Error(`css/${stylesheet} contains "</style": it cannot be inlined`);
  const html = index
    .replace('</head>', `<style>${css}</style></head>`)
    .replace(/<div id="root"><\/div>/, `<div id="root" data-prerendered="">${marked}</div>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(entry[0], `<script defer src="/${bootFile}" data-main="${escapeAttribute(mainSrc)}"></script>`);
  if (!html.includes('data-prerendered-page')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  writeFileSync(path.join(dist, 'landing.html'), html);
  return { bytes: Buffer.byteLength(html), bootFile, stylesheet };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const r = await prerender();
  console.log(`✓ pre-rendered / into dist/landing.html (${r.bytes} B, ${r.bootFile}, css/${r.stylesheet}) in ${Date.now() - t} ms`);
}
