import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { PublicUser } from '@vetnow/contracts/user';
import { useSession } from '@vetnow/web-kit/session';
import { ownerQueries } from '../../../shared/api/owner-queries';

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

/**
 * The owner's pets (see mergeOwnerPets): those of the session's profile at once, then those of the profile query
 * (GET /users/profile). A failure is only logged (spec §8) and the session's pets stay.
 */
export function useOwnerPets(appointments: readonly Appointment[] = []): OwnerPet[] {
  const { user } = useSession();
  const profile = useQuery(ownerQueries.profile());
  const { isError, error } = profile;
  useEffect(() => {
    if (isError) console.warn('Pets could not be loaded', error instanceof Error ? error.message : error);
  }, [isError, error]);
  return mergeOwnerPets(profile.data ? profile.data.pets : asPets(user?.pets), appointments);
}
