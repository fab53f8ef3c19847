import { API } from '@vetnow/contracts/api';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import { useApiQuery } from '@vetnow/web-kit/queries';

/** The owner's saved pets the wizard offers: loading, the pets not archived, or none (a failed read is only logged). */
export type SavedPets = { status: 'loading'; pets: [] } | { status: 'ready'; pets: PetProfile[] } | { status: 'failed'; pets: [] };

const active = (pets: PetProfile[]) => pets.filter((p) => p.archivedAt === null);

/**
 * The owner's saved, non-archived pets (GET /pets, issue 38), for the wizard's "Which pet is this visit for?". A
 * failure is logged and the step looks as it did before pets were saved: the owner types the pet in.
 */
export function useSavedPets(): SavedPets {
  const query = useApiQuery(API.pets.list, undefined, { select: active, meta: { errorLog: 'Saved pets could not be loaded' } });
  if (query.isPending) return { status: 'loading', pets: [] };
  if (query.isError) return { status: 'failed', pets: [] };
  return { status: 'ready', pets: query.data };
}
