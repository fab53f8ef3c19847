import { type DynamicModule, Global, Module } from '@nestjs/common';

/** The time source of the service ("today", past slots); tests pass a fixed one to createClinicApp. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('vetnow.clinic.clock');

export const systemClock: Clock = { now: () => new Date() };

/** Provides {@link CLOCK} globally. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return { module: ClockModule, global: true, providers: [{ provide: CLOCK, useValue: clock }], exports: [CLOCK] };
  }
}
