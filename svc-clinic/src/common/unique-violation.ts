import { sqlState } from '@vetnow/service-kit/database';

/** True when a database error is a unique violation (SQLSTATE 23505, also when drizzle wrapped it). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}
