import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `tstzrange`, generated from starts_at/ends_at (drizzle has no range type). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Appointments. `starts_at`/`ends_at` are the instants of the visit (clinic time Asia/Colombo decides them);
 * `appointment_date`/`time_slot` keep the spec's display fields. The exclusion constraint
 * `appointments_no_overlap` (migration 0000) refuses two non-cancelled appointments of one doctor whose
 * ranges overlap — the database, not the code, guarantees no double booking.
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
    pet: jsonb('pet').notNull(),
    doctor: jsonb('doctor').notNull(),
    user: jsonb('user').notNull(),
    consultationFee: integer('consultation_fee').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_appointment_id_key').on(t.appointmentId),
    uniqueIndex('appointments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('appointments_user_idx').on(t.userId, t.startsAt),
    index('appointments_doctor_idx').on(t.doctorId, t.startsAt),
  ],
);
