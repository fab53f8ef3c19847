import type { DeskWaitlistEntry, WaitlistEntry, WaitlistState } from '@vetnow/contracts/waitlist';
import type { Database, Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../common/ids.js';
import { doctors, owners, waitlistEntries, type WaitlistEntryRow } from '../database/schema.js';

const offerDoctors = alias(doctors, 'offer_doctors');

/**
 * The entry's place while waiting: 1 + the waiting entries of its date ahead of it (created_at, id) that compete for
 * the same slots — the same doctor, or either of the two waiting for any doctor. Null unless waiting.
 */
const PLACE = sql<number | null>`CASE WHEN ${waitlistEntries.status} = 'waiting' THEN 1 + (
    SELECT count(*)::int FROM waitlist_entries o
    WHERE o.date = ${waitlistEntries.date} AND o.status = 'waiting'
      AND (o.created_at, o.id) < (${waitlistEntries.createdAt}, ${waitlistEntries.id})
      AND (o.doctor_id IS NULL OR ${waitlistEntries.doctorId} IS NULL OR o.doctor_id = ${waitlistEntries.doctorId})
  ) END`;

interface ViewRow {
  e: WaitlistEntryRow;
  doctorName: string | null;
  offerDoctorName: string | null;
  place: number | null;
  ownerName: string | null;
  ownerContact: string | null;
}

/** An entry row in the API shape (contracts waitlistEntrySchema), with its doctors' names from the read model. */
export function toWaitlistEntry(r: Omit<ViewRow, 'ownerName' | 'ownerContact'>): WaitlistEntry {
  const { e } = r;
  const offered = e.status === 'offered' && e.offerDoctorId && e.offerExpiresAt;
  return {
    _id: e.id,
    doctor: e.doctorId ? { _id: e.doctorId, fullName: r.doctorName ?? '' } : null,
    date: e.date,
    status: e.status as WaitlistState,
    place: r.place === null ? null : Number(r.place),
    offer: offered
      ? {
          doctor: { _id: e.offerDoctorId!, fullName: r.offerDoctorName ?? '' },
          appointmentDate: e.offerDate!,
          timeSlot: e.offerTimeSlot!,
          expiresAt: e.offerExpiresAt!.toISOString(),
        }
      : null,
    addedByDesk: e.addedByDesk,
    createdAt: e.createdAt.toISOString(),
  };
}

function toDeskEntry(r: ViewRow): DeskWaitlistEntry {
  return {
    ...toWaitlistEntry(r),
    // An owner the read model does not know yet (their user.registered still on its way) shows without a name.
    owner: { _id: r.e.userId, fullName: r.ownerName ?? '', contactNumber: r.ownerContact ?? '' },
  };
}

async function select(db: Database | Tx, where: SQL | undefined): Promise<ViewRow[]> {
  return db
    .select({
      e: waitlistEntries,
      doctorName: doctors.fullName,
      offerDoctorName: offerDoctors.fullName,
      place: PLACE,
      ownerName: owners.fullName,
      ownerContact: owners.contactNumber,
    })
    .from(waitlistEntries)
    .leftJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .leftJoin(offerDoctors, eq(offerDoctors.id, waitlistEntries.offerDoctorId))
    .leftJoin(owners, eq(owners.id, waitlistEntries.userId))
    .where(where)
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Entries matching `where`, in list order (date, then created_at, id), as the owner sees them. */
export async function listEntries(db: Database | Tx, where: SQL | undefined): Promise<WaitlistEntry[]> {
  return (await select(db, where)).map(toWaitlistEntry);
}

/** Entries matching `where`, in list order, with their owners, as the desk sees them. */
export async function listDeskEntries(db: Database | Tx, where: SQL | undefined): Promise<DeskWaitlistEntry[]> {
  return (await select(db, where)).map(toDeskEntry);
}

/** One entry as the desk sees it (after a write), or 404 WAITLIST_NOT_FOUND. */
export async function deskEntryOrThrow(db: Database | Tx, id: string): Promise<DeskWaitlistEntry> {
  const [one] = await listDeskEntries(db, eq(waitlistEntries.id, id));
  if (!one) throw new DomainError('WAITLIST_NOT_FOUND');
  return one;
}

/** One entry as its owner sees it, or 404 WAITLIST_NOT_FOUND. */
export async function entryOrThrow(db: Database | Tx, id: string): Promise<WaitlistEntry> {
  const [one] = await listEntries(db, eq(waitlistEntries.id, id));
  if (!one) throw new DomainError('WAITLIST_NOT_FOUND');
  return one;
}

/** A client's entry id: a uuid, else 400 WAITLIST_INVALID_ID before any query. */
export function entryIdOrThrow(raw: string): string {
  const id = raw.trim();
  if (!isUuid(id)) throw new DomainError('WAITLIST_INVALID_ID');
  return id.toLowerCase();
}
