import type { Tx } from '@vetnow/service-kit/database';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const KEY = 'vetnow.booking.calendar';

/**
 * Orders writes that claim time (book, hold, reschedule: SHARED) against closed-time changes (closure/leave
 * handlers: EXCLUSIVE), released at commit. A claim either sees a closure committed before it, or the closure's
 * handler waits for the claim to commit and then marks it needs-rescheduling: none slips between the two.
 */
export async function lockCalendarShared(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${KEY}, 0))`);
}

/**
 * A booking's two locks, as select-list items of its first statement (which also reads the doctor, so booking
 * spends one round trip on both): the owner's (EXCLUSIVE on `ownerKey`, serialising one owner's bookings for the
 * cap on active appointments) and then the calendar's (SHARED). Always in this order: a select list is evaluated
 * left to right.
 */
export function ownerAndCalendarSharedLocks(ownerKey: SQLWrapper | string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${ownerKey}, 0)) AS owner_lock, pg_advisory_xact_lock_shared(hashtextextended(${KEY}, 0)) AS calendar_lock`;
}

export async function lockCalendarExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${KEY}, 0))`);
}
