/** The time source of the front desk ("today" in clinic time, the no-show grace, walk-in times, the standing window). */
export interface DeskClock {
  now(): Date;
}

/** Nest token of the {@link DeskClock}; FrontDeskModule gives each app its own system clock (tests stub its `now`). */
export const DESK_CLOCK = Symbol('vetnow.booking.desk-clock');

export function systemDeskClock(): DeskClock {
  return { now: () => new Date() };
}
