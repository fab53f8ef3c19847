// The floor of a booking: one raw single-row INSERT (autocommit) into a table shaped like svc-booking's
// appointments, with the same generated range and no-overlap exclusion constraint, on the same PostgreSQL server as
// the stack's (a scratch database of its own, dropped afterwards).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { dropDatabases, withDatabaseName } from '../../scripts/lib/stack-cleanup.mjs';

const DDL = [
  'CREATE EXTENSION IF NOT EXISTS btree_gist',
  `CREATE TABLE floor_appointments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    appointment_id text NOT NULL UNIQUE,
    user_id uuid NOT NULL,
    doctor_id uuid NOT NULL,
    appointment_date date NOT NULL,
    time_slot text NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    during tstzrange GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
    status text NOT NULL DEFAULT 'scheduled',
    reason text NOT NULL,
    pet jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT floor_no_overlap EXCLUDE USING gist (doctor_id WITH =, during WITH &&) WHERE (status <> 'cancelled')
  )`,
  'CREATE INDEX floor_user_idx ON floor_appointments (user_id, starts_at)',
];

const INSERT = `INSERT INTO floor_appointments (appointment_id, user_id, doctor_id, appointment_date, time_slot, starts_at, ends_at, reason, pet)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`;

/**
 * Times `count` inserts of distinct 30-minute slots of one doctor, after `warmup` untimed ones.
 * @param {{ serverUrl: string, count?: number, warmup?: number }} options serverUrl: the server (any database in the
 *   path; the stack's own: IsolatedStack.postgresServer)
 * @returns {Promise<number[]>} milliseconds per insert
 */
export async function measureInsertFloor({ serverUrl, count = 500, warmup = 50 }) {
  const db = await openPostgres(serverUrl);
  try {
    for (const ddl of DDL) await db.query(ddl);
    const doctorId = randomUUID();
    const userId = randomUUID();
    const base = Date.UTC(2030, 0, 1, 3, 30);
    const samples = [];
    for (let i = 0; i < warmup + count; i++) {
      const startsAt = new Date(base + i * 30 * 60_000);
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      const params = [`FLOOR-${i}`, userId, doctorId, startsAt.toISOString().slice(0, 10), '09:00 AM', startsAt, endsAt, 'Annual check-up', JSON.stringify({ name: 'Rex', type: 'Dog' })];
      const t0 = performance.now();
      await db.query(INSERT, params);
      const ms = performance.now() - t0;
      if (i >= warmup) samples.push(ms);
    }
    return samples;
  } finally {
    await db.close();
  }
}

async function openPostgres(serverUrl) {
  const { default: pg } = await import('pg');
  const url = withDatabaseName(serverUrl, `vetnow_bench_floor_${randomUUID().slice(0, 8)}`);
  const admin = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${new URL(url).pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: (text, params) => client.query(text, params),
    close: async () => {
      await client.end();
      await dropDatabases([url]);
    },
  };
}
