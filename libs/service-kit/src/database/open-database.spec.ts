import { fileURLToPath } from 'node:url';
import { Test } from '@nestjs/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ConfigModule } from '../config/config.module.js';
import { eventually } from '../testing/eventually.js';
import { createTestPostgresDatabase, testPostgresServer, type TestPostgresDatabase } from '../testing/test-database.js';
import { DatabaseModule } from './database.module.js';
import { DATABASE_CONNECTION, DB, type Database, type DatabaseConnection } from './database.tokens.js';
import { databaseNameOf, DatabaseConfigError, openDatabase, sqlState } from './open-database.js';

const migrationsFolder = fileURLToPath(new URL('./__fixtures__/migrations', import.meta.url));
const kitDdl = [
  `CREATE TABLE IF NOT EXISTS kit_fixture (id text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX IF NOT EXISTS kit_fixture_at_idx ON kit_fixture (at)`,
];

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What must hold once the database is open. */
async function expectSchemaWorks(db: Database): Promise<void> {
  await db.execute(sql`INSERT INTO kit_fixture (id) VALUES ('a') ON CONFLICT DO NOTHING`);
  expect(await rows(db, sql`SELECT id FROM kit_fixture`)).toEqual([{ id: 'a' }]);

  await db.execute(sql`DELETE FROM fixture_bookings`);
  await db.execute(
    sql`INSERT INTO fixture_bookings (doctor_id, during) VALUES ('d1', tstzrange('2026-12-01 09:00+05:30', '2026-12-01 09:30+05:30'))`,
  );
  // Overlapping slot of the same doctor: the exclusion constraint (btree_gist) refuses it.
  const overlap = await db
    .execute(
      sql`INSERT INTO fixture_bookings (doctor_id, during) VALUES ('d1', tstzrange('2026-12-01 09:15+05:30', '2026-12-01 09:45+05:30'))`,
    )
    .then(
      () => undefined,
      (err: unknown) => err,
    );
  expect(sqlState(overlap)).toBe('23P01');
  // Another doctor, an adjacent slot, and a cancelled overlap are all fine.
  await db.execute(
    sql`INSERT INTO fixture_bookings (doctor_id, during) VALUES ('d2', tstzrange('2026-12-01 09:00+05:30', '2026-12-01 09:30+05:30'))`,
  );
  await db.execute(
    sql`INSERT INTO fixture_bookings (doctor_id, during) VALUES ('d1', tstzrange('2026-12-01 09:30+05:30', '2026-12-01 10:00+05:30'))`,
  );
  await db.execute(
    sql`INSERT INTO fixture_bookings (doctor_id, during, status) VALUES ('d1', tstzrange('2026-12-01 09:00+05:30', '2026-12-01 09:30+05:30'), 'cancelled')`,
  );
  expect(await rows(db, sql`SELECT count(*)::int AS n FROM fixture_bookings`)).toEqual([{ n: 4 }]);

  // The second migration ran too; a duplicate gives 23505 through drizzle's wrapper.
  await db.execute(sql`INSERT INTO fixture_notes (body) VALUES ('x') ON CONFLICT DO NOTHING`);
  const duplicate = await db.execute(sql`INSERT INTO fixture_notes (body) VALUES ('x')`).catch((err: unknown) => err);
  expect(sqlState(duplicate)).toBe('23505');

  // Transactions roll back on error.
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO kit_fixture (id) VALUES ('rolled-back')`);
      throw new Error('abort');
    })
    .catch(() => undefined);
  expect(await rows(db, sql`SELECT id FROM kit_fixture WHERE id = 'rolled-back'`)).toEqual([]);

  // Per-service migrations table.
  expect(await rows(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations_booking`)).toEqual([{ n: 2 }]);
}

