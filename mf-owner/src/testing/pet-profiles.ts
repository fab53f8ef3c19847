import type { DueItem, PetProfile, PetRecord } from '@vetnow/contracts/pet-care';
import { petProfile as kitPetProfile } from '@vetnow/web-kit/testing';

/**
 * Test fixtures of the owner's saved pets (issue 38), shaped as the contracts answer them (GET /pets, GET /pets/:id).
 * Test code only. `petProfile()` is Bruno, a three-year-old Labrador with nothing due; `overrides` replace fields.
 */
export function petProfile(overrides: Partial<PetProfile> & { _id: string }): PetProfile {
  return kitPetProfile(overrides);
}

/** A due item of a line of care (`status` as the server computed it for NOW). */
export function dueItem(overrides: Partial<DueItem> & Pick<DueItem, 'name' | 'dueOn' | 'status'>): DueItem {
  return { key: `${overrides.kind ?? 'vaccination'}:${overrides.name.toLowerCase()}`, kind: 'vaccination', ...overrides };
}

/** The health record of a pet (GET /pets/:id) with nothing recorded but who last saw it. */
export function petRecord(pet: PetProfile, lastDoctorId: string | null): PetRecord {
  return {
    pet,
    owner: { _id: 'u-1', fullName: 'Kasun Perera', contactNumber: '0771234567' },
    weights: [],
    care: [],
    prescriptions: [],
    visits: [],
    lastDoctorId,
  };
}
