import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_MAX_ACTIVE_APPOINTMENTS } from '@vetnow/contracts/booking-limits';
import { currentServiceEnv } from '@vetnow/service-kit/config';
import { z } from 'zod';

/** svc-booking's own settings, on top of the kit's ServiceConfig. Parsed when the app is created; bad values stop the boot. */
export interface BookingConfig {
  /** MAX_ACTIVE_APPOINTMENTS (default 5): scheduled future appointments one owner may hold at once. */
  readonly maxActiveAppointments: number;
  /** BOOKING_HORIZON_DAYS (default 60): the last bookable date is clinic today + this many days. */
  readonly bookingHorizonDays: number;
  /** SLOT_HOLD_MINUTES (default 10): how long a slot chosen in the wizard stays the owner's (issue 11). */
  readonly slotHoldMinutes: number;
}

/** Default of SLOT_HOLD_MINUTES. */
export const DEFAULT_SLOT_HOLD_MINUTES = 10;

export const BOOKING_CONFIG = Symbol('vetnow.booking-config');

export class BookingConfigError extends Error {
  override readonly name = 'BookingConfigError';
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveInt = (fallback: number, max: number) =>
  z.preprocess(blank, z.coerce.number().int().positive().max(max).default(fallback));

const envSchema = z.object({
  MAX_ACTIVE_APPOINTMENTS: positiveInt(DEFAULT_MAX_ACTIVE_APPOINTMENTS, 10_000),
  BOOKING_HORIZON_DAYS: positiveInt(DEFAULT_BOOKING_HORIZON_DAYS, 3650),
  SLOT_HOLD_MINUTES: positiveInt(DEFAULT_SLOT_HOLD_MINUTES, 24 * 60),
});

/** Reads svc-booking's settings; throws {@link BookingConfigError} naming each bad variable. */
export function loadBookingConfig(env: Record<string, string | undefined> = process.env): BookingConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new BookingConfigError(`Invalid configuration for svc-booking: ${problems.join('; ')}`);
  }
  return {
    maxActiveAppointments: parsed.data.MAX_ACTIVE_APPOINTMENTS,
    bookingHorizonDays: parsed.data.BOOKING_HORIZON_DAYS,
    slotHoldMinutes: parsed.data.SLOT_HOLD_MINUTES,
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
