import type { Tx } from '@vetnow/service-kit/database';
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

export async function lockCalendarExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${KEY}, 0))`);
}
