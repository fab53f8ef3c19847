import type { Appointment } from '@vetnow/contracts/appointment';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useSession } from '@vetnow/web-kit/session';
import { asPets, mergeOwnerPets, savedOwnerPets, type OwnerPet } from '../components/owner-pets';

/**
 * The owner's pets. Since pets are records (issue 38): the saved pets that are not archived (`saved`, the Pet care
 * panel's GET /pets). When the owner has none saved, the pets of mergeOwnerPets: those of the session's profile at
 * once, then those of the profile query (GET /users/profile). A failure is only logged (spec §8).
 */
export function useOwnerPets(appointments: readonly Appointment[] = [], saved: readonly PetProfile[] = []): OwnerPet[] {
  const { user } = useSession();
  const profile = useApiQuery(API.auth.getProfile, undefined, { meta: { errorLog: 'Pets could not be loaded' } });
  const fromRecords = savedOwnerPets(saved);
  if (fromRecords.length > 0) return fromRecords;
  return mergeOwnerPets(profile.data ? profile.data.pets : asPets(user?.pets), appointments);
}
