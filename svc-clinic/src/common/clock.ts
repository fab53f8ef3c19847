/** The time source of the service; tests provide a fixed one (`{ provide: CLOCK, useValue: … }`). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('vetnow.clinic.clock');

export const systemClock: Clock = { now: () => new Date() };