describe('openDatabase — PostgreSQL', () => {
  let testDb: TestPostgresDatabase;
  beforeAll(() => {
    testDb = createTestPostgresDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('creates the missing database, runs kit DDL and migrations, and is idempotent', async () => {
    const first = await openDatabase({ service: 'booking', databaseUrl: testDb.url }, { kitDdl, migrationsFolder });
    try {
      await expectSchemaWorks(first.db);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    await first.close(); // idempotent
    expect(await first.ping()).toBe(false);

    // Two replicas booting at once against the existing database: both succeed (schema setup is serialised), the
    // DDL and migrations are no-ops and the rows written before are still there.
    const [a, b] = await Promise.all([
      openDatabase({ service: 'booking', databaseUrl: testDb.url }, { kitDdl, migrationsFolder }),
      openDatabase({ service: 'booking', databaseUrl: testDb.url }, { kitDdl, migrationsFolder }),
    ]);
    try {
      expect(await rows(b.db, sql`SELECT count(*)::int AS n FROM fixture_bookings`)).toEqual([{ n: 4 }]);
      await expectSchemaWorks(a.db);
      expect(await b.ping()).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('tolerates two services creating the same missing database at once', async () => {
    const shared = createTestPostgresDatabase();
    try {
      const [a, b] = await Promise.all([
        openDatabase({ service: 'auth', databaseUrl: shared.url }, { kitDdl }),
        openDatabase({ service: 'clinic', databaseUrl: shared.url }, { kitDdl }),
      ]);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await shared.drop();
    }
  });

  it('survives its connections being killed (PostgreSQL restart) without crashing, and recovers', async () => {
    const warnings: string[] = [];
    const quiet = { info: () => undefined, warn: (_obj: object, msg: string) => void warnings.push(msg) };
    const conn = await openDatabase({ service: 'booking', databaseUrl: testDb.url }, { kitDdl, logger: quiet });
    const admin = new pg.Client({ connectionString: testPostgresServer() });
    await admin.connect();
    try {
      expect(await conn.ping()).toBe(true);
      // Terminate every backend of this database, as a server restart would (idle pool clients get an error event).
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        testDb.name,
      ]);
      // The pool observes its idle client's dropped socket (logged, not a crash), then reconnects by itself.
      await eventually(() => expect(warnings).toContain('svc-booking: idle database connection lost'), {
        description: 'the pool noticing its terminated idle connection',
      });
      await eventually(async () => expect(await conn.ping()).toBe(true), { description: 'a ping after the reconnect' });
      expect(await rows(conn.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await conn.close();
    }
  });

  it('reports a clear error when the server is unreachable', async () => {
    await expect(
      openDatabase(
        { service: 'booking', databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing' },
        { kitDdl, connectRetryMs: 300, logger: { info: () => undefined, warn: () => undefined } },
      ),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });

  it('refuses to open without a DATABASE_URL, saying what to set (there is no embedded fallback)', async () => {
    for (const config of [{ service: 'booking' as const }, { service: 'booking' as const, databaseUrl: '' }]) {
      const refused = await openDatabase(config, { kitDdl, migrationsFolder }).then(
        (conn) => conn.close().then(() => undefined),
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(DatabaseConfigError);
      expect((refused as DatabaseConfigError).name).toBe('DatabaseConfigError');
      expect((refused as DatabaseConfigError).message).toMatch(/^svc-booking: DATABASE_URL is not set\b/);
    }
  });

  it('DatabaseModule provides DB and closes it with the app', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot('booking', { DATABASE_URL: testDb.url }), DatabaseModule.forRoot({ kitDdl, migrationsFolder })],
    }).compile();
    const db = moduleRef.get<Database>(DB);
    const connection = moduleRef.get<DatabaseConnection>(DATABASE_CONNECTION);
    expect(await rows(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations_booking`)).toEqual([{ n: 2 }]);
    expect(await connection.ping()).toBe(true);
    await moduleRef.close();
    expect(await connection.ping()).toBe(false);
  });
});

describe('databaseNameOf', () => {
  it('reads the path, else the user name', () => {
    expect(databaseNameOf('postgres://u@h:5432/clinic')).toBe('clinic');
    expect(databaseNameOf('postgres://u@h:5432')).toBe('u');
  });
});
