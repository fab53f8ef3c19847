// The files a first load of the host cannot do without, per named chunk group, so its HTML can ask for them at
// once (`<link rel="preload">`) instead of the browser finding them a level at a time: main.js first, then the
// bootstrap chunk and react-dom, which Module Federation requests only once main has run and shared its modules
// (issue 14, ADR 0034).
//
// A named group (`import(/* webpackChunkName: "bootstrap" */ …)`) lists the files of its own chunks in the build's
// stats: exactly what the runtime loads for that import. The shared packages (react, i18next, the router…) are not
// listed: Module Federation decides at run time which copy of each is used, and the stats do not say which chunks
// that copy needs, so a preload there could fetch a file the page never runs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const CRITICAL_CHUNKS_FILE = 'critical-chunks.json';

/**
 * From `stats.toJson({ chunkGroups: true })`: for each named chunk group in `groupNames`, the JavaScript and CSS
 * files (relative to the output directory) its import loads.
 * @param {{ namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> }> }} stats
 * @param {string[]} groupNames
 * @returns {Record<string, string[]>}
 */
export function criticalChunks(stats, groupNames) {
  const result = {};
  for (const name of groupNames) {
    const group = stats.namedChunkGroups?.[name];
    if (!group) throw new Error(`critical chunks: the build has no chunk group named "${name}" (a webpackChunkName moved?)`);
    result[name] = (group.assets ?? []).map((asset) => asset.name).filter((file) => /\.(js|css)$/.test(file));
  }
  return result;
}

/**
 * Writes `critical-chunks.json` into the output directory after each build: `{ "<group>": ["js/….js", …] }` for
 * the host's named groups (its bootstrap, and each pre-rendered page's chunk).
 */
export class CriticalChunksPlugin {
  /** @param {{ groups: string[] }} options */
  constructor({ groups }) {
    this.groups = groups;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('CriticalChunksPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunkGroups: true });
      const outputPath = compiler.options.output.path ?? 'dist';
      writeFileSync(path.join(outputPath, CRITICAL_CHUNKS_FILE), `${JSON.stringify(criticalChunks(json, this.groups), null, 2)}\n`);
    });
  }
}
