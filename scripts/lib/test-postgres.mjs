// The tests' PostgreSQL: one embedded cluster per test run (ADR 0044), throwaway (trust, no fsync) in a temporary
// directory, or the server TEST_DATABASE_URL names. `npm test` starts it once for Jest and Playwright; a plain `jest`
// run starts it in its global setup (scripts/lib/jest-global-setup.mjs). Tests make databases of their own on it
// (libs/service-kit/src/testing/test-database.ts) and drop them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { startOrphanGuard } from './orphan-guard.mjs';
import { findFreePort } from './stack.mjs';

/**
 * @returns {Promise<{ url: string, started: boolean, stop: () => void }>} url: the server's `postgres` database;
 *   started: whether this call started it (stop() then stops and removes it; otherwise stop() does nothing)
 */
export async function startTestPostgres() {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, started: false, stop: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'vetnow-test-pg-'));
  let cluster;
  try {
    // Every Jest worker's test apps hold pools of their own, and the whole-stack suites five services each.
    cluster = await startEmbeddedPostgres({ dir, port: await findFreePort(), trust: true, durable: false, maxConnections: 400 });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  // A run stopped by a signal or killed outright does not reach the 'exit' handler: the guard stops the postmaster.
  const guard = startOrphanGuard({ graceMs: 5_000 });
  guard.watch(cluster.pid());
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    guard.release();
    try {
      cluster.kill(); // a throwaway cluster: no checkpoint needed
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.on('exit', stop);
  return { url: cluster.url, started: true, stop };
}
