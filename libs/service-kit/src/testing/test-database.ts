import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL server the tests use (override with TEST_POSTGRES_URL, any database in the path). */
export const TEST_POSTGRES_SERVER = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestPostgresDatabase {
  /** URL of a database name not used by anyone else (`vetnow_test_<random>`); not created yet — openDatabase creates it. */
  readonly url: string;
  readonly name: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** A unique database on the local PostgreSQL server, for one test file. Call `drop()` in afterAll. */
export function createTestPostgresDatabase(prefix = 'vetnow_test'): TestPostgresDatabase {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const server = new URL(TEST_POSTGRES_SERVER);
  const url = new URL(TEST_POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      server.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: server.toString() });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
