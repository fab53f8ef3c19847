import { readFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Text assets worth compressing, with their content types. */
export const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const MIN_BYTES = 1024;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The best encoding the browser accepts (`br` first), if any. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export function isCompressible(path: string, stat: Stats): boolean {
  return extname(path).toLowerCase() in COMPRESSIBLE && stat.size >= MIN_BYTES && stat.size <= MAX_FILE_BYTES;
}

/**
 * Static text assets compressed once at the highest level (brotli 11, gzip 9) and kept in memory, keyed by path
 * and encoding and checked against the file's size and mtime, so a rebuilt frontend is picked up. On-the-fly
 * compression would pay the CPU on every download and compress worse (quality 4).
 */
export class CompressedFiles {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(path: string, stat: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${path}`;
    const hit = this.entries.get(key);
    if (hit && hit.size === stat.size && hit.mtimeMs === stat.mtimeMs) return hit.data;
    if (hit) this.remove(key, hit);
    const data = readFile(path).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gz(raw, { level: 9 }),
    );
    const entry: Entry = { size: stat.size, mtimeMs: stat.mtimeMs, data, length: 0 };
    this.entries.set(key, entry);
    data.then(
      (buf) => {
        if (this.entries.get(key) !== entry) return;
        entry.length = buf.length;
        this.bytes += buf.length;
        // Oldest first (a Map keeps insertion order) until the budget fits again.
        for (const [k, e] of this.entries) {
          if (this.bytes <= this.maxBytes) break;
          if (k !== key) this.remove(k, e);
        }
      },
      () => this.remove(key, entry),
    );
    return data;
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.length;
  }
}

interface Entry {
  size: number;
  mtimeMs: number;
  data: Promise<Buffer>;
  /** Compressed size once known (0 while compressing). */
  length: number;
}
