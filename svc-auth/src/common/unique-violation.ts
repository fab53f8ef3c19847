import { sqlState } from '@vetnow/service-kit/database';

/**
 * When `err` is a unique-constraint violation (SQLSTATE 23505), the name of the violated constraint or index
 * ('' when the driver did not say), else undefined. Looks through drizzle's wrapping (`err.cause`).
 */
export function uniqueViolation(err: unknown): string | undefined {
  if (sqlState(err) !== '23505') return undefined;
  for (
    let e = err as { constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
    e = e.cause as typeof e;
  }
  return '';
}
