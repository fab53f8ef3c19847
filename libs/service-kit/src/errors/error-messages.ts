import { STATUS_CODES } from 'node:http';
import { type ErrorCode, formatZodError } from '@vetnow/contracts/errors';
import { SERVER_MESSAGES } from '@vetnow/contracts/messages';
import type { ZodError } from 'zod';

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
  errors?: { path: string; message: string }[];
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Readable message of a zod error: its first issue's message (as contracts' `formatZodError`), prefixed with
 * the field path when zod wrote the message itself (contracts' messages are sentences and are used as they are).
 */
export function zodErrorMessage(error: ZodError, fallback: string = SERVER_MESSAGES.badRequest): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  const path = issue.path.map(String).join('.');
  const generated = /^Invalid input|^Invalid |^Too (small|big)|^Unrecognized key|^Expected /.test(issue.message);
  return generated && path ? `${path}: ${issue.message}` : issue.message;
}

export function zodErrorList(error: ZodError): { path: string; message: string }[] {
  return formatZodError(error).errors ?? [];
}
