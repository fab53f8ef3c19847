import type { Appointment } from '@vetnow/contracts/appointment';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import type { PublicUser } from '@vetnow/contracts/user';

export type OwnerPet = PublicUser['pets'][number];

/** The pets of a profile-shaped value (the session's user keeps the profile answer as-is); [] when none. */
export function asPets(value: unknown): OwnerPet[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is OwnerPet => !!p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string',
  );
}

const petKey = (p: Pick<OwnerPet, 'name' | 'type'>) => `${p.name.trim().toLowerCase()}\u0000${p.type.trim().toLowerCase()}`;

/**
 * The owner's pets: the profile's pets (svc-auth remembers each booked pet, from appointment.booked — a moment
 * after the booking) plus the pets of the owner's non-cancelled appointments not listed there yet, newest
 * booking first. So a pet just booked shows at once, not only pets remembered from earlier (e.g. cancelled)
 * bookings. Pets are the same when name and type match (case-insensitive), as svc-auth counts them.
 */
export function mergeOwnerPets(profilePets: readonly OwnerPet[], appointments: readonly Appointment[]): OwnerPet[] {
  const pets = [...profilePets];
  const known = new Set(pets.map(petKey));
  const booked = appointments
    .filter((a) => a.status !== 'cancelled' && a.pet?.name)
    .sort((a, b) => `${b.appointmentDate} ${b.timeSlot}`.localeCompare(`${a.appointmentDate} ${a.timeSlot}`));
  for (const { pet } of booked) {
    const key = petKey(pet);
    if (known.has(key)) continue;
    known.add(key);
    pets.push({ name: pet.name, type: pet.type, breed: pet.breed, ...(pet.age !== undefined ? { age: pet.age } : {}) });
  }
  return pets;
}

/** The saved pets (GET /pets) that are not archived, as the dashboard's Your Pets lists them. */
export function savedOwnerPets(pets: readonly PetProfile[]): OwnerPet[] {
  return pets
    .filter((p) => p.archivedAt === null)
    .map((p) => ({ name: p.name, type: p.species, breed: p.breed, ...(p.ageYears !== null ? { age: p.ageYears } : {}) }));
}
