import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useSession } from '@vetnow/web-kit/session';
import { asPets, mergeOwnerPets, savedOwnerPets, type OwnerPet } from '../components/owner-pets';

/**
 * The owner's pets. Since pets are records (issue 38): the saved pets that are not archived (GET /pets, as the Pet
 * care panel read them). Until they have answered, or when the owner has none saved, the pets of mergeOwnerPets: those
 * of the session's profile at once, then those of the profile query (GET /users/profile). A failure is only logged
 * (spec §8).
 */
export function useOwnerPets(appointments: readonly Appointment[] = []): OwnerPet[] {
  const { user } = useSession();
  // Read from the cache the Pet care panel fills (usePetCare): no second request of its own.
  const saved = useApiQuery(API.pets.list, undefined, { enabled: false });
  const profile = useApiQuery(API.auth.getProfile, undefined, { meta: { errorLog: 'Pets could not be loaded' } });
  const fromRecords = savedOwnerPets(saved.data ?? []);
  if (fromRecords.length > 0) return fromRecords;
  return mergeOwnerPets(profile.data ? profile.data.pets : asPets(user?.pets), appointments);
}
