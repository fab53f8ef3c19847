// A gzip-compressed POSIX ustar archive of plain files, written and read as streams (ADR 0048 says why not an npm
// package: none is a dependency; the format is 512-byte blocks, a few dozen lines). What it writes `tar -xzf` reads;
// what it reads is only what it writes: regular files with relative names of at most 100 characters of
// [A-Za-z0-9._/-], no `..` — anything else is refused, so an archive can never write outside its directory.
import { Buffer } from 'node:buffer';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
const NAME = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/-]{1,100}$/;

/** Whether `name` may be a member of an archive (relative, no `.`/`..` segment, at most 100 safe characters). */
export function isSafeMemberName(name) {
  return NAME.test(name) && !name.endsWith('/');
}

/** The 512-byte ustar header of a regular file. */
export function tarHeader(name, size, { mode = 0o600, mtime = Math.floor(Date.now() / 1000) } = {}) {
  if (!isSafeMemberName(name)) throw new Error(`not a safe archive member name: ${JSON.stringify(name)}`);
  if (!Number.isSafeInteger(size) || size < 0 || size > 0o77777777777) throw new Error(`member ${name} is too large for ustar (${size} bytes)`);
  const h = Buffer.alloc(BLOCK);
  const octal = (value, offset, length) => h.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
  h.write(name, 0, 100, 'utf8');
  octal(mode, 100, 8);
  octal(0, 108, 8); // uid
  octal(0, 116, 8); // gid
  octal(size, 124, 12);
  octal(mtime, 136, 12);
  h.write('        ', 148, 8, 'ascii'); // checksum placeholder: spaces while summing
  h.write('0', 156, 1, 'ascii'); // regular file
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

/**
 * Writes `members` (archive name → file on disk) as a .tar.gz to `outFile`, created with mode 0600.
 * @param {string} outFile
 * @param {Array<{ name: string, path: string }>} members
 */
export async function writeTarGz(outFile, members) {
  async function* blocks() {
    for (const { name, path } of members) {
      const { size } = await stat(path);
      yield tarHeader(name, size);
      let written = 0;
      for await (const chunk of createReadStream(path)) {
        written += chunk.length;
        yield chunk;
      }
      if (written !== size) throw new Error(`${path} changed while it was archived`);
      if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
    }
    yield Buffer.alloc(BLOCK * 2); // end of archive
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(outFile, { mode: 0o600, flags: 'wx' }));
}

/**
 * Extracts a .tar.gz written by writeTarGz into `destDir` (files 0600, directories 0700). Refuses any member that
 * is not a regular file with a safe name, a bad header checksum, or a truncated archive.
 * @returns {Promise<string[]>} the member names, in archive order
 */
export async function extractTarGz(file, destDir) {
  const names = [];
  let buffered = Buffer.alloc(0);
  /** The member being written: its handle and the bytes still to come (then the padding to skip). */
  let current;
  let skip = 0;
  let ended = false;
  const take = (n) => {
    const out = buffered.subarray(0, n);
    buffered = buffered.subarray(n);
    return out;
  };
  /** What went wrong inside (pipeline reports an abort instead). */
  let failure;
  async function consume(source) {
    try {
      await consumeBlocks(source);
    } catch (err) {
      failure = err;
      throw err;
    }
  }
  async function consumeBlocks(source) {
    for await (const chunk of source) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        if (ended) {
          buffered = Buffer.alloc(0);
          break;
        }
        if (current) {
          if (!buffered.length) break;
          const part = take(Math.min(current.left, buffered.length));
          await current.handle.write(part);
          current.left -= part.length;
          if (current.left === 0) {
            await current.handle.close();
            skip = (BLOCK - (current.size % BLOCK)) % BLOCK;
            current = undefined;
          }
          continue;
        }
        if (skip) {
          const n = Math.min(skip, buffered.length);
          take(n);
          skip -= n;
          if (skip) break;
          continue;
        }
        if (buffered.length < BLOCK) break;
        const header = take(BLOCK);
        if (header.every((b) => b === 0)) {
          ended = true;
          continue;
        }
        const { name, size } = parseHeader(header);
        names.push(name);
        const target = join(destDir, name);
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        const handle = await open(target, 'wx', 0o600);
        if (size === 0) await handle.close();
        else current = { handle, left: size, size };
      }
    }
    if (current) {
      await current.handle.close();
      throw new Error(`${file} is truncated (member ${names.at(-1)} incomplete)`);
    }
    if (!ended) throw new Error(`${file} is truncated (no end-of-archive marker)`);
  }
  try {
    await pipeline(createReadStream(file), createGunzip(), consume);
  } catch (err) {
    await current?.handle.close().catch(() => undefined);
    throw failure ?? err;
  }
  return names;
}

function parseHeader(h) {
  const text = (offset, length) => h.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
  const octal = (offset, length) => parseInt(text(offset, length).trim() || '0', 8);
  const expected = octal(148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  if (sum !== expected) throw new Error('not a VetNow backup archive (bad tar header checksum)');
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  const type = text(156, 1) || '0';
  if (type !== '0') throw new Error(`archive member ${JSON.stringify(name)} is not a regular file (type ${type}): refused`);
  if (!isSafeMemberName(name)) throw new Error(`archive member name ${JSON.stringify(name)} is not allowed: refused`);
  return { name, size: octal(124, 12) };
}
