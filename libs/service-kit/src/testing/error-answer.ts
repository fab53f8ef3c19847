import { ERROR_CODES, type ErrorCode, type FieldError } from '@vetnow/contracts/errors';

/**
 * The answer a service gives for `code`: `{ statusCode, code, message }` with the catalogue's status and
 * English message (or the given one, for messages naming a configured value), for `expect(res.json()).toEqual(…)`.
 */
export function errorAnswer(
  code: ErrorCode,
  message: string = ERROR_CODES[code].message,
  errors?: FieldError[],
): { statusCode: number; code: ErrorCode; message: string; errors?: FieldError[] } {
  return { statusCode: ERROR_CODES[code].status, code, message, ...(errors ? { errors } : {}) };
}
