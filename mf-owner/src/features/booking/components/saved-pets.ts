/** The wizard's saved pets (issue 38): a saved pet's fields in the step, and what a "Book now" link asks for. */
import { CARE_KINDS, type CareKind, type PetProfile } from '@vetnow/contracts/pet-care';
import { TEXT_MAX_LENGTH } from '@vetnow/contracts/constants';
import { EMPTY_VALUES, type WizardValues } from './wizard-model';

/** The spec's pet fields of a saved pet (age: its whole years today, '' when its birth is unknown). */
export function petFieldsOf(pet: PetProfile): WizardValues['pet'] {
  return { name: pet.name, type: pet.species, breed: pet.breed, age: pet.ageYears === null ? '' : String(pet.ageYears) };
}

/** The values with a saved pet chosen (its fields filled, still editable), or another pet (its fields empty). */
export function withSavedPet(values: WizardValues, pet: PetProfile | null): WizardValues {
  return pet ? { ...values, petId: pet._id, pet: petFieldsOf(pet) } : { ...values, petId: '', pet: EMPTY_VALUES.pet };
}

/** The kind of care a "Book now" reason names ('Vaccination', 'deworming', 'tick-flea'), or null for any other text. */
export function careKindOf(reason: string): CareKind | null {
  const kind = reason.trim().toLowerCase();
  return (CARE_KINDS as readonly string[]).includes(kind) ? (kind as CareKind) : null;
}

/**
 * The values a "Book now" link (`?pet=<petId>&reason=<text>`) makes of the wizard's: the pet chosen when it is one
 * of the owner's saved, non-archived pets (anything else is ignored quietly), and the reason — a kind of care in
 * the owner's language (`reasonText`), any other text as given (trimmed to the contracts' length).
 */
export function valuesFromBookNow(
  values: WizardValues,
  link: { pet: string | null; reason: string | null },
  pets: readonly PetProfile[],
  reasonText: (kind: CareKind) => string,
): WizardValues {
  const pet = link.pet ? pets.find((p) => p._id === link.pet && p.archivedAt === null) : undefined;
  const reason = link.reason?.trim() ?? '';
  const kind = careKindOf(reason);
  let next = pet ? withSavedPet(values, pet) : values;
  if (reason !== '') next = { ...next, reason: kind ? reasonText(kind) : reason.slice(0, TEXT_MAX_LENGTH) };
  return next;
}
