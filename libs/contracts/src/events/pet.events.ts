/** A pet's events (svc-booking): the care items due. */
import { z } from '@vetnow/contracts/zod';
import { id } from './event-fields.js';

/**
 * pet.care-due-changed (issue 38): a pet's whole list of due care items as of now — after a visit recorded care, the
 * pet was renamed, archived or brought back. The list replaces the previous one (a later event wins by occurredAt);
 * an archived pet has none. A PRIVATE type (health details, svc-notify alone): the reminders come from it.
 */
export const petCareDueChangedEventV1 = z.object({
  petId: id,
  userId: id,
  petName: z.string(),
  species: z.string(),
  /** The doctor of the pet's latest completed visit ("Book now" chooses them); null before any. */
  lastDoctorId: id.nullable(),
  items: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['vaccination', 'deworming', 'tick-flea']),
      name: z.string(),
      dueOn: z.string(),
    }),
  ),
});
