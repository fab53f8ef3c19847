import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The PostgreSQL server the tests make their databases on: TEST_DATABASE_URL, which `npm test` and Jest's global
 * setup set to the run's embedded PostgreSQL (or which names a server of your own). Any database in the path.
 */
export function testPostgresServer(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests with `npm test` or `npx jest` (their global setup starts an embedded ' +
        'PostgreSQL), or set it to a PostgreSQL 15+ server (postgres://user@host:5432/postgres).',
    );
  }
  return url;
}

export interface TestPostgresDatabase {
  /** URL of a database name not used by anyone else (`vetnow_test_<random>`); not created yet — openDatabase creates it. */
  readonly url: string;
  readonly name: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** A unique database on the test PostgreSQL server, for one test file. Call `drop()` in afterAll. */
export function createTestPostgresDatabase(prefix = 'vetnow_test'): TestPostgresDatabase {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const server = new URL(testPostgresServer());
  const url = new URL(server);
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

/**
 * A unique database created as a copy of the service's template: a database on the test server that holds the kit's
 * tables and the service's migrations, made once per test run (per server) and named after a hash of that SQL, so
 * that each test app's boot finds its schema in place instead of migrating (issue 37). Call `drop()` in afterAll.
 * Falls back to {@link createTestPostgresDatabase} (created and migrated at boot) for a service without migrations.
 */
export async function createMigratedTestDatabase(
  service: string,
  kitDdl: readonly string[],
  prefix = `vetnow_${service}_test`,
): Promise<TestPostgresDatabase> {
  const database = createTestPostgresDatabase(prefix);
  const migrationsFolder = fileURLToPath(new URL(`../../../../svc-${service}/migrations`, import.meta.url));
  if (!existsSync(join(migrationsFolder, 'meta', '_journal.json'))) return database;
  const template = await (templates.get(service) ?? remember(service, serviceTemplate(service, migrationsFolder, kitDdl)));
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${database.name}" TEMPLATE "${template}"`));
  return database;
}

const templates = new Map<string, Promise<string>>();
function remember(service: string, template: Promise<string>): Promise<string> {
  templates.set(service, template);
  template.catch(() => templates.delete(service));
  return template;
}

/** The template's name; built (under an advisory lock, so that parallel workers build it once) if missing. */
async function serviceTemplate(service: string, migrationsFolder: string, kitDdl: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(kitDdl.join('\n'));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
  const name = `vetnow_template_${service}_${hash.digest('hex').slice(0, 12)}`;
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      // Built under another name and renamed once complete: a clone never sees a half-migrated template.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      const url = new URL(testPostgresServer());
      url.pathname = `/${building}`;
      const { openDatabase } = await import('../database/open-database.js');
      const connection = await openDatabase({ service: service as never, databaseUrl: url.toString() }, { kitDdl, migrationsFolder });
      await connection.close();
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(testPostgresServer());
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}
