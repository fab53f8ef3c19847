import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Saved cards. Card data policy (ARCHITECTURE.md invariant 4): brand, last four, holder and expiry only —
 * there is no column a full card number or CVV could go into. One row per (owner, brand, last four, expiry,
 * holder): saving the same card again returns the existing row.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    expiryDate: text('expiry_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_identity_key').on(t.userId, t.cardType, t.lastFour, t.expiryDate, t.cardholderName),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    check('saved_cards_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('saved_cards_expiry_check', sql`${t.expiryDate} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'`),
  ],
);
export type SavedCardRow = typeof savedCards.$inferSelect;

/**
 * Card payments of appointments (amount = the doctor's consultation fee in LKR). Unique per appointment, so
 * a redelivered appointment.booked records one payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    userId: uuid('user_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    savedCardId: uuid('saved_card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_appointment_key').on(t.appointmentId),
    index('payments_user_idx').on(t.userId),
    check('payments_status_check', sql`${t.status} IN ('completed', 'failed')`),
    check('payments_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
