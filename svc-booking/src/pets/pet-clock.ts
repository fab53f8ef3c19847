/** The time source of the pets use cases ("today" in clinic time: ages, due statuses, the overdue month). */
export interface PetClock {
  now(): Date;
}

/** Nest token of the {@link PetClock}; PetsModule gives each app its own system clock (tests stub its `now`). */
export const PET_CLOCK = Symbol('vetnow.booking.pet-clock');

export function systemPetClock(): PetClock {
  return { now: () => new Date() };
}
