/**
 * Read models kept from other services' events (no call to them on the booking path): bookable doctors (and their
 * early status changes), owners, and closed time.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DoctorSnapshot } from './appointment-snapshots.js';
import { minorUnits, tstzrange } from './schema-columns.js';

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
