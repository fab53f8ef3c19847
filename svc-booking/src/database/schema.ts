import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `tstzrange`, generated from starts_at/ends_at (drizzle has no range type). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Money is an integer number of minor units (cents of the rupee, ADR 0054) in columns named `…_minor` (migration 0006);
 * the API's LKR fields are converted where requests are read and views built.
 */
const minorUnits = (name: string) => integer(name);

/**
 * What an appointment keeps of its doctor at booking time (shown to the owner). Not the fee: the appointment's own
 * `consultation_fee_minor` is the fee snapshotted at booking, and the view shows it as the doctor's `consultationFee`.
 */
export interface DoctorSnapshot {
  _id: string;
  fullName: string;
  specialization: string;
  clinicAddress: { street: string; city: string; location: string };
  contactNumber: string;
}

/** What an appointment keeps of its owner (shown to the doctor). */
export interface OwnerSnapshot {
  _id: string;
  fullName: string;
  contactNumber: string;
}

export interface PetSnapshot {
  name: string;
  type: string;
  breed: string;
  age?: number;
}

/** The card that paid, as the book request summarised it (never a number or CVV). */
export interface CardSummary {
  savedCardId?: string;
  cardType: 'visa' | 'mastercard' | 'amex' | 'unknown';
  lastFour: string;
}

/** What the doctor recorded on completing the visit (shown to the owner, the doctor and the admin). */
export interface Completion {
  diagnosis?: string;
  recommendations: string[];
  /** Notes for the owner (the doctor's private notes are `doctor_notes`). */
  notes?: string;
  /** ISO instant. */
  completedAt: string;
}

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
    index('appointments_no_show_idx').on(t.userId, t.appointmentDate).where(sql`arrival_state = 'no-show'`),
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
  (t) => [uniqueIndex('questionnaires_appointment_key').on(t.appointmentId), index('questionnaires_user_idx').on(t.userId)],
);
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/**
 * Read model of bookable doctors, kept from svc-clinic's doctor.* events (no call to svc-clinic on the
 * booking path). `event_at` is the occurredAt of the last event applied, so a late, older event never
 * overwrites a newer state; `deleted` is a tombstone (a deleted doctor never comes back from a late event).
 */
export const doctors = pgTable('doctors', {
  id: uuid('id').primaryKey(),
  fullName: text('full_name').notNull(),
  specialization: text('specialization').notNull(),
  consultationFeeMinor: minorUnits('consultation_fee_minor').notNull(),
  clinicAddress: jsonb('clinic_address').$type<DoctorSnapshot['clinicAddress']>().notNull(),
  contactNumber: text('contact_number').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  slotDuration: integer('slot_duration').notNull(),
  isActive: boolean('is_active').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
});
export type DoctorRow = typeof doctors.$inferSelect;

/**
 * doctor.status-changed / doctor.deleted that arrived for a doctor booking has no snapshot of yet (the
 * events of one doctor may arrive out of order). Kept here, with the occurredAt of the event, and applied
 * by the doctor.created / doctor.updated that brings the snapshot (then the row is removed).
 */
export const pendingDoctorStates = pgTable('pending_doctor_states', {
  doctorId: uuid('doctor_id').primaryKey(),
  isActive: boolean('is_active'),
  statusAt: timestamp('status_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
export type PendingDoctorStateRow = typeof pendingDoctorStates.$inferSelect;

/** Read model of owners (name and contact shown to doctors), kept from svc-auth's user.* events. */
export const owners = pgTable('owners', {
  id: uuid('id').primaryKey(),
  fullName: text('full_name').notNull(),
  contactNumber: text('contact_number').notNull(),
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
});
export type OwnerRow = typeof owners.$inferSelect;

/**
 * Read model of closed time (issue 11, ADR 0021), kept from svc-clinic's clinic.closure-* (`doctor_id` null: the
 * whole clinic) and doctor.leave-* events (`id` = `leave:<leaveId>`). `removed` is a tombstone and `event_at` the
 * occurredAt of the last event applied: a removal that arrives before its add keeps the add from resurrecting it,
 * and a later re-add (a holiday closed again by policy) applies.
 */
export const closedTimes = pgTable('closed_times', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'closure' | 'public-holiday' | 'leave'>().notNull(),
  doctorId: uuid('doctor_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
  reason: text('reason').notNull().default(''),
  removed: boolean('removed').notNull().default(false),
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
});
export type ClosedTimeRow = typeof closedTimes.$inferSelect;

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

// ---- Pets as records (issue 38, ADR 0059) -------------------------------------------------------------------

/**
 * The owner's pets. `date_of_birth` with `date_of_birth_estimated`: an estimated age is kept as today minus the age.
 * `archived_at`: archived (the history stays; no reminders; not offered in the wizard).
 */
export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed').notNull().default(''),
    sex: text('sex').notNull().default('unknown'),
    neutered: boolean('neutered'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    dateOfBirthEstimated: boolean('date_of_birth_estimated').notNull().default(false),
    microchipNumber: text('microchip_number').notNull().default(''),
    colourMarkings: text('colour_markings').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pets_user_idx').on(t.userId)],
);
export type PetRow = typeof pets.$inferSelect;

/** A pet's weights, in grams: the owner's (`owner`) and the doctor's at a visit (`visit`, with the appointment). */
export const petWeights = pgTable(
  'pet_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    weightGrams: integer('weight_grams').notNull(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pet_weights_pet_idx').on(t.petId, t.recordedOn)],
);
export type PetWeightRow = typeof petWeights.$inferSelect;

/**
 * Vaccinations, deworming and tick/flea treatments given (kind), each with its next-due date (null: none). Recorded
 * by the doctor completing a visit (`appointment_id`, `doctor_id`, `doctor_name` as it was), or by the demo seed.
 */
export const careRecords = pgTable(
  'care_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    scheduleId: text('schedule_id'),
    name: text('name').notNull(),
    batchNumber: text('batch_number').notNull().default(''),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    doctorId: uuid('doctor_id'),
    doctorName: text('doctor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('care_records_pet_idx').on(t.petId, t.givenOn), index('care_records_due_idx').on(t.nextDueOn)],
);
export type CareRecordRow = typeof careRecords.$inferSelect;

/** Prescriptions written at a visit. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    medicine: text('medicine').notNull(),
    dose: text('dose').notNull(),
    duration: text('duration').notNull(),
    notes: text('notes').notNull().default(''),
    prescribedOn: date('prescribed_on', { mode: 'string' }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    doctorId: uuid('doctor_id'),
    doctorName: text('doctor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_pet_idx').on(t.petId, t.prescribedOn)],
);
export type PrescriptionRow = typeof prescriptions.$inferSelect;

/**
 * The care schedules (contracts pet-care: stages of `{untilAgeWeeks, intervalDays}`), seeded from
 * `svc-booking/care-schedules/lk-care-schedules.json` when missing (an id the admin edited is never overwritten:
 * `edited_at` set), edited by the admin.
 */
export const careSchedules = pgTable('care_schedules', {
  id: text('id').primaryKey(),
  species: text('species').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  firstDoseAgeWeeks: integer('first_dose_age_weeks').notNull(),
  stages: jsonb('stages').$type<{ untilAgeWeeks: number | null; intervalDays: number }[]>().notNull(),
  notes: text('notes').notNull().default(''),
  active: boolean('active').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CareScheduleRow = typeof careSchedules.$inferSelect;

export * from './desk-schema.js';
export * from './waitlist-schema.js';
