import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Doctors. `id` is the doctor's `_id` and also their account id in svc-auth (the token's `sub`). Emails are
 * stored lower-cased and unique. Working hours are clinic wall-clock times (Asia/Colombo), `slot_duration`
 * in minutes. No password: svc-auth owns credentials.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    specialization: text('specialization').notNull(),
    /** Years; the form accepts a decimal (contracts numberField), so it is not an integer column. */
    experience: numeric('experience', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    contactNumber: text('contact_number').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    location: text('location').notNull().default('Battaramulla'),
    /** LKR. */
    consultationFee: numeric('consultation_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    slotDuration: integer('slot_duration').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctors_email_key').on(t.email),
    index('doctors_active_name_idx').on(t.isActive, t.fullName),
    check('doctors_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('doctors_slot_duration_check', sql`${t.slotDuration} IN (15, 30, 45, 60)`),
    check('doctors_hours_check', sql`${t.endTime} > ${t.startTime}`),
    check('doctors_fee_check', sql`${t.consultationFee} >= 0`),
    check('doctors_experience_check', sql`${t.experience} >= 0`),
  ],
);

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctorRow = typeof doctors.$inferInsert;

/**
 * Occupancy read model, fed by svc-booking's events: one row per booked appointment with the instants it
 * occupies. `appointment.cancelled` sets `cancelled_at` (a tombstone rather than a delete, so a late or
 * redelivered `appointment.booked` cannot bring a cancelled appointment back). Only rows with
 * `cancelled_at IS NULL` occupy time.
 */
export const occupancy = pgTable(
  'occupancy',
  {
    appointmentId: text('appointment_id').primaryKey(),
    doctorId: uuid('doctor_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('occupancy_doctor_time_idx').on(t.doctorId, t.startsAt).where(sql`${t.cancelledAt} IS NULL`),
    check('occupancy_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type OccupancyRow = typeof occupancy.$inferSelect;
