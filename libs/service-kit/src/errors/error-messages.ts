import { STATUS_CODES } from 'node:http';
import type { ZodError } from 'zod';

/** Generic answers of the kit (every other message comes from the service that throws). */
export const KIT_MESSAGES = {
  unauthorized: 'Unauthorized',
  sessionExpired: 'Session expired',
  forbidden: 'Forbidden',
  internal: 'Internal server error',
  unavailable: 'Service temporarily unavailable',
  malformedJson: 'Malformed JSON body',
  emptyJson: 'Request body is empty',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported media type',
  alreadyExists: 'Already exists',
  conflict: 'Conflicts with an existing record',
  referenceMissing: 'Refers to a record that does not exist or is still in use',
  invalidValue: 'Invalid value',
} as const;

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Readable message of a zod error: its first issue's message, prefixed with the field path when zod wrote
 * the message itself (custom messages from contracts are already sentences and are used as they are).
 * NOTE: a local helper — @vetnow/contracts has no `formatZodError` (yet); switch to it if it appears.
 */
export function zodErrorMessage(error: ZodError, fallback = 'Invalid request'): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  const path = issue.path.map(String).join('.');
  const generated = /^Invalid input|^Invalid |^Too (small|big)|^Unrecognized key|^Expected /.test(issue.message);
  return generated && path ? `${path}: ${issue.message}` : issue.message;
}

export function zodErrorList(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
