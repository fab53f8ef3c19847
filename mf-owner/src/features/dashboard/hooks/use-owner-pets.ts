import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useSession } from '@vetnow/web-kit/session';
import { asPets, mergeOwnerPets, type OwnerPet } from '../components/owner-pets';

/**
 * The owner's pets (see mergeOwnerPets): those of the session's profile at once, then those of the profile query
 * (GET /users/profile). A failure is only logged (spec §8) and the session's pets stay.
 */
export function useOwnerPets(appointments: readonly Appointment[] = []): OwnerPet[] {
  const { user } = useSession();
  const profile = useApiQuery(API.auth.getProfile, undefined, { meta: { errorLog: 'Pets could not be loaded' } });
  return mergeOwnerPets(profile.data ? profile.data.pets : asPets(user?.pets), appointments);
}
