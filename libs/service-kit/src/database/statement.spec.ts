import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DatabaseConnection } from './database.tokens.js';
import { openDatabase } from './open-database.js';
import { queryRows } from './query-rows.js';
import { statement } from './statement.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../testing/test-database.js';

const visits = pgTable('statement_visits', {
  id: uuid('id').primaryKey().defaultRandom(),
  pet: text('pet').notNull(),
  fee: numeric('fee', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  details: jsonb('details').$type<{ breed: string }>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  seq: integer('seq').notNull().default(7),
});
const DDL = [
  `CREATE TABLE IF NOT EXISTS statement_visits (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(), pet text NOT NULL, fee numeric(12, 2) NOT NULL,
     details jsonb NOT NULL, starts_at timestamptz NOT NULL, seq integer NOT NULL DEFAULT 7)`,
];

// Statements are defined once per process, like the services' (module level).
const insertVisit = statement<{ pet: string; fee: number; details: { breed: string }; startsAt: Date }, typeof visits.$inferSelect>(
  'test_statement_insert_visit',
  (p, db) => db.insert(visits).values({ pet: p.pet, fee: p.fee, details: p.details, startsAt: p.startsAt }).returning(),
);
const visitsOf = statement<{ pet: string }, { pet: string; fee: string; breed: string }>(
  'test_statement_visits_of',
  (p) => sql`SELECT pet, fee, details->>'breed' AS breed FROM statement_visits WHERE pet = ${p.pet} ORDER BY starts_at`,
);

describe('statement() on PostgreSQL', () => {
  let pg: TestPostgresDatabase;
  let conn: DatabaseConnection;

  beforeAll(async () => {
    pg = createTestPostgresDatabase('vetnow_kit_stmt');
    conn = await openDatabase({ service: 'booking', databaseUrl: pg.url }, { kitDdl: DDL });
  });
  afterAll(async () => {
    await conn?.close();
    await pg?.drop();
  });

  it("a builder's statement answers rows mapped as drizzle maps them (dates, numeric as number, json, defaults)", async () => {
    const startsAt = new Date('2026-12-01T04:30:00.000Z');
    const [row] = await insertVisit(conn.db, { pet: 'Bruno', fee: 2500.5, details: { breed: 'Labrador' }, startsAt });
    expect(row).toEqual({ id: expect.any(String), pet: 'Bruno', fee: 2500.5, details: { breed: 'Labrador' }, startsAt, seq: 7 });
    expect(row!.startsAt).toBeInstanceOf(Date);
  });

  it("raw sql answers the driver's rows; each call binds its own values", async () => {
    const pet = `Kitty-${randomUUID()}`;
    await insertVisit(conn.db, { pet, fee: 1000, details: { breed: 'Persian' }, startsAt: new Date('2026-12-02T04:30:00Z') });
    await insertVisit(conn.db, { pet, fee: 1200, details: { breed: 'Siamese' }, startsAt: new Date('2026-12-03T04:30:00Z') });
    expect(await visitsOf(conn.db, { pet })).toEqual([
      { pet, fee: '1000.00', breed: 'Persian' },
      { pet, fee: '1200.00', breed: 'Siamese' },
    ]);
    expect(await visitsOf(conn.db, { pet: 'nobody' })).toEqual([]);
  });

  it('runs in a transaction it is given: rolled back with it', async () => {
    const pet = `Rex-${randomUUID()}`;
    await expect(
      conn.db.transaction(async (tx) => {
        await insertVisit(tx, { pet, fee: 1, details: { breed: 'Beagle' }, startsAt: new Date() });
        expect(await visitsOf(tx, { pet })).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await visitsOf(conn.db, { pet })).toEqual([]);
  });

  it('is a named prepared statement on the connection, parsed once however often it runs', async () => {
    await conn.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await visitsOf(tx, { pet: `p${i}` });
      const prepared = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name = 'test_statement_visits_of'`,
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.statement).toContain('FROM statement_visits WHERE pet = $1');
    });
  });
});

describe('statement() names', () => {
  it('refuses a name defined twice, and one longer than PostgreSQL keeps', () => {
    expect(() => statement('test_statement_visits_of', () => sql`SELECT 1`)).toThrow(/defined twice/);
    expect(() => statement('x'.repeat(64), () => sql`SELECT 1`)).toThrow(/63-byte/);
  });
});
