import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';

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
 * A booking's two locks in one round trip: the owner's (EXCLUSIVE on `ownerKey`, serialising one owner's
 * bookings for the cap on active appointments) and then the calendar's (SHARED). Always in this order (the
 * select list is evaluated left to right), as a booking took them one statement after the other before.
 */
export async function lockOwnerAndCalendarShared(tx: Tx, ownerKey: string): Promise<void> {
  await lockOwnerAndCalendar(tx, { ownerKey });
}
const lockOwnerAndCalendar = statement<{ ownerKey: string }>(
  'booking_lock_owner_and_calendar',
  (p) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${p.ownerKey}, 0)), pg_advisory_xact_lock_shared(hashtextextended(${KEY}, 0))`,
);

export async function lockCalendarExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${KEY}, 0))`);
}
