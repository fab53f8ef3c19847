// The previous release's frontends, for the version-skew drill (issue 40, ADR 0078): the shell and the three remotes
// built from the last landed commit, so that tests/e2e/tests/version-skew.spec.ts can load a remote of one release
// with the shell of the other, as a deployment does while one of them has redeployed and the other not yet.
// - Which commit: tests/e2e/previous-release.json (`commit`), moved on when a release lands.
// - How: `git archive` of that commit into a folder of its own (a worktree without git's bookkeeping: nothing to
//   prune if a run dies), its dependencies linked to this checkout's node_modules when both lockfiles are the same
//   (else installed with `npm ci`), and the frontends built by that commit's own `scripts/build.mjs --frontend`.
// - Kept by commit under the system's temporary folder: a second run, or another checkout on the machine, finds it
//   built. A build is made under a temporary name and renamed into place, so two callers never see half of one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, seconds } from './run.mjs';
import { FRONTENDS, ROOT } from './workspaces.mjs';

/** Names the previous release's commit (repository-relative). */
export const PREVIOUS_RELEASE_FILE = 'tests/e2e/previous-release.json';
/** Where built releases are kept, one folder per commit. */
export const PREVIOUS_RELEASE_CACHE = join(tmpdir(), 'vetnow-previous-release');
/** Written last into a release's folder: its presence means every frontend was built. */
const BUILT_MARKER = '.vetnow-built.json';

/**
 * The previous release's commit (40 hex digits), from {@link PREVIOUS_RELEASE_FILE}; VETNOW_PREVIOUS_RELEASE (any
 * revision git knows: `650cf74`, `HEAD~40`) drills against another one.
 */
