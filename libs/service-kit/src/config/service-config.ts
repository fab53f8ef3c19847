import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SERVICES, type ServiceName } from '@vetnow/contracts/services';
import { DEFAULT_EVENT_STREAM, DEFAULT_EVENT_SUBJECT_PREFIX } from '@vetnow/contracts/event-envelope';
import { blankToUndefined, configProblemMessage, envProblems, optionalEnv } from './env-values.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything a service reads from its environment, parsed once at boot. */
export interface ServiceConfig {
  readonly service: ServiceName;
  readonly port: number;
  /**
   * Interface to listen on (HOST). Default 127.0.0.1: services sit behind the gateway (only its X-Forwarded-For
   * is believed, see {@link trustedProxies}); containers set 0.0.0.0 on a private network.
   */
  readonly host: string;
  /** PostgreSQL URL (DATABASE_URL). Required to open the database; `npm start` always sets it (ADR 0044). */
  readonly databaseUrl?: string;
  /** Absolute path. */
  readonly dataDir: string;
  /** NATS_URL: one server, or several of a cluster separated by commas (the client fails over between them). */
  readonly natsUrl: string;
  readonly natsStream: string;
  readonly eventSubjectPrefix: string;
  /** NATS_USER / NATS_PASSWORD: the service's own NATS user (ADR 0010); unset (and no natsCreds) → no credentials sent. */
  readonly natsUser?: string;
  readonly natsPassword?: string;
  /** NATS_CREDS: path of a NATS credentials file (JWT + nkey seed), instead of a user and password. */
  readonly natsCreds?: string;
  /** EVENT_RETENTION_DAYS: how long the stream keeps events (its max_age, ADR 0045); the inbox keeps a day more. Default 30. */
  readonly eventRetentionDays: number;
  /**
   * EVENT_ACK_WAIT_MS: how long the bus waits for a handled event's ack before it delivers the event again — what a
   * copy killed mid-event costs the others (default 30 000 ms, the consumer's). The crash drills set a few seconds.
   */
  readonly eventAckWaitMs?: number;
  readonly logLevel: LogLevel;
  /** PEM (SPKI) of the token signer's Ed25519 public key; when unset, {@link jwksUrl} is used. */
  readonly jwtPublicKey?: string;
  readonly jwksUrl: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /**
   * Peers whose `X-Forwarded-For` is believed (TRUSTED_PROXIES: addresses, CIDR ranges or `loopback`,
   * `linklocal`, `uniquelocal`; default the loopback addresses, where the gateway runs with `npm start`). A request
   * from any other peer is counted under its own socket address whatever it claims.
   */
  readonly trustedProxies: readonly string[];
}

/** Default {@link ServiceConfig.trustedProxies}: the gateway on the same host. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'] as const;

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUSTED_PROXIES entry: an IP address, `address/prefix` (CIDR) or a named range of proxy-addr. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...more] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || more.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** `a, b ,c` → ['a', 'b', 'c'] (empty entries dropped). */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

const optionalString = optionalEnv(z.string());

const urlWithProtocols = (protocols: string[], what: string) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${what} URL (${protocols.map((p) => `${p}//`).join(' or ')}…)` },
  );

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  HOST: optionalString,
  DATABASE_URL: z.preprocess(blankToUndefined, urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL').optional()),
  DATA_DIR: optionalString,
  NATS_URL: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  NATS_STREAM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -')
      .optional(),
  ),
  EVENT_SUBJECT_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'must be dot-separated tokens of letters, digits, _ and -')
      .optional(),
  ),
  NATS_USER: optionalString,
  NATS_PASSWORD: optionalString,
  NATS_CREDS: optionalString,
  EVENT_RETENTION_DAYS: z.preprocess(blankToUndefined, z.coerce.number().positive().max(3650).optional()),
  EVENT_ACK_WAIT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1000).max(600_000).optional()),
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : v),
    z.enum(LOG_LEVELS).optional(),
  ),
  JWT_PUBLIC_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => v.replace(/\\n/g, '\n').includes('-----BEGIN PUBLIC KEY-----'), {
        message: 'must be a PEM public key (-----BEGIN PUBLIC KEY-----)',
      })
      .optional(),
  ),
  JWKS_URL: z.preprocess(blankToUndefined, urlWithProtocols(['http:', 'https:'], 'HTTP').optional()),
  AUTH_URL: z.preprocess(blankToUndefined, urlWithProtocols(['http:', 'https:'], 'HTTP').optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).optional()),
  TRUSTED_PROXIES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => splitList(v).length > 0 && splitList(v).every(isProxyAddress), {
        message: 'must be a comma-separated list of IP addresses or CIDR ranges (e.g. 127.0.0.1,::1 or 172.28.0.0/24)',
      })
      .optional(),
  ),
});

/** Thrown at boot when an environment variable is invalid; the message names the variable. */
export class ServiceConfigError extends Error {
  override readonly name = 'ServiceConfigError';
}

/**
 * Reads the service's configuration from the environment (default `process.env`).
 * Throws {@link ServiceConfigError} naming every bad variable.
 */
export function loadServiceConfig(
  service: ServiceName,
  env: Record<string, string | undefined> = process.env,
): ServiceConfig {
  const owner = `svc-${service}`;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ServiceConfigError(configProblemMessage(owner, envProblems(parsed.error)));
  const e = parsed.data;
  if (!!e.NATS_USER !== !!e.NATS_PASSWORD) throw new ServiceConfigError(configProblemMessage(owner, ['NATS_USER and NATS_PASSWORD go together']));
  if (e.NATS_CREDS && e.NATS_USER) throw new ServiceConfigError(configProblemMessage(owner, ['set NATS_CREDS or NATS_USER/NATS_PASSWORD, not both']));
  const authUrl = (e.AUTH_URL ?? `http://127.0.0.1:${SERVICES.auth.port}`).replace(/\/+$/, '');
  return {
    service,
    port: e.PORT ?? SERVICES[service].port,
    host: e.HOST ?? '127.0.0.1',
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    dataDir: resolve(e.DATA_DIR ?? './data'),
    natsUrl: e.NATS_URL ?? 'nats://127.0.0.1:4222',
    natsStream: e.NATS_STREAM ?? DEFAULT_EVENT_STREAM,
    eventSubjectPrefix: e.EVENT_SUBJECT_PREFIX ?? DEFAULT_EVENT_SUBJECT_PREFIX,
    ...(e.NATS_USER && e.NATS_PASSWORD ? { natsUser: e.NATS_USER, natsPassword: e.NATS_PASSWORD } : {}),
    ...(e.NATS_CREDS ? { natsCreds: resolve(e.NATS_CREDS) } : {}),
    eventRetentionDays: e.EVENT_RETENTION_DAYS ?? 30,
    ...(e.EVENT_ACK_WAIT_MS ? { eventAckWaitMs: e.EVENT_ACK_WAIT_MS } : {}),
    logLevel: e.LOG_LEVEL ?? 'info',
    // PEM often arrives through env files with literal "\n"; restore the newlines.
    ...(e.JWT_PUBLIC_KEY ? { jwtPublicKey: e.JWT_PUBLIC_KEY.replace(/\\n/g, '\n') } : {}),
    jwksUrl: e.JWKS_URL ?? `${authUrl}/.well-known/jwks.json`,
    nodeEnv: e.NODE_ENV ?? 'development',
    trustedProxies: e.TRUSTED_PROXIES ? splitList(e.TRUSTED_PROXIES) : [...DEFAULT_TRUSTED_PROXIES],
  };
}
