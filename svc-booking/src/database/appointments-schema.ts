/**
 * Appointments and what hangs on them: the pre-visit questionnaire, the claims on a doctor's time (appointments and
 * slot holds) and the staff actions' audit.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  CardSummary,
  Completion,
  DoctorSnapshot,
  OwnerSnapshot,
  PetSnapshot,
} from './appointment-snapshots.js';
import { pets } from './pets-schema.js';
import { minorUnits, tstzrange } from './schema-columns.js';

/**
 * Appointments. `starts_at`/`ends_at` are the instants of the visit (clinic time Asia/Colombo decides them);
 * `appointment_date`/`time_slot` keep the spec's display fields. The exclusion constraint
 * `appointments_no_overlap` (migration 0000) refuses two non-cancelled appointments of one doctor whose
 * ranges overlap — the database, not the code, guarantees no double booking.
 * `idempotency_key` + `request_hash`: a retried POST /appointments/book returns the first appointment.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: text('appointment_id').notNull(),
    userId: uuid('user_id').notNull(),
    doctorId: uuid('doctor_id').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: text('status').notNull().default('scheduled'),
    reason: text('reason').notNull(),
    pet: jsonb('pet').$type<PetSnapshot>().notNull(),
    /** The pet profile (issue 38, migration 0007): every booking links one; older visits were matched by name and species. */
    petId: uuid('pet_id').references((): AnyPgColumn => pets.id),
    doctor: jsonb('doctor').$type<DoctorSnapshot>().notNull(),
    user: jsonb('user').$type<OwnerSnapshot>().notNull(),
    consultationFeeMinor: minorUnits('consultation_fee_minor').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentCard: jsonb('payment_card').$type<CardSummary>(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set with status `completed` (PUT /appointments/:id/complete). */
    completion: jsonb('completion').$type<Completion>(),
    /** The doctor's own notes (PUT /appointments/:id/notes): shown to the doctor and the admin, never to the owner. */
    doctorNotes: text('doctor_notes'),
    /**
     * Cash at the desk (POST /appointments/:id/cash-payment, migration 0004): the amount received, the clinic's receipt
     * number, who recorded it (account id and role) and when. Set together with payment_status `completed`.
     */
    cashAmountMinor: minorUnits('cash_amount_minor'),
    cashReceiptNumber: text('cash_receipt_number'),
    cashRecordedBy: uuid('cash_recorded_by'),
    cashRecordedRole: text('cash_recorded_role'),
    cashRecordedAt: timestamp('cash_recorded_at', { withTimezone: true }),
    /** A card payment's refunds (payment.refunded, issue 35 §4): the amount refunded so far, and when the last one was. */
    refundedAmountMinor: minorUnits('refunded_amount_minor'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The front desk (issue 39, migration 0008): `arrived` (checked in) or `no-show`, when, and by whom; null while the
     * owner is expected. No-shows in the last NO_SHOW_WINDOW_DAYS count towards the owner's standing.
     */
    arrivalState: text('arrival_state'),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    arrivalRecordedBy: uuid('arrival_recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_appointment_id_key').on(t.appointmentId),
    uniqueIndex('appointments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('appointments_user_idx').on(t.userId, t.startsAt),
    index('appointments_doctor_idx').on(t.doctorId, t.startsAt),
    index('appointments_pet_idx').on(t.petId, t.startsAt),
    index('appointments_date_idx').on(t.appointmentDate, t.startsAt),
    index('appointments_no_show_idx')
      .on(t.userId, t.appointmentDate)
      .where(sql`arrival_state = 'no-show'`),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

/**
 * The pre-visit questionnaire of an appointment (one per appointment; a second submit replaces it) with
 * the triage result computed from it (src/triage).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    answers: jsonb('answers').notNull(),
    summary: text('summary').notNull(),
    urgencyLevel: text('urgency_level').notNull(),
    recommendations: jsonb('recommendations').$type<string[]>().notNull(),
    firedRules: jsonb('fired_rules').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaires_appointment_key').on(t.appointmentId),
    index('questionnaires_user_idx').on(t.userId),
  ],
);
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/**
 * Every claim on a doctor's time (migration 0003, ADR 0021): one row per non-cancelled appointment, kept by the
 * `appointments_claim` trigger, and one per slot hold (`expires_at`), written by the slot-holds use case. The
 * exclusion constraint `slot_claims_no_overlap` refuses two overlapping claims of one doctor; the
 * `slot_claims_drop_expired` trigger deletes the expired holds a new claim overlaps, in the claiming transaction.
 */
export const slotClaims = pgTable('slot_claims', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'appointment' | 'hold'>().notNull(),
  doctorId: uuid('doctor_id').notNull(),
  userId: uuid('user_id').notNull(),
  appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
  appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
  timeSlot: text('time_slot').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SlotClaimRow = typeof slotClaims.$inferSelect;

/**
 * Who did what to an appointment, outside its own columns (migration 0004): one row per staff action, e.g.
 * `cash-payment-recorded` with `{ amountMinor, receiptNumber }`. Generic, so later desk actions append here too.
 */
export const appointmentAudit = pgTable(
  'appointment_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_audit_appointment_idx').on(t.appointmentId, t.createdAt)],
);
export type AppointmentAuditRow = typeof appointmentAudit.$inferSelect;
