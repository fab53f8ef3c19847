import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RefundState } from '@vetnow/contracts/payments';

/**
 * Saved cards. Card data policy (ARCHITECTURE.md invariant 4, PCI DSS SAQ A): brand, last four, holder and expiry for
 * display only — there is no column a full card number or CVV could go into. One row per (owner, brand, last four,
 * expiry, holder): saving the same card again replaces its token in the existing row.
 * - `provider` 'payhere' (ADR 0053): saved on PayHere's Preapproval page; `token_ciphertext` is PayHere's
 *   customer_token sealed with AES-256-GCM (saved-cards/card-token-cipher.ts: `v1:` + base64 of iv, tag and
 *   ciphertext, the owner's id as associated data) under the key `token_key_id` names. Never logged, never answered.
 * - `provider` 'simulated': saved before ADR 0053 by typing the number into VetNow; no token, so it cannot be charged
 *   (a payment with it fails, asking the owner to add the card again). Still listed until deleted.
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
    provider: text('provider').$type<SavedCardProvider>().notNull().default('simulated'),
    tokenCiphertext: text('token_ciphertext'),
    tokenKeyId: text('token_key_id'),
  },
  (t) => [
    uniqueIndex('saved_cards_identity_key').on(t.userId, t.cardType, t.lastFour, t.expiryDate, t.cardholderName),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    check('saved_cards_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('saved_cards_expiry_check', sql`${t.expiryDate} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'`),
    check('saved_cards_provider_check', sql`${t.provider} IN ('simulated', 'payhere')`),
    check(
      'saved_cards_token_check',
      sql`(${t.provider} = 'payhere') = (${t.tokenCiphertext} IS NOT NULL AND ${t.tokenKeyId} IS NOT NULL)`,
    ),
  ],
);
export type SavedCardRow = typeof savedCards.$inferSelect;
export type SavedCardProvider = 'simulated' | 'payhere';

/**
 * Cards being saved on PayHere's Preapproval page (ADR 0053): the order id we gave the form (`CARD-` + 8 hex) and whose
 * card it is. PayHere's notify for that order id stores the card (`saved`) or not (`failed`), once.
 */
