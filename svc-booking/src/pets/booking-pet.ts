import { birthDateOf, MAX_ESTIMATED_AGE_YEARS } from '@vetnow/contracts/pet-care';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { sql } from 'drizzle-orm';

/** What a booking says of its pet: the snapshot the wizard sends and, when the owner picked a saved one, its id. */
export interface BookingPet {
  pet: { name: string; type: string; breed: string; age?: number | undefined };
  /** Already checked to be a uuid (petIdOrThrow), lower-case. */
  petId?: string | undefined;
}

/**
 * The pet profile a booking is for (issue 38), in the booking's transaction after the owner's advisory lock (so two
 * bookings of one owner never both create the pet):
 * - `petId` given: the owner's own pet (else 404 PET_NOT_FOUND, exactly like a missing one), not archived (409);
 * - else the owner's pet of the same name (case-insensitive, trimmed) and species that is not archived, or a new one
 *   (the breed, and from the age given an estimated date of birth).
 * A retried booking (Idempotency-Key) rolls back with its refused insert: it never leaves a second pet behind.
 */
export async function petForBooking(tx: Tx, userId: string, booking: BookingPet, now: Date): Promise<string> {
  if (booking.petId !== undefined) {
    const [own] = await findOwnPet(tx, { id: booking.petId, userId });
    if (!own) throw new DomainError('PET_NOT_FOUND');
    if (own.archived) throw new DomainError('PET_ARCHIVED');
    return own.id;
  }
  const age = booking.pet.age;
  const birth =
    age !== undefined && age <= MAX_ESTIMATED_AGE_YEARS ? birthDateOf({ estimatedAgeYears: age }, now) : { dateOfBirth: null, estimated: false };
  const [linked] = await linkPetByName(tx, {
    userId,
    name: booking.pet.name.trim(),
    species: booking.pet.type,
    breed: booking.pet.breed.trim(),
    dateOfBirth: birth.dateOfBirth,
    estimated: birth.estimated,
  });
  if (!linked) throw new Error('linking the booking to a pet returned no row');
  return linked.id;
}

const findOwnPet = statement<{ id: string; userId: string }, { id: string; archived: boolean }>(
  'booking_find_own_pet',
  (p) => sql`SELECT id, archived_at IS NOT NULL AS archived FROM pets WHERE id = ${p.id}::uuid AND user_id = ${p.userId}::uuid`,
);

/** One round trip: the owner's live pet of that name and species, else a new one. */
const linkPetByName = statement<
  { userId: string; name: string; species: string; breed: string; dateOfBirth: string | null; estimated: boolean },
  { id: string }
>(
  'booking_link_pet_by_name',
  (p) => sql`WITH found AS (
               SELECT id FROM pets
               WHERE user_id = ${p.userId}::uuid AND archived_at IS NULL AND species = ${p.species}::text
                 AND lower(btrim(name)) = lower(${p.name}::text)
               ORDER BY created_at, id LIMIT 1
             ), created AS (
               INSERT INTO pets (user_id, name, species, breed, date_of_birth, date_of_birth_estimated)
               SELECT ${p.userId}::uuid, ${p.name}::text, ${p.species}::text, ${p.breed}::text, ${p.dateOfBirth}::date, ${p.estimated}::boolean
               WHERE NOT EXISTS (SELECT 1 FROM found)
               RETURNING id
             )
             SELECT id FROM found UNION ALL SELECT id FROM created`,
);
