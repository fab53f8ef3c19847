import { randomUUID } from 'node:crypto';
import { KIT_DDL } from '@vetnow/service-kit';
import { type Database, openDatabase } from '@vetnow/service-kit/database';
import { createTestPostgresDatabase } from '@vetnow/service-kit/testing';
import { doctors, occupancy, type DoctorRow, type NewDoctorRow } from '../database/schema.js';
import { MIGRATIONS_FOLDER } from '../database/migrations-folder.js';

export interface ClinicTestDb {
  readonly db: Database;
  close(): Promise<void>;
}

/** svc-clinic's schema on a fresh, unique PostgreSQL database; `close()` drops it. */
export async function openClinicTestDb(): Promise<ClinicTestDb> {
  const pg = createTestPostgresDatabase('vetnow_clinic_test');
  const conn = await openDatabase(
    { service: 'clinic', databaseUrl: pg.url },
    { kitDdl: KIT_DDL, migrationsFolder: MIGRATIONS_FOLDER },
  );
  return {
    db: conn.db,
    async close() {
      await conn.close();
      await pg.drop();
    },
  };
}

let counter = 0;

/** Column values of a valid doctor, overridable. */
export function doctorRowValues(overrides: Partial<NewDoctorRow> = {}): NewDoctorRow {
  counter++;
  return {
    id: randomUUID(),
    email: `doctor${counter}.${randomUUID().slice(0, 8)}@vetnow.test`,
    fullName: `Dr. Test ${counter}`,
    specialization: 'General Veterinary',
    experience: 5,
    qualifications: ['BVSc'],
    contactNumber: '0771234567',
    street: '1 Main Street',
    city: 'Battaramulla',
    location: 'Battaramulla',
    consultationFeeMinor: 200_000,
    startTime: '09:00',
    endTime: '17:00',
    slotDuration: 30,
    isActive: true,
    ...overrides,
  };
}

export async function insertDoctor(db: Database, overrides: Partial<NewDoctorRow> = {}): Promise<DoctorRow> {
  const [row] = await db.insert(doctors).values(doctorRowValues(overrides)).returning();
  return row!;
}

export async function insertOccupancy(
  db: Database,
  doctorId: string,
  startsAt: string,
  endsAt: string,
  opts: { appointmentId?: string; cancelled?: boolean } = {},
): Promise<string> {
  const appointmentId = opts.appointmentId ?? randomUUID();
  await db.insert(occupancy).values({
    appointmentId,
    doctorId,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    cancelledAt: opts.cancelled ? new Date() : null,
  });
  return appointmentId;
}
