/**
 * The one error answer shape (`{ statusCode, code, message }`, optionally the field errors) and the conversion
 * of a zod failure into it, so the exact message of the spec (§5) reaches the user. The codes themselves are
 * catalogued in ./errors/ (ADR 0016) and re-exported here.
 */
import { z } from '@vetnow/contracts/zod';
import { errorCodeSchema } from './errors/index.js';
import { SERVER_MESSAGES } from './messages.js';

export * from './errors/index.js';

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  /** Stable error code (ERROR_CODES); the frontends translate by it (`errors.<CODE>`). */
  code: errorCodeSchema,
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

type IssueLike = { path: readonly PropertyKey[]; message: string };

/** `['address', 'location']` → `'address.location'`; `[]` → `''`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? p.description ?? '' : String(p))).join('.');
}

/**
 * A zod error (or anything with zod-like `issues`) as an error answer: the first issue's message is the
 * `message`, all issues are listed in `errors`. Never includes the input values.
 */
export function formatZodError(err: { issues: readonly IssueLike[] }, statusCode = 400): ErrorResponse {
  const errors = err.issues.map((i) => ({ path: issuePath(i.path), message: i.message }));
  return { statusCode, code: 'VALIDATION_FAILED', message: errors[0]?.message ?? SERVER_MESSAGES.badRequest, errors };
}

/** The message to show for a failed call: the server's `message`, else the given fallback (spec §8). */
export function errorMessageOf(body: unknown, fallback: string): string {
  const parsed = errorResponseSchema.pick({ message: true }).safeParse(body);
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : fallback;
}
