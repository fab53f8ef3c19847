/**
 * The one catalogue of error codes (ADR 0016) and the one error answer shape. Every error answer is
 * `{ statusCode, code, message, errors? }`; `code` is stable and is the frontends' i18n key (`errors.<CODE>`),
 * `message` the English text of the spec. A zod failure becomes such an answer on the server (service-kit
 * error-messages.ts): its issues' validation codes as `errors[].code`, their English texts as the messages, so
 * the exact message of the spec (§5) reaches the user.
 */
import { z } from '@vetnow/contracts/zod';
import { AUTH_ERRORS } from './auth.errors.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { CLINIC_ERRORS } from './clinic.errors.js';
import { COMMON_ERRORS } from './common.errors.js';
import type { ErrorDefinition } from './define-errors.js';
import { NOTIFY_ERRORS } from './notify.errors.js';
import { PAYMENTS_ERRORS } from './payments.errors.js';

export { defineErrors, type ErrorDefinition } from './define-errors.js';
export { SERVER_MESSAGES } from './server-messages.js';
export { AUTH_ERRORS, BOOKING_ERRORS, CLINIC_ERRORS, COMMON_ERRORS, NOTIFY_ERRORS, PAYMENTS_ERRORS };

export const ERROR_CODES = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...CLINIC_ERRORS,
  ...BOOKING_ERRORS,
  ...PAYMENTS_ERRORS,
  ...NOTIFY_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(ERROR_CODE_LIST);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}

/** The HTTP status a code is answered with. */
export function statusOfCode(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** The catalogue's English message of a code. */
export function messageOfCode(code: ErrorCode): string {
  return ERROR_CODES[code].message;
}

const STATUS_FALLBACK: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** The generic code for an HTTP status (an answer that carries no code of its own). */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_FALLBACK[status] ?? (status >= 500 ? 'INTERNAL' : 'REQUEST_REFUSED');
}

/**
 * One field's message in an answer's `errors` (`path` as issuePath writes it): `code` is the issue's validation
 * code (`registration.usernameMin`, the frontends' key `validation.<code>`) when it has one, `message` its English text.
 */
export const fieldErrorSchema = z.object({ path: z.string(), code: z.string().optional(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  /** Stable error code (ERROR_CODES); the frontends translate by it (`errors.<CODE>`). */
  code: errorCodeSchema,
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `['address', 'location']` → `'address.location'`; `[]` → `''`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? (p.description ?? '') : String(p))).join('.');
}

/** The message to show for a failed call: the server's `message`, else the given fallback (spec §8). */
export function errorMessageOf(body: unknown, fallback: string): string {
  const parsed = errorResponseSchema.pick({ message: true }).safeParse(body);
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : fallback;
}
