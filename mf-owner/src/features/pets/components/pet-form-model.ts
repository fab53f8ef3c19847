import { PET_SEXES, PET_SPECIES, petProfileRequestSchema, type PetProfile } from '@vetnow/contracts/pet-care';
import { vc } from '@vetnow/contracts/validation';
import { z } from '@vetnow/contracts/zod';

/** How the owner gives the pet's age: a date of birth, an estimated age in years, or neither. */
export const BIRTH_CHOICES = ['known', 'estimated', 'unknown'] as const;
export type BirthChoice = (typeof BIRTH_CHOICES)[number];
export const NEUTERED_CHOICES = ['yes', 'no', 'unknown'] as const;

/** The form's values: text as typed, the choices as the radio buttons' values. */
export interface PetFormValues {
  name: string;
  species: string;
  breed: string;
  sex: string;
  neutered: string;
  birth: string;
  dateOfBirth: string;
  estimatedAgeYears: string;
  microchipNumber: string;
  colourMarkings: string;
}

export const EMPTY_PET_FORM: PetFormValues = {
  name: '',
  species: PET_SPECIES[0],
  breed: '',
  sex: PET_SEXES[2],
  neutered: 'unknown',
  birth: 'unknown',
  dateOfBirth: '',
  estimatedAgeYears: '',
  microchipNumber: '',
  colourMarkings: '',
};

/** A saved pet as the form's values (an estimated date of birth is shown as the estimated age). */
export function petFormValues(pet: PetProfile): PetFormValues {
  const birth: BirthChoice = pet.dateOfBirth === null ? 'unknown' : pet.dateOfBirthEstimated ? 'estimated' : 'known';
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    sex: pet.sex,
    neutered: pet.neutered === null ? 'unknown' : pet.neutered ? 'yes' : 'no',
    birth,
    dateOfBirth: birth === 'known' ? (pet.dateOfBirth ?? '') : '',
    estimatedAgeYears: birth === 'estimated' && pet.ageYears !== null ? String(pet.ageYears) : '',
    microchipNumber: pet.microchipNumber,
    colourMarkings: pet.colourMarkings,
  };
}

const NEUTERED: Record<string, boolean | null> = { yes: true, no: false, unknown: null };

/**
 * The form's values → POST/PUT /pets' body, checked by the contracts' petProfileRequestSchema (the server checks
 * the same): only the chosen way of giving the age is sent, and a chosen one must be filled in.
 */
export function petFormSchema(now: () => Date = () => new Date()) {
  const request = petProfileRequestSchema(now);
  return z
    .object({
      name: z.string(),
      species: z.string(),
      breed: z.string(),
      sex: z.string(),
      neutered: z.string(),
      birth: z.string(),
      dateOfBirth: z.string(),
      estimatedAgeYears: z.string(),
      microchipNumber: z.string(),
      colourMarkings: z.string(),
    })
    .transform((values, ctx) => {
      const { birth, dateOfBirth, estimatedAgeYears, neutered, ...rest } = values;
      if (birth === 'known' && dateOfBirth.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: vc('pet.dateOfBirthInvalid') });
      }
      if (birth === 'estimated' && estimatedAgeYears.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['estimatedAgeYears'], message: vc('pet.estimatedAgeInvalid') });
      }
      const parsed = request.safeParse({
        ...rest,
        neutered: NEUTERED[neutered] ?? null,
        dateOfBirth: birth === 'known' ? dateOfBirth : undefined,
        estimatedAgeYears: birth === 'estimated' ? estimatedAgeYears : undefined,
      });
      if (parsed.success) return parsed.data;
      for (const { path, message } of parsed.error.issues) ctx.addIssue({ code: 'custom', path, message });
      return z.NEVER;
    });
}