export function previousReleaseCommit(root = ROOT) {
  const asked = process.env.VETNOW_PREVIOUS_RELEASE?.trim();
  if (asked) {
    try {
      return execFileSync('git', ['-C', root, 'rev-parse', '--verify', `${asked}^{commit}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      throw new Error(`VETNOW_PREVIOUS_RELEASE=${asked} names no commit of this checkout`);
    }
  }
  const file = join(root, PREVIOUS_RELEASE_FILE);
  const { commit } = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit)) {
    throw new Error(`${PREVIOUS_RELEASE_FILE}: "commit" must be a full commit id (40 hex digits), got ${JSON.stringify(commit)}`);
  }
  return commit;
}

/** Where each frontend's build of a release is: `shell`, `owner`, `doctor`, `admin` → its dist folder. */
function distsOf(dir) {
  return {
    shell: join(dir, 'shell/dist'),
    owner: join(dir, 'mf-owner/dist'),
    doctor: join(dir, 'mf-doctor/dist'),
    admin: join(dir, 'mf-admin/dist'),
  };
}

/** A release already built by an earlier call (or run), or undefined. */
export function builtPreviousRelease(commit = previousReleaseCommit()) {
  const dir = join(PREVIOUS_RELEASE_CACHE, commit);
  if (!existsSync(join(dir, BUILT_MARKER))) return undefined;
  return { commit, dir, dists: distsOf(dir) };
}

/**
 * The previous release's four frontends, built (once per commit and machine).
 * @param {{ log?: (line: string) => void, commit?: string }} [options]
 * @returns {Promise<{ commit: string, dir: string, dists: { shell: string, owner: string, doctor: string, admin: string }, built: boolean }>}
 */
export async function buildPreviousRelease({ log = () => {}, commit = previousReleaseCommit() } = {}) {
  const ready = builtPreviousRelease(commit);
  if (ready) return { ...ready, built: false };
  assertCommitPresent(commit);
  mkdirSync(PREVIOUS_RELEASE_CACHE, { recursive: true });
  const work = mkdtempSync(join(PREVIOUS_RELEASE_CACHE, `${commit.slice(0, 12)}-`));
  const started = Date.now();
  try {
    log(`▸ previous release ${commit.slice(0, 12)}: exporting its tree`);
    execFileSync('bash', ['-c', `git -C "$1" archive --format=tar "$2" | tar -x -C "$3"`, 'archive', ROOT, commit, work], { stdio: ['ignore', 'ignore', 'pipe'] });
    await provideDependencies(work, log);
    log(`▸ previous release ${commit.slice(0, 12)}: building its shell and remotes`);
    const result = await run(process.execPath, ['scripts/build.mjs', '--frontend'], { cwd: work });
    if (result.code !== 0) throw new Error(`the build of ${commit.slice(0, 12)} failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
    for (const { dir, marker } of FRONTENDS) {
      if (!existsSync(join(work, dir, marker))) throw new Error(`the build of ${commit.slice(0, 12)} left no ${dir}/${marker}`);
    }
    // Its node_modules point into this checkout (or were installed for the build alone): only the builds are kept.
    removeDependencies(work);
    writeFileSync(join(work, BUILT_MARKER), `${JSON.stringify({ commit, builtAt: new Date().toISOString(), ms: Date.now() - started })}\n`);
    const dir = join(PREVIOUS_RELEASE_CACHE, commit);
    try {
      renameSync(work, dir);
    } catch (error) {
      // Another caller put its build there first: keep that one.
      if (!builtPreviousRelease(commit)) throw error;
      rmSync(work, { recursive: true, force: true });
    }
    log(`✓ previous release ${commit.slice(0, 12)} built in ${seconds(Date.now() - started)}`);
    return { commit, dir, dists: distsOf(dir), built: true };
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

function removeDependencies(work) {
  rmSync(join(work, 'node_modules'), { recursive: true, force: true });
  for (const workspace of JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')).workspaces ?? []) {
    rmSync(join(work, workspace, 'node_modules'), { recursive: true, force: true });
  }
}

const hasCommit = (commit) => {
  try {
    execFileSync('git', ['-C', ROOT, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const isShallow = () => execFileSync('git', ['-C', ROOT, 'rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';

/**
 * The commit is in this checkout, fetched from `origin` by its id when the clone lacks it (a shallow clone), and it
 * is an ancestor of HEAD (unless the clone is shallow: its history is cut, so that cannot be shown).
 */
function assertCommitPresent(commit) {
  if (!hasCommit(commit)) {
    try {
      execFileSync('git', ['-C', ROOT, 'fetch', '--quiet', '--depth=1', 'origin', commit], { stdio: 'ignore', timeout: 120_000 });
    } catch {
      // Reported below.
    }
  }
  if (!hasCommit(commit)) {
    throw new Error(
      `The previous release ${commit} (${PREVIOUS_RELEASE_FILE}) is not in this checkout and could not be fetched from ` +
        'origin: the version-skew drill needs it (a clone with history, or one that can fetch it).',
    );
  }
  if (isShallow()) return;
  try {
    execFileSync('git', ['-C', ROOT, 'merge-base', '--is-ancestor', commit, 'HEAD'], { stdio: 'ignore' });
  } catch {
    throw new Error(`The previous release ${commit} (${PREVIOUS_RELEASE_FILE}) is not an ancestor of HEAD: name a release this one follows.`);
  }
}

/**
 * The exported tree's node_modules. With the same lockfile as this checkout, the same packages: each of this
 * checkout's node_modules entries is linked, but for the workspaces' own packages (`@vetnow/*`), which point at the
 * exported tree's folders; so are the workspaces' own nested node_modules. A different lockfile: `npm ci` there.
 */
async function provideDependencies(work, log) {
  const lock = (root) => readFileSync(join(root, 'package-lock.json'), 'utf8');
  if (lock(work) !== lock(ROOT)) {
    log('▸ previous release: its lockfile differs from this checkout\'s, so its own dependencies are installed (npm ci)');
    const result = await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: work });
    if (result.code !== 0) throw new Error(`npm ci in the previous release failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
    return;
  }
  const modules = join(ROOT, 'node_modules');
  const own = join(work, 'node_modules');
  mkdirSync(join(own, '@vetnow'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@vetnow' || entry === '.cache' || entry === '.package-lock.json') continue;
    symlinkSync(join(modules, entry), join(own, entry));
  }
  // `@vetnow/web-kit -> ../../libs/web-kit`: the same relative link, inside the exported tree.
  for (const entry of readdirSync(join(modules, '@vetnow'))) {
    symlinkSync(readlinkSync(join(modules, '@vetnow', entry)), join(own, '@vetnow', entry));
  }
  for (const workspace of JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')).workspaces ?? []) {
    const nested = join(ROOT, workspace, 'node_modules');
    if (existsSync(nested) && existsSync(join(work, workspace)) && !existsSync(join(work, workspace, 'node_modules'))) {
      symlinkSync(nested, join(work, workspace, 'node_modules'));
    }
  }
}
