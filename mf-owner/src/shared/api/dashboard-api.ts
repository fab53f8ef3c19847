import type { PublicUser } from '@vetnow/contracts/user';
import { api } from '@vetnow/web-kit/api-client';

export type OwnerPet = PublicUser['pets'][number];

/** GET /api/users/profile's pets: the pets remembered from the owner's bookings (svc-auth). */
export async function fetchOwnerPets(signal?: AbortSignal): Promise<OwnerPet[]> {
  const profile = await api.get<Partial<PublicUser>>('/users/profile', { signal });
  return asPets(profile?.pets);
}

/** The pets of a profile-shaped value (the session's user keeps the profile answer as-is); [] when none. */
export function asPets(value: unknown): OwnerPet[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is OwnerPet => !!p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string',
  );
}
