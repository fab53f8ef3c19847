import { useQueries } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { DueItem, PetProfile } from '@vetnow/contracts/pet-care';
import { apiQuery, useApiQuery } from '@vetnow/web-kit/queries';

/** A pet with what needs doing now (overdue or due within two weeks) and the doctor who last saw it, once known. */
export interface PetCareDue {
  pet: PetProfile;
  items: DueItem[];
  /** The doctor "Book now" chooses (null: not known (yet), the pet's record books then). */
  lastDoctorId: string | null;
}

export type PetCare =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `pets`: the owner's pets not archived; `due`: those with something overdue or due soon, most urgent first. */
  | { status: 'ready'; pets: PetProfile[]; due: PetCareDue[] };

const NOW_DUE = new Set<DueItem['status']>(['overdue', 'due-soon']);

/** The pets with something overdue or due soon, overdue ones first, then by the soonest due date. */
export function duePets(pets: readonly PetProfile[]): { pet: PetProfile; items: DueItem[] }[] {
  const rank = (items: DueItem[]) => [items.some((i) => i.status === 'overdue') ? 0 : 1, items[0]!.dueOn] as const;
  return pets
    .map((pet) => ({ pet, items: pet.due.filter((item) => NOW_DUE.has(item.status)) }))
    .filter((p) => p.items.length > 0)
    .sort((a, b) => {
      const [ra, da] = rank(a.items);
      const [rb, db] = rank(b.items);
      return ra - rb || da.localeCompare(db) || a.pet.name.localeCompare(b.pet.name);
    });
}

/**
 * The owner's pet care (issue 38): GET /pets, then, for the few pets with something due, GET /pets/:id for the
 * doctor who last saw each (the list does not say; "Book now" chooses them). A failed read of the list is only
 * logged; a failed record leaves "Book now" to the pet's record.
 */
export function usePetCare(): PetCare {
  const list = useApiQuery(API.pets.list, undefined, { meta: { errorLog: 'Pet care could not be loaded' } });
  const pets = (list.data ?? []).filter((p) => p.archivedAt === null);
  const due = duePets(pets);
  const records = useQueries({
    queries: due.map(({ pet }) => ({ ...apiQuery(API.pets.get, { params: { id: pet._id } }), meta: { errorLog: 'Pet record could not be loaded' } })),
  });
  if (list.isPending) return { status: 'loading' };
  if (list.isError) return { status: 'failed' };
  return {
    status: 'ready',
    pets,
    due: due.map((d, i) => ({ ...d, lastDoctorId: records[i]?.data?.lastDoctorId ?? null })),
  };
}
