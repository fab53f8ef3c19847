/** The static examples (ADR 0072) of the front desk's callers (issue 39 phase B): part of DESK_EXAMPLES. */
import type { CALLER_ROUTES } from '../callers.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const CALLER_EXAMPLES = {
  findOwners: { query: { q: 'Perera' } },
  createCaller: { body: { fullName: 'Sunil Jayasinghe', contactNumber: '0765551234' } },
  resendClaimLink: { params: { id: EXAMPLE.accountId } },
  ownerPets: { params: { id: EXAMPLE.accountId } },
  bookForCaller: {
    body: {
      ownerId: EXAMPLE.accountId,
      doctorId: EXAMPLE.doctorId,
      appointmentDate: EXAMPLE.date,
      timeSlot: EXAMPLE.timeSlot,
      pet: { name: 'Rex', type: 'Dog', breed: 'Labrador' },
      reason: 'Booked by phone',
      payment: 'clinic',
    },
  },
} satisfies FamilyExamples<typeof CALLER_ROUTES>;
