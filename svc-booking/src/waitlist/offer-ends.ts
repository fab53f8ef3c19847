import { type Tx, queryRows } from '@vetnow/service-kit/database';
import type { OutboxService } from '@vetnow/service-kit/messaging';
import { sql } from 'drizzle-orm';
import { announceReleased, type ReleasedHold } from '../slot-holds/held-slots.js';

/**
 * The first step of a date's fill (under its lock), ending offers that are over:
 * - an offer whose hold is gone — no live hold of the owner's on the offered slot (it expired, the owner left the
 *   wizard or chose another slot) — lapses; an expired hold left behind is deleted (it has ended for everyone). A taken
 *   offer is not among them: the booking made the entry `booked` (trigger appointments_waitlist) and deleted the hold;
 * - the hold written for the offer of an owner who booked another slot that day instead (a move onto the day keeps the
 *   owner's holds elsewhere) is released, with slot.released, so the slot passes on now rather than when it expires.
 * Answers the ids of the entries that lapsed.
 */
export async function endOffers(tx: Tx, outbox: OutboxService, date: string): Promise<string[]> {
  const lapsed = await queryRows<{ id: string }>(
    tx,
    sql`WITH lapsed AS (
          UPDATE waitlist_entries e SET status = 'lapsed', updated_at = now()
          WHERE e.date = ${date} AND e.status = 'offered'
            AND NOT EXISTS (SELECT 1 FROM slot_claims c WHERE c.kind = 'hold' AND c.user_id = e.user_id
                              AND c.doctor_id = e.offer_doctor_id AND c.starts_at = e.offer_starts_at AND c.expires_at > now())
          RETURNING e.id, e.user_id, e.offer_doctor_id, e.offer_starts_at
        ), expired AS (
          DELETE FROM slot_claims c USING lapsed l
          WHERE c.kind = 'hold' AND c.user_id = l.user_id AND c.doctor_id = l.offer_doctor_id
            AND c.starts_at = l.offer_starts_at AND c.expires_at <= now()
        )
        SELECT id FROM lapsed`,
  );
  const released = await queryRows<ReleasedHold>(
    tx,
    sql`DELETE FROM slot_claims c USING waitlist_entries e
        WHERE e.date = ${date} AND e.status = 'booked' AND c.id = e.offer_claim_id AND c.kind = 'hold'
        RETURNING c.id, c.doctor_id AS "doctorId", c.expires_at > now() AS live`,
  );
  await announceReleased(tx, outbox, released);
  return lapsed.map((r) => r.id);
}
