// The backup archive (issue 41, ADR 0048): one `vetnow-backup-<UTC timestamp>.tar.gz`, mode 0600, holding
// manifest.json first (format, when, what, and the sha256 of every other member), then the members:
//   databases/<service>/schema.json             tables, columns, sequences, applied migrations, clock before the snapshot
//   databases/<service>/<schema>.<table>.jsonl  the rows, one JSON object a line
//   stream/messages.jsonl                       every message of the event stream (seq, subject, time, headers, data)
//   secrets/keys/<file>.pem                     svc-auth's signing key pair (DATA_DIR/keys), when it is kept in files
//   secrets/nats/credentials.json               the bus users' passwords ({ passwords: { user: password } })
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, rename } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { extractTarGz, writeTarGz } from './tar.mjs';

export const ARCHIVE_FORMAT = 1;
const ARCHIVE_NAME = /^vetnow-backup-(\d{8}T\d{6}(?:\d{3})?Z)\.tar\.gz$/;

/** `vetnow-backup-20261128T101500Z.tar.gz` (with milliseconds when one of that second exists in `dir`). */
export function archiveName(date, dir) {
  const iso = date.toISOString().replace(/[-:]/g, '');
  const seconds = `vetnow-backup-${iso.slice(0, 15)}Z.tar.gz`;
  if (!dir || !existsSync(join(dir, seconds))) return seconds;
  return `vetnow-backup-${iso.slice(0, 15)}${iso.slice(16, 19)}Z.tar.gz`;
}

/** The backup archives in `dir`, oldest first (their names sort by time). */
export function listArchives(dir) {
  let files;
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  const stamp = (f) => ARCHIVE_NAME.exec(f)[1].replace('Z', '').padEnd(18, '0');
  return files.filter((f) => ARCHIVE_NAME.test(f)).sort((a, b) => stamp(a).localeCompare(stamp(b)));
}

/** Deletes the oldest archives in `dir` beyond the newest `keep`; returns the deleted names. */
export function pruneArchives(dir, keep) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of at least 1, got ${keep}`);
  const all = listArchives(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

export function sha256File(path) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out;
}

/**
 * Writes the archive `outFile` (0600) from the files under `stagingDir` and `manifest` (to which the members' sha256
 * are added). Written under a temporary name and renamed: an interrupted backup never leaves a half archive.
 */
export async function packArchive(stagingDir, outFile, manifest) {
  const names = filesUnder(stagingDir).filter((n) => n !== 'manifest.json');
  const members = {};
  for (const name of names) members[name] = await sha256File(join(stagingDir, name));
  const complete = { ...manifest, members };
  writeFileSync(join(stagingDir, 'manifest.json'), `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
  const partial = `${outFile}.partial`;
  rmSync(partial, { force: true });
  try {
    await writeTarGz(partial, ['manifest.json', ...names].map((name) => ({ name, path: join(stagingDir, name) })));
    await chmod(partial, 0o600);
    await rename(partial, outFile);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return complete;
}

/**
 * Extracts `file` into `destDir` and checks it: a VetNow archive of a format this code reads, every member listed
 * in the manifest with its sha256, nothing else. Returns the manifest.
 */
export async function unpackArchive(file, destDir) {
  let names;
  try {
    names = await extractTarGz(file, destDir);
  } catch (err) {
    throw new Error(`${file} is not a readable VetNow backup: ${err.message}`, { cause: err });
  }
  if (names[0] !== 'manifest.json') throw new Error(`${file} is not a VetNow backup (no manifest.json first)`);
  const manifest = JSON.parse(readFileSync(join(destDir, 'manifest.json'), 'utf8'));
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`${file} is a backup of format ${manifest.format}; this VetNow reads format ${ARCHIVE_FORMAT}`);
  const listed = Object.keys(manifest.members ?? {}).sort();
  const present = names.slice(1).sort();
  if (listed.join('\n') !== present.join('\n')) throw new Error(`${file}: its members differ from its manifest's list`);
  for (const name of listed) {
    const actual = await sha256File(join(destDir, name));
    if (actual !== manifest.members[name]) throw new Error(`${file}: ${name} is damaged (sha256 ${actual}, manifest ${manifest.members[name]})`);
  }
  return manifest;
}
