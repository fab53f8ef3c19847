// After `rspack build` of a remote (its package.json build script): writes the frames of the screens it lists in
// `src/prerender/frames.tsx` (issue 40, ADR 0083) to `dist/frames/<exposed module>.json`:
//   { "expose", "language": "en", "html": the screen's first render (web-kit's renderScreenFrame), "css": the
//     stylesheets the manifest lists for that module, in order, scoped to the remote as at run time (ADR 0008) }.
// The gateway serves a route's frame inside the shell's page (the shell's dist/screen.html), so a redeployed remote's
// frame changes with it and the shell is not rebuilt.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frameStylesheet, styleAttributesToRules, usedRulesOnly } from './frame-css.mjs';
import { withNodeBundle } from './node-bundle.mjs';

/** Where a remote's frames go, relative to its dist. The gateway reads them from there. */
export const FRAMES_DIR = 'frames';

/**
 * Renders and writes every frame `appDir`'s `src/prerender/frames.tsx` lists (its `renderFrames()`: markup by exposed
 * module name); removes the frames of an earlier build first.
 * @param {string} appDir
 * @returns {Promise<string[]>} the files written, relative to dist
 */
export async function prerenderFrames(appDir) {
  const dist = path.join(appDir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const frames = await withNodeBundle(appDir, './src/prerender/frames.tsx', ({ renderFrames }) => renderFrames());
  const dir = path.join(dist, FRAMES_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const [expose, rendered] of Object.entries(frames)) {
    if (typeof rendered !== 'string' || !rendered.startsWith('<div ')) throw new Error(`screen frames: the markup of "${expose}" starts unexpectedly`);
    const file = `${FRAMES_DIR}/${expose}.json`;
    // The page's CSP refuses style attributes: their declarations go into the frame's stylesheet instead.
    const { html, css: attributeRules } = styleAttributesToRules(rendered);
    const css = usedRulesOnly(frameStylesheet(dist, manifest, expose), html) + attributeRules;
    writeFileSync(path.join(dist, file), JSON.stringify({ expose, language: 'en', html, css }));
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appDir = path.resolve(process.argv[2] ?? '.');
  const t = Date.now();
  const written = await prerenderFrames(appDir);
  console.log(`✓ screen frames ${written.join(', ')} in ${Date.now() - t} ms`);
}
