import { createHash } from 'node:crypto';
import { DomainError } from '@vetnow/service-kit/errors';
import { sqlState } from '../common/db-errors.js';

/*
 * A booking's Idempotency-Key (the owner's and the desk's): the header's check, the hash that tells a retry of one
 * request from another booking under the same key, and the refusals a replay may explain (BookAppointmentService).
 */

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The request's Idempotency-Key header (the owner's booking, the desk's): absent, or 1 to 200 characters, not blank. */
export function idempotencyKeyOrThrow(header: string | undefined): string | undefined {
  if (header !== undefined && (header.trim() === '' || header.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    throw new DomainError('BOOKING_IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

/** A refusal a replay may explain: the service's own (409, 404…) or the database's unique / exclusion violation. */
export function isRefusal(err: unknown): boolean {
  const code = sqlState(err);
  return err instanceof DomainError || code === '23505' || code === '23P01';
}

/** A stable hash of the validated request (object keys sorted), to tell a retry from another booking. */
export function hashRequest(data: unknown): string {
  return createHash('sha256').update(stableJson(data)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
