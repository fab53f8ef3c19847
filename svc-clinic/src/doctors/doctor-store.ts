import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DoctorFilters } from '@vetnow/contracts/doctor';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { doctors, occupancy, type DoctorRow, type NewDoctorRow } from '../database/schema.js';
import type { BusyRange } from '../slots/day-slots.js';
import { doctorSearchCondition } from './doctor-search.js';

type Executor = Database | Tx;

const byName = [asc(sql`lower(${doctors.fullName})`), asc(doctors.id)];

/** All SQL about doctors and their occupied time. Writes take the caller's transaction (outbox). */
@Injectable()
export class DoctorStore {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findById(id: string, opts: { activeOnly?: boolean; tx?: Tx } = {}): Promise<DoctorRow | undefined> {
    const where = opts.activeOnly ? and(eq(doctors.id, id), eq(doctors.isActive, true)) : eq(doctors.id, id);
    const [row] = await (opts.tx ?? this.db).select().from(doctors).where(where).limit(1);
    return row;
  }

  /** Every doctor, active or not, by name (admin). */
  listAll(): Promise<DoctorRow[]> {
    return this.db.select().from(doctors).orderBy(...byName);
  }

  /** Active doctors matching the filters, by name: one query (see doctorSearchCondition). */
  search(filters: DoctorFilters, now: Date): Promise<DoctorRow[]> {
    return this.db.select().from(doctors).where(doctorSearchCondition(filters, now)).orderBy(...byName);
  }

  async emailTaken(email: string, exceptId?: string, tx?: Executor): Promise<boolean> {
    const where = exceptId ? and(eq(doctors.email, email), ne(doctors.id, exceptId)) : eq(doctors.email, email);
    const rows = await (tx ?? this.db).select({ id: doctors.id }).from(doctors).where(where).limit(1);
    return rows.length > 0;
  }

  async insert(tx: Tx, values: NewDoctorRow): Promise<DoctorRow> {
    const [row] = await tx.insert(doctors).values(values).returning();
    return row!;
  }

  /** Inserts unless the id or the email exists; undefined when nothing was inserted. */
  async insertIfAbsent(tx: Tx, values: NewDoctorRow): Promise<DoctorRow | undefined> {
    const [row] = await tx.insert(doctors).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(tx: Tx, id: string, values: Partial<Omit<NewDoctorRow, 'id' | 'createdAt'>>): Promise<DoctorRow | undefined> {
    const [row] = await tx
      .update(doctors)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(doctors.id, id))
      .returning();
    return row;
  }

  async delete(tx: Tx, id: string): Promise<DoctorRow | undefined> {
    const [row] = await tx.delete(doctors).where(eq(doctors.id, id)).returning();
    if (row) await tx.delete(occupancy).where(eq(occupancy.doctorId, id));
    return row;
  }

  /** Occupied ranges of a doctor overlapping [from, to). */
  async busyRanges(doctorId: string, from: Date, to: Date): Promise<BusyRange[]> {
    return this.db
      .select({ startsAt: occupancy.startsAt, endsAt: occupancy.endsAt })
      .from(occupancy)
      .where(
        and(eq(occupancy.doctorId, doctorId), isNull(occupancy.cancelledAt), lt(occupancy.startsAt, to), gt(occupancy.endsAt, from)),
      );
  }

  async counts(): Promise<{ totalDoctors: number; activeDoctors: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        active: sql<number>`count(*) FILTER (WHERE ${doctors.isActive})`.mapWith(Number),
      })
      .from(doctors);
    return { totalDoctors: Number(row?.total ?? 0), activeDoctors: Number(row?.active ?? 0) };
  }
}
