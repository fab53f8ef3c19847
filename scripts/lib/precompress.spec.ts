import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error -- the build scripts are plain ESM JavaScript without types
import { MIN_BYTES, isPreCompressible, precompressDir } from './precompress.mjs';

const BIG = `export const text = ${JSON.stringify('vetnow '.repeat(1000))};\n`;

describe('the compressed copies written after a frontend build (ADR 0067)', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'vetnow-precompress-'));
    mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    writeFileSync(path.join(dist, 'static/js/main.0123abcd.js'), BIG);
    writeFileSync(path.join(dist, 'sw.js'), BIG.replace('text', 'worker'));
    writeFileSync(path.join(dist, 'small.js'), 'var x;');
    writeFileSync(path.join(dist, 'main.js.map'), BIG);
    writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify({ text: BIG }));
    writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096, 1));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file of 1 KiB or more, and of nothing else', async () => {
    const result = await precompressDir(dist);
    expect(result).toEqual({ written: 4, kept: 0, removed: 0 });
    for (const file of ['static/js/main.0123abcd.js', 'sw.js']) {
      const raw = readFileSync(path.join(dist, file), 'utf8');
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).toString()).toBe(raw);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).toString()).toBe(raw);
      expect(statSync(path.join(dist, `${file}.br`)).size).toBeLessThan(raw.length / 10);
    }
    for (const file of ['small.js', 'main.js.map', 'mf-stats.json', 'logo.png']) {
      expect([file, existsSync(path.join(dist, `${file}.br`)), existsSync(path.join(dist, `${file}.gz`))]).toEqual([file, false, false]);
    }
  });

  it('rewrites only outdated copies, and removes the copies of files that are gone', async () => {
    await precompressDir(dist);
    const changed = BIG.replace('text', 'changed');
    writeFileSync(path.join(dist, 'sw.js'), changed);
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(dist, 'sw.js'), future, future);
    rmSync(path.join(dist, 'static/js/main.0123abcd.js'));
    expect(await precompressDir(dist)).toEqual({ written: 2, kept: 0, removed: 2 });
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'sw.js.br'))).toString()).toBe(changed);
    expect(existsSync(path.join(dist, 'static/js/main.0123abcd.js.br'))).toBe(false);
    expect(await precompressDir(dist)).toEqual({ written: 0, kept: 2, removed: 0 });
  });

  it('classifies files by type and size', () => {
    expect(isPreCompressible('/d/app.css', MIN_BYTES)).toBe(true);
    expect(isPreCompressible('/d/app.css', MIN_BYTES - 1)).toBe(false);
    expect(isPreCompressible('/d/index.html', 5000)).toBe(true);
    expect(isPreCompressible('/d/manifest.webmanifest', 5000)).toBe(true);
    expect(isPreCompressible('/d/font.woff2', 5000)).toBe(false);
    expect(isPreCompressible('/d/mf-stats.json', 5000)).toBe(false);
    // A remote's frame renderer (ADR 0096) is the gateway's to run, never sent.
    expect(isPreCompressible('/d/frames/render/bundle.cjs', 5000)).toBe(false);
    expect(isPreCompressible('/d/frames/book-appointment-page.json', 5000)).toBe(true);
  });
});
