/** The static examples (ADR 0072) of svc-booking's pets (issue 38). */
import type { PETS_API } from '../pets.routes.js';
import { EXAMPLE, PET_PROFILE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const PETS_EXAMPLES = {
  create: { body: PET_PROFILE },
  get: { params: { id: EXAMPLE.petId } },
  update: { params: { id: EXAMPLE.petId }, body: PET_PROFILE },
  archive: { params: { id: EXAMPLE.petId }, body: { archived: false } },
  addWeight: { params: { id: EXAMPLE.petId }, body: { weightKg: 12.5 } },
  updateCareSchedule: { params: { id: 'rabbit-rhdv-myxo' }, body: { active: true } },
  doctorPetCare: { query: { date: EXAMPLE.date } },
  overdueReport: { query: { month: '2027-03' } },
} satisfies FamilyExamples<typeof PETS_API>;
