import { useEffect, useState } from 'react';
import { useSession } from '@vetnow/web-kit/session';
import { asPets, fetchOwnerPets, type OwnerPet } from '../api/dashboard-api';

/**
 * The owner's pets: those of the session's profile at once, then those of a fresh GET /users/profile (a booking
 * may have added one since sign-in). A failure is only logged (spec §8) and the session's pets stay.
 */
export function useOwnerPets(): OwnerPet[] {
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

  return fresh ?? asPets(user?.pets);
}
