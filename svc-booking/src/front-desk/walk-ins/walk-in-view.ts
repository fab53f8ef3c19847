import type { PetType } from '@vetnow/contracts/constants';
import type { WalkIn, WalkInStatus } from '@vetnow/contracts/front-desk';
import type { Database, Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { isUuid } from '../../common/ids.js';
import { doctors, walkIns, type WalkInRow } from '../../database/schema.js';

/** A walk-in row in the API shape (contracts walkInSchema), with its doctor's name from the read model. */
export function toWalkIn(row: WalkInRow, doctorName: string | null): WalkIn {
  return {
    _id: row.id,
    queueNumber: row.queueNumber,
    date: row.clinicDate,
    doctor: row.doctorId ? { _id: row.doctorId, fullName: doctorName ?? '' } : null,
    ownerName: row.ownerName,
    contactNumber: row.contactNumber,
    pet: { name: row.petName, type: row.petType as PetType },
    reason: row.reason,
    status: row.status as WalkInStatus,
    arrivedAt: row.arrivedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Walk-ins matching `where`, in queue order (per day), each with its doctor's name (a deleted doctor's too). */
export async function listWalkIns(db: Database | Tx, where: SQL | undefined): Promise<WalkIn[]> {
  const rows = await db
    .select({ w: walkIns, doctorName: doctors.fullName })
    .from(walkIns)
    .leftJoin(doctors, eq(doctors.id, walkIns.doctorId))
    .where(where)
    .orderBy(asc(walkIns.clinicDate), asc(walkIns.queueNumber));
  return rows.map((r) => toWalkIn(r.w, r.doctorName));
}

/** The walk-ins of a clinic date for one doctor: theirs and the unassigned ones (anyone's when `doctorId` is absent). */
export function dayCondition(date: string, doctorId?: string): SQL {
  if (doctorId === undefined) return eq(walkIns.clinicDate, date);
  const own = isUuid(doctorId) ? eq(walkIns.doctorId, doctorId.toLowerCase()) : undefined;
  return and(eq(walkIns.clinicDate, date), own ? or(own, isNull(walkIns.doctorId)) : isNull(walkIns.doctorId))!;
}

/** A client's walk-in id: a uuid, else 400 WALK_IN_INVALID_ID before any query. */
export function walkInIdOrThrow(raw: string): string {
  const id = raw.trim();
  if (!isUuid(id)) throw new DomainError('WALK_IN_INVALID_ID');
  return id.toLowerCase();
}

/** One walk-in in the API shape (after a write), or 404 WALK_IN_NOT_FOUND. */
export async function walkInOrThrow(db: Database | Tx, id: string): Promise<WalkIn> {
  const [one] = await listWalkIns(db, eq(walkIns.id, id));
  if (!one) throw new DomainError('WALK_IN_NOT_FOUND');
  return one;
}
