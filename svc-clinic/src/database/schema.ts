import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** Minor units (cents of the rupee, ADR 0054); the API's `consultationFee` is LKR, converted in doctor-mapper. */
    consultationFeeMinor: integer('consultation_fee_minor').notNull(),
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
    check('doctors_fee_check', sql`${t.consultationFeeMinor} >= 0`),
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
    /** From appointment.booked (null on rows written before issue 11): the affected-visits preview shows them. */
    reference: text('reference'),
    appointmentDate: date('appointment_date', { mode: 'string' }),
    timeSlot: text('time_slot'),
    petName: text('pet_name'),
  },
  (t) => [
    index('occupancy_doctor_time_idx').on(t.doctorId, t.startsAt).where(sql`${t.cancelledAt} IS NULL`),
    check('occupancy_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type OccupancyRow = typeof occupancy.$inferSelect;

/**
 * Public holidays (ADR 0020). Seeded from holidays/lk-public-holidays.csv on every start: `seed_key`
 * (`<date>|<name>` as listed) is unique, so a seeded day is inserted once and never again — the admin's move
 * (date changed, `original_date` kept), rename or removal (`deleted_at`, a tombstone) survive restarts.
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    seedKey: text('seed_key'),
    originalDate: date('original_date', { mode: 'string' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_holidays_seed_key').on(t.seedKey),
    uniqueIndex('public_holidays_date_name_key').on(t.date, sql`lower(${t.name})`).where(sql`${t.deletedAt} IS NULL`),
    check('public_holidays_status_check', sql`${t.status} IN ('gazetted', 'provisional', 'confirmed')`),
    check('public_holidays_source_check', sql`${t.source} IN ('seed', 'admin')`),
  ],
);
export type PublicHolidayRow = typeof publicHolidays.$inferSelect;

/** The clinic's calendar settings: one row (id 1). */
export const clinicSettings = pgTable(
  'clinic_settings',
  {
    id: integer('id').primaryKey(),
    closedOnPublicHolidays: boolean('closed_on_public_holidays').notNull().default(true),
  },
  (t) => [check('clinic_settings_single_row', sql`${t.id} = 1`)],
);

/** A per-day override of the holiday policy: the clinic open (`open`) or closed on that date's holiday. */
export const dayOverrides = pgTable('day_overrides', {
  date: date('date', { mode: 'string' }).primaryKey(),
  open: boolean('open').notNull(),
  reason: text('reason'),
});
export type DayOverrideRow = typeof dayOverrides.$inferSelect;

/** Closures the admin set: a whole clinic date (no times) or part of it; the instants are precomputed. */
export const closures = pgTable(
  'closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('closures_time_idx').on(t.startsAt), check('closures_range_check', sql`${t.endsAt} > ${t.startsAt}`)],
);
export type ClosureRow = typeof closures.$inferSelect;

/**
 * The clinic's effective closed time, exactly as announced (clinic.closure-added/-removed): admin closures and the
 * public holidays the clinic closes on. Rewritten in the transaction of every calendar change, so the events are
 * the diff between this table before and after. `reason` is the raw text (holiday names or the closure's reason).
 */
export const closedTime = pgTable(
  'closed_time',
  {
    closureId: text('closure_id').primaryKey(),
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('closed_time_time_idx').on(t.startsAt, t.endsAt),
    check('closed_time_kind_check', sql`${t.kind} IN ('closure', 'public-holiday')`),
    check('closed_time_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type ClosedTimeRow = typeof closedTime.$inferSelect;

/** A doctor's leave: whole days from–to, or part of one day; the instants are precomputed. */
export const doctorLeave = pgTable(
  'doctor_leave',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('doctor_leave_doctor_time_idx').on(t.doctorId, t.startsAt),
    check('doctor_leave_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type LeaveRow = typeof doctorLeave.$inferSelect;

/**
 * Slot holds, from svc-booking's slot.held / slot.released. A hold blocks its slot while `released_at` is null and
 * `expires_at` is in the future. slot.released arriving first writes a released row (times null), so a late
 * slot.held never revives it.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    holdId: text('hold_id').primaryKey(),
    doctorId: uuid('doctor_id').notNull(),
    userId: text('user_id'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('slot_holds_doctor_time_idx').on(t.doctorId, t.startsAt).where(sql`${t.releasedAt} IS NULL`)],
);
