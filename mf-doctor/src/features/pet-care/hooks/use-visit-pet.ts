import type { Appointment } from '@vetnow/contracts/appointment';
import { PET_SPECIES, birthDateOf, type CareKind, type CareSchedule, type PetSpecies } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';

/** What the care form needs of the visit's pet: its species and date of birth (null: unknown, an adult). */
export interface VisitPet {
  name: string;
  species: PetSpecies;
  dateOfBirth: string | null;
}

export type VisitPetState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; pet: VisitPet };

/** The booking's pet type as a species (anything the list does not know is Other, as svc-booking reads it). */
function speciesOf(type: string): PetSpecies {
  return (PET_SPECIES as readonly string[]).includes(type) ? (type as PetSpecies) : 'Other';
}

/**
 * The visit's pet: GET /pets/:id through `appointment.petId`; a visit booked before pets were linked has none, and
 * svc-booking links it at completion from the booking's snapshot — its type and age (an estimated birth date) here.
 */
export function useVisitPet(appointment: Appointment, now: Date = new Date()): VisitPetState {
  const petId = appointment.petId ?? '';
  const record = useApiQuery(API.pets.get, { params: { id: petId } }, { enabled: petId !== '', meta: { errorLog: 'Pet record could not be loaded' } });
  if (!petId) {
    const { pet } = appointment;
    const age = typeof pet.age === 'number' && pet.age >= 0 && pet.age <= 40 ? pet.age : undefined;
    return { status: 'ready', pet: { name: pet.name, species: speciesOf(pet.type), dateOfBirth: birthDateOf({ dateOfBirth: undefined, estimatedAgeYears: age }, now).dateOfBirth } };
  }
  if (record.isSuccess) {
    const { name, species, dateOfBirth } = record.data.pet;
    return { status: 'ready', pet: { name, species, dateOfBirth } };
  }
  if (record.isError) return { status: 'failed', retry: () => void record.refetch() };
  return { status: 'loading' };
}

/** The active schedules (GET /care-schedules) of a species and kind, by name. */
export function schedulesFor(schedules: readonly CareSchedule[], species: PetSpecies, kind: CareKind): CareSchedule[] {
  return schedules.filter((s) => s.active && s.species === species && s.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /care-schedules: every schedule (the form keeps the active ones of the pet's species and the row's kind). */
export function useCareSchedules() {
  return useApiQuery(API.pets.careSchedules, undefined, { staleTime: 5 * 60_000, meta: { errorLog: 'Care schedules could not be loaded' } });
}
