import { addDays, clinicInstant, formatSlotLabel, slotGrid } from '@vetnow/domain/clinic-time';
import type { Tx } from '@vetnow/service-kit/database';
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { closedTimes, slotClaims, type DoctorRow } from '../database/schema.js';

/** A slot of a doctor's day that nobody has: no appointment, no live hold, no closed time. */
export interface FreeSlot {
  doctor: DoctorRow;
  /** `09:30 AM`, as the slots and the booking name it. */
  timeSlot: string;
  startsAt: Date;
  endsAt: Date;
}

interface Span {
  doctorId: string | null;
  startsAt: Date;
  endsAt: Date;
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: Span) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** `during && [from, to)` for a table with a generated `during` range. */
function within(during: SQL, from: Date, to: Date): SQL {
  return sql`${during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
}

/**
 * The free slots of `doctors` on the clinic `date` that start after `now`, in time order (then by doctor id): each
 * doctor's grid (working hours and slot length from the doctors read model, contracts slotGrid) minus the live claims
 * (appointments, and holds not yet expired) and the closed time (clinic closures and holidays, the doctor's leave).
 * Read in `tx`: under the waitlist's lock of the date a claim committed before it is seen.
 */
export async function freeSlots(tx: Tx, doctors: readonly DoctorRow[], date: string, now: Date): Promise<FreeSlot[]> {
  if (doctors.length === 0) return [];
  const dayStart = clinicInstant(date, 0);
  const dayEnd = clinicInstant(addDays(date, 1), 0);
  const ids = doctors.map((d) => d.id);
  const claims: Span[] = await tx
    .select({ doctorId: slotClaims.doctorId, startsAt: slotClaims.startsAt, endsAt: slotClaims.endsAt })
    .from(slotClaims)
    .where(
      and(
        inArray(slotClaims.doctorId, ids),
        within(sql`${slotClaims.during}`, dayStart, dayEnd),
        or(eq(slotClaims.kind, 'appointment'), gt(slotClaims.expiresAt, sql`now()`)),
      ),
    );
  const closed = await tx
    .select({ doctorId: closedTimes.doctorId, startsAt: closedTimes.startsAt, endsAt: closedTimes.endsAt })
    .from(closedTimes)
    .where(
      and(
        eq(closedTimes.removed, false),
        within(sql`${closedTimes.during}`, dayStart, dayEnd),
        or(isNull(closedTimes.doctorId), inArray(closedTimes.doctorId, ids)),
      ),
    );
  const closedSpans = closed.filter((c): c is Span => c.startsAt !== null && c.endsAt !== null);
  const free: FreeSlot[] = [];
  for (const doctor of doctors) {
    const taken = claims.filter((c) => c.doctorId === doctor.id);
    const shut = closedSpans.filter((c) => c.doctorId === null || c.doctorId === doctor.id);
    for (const minutes of slotGrid(doctor)) {
      const slot = { startsAt: clinicInstant(date, minutes), endsAt: clinicInstant(date, minutes + doctor.slotDuration) };
      if (slot.startsAt <= now || taken.some((c) => overlaps(slot, c)) || shut.some((c) => overlaps(slot, c))) continue;
      free.push({ doctor, timeSlot: formatSlotLabel(minutes), ...slot });
    }
  }
  return free.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.doctor.id.localeCompare(b.doctor.id));
}
