import { STATUS_CODES } from 'node:http';
import { type ErrorCode, type FieldError, issuePath, SERVER_MESSAGES } from '@vetnow/contracts/errors';
import { englishOf, validationText } from '@vetnow/contracts/validation-texts';

/**
 * Generic answers of the kit: the contracts' server messages (one source of truth for every service,
 * the gateway and the frontends). Every other message comes from the service that throws.
 */
export const KIT_MESSAGES = { ...SERVER_MESSAGES, unavailable: SERVER_MESSAGES.serviceUnavailable } as const;

/** Every error answer of a service (contracts' errorResponseSchema). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

type IssueLike = { path: readonly PropertyKey[]; message: string };

/**
 * A field error as answered (ADR 0075): a message that is a validation code (`registration.usernameMin`, what the
 * contracts' schemas carry) becomes its English text with the code beside it; any other text stays as it is.
 */
export function answeredFieldError({ path, code, message }: FieldError): FieldError {
  if (code !== undefined) return { path, code, message };
  const english = validationText(message);
  return english === undefined ? { path, message } : { path, code: message, message: english };
}

/**
 * Readable message of a zod error: its first issue's English text, prefixed with the field path when zod wrote
 * the message itself (the contracts' codes become the spec's sentences, used as they are).
 */
export function zodErrorMessage(error: { issues: readonly IssueLike[] }, fallback: string = SERVER_MESSAGES.badRequest): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  const path = issue.path.map(String).join('.');
  const generated = /^Invalid input|^Invalid |^Too (small|big)|^Unrecognized key|^Expected /.test(issue.message);
  return generated && path ? `${path}: ${issue.message}` : englishOf(issue.message);
}

/** Every issue of a zod error as a field error `{ path, code?, message }`. Never includes the input values. */
export function zodErrorList(error: { issues: readonly IssueLike[] }): FieldError[] {
  return error.issues.map((issue) => answeredFieldError({ path: issuePath(issue.path), message: issue.message }));
}

/**
 * A zod error (or anything with zod-like `issues`) as an error answer: the first issue's English text is the
 * `message`, all issues are listed in `errors` with their codes.
 */
export function formatZodError(error: { issues: readonly IssueLike[] }, statusCode = 400): ErrorBody {
  const errors = zodErrorList(error);
  return { statusCode, code: 'VALIDATION_FAILED', message: errors[0]?.message ?? SERVER_MESSAGES.badRequest, errors };
}
