import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/**
 * The suffixes of the compressed copies the frontend build writes next to its text files (libs/web-build
 * `precompress.mjs`: brotli 11 and gzip 9, files of 1 KiB and more), which @fastify/static's `preCompressed`
 * serves by the browser's Accept-Encoding.
 */
export const PRE_COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/** The smallest file the build compresses: a smaller one has no siblings, and is not looked for. */
export const PRE_COMPRESSED_MIN_BYTES = 1024;

/** A compressed sibling's own name: never asked for by the site, and not served as such. */
export function isPreCompressedSibling(relPath: string): boolean {
  const lower = relPath.toLowerCase();
  return PRE_COMPRESSED_SUFFIXES.some((suffix) => lower.endsWith(suffix));
}

/** The file a compressed sibling was made from (`main.js.br` → `main.js`); any other path as it is. */
export function withoutPreCompressedSuffix(path: string): string {
  const suffix = PRE_COMPRESSED_SUFFIXES.find((s) => path.toLowerCase().endsWith(s));
  return suffix ? path.slice(0, -suffix.length) : path;
}

/**
 * Whether `path` has a compressed sibling older than itself: the file was changed after the build compressed it (a
 * deployment copying files one by one, or the e2e suite rewriting sw.js, ADR 0067). Such a sibling holds the old
 * content and must not be served for the new file.
 */
export async function hasStaleSibling(path: string, stats: Stats): Promise<boolean> {
  if (stats.size < PRE_COMPRESSED_MIN_BYTES) return false;
  const siblings = await Promise.all(PRE_COMPRESSED_SUFFIXES.map((suffix) => stat(`${path}${suffix}`).catch(() => undefined)));
  return siblings.some((s) => s !== undefined && s.mtimeMs < stats.mtimeMs);
}
