// Removes what an e2e run left on the shared servers: its JetStream stream and, with PostgreSQL, its databases.
// The packages come from the service kit's dependencies (hoisted to the root node_modules).

/** Deletes the stream `name` (and so its consumers); a missing stream is fine. */
export async function deleteStream(natsUrl: string, name: string): Promise<void> {
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

/** Drops the given databases on the server of `serverUrl` (connecting to its `postgres` database). */
export async function dropDatabases(serverUrl: string, names: string[]): Promise<void> {
  const { default: pg } = await import('pg');
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
