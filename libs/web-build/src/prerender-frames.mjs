// After `rspack build` of a remote (its package.json build script): writes the frames of the screens it lists in
// `src/prerender/frames.tsx` (issue 40, ADR 0083) to `dist/frames/<exposed module>.json`:
//   { "expose", "language": "en", "html": the screen's first render (web-kit's renderScreenFrame), "css": the
//     stylesheets the manifest lists for that module, in order, scoped to the remote as at run time (ADR 0008) }.
// The gateway serves a route's frame inside the shell's page (the shell's dist/screen.html), so a redeployed remote's
// frame changes with it and the shell is not rebuilt. For a screen with reads (ADR 0096) the Node bundle is kept in
// `dist/frames/render/<its hash>/` and the frame names it (`"renderer"`); it keeps its module's whole stylesheet. The
// gateway renders that frame again with the reads' answers at request time (never served to browsers); a
// new build is a new path, so a gateway that runs on takes it up without unloading anything.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frameStylesheet, styleAttributesToRules, usedRulesOnly } from './frame-css.mjs';
import { withNodeBundle } from './node-bundle.mjs';

/** Where a remote's frames go, relative to its dist. The gateway reads them from there. */
export const FRAMES_DIR = 'frames';
/** Where the Node bundles the gateway renders frames with data from go (ADR 0096), relative to dist. */
export const FRAME_RENDERERS_DIR = `${FRAMES_DIR}/render`;

/**
 * Renders and writes every frame `appDir`'s `src/prerender/frames.tsx` lists (its `renderFrames()`: markup by exposed
 * module name); removes the frames of an earlier build first.
 * @param {string} appDir
 * @returns {Promise<string[]>} the files written, relative to dist
 */
export async function prerenderFrames(appDir) {
  const dist = path.join(appDir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const dir = path.join(dist, FRAMES_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { frames, withReads, renderer } = await withNodeBundle(appDir, './src/prerender/frames.tsx', (bundle, outDir) => {
    const rendered = { frames: bundle.renderFrames(), withReads: new Set(bundle.screensWithReads?.() ?? []), renderer: undefined };
    if (rendered.withReads.size === 0) return rendered;
    const hash = createHash('sha256').update(readFileSync(path.join(outDir, 'bundle.cjs'))).digest('hex').slice(0, 12);
    rendered.renderer = `${FRAME_RENDERERS_DIR}/${hash}/bundle.cjs`;
    cpSync(outDir, path.join(dist, path.dirname(rendered.renderer)), { recursive: true });
    return rendered;
  });
  const written = [];
  for (const [expose, rendered] of Object.entries(frames)) {
    if (typeof rendered !== 'string' || !rendered.startsWith('<div ')) throw new Error(`screen frames: the markup of "${expose}" starts unexpectedly`);
    const file = `${FRAMES_DIR}/${expose}.json`;
    // The page's CSP refuses style attributes: their declarations go into the frame's stylesheet instead.
    const { html, css: attributeRules } = styleAttributesToRules(rendered);
    // A frame with reads is rendered again with data the build does not know (an avatar's colour, a badge): it
    // keeps its module's whole stylesheet.
    const reads = withReads.has(expose);
    // Rendered again at request time, where no build step moves style attributes into the stylesheet.
    if (reads && attributeRules) throw new Error(`screen frames: "${expose}" has reads, and its render has a style attribute the page's CSP would refuse`);
    const stylesheet = frameStylesheet(dist, manifest, expose);
    const css = (reads ? stylesheet : usedRulesOnly(stylesheet, html)) + attributeRules;
    writeFileSync(path.join(dist, file), JSON.stringify({ expose, language: 'en', html, css, ...(reads ? { renderer } : {}) }));
    written.push(file);
  }
  if (renderer) written.push(renderer);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appDir = path.resolve(process.argv[2] ?? '.');
  const t = Date.now();
  const written = await prerenderFrames(appDir);
  console.log(`✓ screen frames ${written.join(', ')} in ${Date.now() - t} ms`);
}
