/**
 * A pet's records (issue 38, ADR 0059): weights, care given (vaccinations, deworming, tick/flea) with its next-due
 * date, prescriptions, and the care schedules that set those dates.
 */
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments-schema.js';
import { pets } from './pets-schema.js';

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
  (t) => [
    index('care_records_pet_idx').on(t.petId, t.givenOn),
    index('care_records_due_idx').on(t.nextDueOn),
  ],
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
