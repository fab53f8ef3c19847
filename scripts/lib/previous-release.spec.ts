import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { PREVIOUS_RELEASE_FILE, previousReleaseCommit } from './previous-release.mjs';
import { ROOT } from './workspaces.mjs';

/** Which commit the version-skew drill builds (issue 40, ADR 0078). The build itself runs in the drill. */

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();

describe('previousReleaseCommit', () => {
  const saved = process.env.VETNOW_PREVIOUS_RELEASE;
  const dirs: string[] = [];
  afterEach(() => {
    if (saved === undefined) delete process.env.VETNOW_PREVIOUS_RELEASE;
    else process.env.VETNOW_PREVIOUS_RELEASE = saved;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A checkout root holding only the release file, with `content`. */
  const rootWith = (content: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'vetnow-previous-release-spec-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'tests/e2e'), { recursive: true });
    writeFileSync(join(dir, PREVIOUS_RELEASE_FILE), content);
    return dir;
  };

  it("names a commit of this checkout's history before HEAD", () => {
    delete process.env.VETNOW_PREVIOUS_RELEASE;
    const commit = previousReleaseCommit();
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(commit).not.toBe(git('rev-parse', 'HEAD'));
    // Throws unless the release is an ancestor of HEAD (a shallow clone's cut history cannot show it).
    if (git('rev-parse', '--is-shallow-repository') !== 'true') git('merge-base', '--is-ancestor', commit, 'HEAD');
  });

  it('refuses a file whose commit is not a full commit id', () => {
    delete process.env.VETNOW_PREVIOUS_RELEASE;
    expect(() => previousReleaseCommit(rootWith('{ "commit": "14cb721" }'))).toThrow(/full commit id/);
    expect(() => previousReleaseCommit(rootWith('{}'))).toThrow(/full commit id/);
  });

  it('takes VETNOW_PREVIOUS_RELEASE as any revision git knows, and refuses one it does not', () => {
    process.env.VETNOW_PREVIOUS_RELEASE = 'HEAD~1';
    expect(previousReleaseCommit()).toBe(git('rev-parse', 'HEAD~1'));
    process.env.VETNOW_PREVIOUS_RELEASE = 'no-such-revision-anywhere';
    expect(() => previousReleaseCommit()).toThrow(/names no commit/);
  });
});