export const cardPreapprovals = pgTable(
  'card_preapprovals',
  {
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<CardPreapprovalStatus>().notNull().default('pending'),
    savedCardId: uuid('saved_card_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('card_preapprovals_user_idx').on(t.userId, t.createdAt),
    check('card_preapprovals_status_check', sql`${t.status} IN ('pending', 'saved', 'failed')`),
  ],
);
export type CardPreapprovalRow = typeof cardPreapprovals.$inferSelect;
export type CardPreapprovalStatus = 'pending' | 'saved' | 'failed';

/**
 * Card payments of appointments (`amount_minor` = the doctor's consultation fee, in minor units like every amount
 * here: LKR 2,500.00 is 250000; ADR 0054). Unique per appointment, so a redelivered appointment.booked records one payment.
 * - `provider` 'payhere': paid on the hosted checkout (issue 35, ADR 0051). `pending` until PayHere's notify (or the
 *   Retrieval API) settles it; a failed or abandoned attempt may be tried again (`attempts` counts checkouts).
 *   `order_id` is the appointment's reference; `provider_payment_id` PayHere's payment id once paid.
 * - `kind` 'charge' (ADR 0053): a saved card charged server to server (Charging API, the order id the appointment's
 *   reference): recorded `pending` with the booking's event, charged after that transaction commits; PayHere not
 *   reached → tried again at `charge_next_at` (`charge_attempts` so far, `charge_error` the last reason), then
 *   `failed`. A checkout started on such a payment (after its failure) makes it `kind` 'checkout'.
 * - `provider` 'simulated': a saved card charged by the simulation before ADR 0053 (old rows; refunded without PayHere).
 * Card brand and last four are known once the card is charged (from the notify's masked number, or the saved card).
 *
 * Refunds (issue 35 §4) have their own state; `status` stays 'completed'. `refund_state` null: never asked;
 * 'requested': `refund_requested_amount_minor` is being refunded (tried again at `refund_next_at`, `refund_attempts` sent
 * so far); 'refunded': the last refund is done (`refunded_amount_minor` is every refund so far); 'failed': given up or
 * refused (`refund_error`, for the admin). At most one refund is `requested` at a time; `refunded_amount_minor` never
 * exceeds `amount_minor`.
 * `clinic_disrupted_at`: a closure or the doctor's leave covered the appointment (appointment.needs-rescheduling) and
 * it was not moved since — a cancellation then always refunds.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    userId: uuid('user_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    failureReason: text('failure_reason'),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    savedCardId: uuid('saved_card_id'),
    provider: text('provider').$type<PaymentProviderName>().notNull().default('simulated'),
    orderId: text('order_id'),
    providerPaymentId: text('provider_payment_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundState: text('refund_state').$type<RefundState>(),
    refundedAmountMinor: integer('refunded_amount_minor').notNull().default(0),
    refundRequestedAmountMinor: integer('refund_requested_amount_minor'),
    refundReason: text('refund_reason'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundNextAt: timestamp('refund_next_at', { withTimezone: true }),
    refundError: text('refund_error'),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    clinicDisruptedAt: timestamp('clinic_disrupted_at', { withTimezone: true }),
    kind: text('kind').$type<PaymentKind>().notNull().default('checkout'),
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    chargeNextAt: timestamp('charge_next_at', { withTimezone: true }),
    chargeError: text('charge_error'),
  },
  (t) => [
    uniqueIndex('payments_appointment_key').on(t.appointmentId),
    index('payments_user_idx').on(t.userId),
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check('payments_status_check', sql`${t.status} IN ('pending', 'completed', 'failed', 'cancelled')`),
    check('payments_provider_check', sql`${t.provider} IN ('simulated', 'payhere')`),
    check('payments_kind_check', sql`${t.kind} IN ('checkout', 'charge')`),
    index('payments_charge_due_idx').on(t.chargeNextAt).where(sql`${t.status} = 'pending' AND ${t.kind} = 'charge'`),
    check('payments_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    index('payments_refund_due_idx').on(t.refundNextAt).where(sql`${t.refundState} = 'requested'`),
    check('payments_refund_state_check', sql`${t.refundState} IN ('requested', 'refunded', 'failed')`),
    check('payments_amount_check', sql`${t.amountMinor} >= 0`),
    check('payments_refunded_amount_check', sql`${t.refundedAmountMinor} >= 0 AND ${t.refundedAmountMinor} <= ${t.amountMinor}`),
    check(
      'payments_refund_requested_check',
      sql`${t.refundState} IS DISTINCT FROM 'requested' OR (${t.refundRequestedAmountMinor} > 0 AND ${t.refundNextAt} IS NOT NULL)`,
    ),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';
export type PaymentProviderName = 'simulated' | 'payhere';
export type PaymentKind = 'checkout' | 'charge';
export type { RefundState };

/**
 * Every provider answer about a payment that was accepted (a signed notify that matched our record, a Retrieval API
 * answer, or a Charging API answer): one row per PayHere payment_id and status, so the same notify twice (or a charge's
 * answer and its notify) changes nothing, and the history of an order stays readable.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentRowId: uuid('payment_row_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    statusCode: integer('status_code').notNull(),
    source: text('source').$type<PaymentEventSource>().notNull(),
    statusMessage: text('status_message'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_once_key').on(t.providerPaymentId, t.statusCode),
    index('payment_events_payment_idx').on(t.paymentRowId),
    check('payment_events_source_check', sql`${t.source} IN ('notify', 'retrieval', 'charge')`),
  ],
);
export type PaymentEventSource = 'notify' | 'retrieval' | 'charge';
