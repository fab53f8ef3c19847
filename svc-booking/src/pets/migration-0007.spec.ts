import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestPostgresDatabase, testPostgresServer, type TestPostgresDatabase } from '@vetnow/service-kit/testing';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../app.module.js';

// Migration 0007 (issue 38) gives every visit booked before pets were records a pet: one per owner, name
// (case-insensitive) and type, with an estimated date of birth from the age given at booking.

const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).sort();
const statements = (file: string) =>
  readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s !== '');

describe('migration 0007: earlier visits linked to pets', () => {
  let db: TestPostgresDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = createTestPostgresDatabase('vetnow_test_m0007');
    const admin = new pg.Client({ connectionString: testPostgresServer() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${db.name}"`);
    await admin.end();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    for (const file of sqlFiles.filter((f) => f < '0007')) for (const s of statements(file)) await client.query(s);
  });

  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('creates one pet per owner, name and type, and links every visit to it', async () => {
    const owner = '11111111-1111-4111-8111-111111111111';
    const other = '22222222-2222-4222-8222-222222222222';
    const doctor = '33333333-3333-4333-8333-333333333333';
    const visit = (ref: string, user: string, pet: object, day: number, createdAt: string) =>
      client.query(
        `INSERT INTO appointments (appointment_id, user_id, doctor_id, appointment_date, time_slot, starts_at, ends_at, reason, pet, doctor, "user",
           consultation_fee_minor, payment_method, payment_status, created_at)
         VALUES ($1, $2, $3, $4, '09:00 AM', $5, $6, 'Checkup', $7, '{}', '{}', 250000, 'cash', 'pending', $8)`,
        [ref, user, doctor, `2026-10-${day}`, `2026-10-${day}T03:30:00Z`, `2026-10-${day}T04:00:00Z`, JSON.stringify(pet), createdAt],
      );
    await visit('VN-AAAAAA', owner, { name: 'Rex', type: 'Dog', breed: '', age: 2 }, 10, '2026-10-01T20:00:00Z');
    await visit('VN-BBBBBB', owner, { name: 'rex ', type: 'Dog', breed: 'Labrador', age: 2 }, 12, '2026-10-05T10:00:00Z');
    await visit('VN-CCCCCC', owner, { name: 'Rex', type: 'Cat', breed: '' }, 14, '2026-10-06T10:00:00Z');
    await visit('VN-DDDDDD', other, { name: 'Rex', type: 'Hamster', breed: '', age: 1 }, 16, '2026-10-07T10:00:00Z');

    for (const s of statements(sqlFiles.find((f) => f.startsWith('0007'))!)) await client.query(s);

    const { rows: pets } = await client.query(
      'SELECT user_id, name, species, breed, date_of_birth::text AS dob, date_of_birth_estimated AS est FROM pets ORDER BY user_id, species',
    );
    // 'Rex' and 'rex ' are one dog (the latest visit's name and breed); the cat is another pet; a type outside the list is Other.
    expect(pets).toEqual([
      { user_id: owner, name: 'Rex', species: 'Cat', breed: '', dob: null, est: false },
      { user_id: owner, name: 'rex', species: 'Dog', breed: 'Labrador', dob: '2024-10-05', est: true },
      { user_id: other, name: 'Rex', species: 'Other', breed: '', dob: '2025-10-07', est: true },
    ]);
    const { rows: unlinked } = await client.query('SELECT appointment_id FROM appointments WHERE pet_id IS NULL');
    expect(unlinked).toEqual([]);
    const { rows: dogs } = await client.query(
      `SELECT count(DISTINCT pet_id)::int AS n FROM appointments WHERE appointment_id IN ('VN-AAAAAA', 'VN-BBBBBB')`,
    );
    expect(dogs[0].n).toBe(1);
  });
});
