import { ERROR_CODES } from '@vetnow/contracts/errors';
import { isValidNextDue, PET_SPECIES, suggestNextDue, type CareKind, type PetSpecies, type VisitCareData } from '@vetnow/contracts/pet-care';
import { vc } from '@vetnow/contracts/validation';
import type { Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { appointments, careRecords, careSchedules, petWeights, pets, prescriptions, type AppointmentRow, type CareScheduleRow, type PetRow } from '../database/schema.js';
import { petForBooking } from '../pets/booking-pet.js';
import { kgToGrams } from '../pets/pet-view.js';

/** The species a booking's pet type stands for (the wizard's types; anything else is Other, as migration 0007). */
function speciesOf(type: string): PetSpecies {
  return (PET_SPECIES as readonly string[]).includes(type) ? (type as PetSpecies) : 'Other';
}

/**
 * The pet of a visit being completed with care: its `pet_id`, or — for a visit left unlinked by migration 0007 — the
 * pet a booking of that snapshot would get (petForBooking: the owner's live pet of the name and species, else a new
 * one from the snapshot), linked to the appointment.
 */
export async function visitPetId(tx: Tx, row: AppointmentRow, now: Date): Promise<string> {
  if (row.petId) return row.petId;
  const age = typeof row.pet.age === 'number' && row.pet.age >= 0 ? row.pet.age : undefined;
  const petId = await petForBooking(
    tx,
    row.userId,
    { pet: { name: row.pet.name, type: speciesOf(row.pet.type), breed: row.pet.breed ?? '', ...(age !== undefined ? { age } : {}) } },
    now,
  );
  await tx.update(appointments).set({ petId }).where(and(eq(appointments.id, row.id), isNull(appointments.petId)));
  return petId;
}

/** One care record as the doctor gave it, with where its fields are in the request (for the 400's field error). */
interface GivenCare {
  readonly kind: CareKind;
  readonly scheduleId?: string | undefined;
  readonly name: string;
  readonly batchNumber: string;
  readonly nextDueOn?: string | null | undefined;
  readonly path: string;
}

/**
 * Records what the doctor gave at the visit on `petId`, in the completion's transaction: the weight (source `visit`,
 * on the visit's date, grams), the vaccinations and treatments (care records with the doctor as the appointment
 * snapshotted them) and the prescriptions. A schedule must exist, be active and be for the pet's species and the
 * record's kind (else CARE_SCHEDULE_NOT_APPLICABLE); a next-due date left out is the schedule's suggestion for the
 * pet's age (none without a schedule), null is none, and a given one must fall after the visit and within five years
 * (else CARE_NEXT_DUE_INVALID). Everything is checked before anything is written.
 */
export async function recordVisitCare(tx: Tx, row: AppointmentRow, petId: string, care: VisitCareData): Promise<void> {
  const [pet] = await tx.select().from(pets).where(eq(pets.id, petId));
  if (!pet) throw new Error(`appointment ${row.id} names pet ${petId}, which does not exist`);
  const visitDate = row.appointmentDate;
  const given: GivenCare[] = [
    ...care.vaccinations.map((v, i) => ({
      kind: 'vaccination' as const,
      scheduleId: v.scheduleId,
      name: v.name,
      batchNumber: v.batchNumber,
      nextDueOn: v.nextDueOn,
      path: `care.vaccinations.${i}`,
    })),
    ...care.treatments.map((t, i) => ({ kind: t.kind, scheduleId: t.scheduleId, name: t.name, batchNumber: '', nextDueOn: t.nextDueOn, path: `care.treatments.${i}` })),
  ];
  const ids = [...new Set(given.flatMap((g) => (g.scheduleId ? [g.scheduleId] : [])))];
  const schedules = new Map<string, CareScheduleRow>(
    ids.length ? (await tx.select().from(careSchedules).where(inArray(careSchedules.id, ids))).map((s) => [s.id, s]) : [],
  );
  const records = given.map((g) => ({
    kind: g.kind,
    scheduleId: g.scheduleId ?? null,
    name: g.name,
    batchNumber: g.batchNumber,
    nextDueOn: nextDueOf(g, g.scheduleId === undefined ? undefined : applicable(schedules.get(g.scheduleId), pet, g), pet, visitDate),
  }));
  const doctor = { appointmentId: row.id, doctorId: row.doctorId, doctorName: row.doctor.fullName };
  if (care.weightKg !== undefined) {
    await tx.insert(petWeights).values({ petId, weightGrams: kgToGrams(care.weightKg), recordedOn: visitDate, source: 'visit', appointmentId: row.id });
  }
  if (records.length) await tx.insert(careRecords).values(records.map((r) => ({ ...r, petId, givenOn: visitDate, ...doctor })));
  if (care.prescriptions.length) {
    await tx.insert(prescriptions).values(care.prescriptions.map((p) => ({ ...p, petId, prescribedOn: visitDate, ...doctor })));
  }
}

/** The schedule of a record when it applies to this pet and kind; CARE_SCHEDULE_NOT_APPLICABLE otherwise. */
function applicable(schedule: CareScheduleRow | undefined, pet: PetRow, g: GivenCare): CareScheduleRow {
  if (!schedule || !schedule.active || schedule.species !== pet.species || schedule.kind !== g.kind) {
    throw new DomainError('CARE_SCHEDULE_NOT_APPLICABLE', { errors: [{ path: `${g.path}.scheduleId`, message: ERROR_CODES.CARE_SCHEDULE_NOT_APPLICABLE.message }] });
  }
  return schedule;
}

function nextDueOf(g: GivenCare, schedule: CareScheduleRow | undefined, pet: PetRow, visitDate: string): string | null {
  if (g.nextDueOn === null) return null;
  if (g.nextDueOn === undefined) return schedule ? suggestNextDue(schedule, pet.dateOfBirth, visitDate) : null;
  if (!isValidNextDue(g.nextDueOn, visitDate)) {
    throw new DomainError('CARE_NEXT_DUE_INVALID', { errors: [{ path: `${g.path}.nextDueOn`, message: vc('pet.nextDueInvalid') }] });
  }
  return g.nextDueOn;
}
