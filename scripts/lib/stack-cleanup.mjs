// Removes what an isolated stack (e2e run, proof spec file, fault spec file, bench run) made on the shared servers
// and on disk: its JetStream stream, its PostgreSQL databases and its temporary data directory. The one copy of
// this cleanup (tests/e2e/support/global-setup.ts, tests/proof/support/proof-stack.ts, scripts/lib/isolated-stack.mjs).
// pg and the NATS client come from the service kit's dependencies (hoisted to the root node_modules).
import { rmSync } from 'node:fs';

/** postgres://h/x → postgres://h/<name>. */
export function withDatabaseName(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The database a connection URL names: postgres://h/vetnow_e2e_1_auth → vetnow_e2e_1_auth. */
export function databaseNameOf(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Drops the databases of the given URLs (connecting to their server's `postgres` database); a missing one is fine. */
export async function dropDatabases(urls) {
  if (!urls.length) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDatabaseName(urls[0], 'postgres'), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    for (const url of urls) {
      await client.query(`DROP DATABASE IF EXISTS "${databaseNameOf(url).replace(/"/g, '""')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/** Deletes a JetStream stream (and its consumers); a missing stream is fine. */
export async function deleteStream(natsUrl, name) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: natsUrl.split(','), timeout: 3000 });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(name).catch(() => false);
  } finally {
    await nc.close();
  }
}

/**
 * Removes a stopped stack's leftovers: the stream `streamName` on `natsUrl` (when given: a private nats-server's
 * stream went with its store in the data dir), the databases of `databaseUrls`, and `dataDir`. Every step is tried;
 * resolves with what could not be removed (empty when all went), never rejects.
 */
export async function removeStackLeftovers({ natsUrl, streamName, databaseUrls = [], dataDir }) {
  const problems = [];
  if (natsUrl && streamName) await deleteStream(natsUrl, streamName).catch((e) => problems.push(`stream ${streamName}: ${e.message}`));
  if (databaseUrls.length) await dropDatabases(databaseUrls).catch((e) => problems.push(`databases: ${e.message}`));
  if (dataDir) {
    try {
      rmSync(dataDir, { recursive: true, force: true });
    } catch (e) {
      problems.push(`data dir ${dataDir}: ${e.message}`);
    }
  }
  return problems;
}
