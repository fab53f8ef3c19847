import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The waitlist (issue 39 phase B, migration 0009): an owner — or the desk for a caller (`added_by_desk`) — waits for a
 * doctor's clinic `date`, or for any doctor that day (`doctor_id` null). States (contracts WAITLIST_STATES): waiting,
 * offered (a `slot_claims` hold of the owner's on the `offer_*` slot until `offer_expires_at`), booked (the trigger
 * `appointments_waitlist` of the migration: a scheduled appointment of the owner that day with that doctor, or any),
 * lapsed (the offer ran out untaken), left. One live entry (waiting or offered) per owner, date and doctor-or-any:
 * the partial unique index `waitlist_entries_live_key`. The list order is `created_at, id`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** The doctor waited for; null: any doctor that day. */
    doctorId: uuid('doctor_id'),
    /** Clinic date (Asia/Colombo). */
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('waiting'),
    addedByDesk: boolean('added_by_desk').notNull().default(false),
    /** The hold written for the offer (its `slot_claims` id; the owner's wizard may replace it with its own hold). */
    offerClaimId: uuid('offer_claim_id'),
    offerDoctorId: uuid('offer_doctor_id'),
    offerDate: date('offer_date', { mode: 'string' }),
    /** `09:30 AM`, as the slots name it. */
    offerTimeSlot: text('offer_time_slot'),
    offerStartsAt: timestamp('offer_starts_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_live_key')
      .on(t.userId, t.date, sql`coalesce(${t.doctorId}::text, 'any')`)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('waitlist_entries_day_idx').on(t.date, t.status, t.createdAt),
    index('waitlist_entries_user_idx').on(t.userId, t.date),
    check('waitlist_entries_status_check', sql`${t.status} IN ('waiting', 'offered', 'booked', 'lapsed', 'left')`),
    check(
      'waitlist_entries_offer_check',
      sql`${t.status} <> 'offered' OR (${t.offerDoctorId} IS NOT NULL AND ${t.offerDate} IS NOT NULL AND ${t.offerTimeSlot} IS NOT NULL AND ${t.offerStartsAt} IS NOT NULL AND ${t.offerExpiresAt} IS NOT NULL)`,
    ),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntryRow = typeof waitlistEntries.$inferInsert;
