// A PostgreSQL cluster of the fault drills' own: `initdb` in a temporary directory, `pg_ctl start` on a free
// loopback port with its unix socket in that directory. The drills kill and restart THIS cluster, never the
// machine's. `remove()` stops it and deletes the directory (also after a failed start); a process exit stops
// it too, so a crashed test run leaves no postmaster behind.
//
// initdb and postgres refuse to run as root: as root, every cluster command runs as the `postgres` user
// (`runuser -u postgres --`, the directory chowned to it); otherwise as the current user.
// The binaries: PG_BIN, else `pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../../scripts/lib/stack.mjs';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres — the server URL (any database name can replace `postgres`). */
  readonly url: string;
  readonly port: number;
  /** The temporary directory: data/, the socket and the server log. */
  readonly dir: string;
  /** Whether the postmaster is running (pg_ctl status). */
  running(): boolean;
  /** Stops the cluster the hard way (`pg_ctl stop -m immediate`: every backend killed, no checkpoint — a crash). */
  kill(): void;
  /** Starts it again (same port, same data) and waits until it accepts connections. */
  start(): void;
  /** Fast shutdown then start, as a service restart does. */
  restart(): void;
  /** The server log so far (to explain a failure). */
  log(): string;
  /** Stops the cluster (if running) and deletes the directory. Idempotent; never throws. */
  remove(): void;
}

const asRoot = process.getuid?.() === 0;

function binDir(): string {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = fromConfig.status === 0 ? fromConfig.stdout.trim() : '';
  if (dir && existsSync(join(dir, 'initdb'))) return dir;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('No PostgreSQL binaries found: set PG_BIN to the directory holding initdb and pg_ctl');
  return join(base, versions[0], 'bin');
}

/** Runs a cluster binary, as `postgres` when we are root. */
function runPg(bin: string, args: string[], timeoutMs = 60_000): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, cwd: tmpdir() });
  } catch (err) {
    const e = err as Error & { stdout?: string; stderr?: string };
    throw new Error(`${[bin, ...args].join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: err });
  }
}

/** Creates and starts the cluster; `label` names its directory (vetnow-<label>-pg-XXXXXX). */
export async function startPrivatePostgres(label: string): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), `vetnow-${label}-pg-`));
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const port = await findFreePort();
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const pgCtl = join(bin, 'pg_ctl');
  // The machine's cluster is never named: this one is addressed by its data directory only.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    // A throwaway cluster: durability is not under test, speed is welcome on 2 cores.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () => runPg(pgCtl, ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  const running = () => {
    if (!existsSync(data)) return false;
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, '-D', data, 'status'], { stdio: 'ignore', cwd: tmpdir() })
      : spawnSync(pgCtl, ['-D', data, 'status'], { stdio: 'ignore' });
    return r.status === 0;
  };
  const stopImmediately = () => {
    if (running()) runPg(pgCtl, ['-D', data, '-m', 'immediate', '-w', '-t', '60', 'stop']);
  };

  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    try {
      stopImmediately();
    } catch (err) {
      process.stderr.write(`[private postgres] could not stop ${data}: ${(err as Error).message}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', remove);

  try {
    runPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    start();
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    remove();
    throw new Error(`${(err as Error).message}\n${log}`, { cause: err });
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    running,
    kill: stopImmediately,
    start,
    restart: () => runPg(pgCtl, ['-D', data, '-l', logFile, '-o', options, '-m', 'fast', '-w', '-t', '60', 'restart']),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    remove,
  };
}

