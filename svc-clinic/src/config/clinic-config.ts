import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@vetnow/contracts/booking-limits';
import { SERVICES } from '@vetnow/contracts/services';
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

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const envSchema = z.object({
  AUTH_URL: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => /^https?:$/.test(safeProtocol(v)), 'must be an http:// or https:// URL')
      .optional(),
  ),
  AUTH_TIMEOUT_MS: z.preprocess(blank, z.coerce.number().int().positive().max(120_000).default(10_000)),
  BOOKING_HORIZON_DAYS: z.preprocess(blank, z.coerce.number().int().positive().max(3650).default(DEFAULT_BOOKING_HORIZON_DAYS)),
  SEED_DEMO: z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.trim().toLowerCase()) : v),
    z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  ),
});

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

/** Reads svc-clinic's settings; throws {@link ClinicConfigError} naming each bad variable. */
export function loadClinicConfig(env: Record<string, string | undefined> = process.env): ClinicConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ClinicConfigError(`Invalid configuration for svc-clinic: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    authUrl: (e.AUTH_URL ?? `http://127.0.0.1:${SERVICES.auth.port}`).replace(/\/+$/, ''),
    authTimeoutMs: e.AUTH_TIMEOUT_MS,
    seedDemo: ['true', '1', 'yes'].includes(e.SEED_DEMO ?? 'false'),
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
