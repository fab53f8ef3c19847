// After a frontend's build (rspack, and for the shell its pre-render and service worker): a brotli (quality 11) and
// a gzip (level 9) copy next to every text file of 1 KiB or more in its dist, `main.js` → `main.js.br`,
// `main.js.gz`. The gateway serves them with @fastify/static's `preCompressed` by the browser's Accept-Encoding
// (ADR 0067): compressed once at the highest level here, instead of in the gateway's memory at its first request.
//
//   node scripts/lib/precompress.mjs <dist folder>…
//
// A copy is written only when missing or older than its file (never dated before it), and always through a
// temporary name and a rename, so a gateway serving the folder never sends half a copy. A copy whose file is gone
// (or no longer compressed) is removed.
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The copies, by suffix: what @fastify/static looks for (`.br` for br, `.gz` for gzip). */
export const PRE_COMPRESSED = {
  '.br': (raw) =>
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  '.gz': (raw) => gz(raw, { level: 9 }),
};

/** Below this a copy saves less than its own headers cost (the gateway looks for copies only from here on). */
export const MIN_BYTES = 1024;

/** Text files worth compressing. Source maps, mf-stats.json and frame renderers are left alone: never served. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.json', '.webmanifest', '.svg', '.txt', '.xml']);
const NEVER_SERVED = new Set(['mf-stats.json']);

/** A remote's frame renderer (ADR 0096): run by the gateway, never sent. */
const NEVER_SERVED_DIR = /(^|[\\/])frames[\\/]render[\\/]/;

/** Whether a file of this name and size gets compressed copies. */
export function isPreCompressible(file, size) {
  const name = path.basename(file).toLowerCase();
  return size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(name)) && !NEVER_SERVED.has(name) && !NEVER_SERVED_DIR.test(file);
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const mtimeOf = (file) => stat(file).then((s) => s.mtimeMs, () => undefined);

/**
 * Writes the missing or outdated copies under `dir` and removes the orphaned ones.
 * @param {string} dir a frontend's dist folder
 * @returns {Promise<{ written: number, kept: number, removed: number }>}
 */
export async function precompressDir(dir) {
  const files = await filesUnder(dir);
  const suffixes = Object.keys(PRE_COMPRESSED);
  const copyOf = (file) => suffixes.find((s) => file.endsWith(s));
  const sources = new Set();
  const result = { written: 0, kept: 0, removed: 0 };

  for (const file of files.filter((f) => !copyOf(f))) {
    const { size, mtimeMs } = await stat(file);
    if (!isPreCompressible(file, size)) continue;
    sources.add(file);
    let raw;
    for (const [suffix, compress] of Object.entries(PRE_COMPRESSED)) {
      const target = file + suffix;
      const copyTime = await mtimeOf(target);
      if (copyTime !== undefined && copyTime >= mtimeMs) {
        result.kept += 1;
        continue;
      }
      raw ??= await readFile(file);
      const temporary = `${target}.tmp-${process.pid}`;
      await writeFile(temporary, await compress(raw));
      // A file dated in the future (a clock skew, a copied tree) would leave its copy older than itself, which the
      // gateway refuses as stale: the copy is dated just after its file then.
      if ((await stat(temporary)).mtimeMs < mtimeMs) await utimes(temporary, new Date(), new Date(Math.ceil(mtimeMs) + 1));
      await rename(temporary, target);
      result.written += 1;
    }
  }
  for (const file of files) {
    const suffix = copyOf(file);
    if (suffix && !sources.has(file.slice(0, -suffix.length))) {
      await rm(file, { force: true });
      result.removed += 1;
    }
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Not a top-level await: the tests load this module as CommonJS (ADR 0076).
  void (async () => {
    for (const dir of process.argv.slice(2)) {
      const r = await precompressDir(path.resolve(dir));
      console.log(`${dir}: ${r.written} compressed copies written, ${r.kept} up to date, ${r.removed} removed`);
    }
  })();
}
