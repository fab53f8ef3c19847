import { Inject, Injectable } from '@nestjs/common';
import { clinicTomorrow, isValidIsoDate } from '@vetnow/domain/clinic-time';
import { DB, type Database, type Tx, queryRows } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { lockCalendarShared } from '../closed-time/calendar-lock.js';
import { constraintOf, retryOnDeadlock, sqlState } from '../common/db-errors.js';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import { doctors, slotClaims, waitlistEntries, type WaitlistEntryRow } from '../database/schema.js';
import { liveHoldOf } from '../slot-holds/held-slots.js';
import { freeSlots, type FreeSlot } from './free-slots.js';
import { endOffers } from './offer-ends.js';

/** What one fill did: the entries whose offer ran out, and the offers made. */
export interface FillOutcome {
  lapsed: string[];
  offered: { entryId: string; userId: string; doctorId: string; timeSlot: string }[];
}

type OfferResult = 'offered' | 'slot-gone' | 'owner-busy' | 'entry-gone';

/** The entry changed under the offer (left, booked): its savepoint is rolled back. */
class EntryMoved extends Error {}

/** The key that serialises every fill of a clinic date, in every copy of the service. */
export const waitlistDateKey = (date: string) => `vetnow.waitlist:${date}`;

/**
 * Offers a date's free slots to its waitlist (issue 39 phase B, ADR 0061). One transaction under a transaction-level
 * advisory lock on the date, so the fills of a date — in this process or any other copy — run one after the other,
 * each reading what the previous one committed:
 * 1. offers whose hold is gone (expired, released, or replaced by a hold on another slot) lapse, and the holds of
 *    offers whose owner booked another slot that day are released (offer-ends.ts);
 * 2. each free slot (free-slots.ts), in time order, goes to the oldest waiting entry (created_at, id) that suits it
 *    (its doctor, or any doctor); an entry gets at most one offer. An offer is a `slot_claims` hold of the owner's for
 *    WAITLIST_HOLD_MINUTES, the entry `offered` with the slot, and slot.held + waitlist.offered in the outbox.
 * Each offer is written in a savepoint: the exclusion constraint (23P01: the slot was booked or held meanwhile) skips
 * the slot; an owner who is booking or holding right now (their advisory lock taken, or a live hold: one hold per
 * owner) is skipped this time and keeps their place. The lock is a queue, the constraints are the guarantee.
 */
@Injectable()
export class WaitlistFiller {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  /** Fills the clinic `date` (from clinic tomorrow on: nobody books today online; an earlier date does nothing). */
  async fillDate(date: string, now: Date = new Date()): Promise<FillOutcome> {
    if (!isValidIsoDate(date) || date < clinicTomorrow(now) || !(await this.hasLiveEntries(date))) return { lapsed: [], offered: [] };
    return retryOnDeadlock(() =>
      this.uow.run(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${waitlistDateKey(date)}, 0))`);
        await lockCalendarShared(tx);
        const lapsed = await endOffers(tx, this.outbox, date);
        const waiting = await tx
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')))
          .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
        if (waiting.length === 0) return { lapsed, offered: [] };
        const wanted = waiting.some((e) => e.doctorId === null) ? undefined : [...new Set(waiting.map((e) => e.doctorId!))];
        const active = await tx
          .select()
          .from(doctors)
          .where(and(eq(doctors.isActive, true), eq(doctors.deleted, false), wanted ? inArray(doctors.id, wanted) : undefined));
        const offered: FillOutcome['offered'] = [];
        const done = new Set<string>();
        for (const slot of await freeSlots(tx, active, date, now)) {
          for (const entry of waiting) {
            if (done.has(entry.id) || (entry.doctorId !== null && entry.doctorId !== slot.doctor.id)) continue;
            const result = await this.offer(tx, entry, slot);
            if (result === 'slot-gone') break;
            done.add(entry.id);
            if (result === 'offered') {
              offered.push({ entryId: entry.id, userId: entry.userId, doctorId: slot.doctor.id, timeSlot: slot.timeSlot });
              break;
            }
          }
        }
        return { lapsed, offered };
      }),
    );
  }

  /**
   * Whether the date has work: a waiting or offered entry, or a booked one whose offer's hold is still there (offer-ends).
   * Read without a lock: most changes of a day concern no waitlist and skip the transaction; an entry written just
   * after is filled by its own join.
   */
  private async hasLiveEntries(date: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM waitlist_entries e WHERE e.date = ${date}
            AND (e.status IN ('waiting', 'offered')
                 OR (e.status = 'booked' AND EXISTS (SELECT 1 FROM slot_claims c WHERE c.id = e.offer_claim_id AND c.kind = 'hold')))
          LIMIT 1`,
    );
    return rows.length > 0;
  }

  private async offer(tx: Tx, entry: WaitlistEntryRow, slot: FreeSlot): Promise<OfferResult> {
    try {
      return await tx.transaction(async (sp) => {
        if (!(await tryLockOwner(sp, entry.userId)) || (await liveHoldOf(sp, entry.userId))) return 'owner-busy';
        // An expired hold of the owner's blocks nobody, but would their new one (one hold per owner).
        await sp.delete(slotClaims).where(and(eq(slotClaims.kind, 'hold'), eq(slotClaims.userId, entry.userId), lte(slotClaims.expiresAt, sql`now()`)));
        const [claim] = await sp
          .insert(slotClaims)
          .values({
            kind: 'hold',
            doctorId: slot.doctor.id,
            userId: entry.userId,
            appointmentDate: entry.date,
            timeSlot: slot.timeSlot,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            expiresAt: sql`now() + make_interval(mins => ${this.config.waitlist.holdMinutes})`,
          })
          .returning();
        const expiresAt = claim!.expiresAt!;
        const [moved] = await sp
          .update(waitlistEntries)
          .set({
            status: 'offered',
            offerClaimId: claim!.id,
            offerDoctorId: slot.doctor.id,
            offerDate: entry.date,
            offerTimeSlot: slot.timeSlot,
            offerStartsAt: slot.startsAt,
            offerExpiresAt: expiresAt,
            updatedAt: sql`now()`,
          })
          .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
          .returning({ id: waitlistEntries.id });
        if (!moved) throw new EntryMoved();
        await this.outbox.add(sp, 'slot.held', {
          holdId: claim!.id,
          doctorId: slot.doctor.id,
          userId: entry.userId,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
        });
        await this.outbox.add(sp, 'waitlist.offered', {
          entryId: entry.id,
          userId: entry.userId,
          doctorId: slot.doctor.id,
          doctorName: slot.doctor.fullName,
          appointmentDate: entry.date,
          timeSlot: slot.timeSlot,
          startsAt: slot.startsAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
        });
        return 'offered' as const;
      });
    } catch (err) {
      if (err instanceof EntryMoved) return 'entry-gone';
      if (sqlState(err) === '23P01' && constraintOf(err) === 'slot_claims_no_overlap') return 'slot-gone';
      if (sqlState(err) === '23505' && constraintOf(err) === 'slot_claims_one_hold_per_owner') return 'owner-busy';
      throw err;
    }
  }
}

/**
 * The owner's booking lock (hold-slot.service.ts lockOwner), without waiting: false while the owner is booking or
 * choosing a slot right now (their wizard's hold would replace the offer's anyway). Held until the fill commits.
 */
async function tryLockOwner(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`vetnow.booking.owner:${userId}`}, 0)) AS locked`,
  );
  return row?.locked === true;
}
