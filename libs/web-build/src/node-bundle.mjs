// Bundling a frontend's own TypeScript for Node at build time, to render React components to HTML there: the shell's
// pre-rendered pages (shell/scripts/prerender.mjs, ADR 0030) and the remotes' screen frames (prerender-frames.mjs,
// ADR 0083). The bundle reads the monorepo's sources as the apps do (source-rules.mjs); styles are the browser's
// business and come in as plain text.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { sourceResolve, typescriptRule } from './source-rules.mjs';

const require = createRequire(import.meta.url);

/**
 * Runs an rspack build into a temporary directory and reads what it needs from there (`read(outDir)`) before the
 * directory is removed.
 * @template T
 * @param {import('@rspack/core').Configuration} config without output.path
 * @param {(outDir: string) => T | Promise<T>} read
 * @returns {Promise<T>}
 */
export async function buildInTemporaryDir(config, read) {
  const out = mkdtempSync(path.join(tmpdir(), 'vetnow-prerender-'));
  try {
    // Closed after its run (rspack's Node API asks for it): a compiler left open was seen to end the process with
    // SIGABRT at exit now and then, after its work was written.
    const compiler = rspack({ ...config, output: { ...config.output, path: out } });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((err, result) => compiler.close(() => (err ? reject(err) : resolve(result)))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return await read(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * `entry` (a module of `appDir`, TypeScript or TSX) bundled for Node as CommonJS, then loaded: `use(module)` gets its
 * exports (and the bundle's directory) while the bundle still exists.
 * @template T
 * @param {string} appDir
 * @param {string} entry e.g. './src/prerender/page-html.tsx'
 * @param {(exports: any, outDir: string) => T | Promise<T>} use
 * @returns {Promise<T>}
 */
export function withNodeBundle(appDir, entry, use) {
  const config = {
    mode: 'production',
    target: 'node',
    context: appDir,
    entry: { bundle: entry },
    output: { filename: '[name].cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: sourceResolve(),
    module: {
      rules: [
        typescriptRule(),
        // Styles are the browser's business: the stylesheet the client build made is used instead.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(woff2?|ttf|svg|png)$/, type: 'asset/inline' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
  return buildInTemporaryDir(config, (out) => use(require(path.join(out, 'bundle.cjs')), out));
}
