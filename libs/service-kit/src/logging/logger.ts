import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config/service-config.js';
import { scrubQueryError } from '../database/scrub-query-error.js';

export type { Logger } from 'pino';

export const REDACTED = '[Redacted]';

/**
 * Keys whose values never reach a log line, at any depth, compared case-insensitively and ignoring
 * `-`/`_` (`cardNumber`, `card_number`, `Card-Number`). Any key containing `password` or `secret` too.
 */
const SENSITIVE_KEYS = new Set(
  [
    'authorization',
    'proxyAuthorization',
    'cookie',
    'setCookie',
    'password',
    'confirmPassword',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'jwt',
    'cardNumber',
    'number', // only inside a `card` object, see isSensitiveKey
    'cvv',
    'cvc',
    'privateKey',
    'jwtPrivateKey',
    'apiKey',
  ].map(normalizeKey),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

function isSensitiveKey(key: string, parentKey: string | undefined): boolean {
  const k = normalizeKey(key);
  if (k === 'number') return parentKey !== undefined && normalizeKey(parentKey).includes('card');
  return SENSITIVE_KEYS.has(k) || k.includes('password') || k.includes('secret');
}

const MAX_DEPTH = 12;

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with sensitive keys replaced by {@link REDACTED}. Walks plain objects, arrays and
 * errors (own enumerable fields and `cause`); other class instances (requests, sockets…) are left to
 * pino's serializers untouched.
 */
export function redactSensitive(value: unknown): unknown {
  return walk(value, undefined, 0, new WeakSet());
}

function walk(value: unknown, parentKey: string | undefined, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  if (depth > MAX_DEPTH) return '[Too deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => walk(item, parentKey, depth + 1, seen));
    if (value instanceof Error) return walkError(value, depth, seen);
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = isSensitiveKey(key, parentKey) ? REDACTED : walk(v, key, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

function walkError(original: Error, depth: number, seen: WeakSet<object>): Error {
  // drizzle puts a failed query's bound values (a password hash, a card's holder…) in the message: drop them.
  const err = scrubQueryError(original) as Error;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Error & Record<string, unknown>;
  for (const key of ['name', 'message', 'stack'] as const) {
    if (err[key] !== undefined) Object.defineProperty(copy, key, { value: err[key], enumerable: false, writable: true, configurable: true });
  }
  if (err.cause !== undefined) {
    Object.defineProperty(copy, 'cause', { value: walk(err.cause, 'cause', depth + 1, seen), enumerable: false, writable: true, configurable: true });
  }
  for (const [key, v] of Object.entries(err)) {
    copy[key] = isSensitiveKey(key, undefined) ? REDACTED : walk(v, key, depth + 1, seen);
  }
  return copy;
}

export interface CreateLoggerOptions {
  level?: LogLevel;
  /** Where JSON lines go; default stdout. Tests pass a stream to capture output. */
  destination?: DestinationStream;
}

/** The pino options every VetNow process uses (JSON, ISO time, `service` on every line, redaction). */
export function loggerOptions(service: string, level: LogLevel = 'info'): LoggerOptions {
  return {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redactSensitive(object) as Record<string, unknown>,
    },
    // Second line of defence for the well-known places pino's serializers produce (after `formatters.log`).
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
  };
}

/** A pino JSON logger for a service (`auth`, `clinic`…, or `gateway`). */
export function createLogger(service: string, options: CreateLoggerOptions = {}): Logger {
  const opts = loggerOptions(service, options.level);
  return options.destination ? pino(opts, options.destination) : pino(opts);
}
