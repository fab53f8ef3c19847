import { type DynamicModule, Global, Module } from '@nestjs/common';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_MAX_ACTIVE_APPOINTMENTS,
  DEFAULT_NO_SHOW_GRACE_MINUTES,
  DEFAULT_NO_SHOW_LIMIT,
  DEFAULT_NO_SHOW_WINDOW_DAYS,
} from '@vetnow/domain/booking-limits';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '@vetnow/contracts/waitlist';
import { currentServiceEnv, envFlag, envInt, parseEnv } from '@vetnow/service-kit/config';
import { z } from 'zod';

/** svc-booking's own settings, on top of the kit's ServiceConfig. Parsed when the app is created; bad values stop the boot. */
export interface BookingConfig {
  /** MAX_ACTIVE_APPOINTMENTS (default 5): scheduled future appointments one owner may hold at once. */
  readonly maxActiveAppointments: number;
  /** BOOKING_HORIZON_DAYS (default 60): the last bookable date is clinic today + this many days. */
  readonly bookingHorizonDays: number;
  /** SLOT_HOLD_MINUTES (default 10): how long a slot chosen in the wizard stays the owner's (issue 11). */
  readonly slotHoldMinutes: number;
  /** The front desk's no-show rules (issue 39). */
  readonly noShow: NoShowRules;
  /** The waitlist (issue 39 phase B). */
  readonly waitlist: WaitlistSettings;
}

export interface WaitlistSettings {
  /** WAITLIST_HOLD_MINUTES (default 10): how long a freed slot stays held for the waiting owner it was offered to. */
  readonly holdMinutes: number;
  /**
   * WAITLIST_SWEEP_SECONDS (default 15; 0 turns the sweep off): how often every date with live entries is filled again
   * (leave or a closure removed, an offer run out, a change notice missed). A change of a day's appointments fills
   * that day at once whatever this is.
   */
  readonly sweepSeconds: number;
}

export interface NoShowRules {
  /** NO_SHOW_LIMIT (default 3): no-shows in the window after which a booking must be paid by card. */
  readonly limit: number;
  /** NO_SHOW_WINDOW_DAYS (default 90): no-shows count while their clinic date is within this many days up to today. */
  readonly windowDays: number;
  /** NO_SHOW_GRACE_MINUTES (default 15): minutes after a visit's start before the desk may mark it a no-show. */
  readonly graceMinutes: number;
  /** NO_SHOW_CARD_REQUIRED (default true): false counts no-shows but never refuses pay at clinic. */
  readonly cardRequired: boolean;
}

/** Default of SLOT_HOLD_MINUTES. */
export const DEFAULT_SLOT_HOLD_MINUTES = 10;
/** Default of WAITLIST_SWEEP_SECONDS. */
export const DEFAULT_WAITLIST_SWEEP_SECONDS = 15;

export const BOOKING_CONFIG = Symbol('vetnow.booking-config');

export class BookingConfigError extends Error {
  override readonly name = 'BookingConfigError';
}

const envSchema = z.object({
  MAX_ACTIVE_APPOINTMENTS: envInt(DEFAULT_MAX_ACTIVE_APPOINTMENTS, { max: 10_000 }),
  BOOKING_HORIZON_DAYS: envInt(DEFAULT_BOOKING_HORIZON_DAYS, { max: 3650 }),
  SLOT_HOLD_MINUTES: envInt(DEFAULT_SLOT_HOLD_MINUTES, { max: 24 * 60 }),
  NO_SHOW_LIMIT: envInt(DEFAULT_NO_SHOW_LIMIT, { max: 1000 }),
  NO_SHOW_WINDOW_DAYS: envInt(DEFAULT_NO_SHOW_WINDOW_DAYS, { max: 3650 }),
  NO_SHOW_GRACE_MINUTES: envInt(DEFAULT_NO_SHOW_GRACE_MINUTES, { min: 0, max: 24 * 60 }),
  NO_SHOW_CARD_REQUIRED: envFlag(true),
  WAITLIST_HOLD_MINUTES: envInt(DEFAULT_WAITLIST_HOLD_MINUTES, { max: 24 * 60 }),
  WAITLIST_SWEEP_SECONDS: envInt(DEFAULT_WAITLIST_SWEEP_SECONDS, { min: 0, max: 3600 }),
});

/** Reads svc-booking's settings; throws {@link BookingConfigError} naming each bad variable. */
export function loadBookingConfig(env: Record<string, string | undefined> = process.env): BookingConfig {
  const e = parseEnv(envSchema, env, 'svc-booking', (message) => new BookingConfigError(message));
  return {
    maxActiveAppointments: e.MAX_ACTIVE_APPOINTMENTS,
    bookingHorizonDays: e.BOOKING_HORIZON_DAYS,
    slotHoldMinutes: e.SLOT_HOLD_MINUTES,
    noShow: {
      limit: e.NO_SHOW_LIMIT,
      windowDays: e.NO_SHOW_WINDOW_DAYS,
      graceMinutes: e.NO_SHOW_GRACE_MINUTES,
      cardRequired: e.NO_SHOW_CARD_REQUIRED,
    },
    waitlist: { holdMinutes: e.WAITLIST_HOLD_MINUTES, sweepSeconds: e.WAITLIST_SWEEP_SECONDS },
  };
}

/** Provides {@link BOOKING_CONFIG} globally, from the environment given to `createServiceApp` (else process.env). */
@Global()
@Module({})
export class BookingConfigModule {
  static forRoot(): DynamicModule {
    return {
      module: BookingConfigModule,
      global: true,
      providers: [{ provide: BOOKING_CONFIG, useFactory: () => loadBookingConfig(currentServiceEnv()) }],
      exports: [BOOKING_CONFIG],
    };
  }
}
