/**
 * A pet's profile (issue 38): what the owner enters and the rules of it — species, sex, date of birth or an estimated
 * age, microchip, weights — with the validation codes (`pet.*`) of every pet and care field. pet-care.ts builds the care, the
 * schedules and the answers on it and re-exports it (`@vetnow/contracts/pet-care`).
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { clinicToday, compareIsoDates, isValidIsoDate } from '@vetnow/domain/clinic-time';
import { NAME_MAX_LENGTH, PET_TYPES, TEXT_MAX_LENGTH } from './constants.js';
import { emptyToUndefined, optionalText, requiredText } from './common.js';


// ---- Vocabulary ---------------------------------------------------------------------------------------------

/** The species a pet profile takes: the wizard's pet types (issue 38 adds Rabbit). */
export const PET_SPECIES = PET_TYPES;
export type PetSpecies = (typeof PET_SPECIES)[number];
export const PET_SEXES = ['male', 'female', 'unknown'] as const;
export type PetSex = (typeof PET_SEXES)[number];
export const MAX_WEIGHT_KG = 200;
export const MAX_ESTIMATED_AGE_YEARS = 40;

// ---- Building blocks ----------------------------------------------------------------------------------------

/** A `YYYY-MM-DD` date that exists, with `message` for anything else. */
export const isoDateField = (message: string) => z.string({ error: message }).trim().refine(isValidIsoDate, { message });
const toWeight = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v);
/** Kept in whole grams: the least weight is 1 g (0.001 kg), so no weight rounds to nothing. */
const kilograms = () => z.number({ error: vc('pet.weightInvalid') }).min(0.001, vc('pet.weightInvalid')).max(MAX_WEIGHT_KG, vc('pet.weightInvalid'));
const weightKg = z.preprocess(toWeight, kilograms());
/** A weight that may be left empty ('' or null → none). */
export const optionalWeightKg = z.preprocess(toWeight, kilograms().optional());
const microchip = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v == null ? '' : v),
  z.string().refine((s) => s === '' || /^\d{9,15}$/.test(s), { message: vc('pet.microchipInvalid') }),
);

/**
 * An owner's pet, as the owner enters it (POST /pets, PUT /pets/:id). A date of birth, or an estimated age in
 * years (kept as an estimated date of birth: today minus the age), or neither; never both.
 */
export function petProfileRequestSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: requiredText(vc('pet.nameRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')),
      species: z.enum(PET_SPECIES, { error: vc('pet.speciesInvalid') }),
      breed: optionalText(NAME_MAX_LENGTH, vc('pet.textTooLong')),
      sex: z.preprocess(emptyToUndefined, z.enum(PET_SEXES, { error: vc('pet.sexInvalid') }).default('unknown')),
      /** Unknown when missing or null. */
      neutered: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.boolean().nullable()),
      dateOfBirth: z.preprocess(
        emptyToUndefined,
        isoDateField(vc('pet.dateOfBirthInvalid'))
          .refine((d) => compareIsoDates(d, clinicToday(now())) <= 0, { message: vc('pet.dateOfBirthInvalid') })
          .refine((d) => d >= '1980-01-01', { message: vc('pet.dateOfBirthInvalid') })
          .optional(),
      ),
      estimatedAgeYears: z.preprocess(
        (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v),
        z.number({ error: vc('pet.estimatedAgeInvalid') }).min(0, vc('pet.estimatedAgeInvalid')).max(MAX_ESTIMATED_AGE_YEARS, vc('pet.estimatedAgeInvalid')).optional(),
      ),
      microchipNumber: microchip,
      colourMarkings: optionalText(TEXT_MAX_LENGTH, vc('pet.textTooLong')),
    })
    .superRefine((p, ctx) => {
      if (p.dateOfBirth !== undefined && p.estimatedAgeYears !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['estimatedAgeYears'], message: vc('pet.birthBoth') });
      }
    });
}
export type PetProfileRequest = z.input<ReturnType<typeof petProfileRequestSchema>>;
export type PetProfileData = z.output<ReturnType<typeof petProfileRequestSchema>>;

/** The date of birth kept for a profile request: the given one, or today minus the estimated age (estimated). */
export function birthDateOf(p: Pick<PetProfileData, 'dateOfBirth' | 'estimatedAgeYears'>, now: Date = new Date()): { dateOfBirth: string | null; estimated: boolean } {
  if (p.dateOfBirth) return { dateOfBirth: p.dateOfBirth, estimated: false };
  if (p.estimatedAgeYears === undefined) return { dateOfBirth: null, estimated: false };
  return { dateOfBirth: addMonths(clinicToday(now), -Math.round(p.estimatedAgeYears * 12)), estimated: true };
}

/** Calendar months added to a `YYYY-MM-DD` date; a day the month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole years between a date of birth and a clinic date (null without a date of birth). */
export function ageInYears(dateOfBirth: string | null, onDate: string): number | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const years = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return Math.max(0, years);
}

/** Whole months between a date of birth and a clinic date (null without a date of birth): a puppy's "4 months". */
export function ageInMonths(dateOfBirth: string | null, onDate: string): number | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return Math.max(0, (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0));
}

/** Whole weeks between a date of birth and a date (null without a date of birth). */
export function ageInWeeks(dateOfBirth: string | null, onDate: string): number | null {
  if (!dateOfBirth) return null;
  const days = (Date.parse(`${onDate}T00:00:00Z`) - Date.parse(`${dateOfBirth}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.floor(days / 7));
}

/** PUT /pets/:id/archive: archive (the history stays) or bring back. */
export const petArchiveRequestSchema = z.object({ archived: z.boolean() });

/** POST /pets/:id/weights: the owner weighs their pet at home (today unless a past date is given). */
export function petWeightRequestSchema(now: () => Date = () => new Date()) {
  return z.object({
    weightKg,
    recordedOn: z.preprocess(
      emptyToUndefined,
      isoDateField(vc('pet.dateInvalid'))
        .refine((d) => compareIsoDates(d, clinicToday(now())) <= 0, { message: vc('pet.recordedInFuture') })
        .optional(),
    ),
  });
}
