import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Walk-ins (issue 39, migration 0008): unbooked visitors the front desk adds to a clinic day's queue. `queue_number`
 * counts 1, 2, 3 … per `clinic_date` (unique: two desks adding at once never share a number); `doctor_id` is the doctor
 * asked for, or null for the next free one (a doctor taking the visit sets it). Statuses: waiting, with-doctor, done,
 * left. Changes to these rows and to appointments notify the channel `desk_day` (triggers in the migration), which the
 * live day-sheet streams follow.
 */
export const walkIns = pgTable(
  'walk_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicDate: date('clinic_date', { mode: 'string' }).notNull(),
    queueNumber: integer('queue_number').notNull(),
    doctorId: uuid('doctor_id'),
    ownerName: text('owner_name').notNull(),
    /** E.164. */
    contactNumber: text('contact_number').notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('waiting'),
    createdBy: uuid('created_by').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('walk_ins_day_number_key').on(t.clinicDate, t.queueNumber),
    index('walk_ins_day_doctor_idx').on(t.clinicDate, t.doctorId),
  ],
);
export type WalkInRow = typeof walkIns.$inferSelect;
export type NewWalkInRow = typeof walkIns.$inferInsert;
