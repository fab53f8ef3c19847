// Builds the monorepo: backends and libs with one `tsc -b`, the four frontends with rspack.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKENDS, FRONTENDS, FRONTEND_SHARED_SOURCES, LIBS, ROOT, abs, backendEntry, frontendBuildable, hasTsconfig } from './workspaces.mjs';
import { pool, run, seconds } from './run.mjs';
import { isAlive } from './process-alive.mjs';
import { precompressDir } from './precompress.mjs';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
// v2: stamps written only by production builds. A dist from before (possibly a development build a test run made,
// issue 43) has no stamp here and is built again once.
const STAMPS = join(ROOT, 'node_modules/.cache/vetnow/build-stamps-v2.json');
/** The product build, whoever starts it: a test run's NODE_ENV=test must not turn it into a development build. */
const FRONTEND_ENV = { ...process.env, NODE_ENV: 'production' };
const LOCK = join(ROOT, 'node_modules/.cache/vetnow/build.lock');

/**
 * @param {object} [options]
 * @param {boolean} [options.backend=true]  build libs + gateway + services
 * @param {boolean} [options.frontend=true] build shell + remotes
 * @param {'always'|'missing'|'stale'} [options.mode='always']
 *   missing: only what has no dist yet; stale: what is missing or older than its sources
 *   (for the backends `tsc -b` decides that itself).
 * @param {number} [options.jobs=2] builds run at the same time (the backend counts as one)
 * @param {boolean} [options.verbose=false] print every build's output, not only a failing one's
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ ok: boolean, results: Array<{ name: string, status: 'built'|'failed'|'skipped'|'up to date', ms?: number, reason?: string }> }>}
 */
export async function build(options = {}) {
  const release = await acquireLock(options.log ?? console.log);
  try {
    return await buildUnlocked(options);
  } finally {
    release();
  }
}

async function buildUnlocked({ backend = true, frontend = true, mode = 'always', jobs = 2, verbose = false, log = console.log }) {
  const results = [];
  const tasks = [];

  if (backend) {
    const projects = [...LIBS, ...BACKENDS];
    for (const dir of projects.filter((d) => !hasTsconfig(d))) {
      results.push({ name: dir, status: 'skipped', reason: 'no tsconfig.json yet' });
    }
    let targets = projects.filter(hasTsconfig);
    if (mode === 'missing') {
      targets = targets.filter((d) => !existsSync(abs(LIBS.includes(d) ? `${d}/dist` : backendEntry(d))));
    }
    if (targets.length > 0) {
      tasks.push(async () => {
        const name = `backend (tsc -b ${targets.join(' ')})`;
        log(`▸ building ${name}`);
        const r = await run(process.execPath, [TSC, '-b', ...targets, '--pretty']);
        const result = { name, status: r.code === 0 ? 'built' : 'failed', ms: r.ms };
        report(result, r.output);
        return result;
      });
    } else if (projects.some(hasTsconfig)) {
      results.push({ name: 'backend', status: 'up to date' });
    }
  }

  if (frontend) {
    const stamps = readStamps();
    for (const { dir, marker } of FRONTENDS) {
      const buildable = frontendBuildable(dir);
      if (!buildable.ok) {
        results.push({ name: dir, status: 'skipped', reason: buildable.reason });
        continue;
      }
      const markerPath = abs(`${dir}/${marker}`);
      if (mode !== 'always' && existsSync(markerPath)) {
        const builtAt = stamps[dir];
        if (mode === 'missing' || (builtAt !== undefined && newestSource(dir) <= builtAt)) {
          // A dist built before the compressed copies existed gets them now (nothing to do when they are there).
          tasks.push(() =>
            precompressDir(abs(`${dir}/dist`)).then(
              () => ({ name: dir, status: 'up to date' }),
              (err) => ({ name: dir, status: 'failed', reason: `compressed copies: ${err.message}` }),
            ),
          );
          continue;
        }
      }
      tasks.push(async () => {
        log(`▸ building ${dir} (rspack)`);
        const startedAt = Date.now();
        const r = await run('npm', ['run', 'build', '-w', dir, '--silent'], { env: FRONTEND_ENV });
        let ok = r.code === 0 && existsSync(markerPath);
        // Last, after every file of the dist is written (the shell's pre-render and sw.js included): the brotli
        // and gzip copies the gateway serves (ADR 0067).
        if (ok) {
          try {
            const copies = await precompressDir(abs(`${dir}/dist`));
            if (verbose) log(`  ${dir}: ${copies.written} compressed copies written, ${copies.removed} removed`);
          } catch (err) {
            r.output += `\nprecompress ${dir}/dist: ${err.message}`;
            ok = false;
          }
        }
        if (ok) writeStamp(dir, startedAt);
        const result = { name: dir, status: ok ? 'built' : 'failed', ms: Date.now() - startedAt };
        if (r.code === 0 && !ok) result.reason = existsSync(markerPath) ? 'its compressed copies were not written' : `${marker} was not produced`;
        report(result, r.output);
        return result;
      });
    }
  }

  function report(result, output) {
    const failed = result.status === 'failed';
    if ((failed || verbose) && output.trim()) log(output.trimEnd());
    log(`${failed ? '✗' : '✓'} ${result.name} ${failed ? 'FAILED' : 'built'} in ${seconds(result.ms)}${result.reason ? ` (${result.reason})` : ''}`);
  }

  results.push(...(await pool(tasks, jobs)));
  for (const r of results.filter((x) => x.status === 'skipped')) log(`- skipped ${r.name}: ${r.reason}`);
  return { ok: results.every((r) => r.status !== 'failed'), results };
}

/** Newest modification time among a frontend's own sources and the shared frontend libs (specs excluded). */
function newestSource(dir) {
  let newest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else if (!/\.spec\.[cm]?[jt]sx?$/.test(path)) {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  visit(abs(`${dir}/src`));
  visit(abs(`${dir}/package.json`));
  for (const f of readdirSync(abs(dir))) if (/\.config\.[cm]?[jt]s$/.test(f)) visit(abs(`${dir}/${f}`));
  for (const shared of FRONTEND_SHARED_SOURCES) visit(abs(shared));
  return newest;
}

function readStamps() {
  try {
    return JSON.parse(readFileSync(STAMPS, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamp(dir, at) {
  const stamps = readStamps();
  stamps[dir] = at;
  mkdirSync(join(STAMPS, '..'), { recursive: true });
  writeFileSync(STAMPS, JSON.stringify(stamps, null, 2));
}

/**
 * One build at a time per checkout: `npm start`, an e2e run and `npm run build` started together would otherwise
 * write the same dist files at once. The lock is a directory holding the owner's pid; a dead owner's lock is taken over.
 */
async function acquireLock(log) {
  mkdirSync(join(LOCK, '..'), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    let owner;
    try {
      owner = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
    } catch {
      owner = undefined; // being created or removed right now
    }
    if (owner && !isAlive(owner)) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (!told) {
      log(`… waiting for another build (pid ${owner ?? '?'}) to finish`);
      told = true;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

