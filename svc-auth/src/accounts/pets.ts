import type { StoredPet as Pet } from '../database/schema.js';

const key = (p: Pick<Pet, 'name' | 'type'>) =>
  `${p.name.trim().toLowerCase()}\u0000${p.type.trim().toLowerCase()}`;

/**
 * The owner's pets after booking for `pet`: a pet with the same name and type (case-insensitive) is updated
 * (breed and age, when given), otherwise the pet is appended. Order is kept.
 */
export function rememberPet(pets: readonly Pet[], pet: Pet): Pet[] {
  const incoming: Pet = {
    name: pet.name.trim(),
    type: pet.type,
    breed: pet.breed.trim(),
    ...(pet.age !== undefined ? { age: pet.age } : {}),
  };
  const i = pets.findIndex((p) => key(p) === key(incoming));
  if (i < 0) return [...pets, incoming];
  const current = pets[i]!;
  const merged: Pet = {
    ...current,
    breed: incoming.breed || current.breed,
    ...(incoming.age !== undefined ? { age: incoming.age } : {}),
  };
  return pets.map((p, j) => (j === i ? merged : p));
}
