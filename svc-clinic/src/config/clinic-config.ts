import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@vetnow/domain/booking-limits';
import { SERVICES } from '@vetnow/contracts/services';
import { envFlag, envInt, httpUrl, optionalEnv, parseEnv } from '@vetnow/service-kit/config';
import { z } from 'zod';

/** svc-clinic's own settings, on top of the kit's ServiceConfig. Parsed once at boot; bad values stop the boot. */
export interface ClinicConfig {
  /** svc-auth's base URL (env AUTH_URL, default http://127.0.0.1:4001), for the doctor credentials call. */
  readonly authUrl: string;
  /** How long the credentials call may take (env AUTH_TIMEOUT_MS, default 10 000). */
  readonly authTimeoutMs: number;
  /** SEED_DEMO=true: ensure the demo doctors exist. */
  readonly seedDemo: boolean;
  /** BOOKING_HORIZON_DAYS (default 60): the slot API answers 400 past clinic today + this many days (as booking does). */
  readonly bookingHorizonDays: number;
}

export const CLINIC_CONFIG = Symbol('vetnow.clinic-config');

export class ClinicConfigError extends Error {
  override readonly name = 'ClinicConfigError';
}

const envSchema = z.object({
  AUTH_URL: optionalEnv(httpUrl),
  AUTH_TIMEOUT_MS: envInt(10_000, { max: 120_000 }),
  BOOKING_HORIZON_DAYS: envInt(DEFAULT_BOOKING_HORIZON_DAYS, { max: 3650 }),
  SEED_DEMO: envFlag(false),
});

/** Reads svc-clinic's settings; throws {@link ClinicConfigError} naming each bad variable. */
export function loadClinicConfig(env: Record<string, string | undefined> = process.env): ClinicConfig {
  const e = parseEnv(envSchema, env, 'svc-clinic', (message) => new ClinicConfigError(message));
  return {
    authUrl: (e.AUTH_URL ?? `http://127.0.0.1:${SERVICES.auth.port}`).replace(/\/+$/, ''),
    authTimeoutMs: e.AUTH_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    bookingHorizonDays: e.BOOKING_HORIZON_DAYS,
  };
}

/** Provides {@link CLINIC_CONFIG} globally. */
@Global()
@Module({})
export class ClinicConfigModule {
  static forRoot(config: ClinicConfig): DynamicModule {
    return {
      module: ClinicConfigModule,
      global: true,
      providers: [{ provide: CLINIC_CONFIG, useValue: config }],
      exports: [CLINIC_CONFIG],
    };
  }
}
