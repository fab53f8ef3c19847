import { clinicToday } from '@vetnow/domain/clinic-time';
import {
  ageInMonths,
  ageInYears,
  dueItemsOf,
  type CareKind,
  type CareRecord,
  type DueItem,
  type PetProfile,
  type PetSex,
  type PetSpecies,
  type WeightEntry,
} from '@vetnow/contracts/pet-care';
import type { Database, Tx } from '@vetnow/service-kit/database';
import { desc, inArray } from 'drizzle-orm';
import {
  careRecords,
  petWeights,
  type CareRecordRow,
  type PetRow,
  type PetWeightRow,
} from '../database/schema.js';

/** Grams as stored → kilograms as the API answers them (at most 3 decimals). */
export const gramsToKg = (grams: number): number => Math.round(grams) / 1000;
/** Kilograms of a request → whole grams. */
export const kgToGrams = (kg: number): number => Math.round(kg * 1000);

/** The due items of a pet's care records on a clinic date (none when archived: its reminders stop). */
export function dueOf(
  pet: Pick<PetRow, 'archivedAt'>,
  records: readonly CareRecordRow[],
  today: string,
): DueItem[] {
  if (pet.archivedAt !== null) return [];
  return dueItemsOf(
    records.map((r) => ({
      scheduleId: r.scheduleId,
      kind: r.kind as CareKind,
      name: r.name,
      givenOn: r.givenOn,
      nextDueOn: r.nextDueOn,
      recordedAt: r.createdAt.toISOString(),
    })),
    today,
  );
}

/**
 * A pet row in the API's profile shape, on clinic date `today`: its age, its latest weight (the newest by date, then
 * by when it was recorded: `weights` newest first) and what is due.
 */
export function toPetProfile(
  row: PetRow,
  weights: readonly PetWeightRow[],
  records: readonly CareRecordRow[],
  today: string,
): PetProfile {
  const latest = weights[0];
  return {
    _id: row.id,
    name: row.name,
    species: row.species as PetSpecies,
    breed: row.breed,
    sex: row.sex as PetSex,
    neutered: row.neutered,
    dateOfBirth: row.dateOfBirth,
    dateOfBirthEstimated: row.dateOfBirthEstimated,
    ageYears: ageInYears(row.dateOfBirth, today),
    ageMonths: ageInMonths(row.dateOfBirth, today),
    microchipNumber: row.microchipNumber,
    colourMarkings: row.colourMarkings,
    latestWeightKg: latest ? gramsToKg(latest.weightGrams) : null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    due: dueOf(row, records, today),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWeightEntry(w: PetWeightRow): WeightEntry {
  return {
    weightKg: gramsToKg(w.weightGrams),
    recordedOn: w.recordedOn,
    source: w.source as WeightEntry['source'],
    appointmentId: w.appointmentId,
  };
}

export function toCareRecord(r: CareRecordRow): CareRecord {
  return {
    _id: r.id,
    kind: r.kind as CareKind,
    scheduleId: r.scheduleId,
    name: r.name,
    batchNumber: r.batchNumber,
    givenOn: r.givenOn,
    nextDueOn: r.nextDueOn,
    appointmentId: r.appointmentId,
    doctor: r.doctorId ? { _id: r.doctorId, fullName: r.doctorName ?? '' } : null,
  };
}

/** Newest weight first: by the date weighed, then by when it was recorded. */
export const WEIGHTS_NEWEST_FIRST = [desc(petWeights.recordedOn), desc(petWeights.createdAt)] as const;
/** Newest care first: by the date given, then by when it was recorded. */
export const CARE_NEWEST_FIRST = [desc(careRecords.givenOn), desc(careRecords.createdAt)] as const;

/** The profiles of `rows` (in their order), with two queries for all of them: their weights and their care records. */
export async function profilesOf(
  db: Database | Tx,
  rows: readonly PetRow[],
  now: Date,
): Promise<PetProfile[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [weights, records] = await Promise.all([
    db
      .select()
      .from(petWeights)
      .where(inArray(petWeights.petId, ids))
      .orderBy(...WEIGHTS_NEWEST_FIRST),
    db.select().from(careRecords).where(inArray(careRecords.petId, ids)),
  ]);
  const today = clinicToday(now);
  return rows.map((row) =>
    toPetProfile(
      row,
      weights.filter((w) => w.petId === row.id),
      records.filter((r) => r.petId === row.id),
      today,
    ),
  );
}
