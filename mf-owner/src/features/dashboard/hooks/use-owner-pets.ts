import { useEffect, useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useSession } from '@vetnow/web-kit/session';
import { asPets, fetchOwnerPets, type OwnerPet } from '../../../shared/api/dashboard-api';

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
 * The owner's pets (see mergeOwnerPets): those of the session's profile at once, then those of a fresh
 * GET /users/profile. A failure is only logged (spec §8) and the session's pets stay.
 */
export function useOwnerPets(appointments: readonly Appointment[] = []): OwnerPet[] {
  const { user } = useSession();
  const [fresh, setFresh] = useState<OwnerPet[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchOwnerPets(controller.signal).then(setFresh, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Pets could not be loaded', error instanceof Error ? error.message : error);
    });
    return () => controller.abort();
  }, []);

  return mergeOwnerPets(fresh ?? asPets(user?.pets), appointments);
}
