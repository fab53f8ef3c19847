import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channelPreferencesTable, outboxColumns, outboxConstraints } from './table-shapes.js';

/**
 * How to reach each account, from svc-auth's private `user.contact-changed` events (ADR 0029). The only place
 * svc-notify keeps e-mail addresses; a newer event (by its occurredAt) replaces an older one.
 */
export const contacts = pgTable('contacts', {
  userId: text('user_id').primaryKey(),
  role: text('role').notNull(),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  language: text('language').notNull().default('en'),
  /** The account's contact number in E.164, for SMS (ADR 0031); null when svc-auth has none (or sent none yet). */
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type ContactRow = typeof contacts.$inferSelect;

/** Doctors as doctor.created / doctor.updated carry them: the name and clinic address the e-mails show. */
export const doctors = pgTable('doctors', {
  doctorId: text('doctor_id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  clinicAddress: jsonb('clinic_address').$type<{ street: string; city: string; location: string }>().notNull(),
  deleted: integer('deleted').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type DoctorRow = typeof doctors.$inferSelect;

/**
 * The appointments svc-notify has heard of: what a later event (payment.failed, completed) or a reminder needs to
 * say which visit it is about. Kept from appointment.booked and moved by appointment.rescheduled.
 */
export const appointments = pgTable(
  'appointments',
  {
    appointmentId: text('appointment_id').primaryKey(),
    reference: text('reference').notNull(),
    doctorId: text('doctor_id').notNull(),
    userId: text('user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    petName: text('pet_name').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The fee appointment.booked snapshotted, in minor units (LKR 2,500.00 is 250000; ADR 0054). */
    consultationFeeMinor: integer('consultation_fee_minor').notNull(),
    status: text('status').notNull().default('booked'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('appointments_consultation_fee_check', sql`${t.consultationFeeMinor} >= 0`)],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * In-app notifications: one row per (recipient, appointment, kind, occurrence), so a redelivered event never makes
 * two. `occurrence` tells apart what may rightly happen twice to one appointment (a second reschedule: its new
 * start); it is '' for what happens once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    appointmentId: text('appointment_id'),
    kind: text('kind').notNull(),
    occurrence: text('occurrence').notNull().default(''),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notice's action leads, a path of the app (pet care: "Book now"); null for the other kinds. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_once_key').on(t.userId, t.appointmentId, t.kind, t.occurrence),
    /**
     * The key above treats a null appointment as distinct from every other: a waitlist offer (issue 39), about no
     * appointment yet, is made once per (owner, entry and hold's end) by this one — the same offer published twice,
     * under two event ids, notifies once.
     */
    uniqueIndex('notifications_offer_once_key')
      .on(t.userId, t.kind, t.occurrence)
      .where(sql`${t.appointmentId} IS NULL AND ${t.kind} = 'waitlist-offer'`),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The e-mail outbox: one e-mail per notification, rendered when the notification is made, addressed when it is
 * sent (the contact may arrive after the event: it travels on another durable). The sender claims due rows with
 * FOR UPDATE SKIP LOCKED.
 */
export const emails = pgTable(
  'emails',
  { ...outboxColumns(), subject: text('subject').notNull(), text: text('text').notNull(), html: text('html').notNull() },
  (t) => outboxConstraints('emails', t),
);
export type EmailRow = typeof emails.$inferSelect;

/**
 * Reminders: at most one per (appointment, kind) ever. Scheduled on appointment.booked (due 24 h before the
 * visit), moved on appointment.rescheduled while not sent, dropped (status 'dropped') on a cancellation or when
 * the visit needs a new time. The poller claims due 'scheduled' rows with FOR UPDATE SKIP LOCKED and makes the
 * notification and marks the row sent in the same transaction.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: text('appointment_id').notNull(),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_once_key').on(t.appointmentId, t.kind),
    index('reminders_due_idx').on(t.status, t.dueAt),
    check('reminders_status_check', sql`${t.status} IN ('scheduled', 'sent', 'dropped')`),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;

/**
 * What each account wants by e-mail (issue 12): visit reminders, and updates about its visits (confirmed, moved,
 * cancelled, needs a new time, payment failed, completed; a doctor's new bookings and cancellations), and pet care
 * reminders (issue 38). No row: all on. In-app notifications are always made.
 */
export const emailPreferences = channelPreferencesTable('email_preferences', { reminders: true, updates: true, petCare: true });

/**
 * svc-notify's own secrets, made once by whichever copy starts first (`INSERT … ON CONFLICT DO NOTHING`) and read
 * by every copy: `unsubscribe` signs the one-click unsubscribe links (HMAC-SHA256).
 */
export const notifySecrets = pgTable('notify_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The SMS outbox (ADR 0031): one SMS per notification, rendered when the notification is made, queued only when the
 * recipient wants its category by SMS and has a mobile number; addressed when it is sent (the number as the contacts
 * read model has it then). The sender claims due rows with FOR UPDATE SKIP LOCKED, like the e-mails.
 *
 * A direct SMS (issue 39: the claim link of an account the desk made) belongs to no notification: it goes to the
 * number it was queued for (`to_phone`), and its text holds a secret (the link's token), removed from the row once
 * the SMS is sent or given up.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    ...outboxColumns(),
    /** Null for a direct SMS (no in-app notification). */
    notificationId: uuid('notification_id'),
    text: text('text').notNull(),
    /** A direct SMS's number (E.164), fixed when queued; null: the account's number in the contacts read model. */
    toPhone: text('to_phone'),
    /** The text holds a secret: replaced once the SMS is sent or given up (smsWithoutSecret). */
    secret: boolean('secret').notNull().default(false),
  },
  (t) => [
    ...outboxConstraints('sms_messages', t),
    check('sms_messages_recipient_check', sql`${t.notificationId} IS NOT NULL OR ${t.toPhone} IS NOT NULL`),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;

/**
 * What each account wants by SMS (ADR 0031): visit reminders (on by default), updates about its visits (off by
 * default: every booking already brings an e-mail and an in-app notification, and an SMS costs the clinic) and pet
 * care reminders (on by default, issue 38: a missed vaccination is what they prevent). No row: the defaults.
 */
export const smsPreferences = channelPreferencesTable('sms_preferences', { reminders: true, updates: false, petCare: true });

// ---- Pet care reminders (issue 38) ---------------------------------------------------------------------------

/**
 * The pets svc-booking told of (`pet.care-due-changed`, private): whose they are, their name and species, the doctor
 * of their latest completed visit ("Book now" chooses them) and the occurredAt of the event that said so — a later
 * event replaces the pet's row and its items, an older one changes nothing.
 */
export const petCarePets = pgTable('pet_care_pets', {
  petId: text('pet_id').primaryKey(),
  userId: text('user_id').notNull(),
  petName: text('pet_name').notNull(),
  species: text('species').notNull(),
  lastDoctorId: text('last_doctor_id'),
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
});
export type PetCarePetRow = typeof petCarePets.$inferSelect;

/** A pet's due items as its latest event listed them (none: an archived pet, or nothing due). */
export const petCareItems = pgTable(
  'pet_care_items',
  {
    petId: text('pet_id')
      .notNull()
      .references(() => petCarePets.petId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.petId, t.key] }), index('pet_care_items_due_idx').on(t.dueOn)],
);
export type PetCareItemRow = typeof petCareItems.$inferSelect;

/**
 * The pet care reminders sent: at most one per (pet, item, due date, stage) EVER, inserted in the transaction that
 * makes the notification and queues its e-mail and SMS — two copies of svc-notify, or a restart, never send one twice.
 * Never deleted: a due date that comes back (the pet brought back from the archive) is not reminded of again.
 */
export const petCareReminders = pgTable(
  'pet_care_reminders',
  {
    petId: text('pet_id').notNull(),
    itemKey: text('item_key').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    userId: text('user_id').notNull(),
    notificationId: uuid('notification_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.petId, t.itemKey, t.dueOn, t.stage] }),
    check('pet_care_reminders_stage_check', sql`${t.stage} IN ('before-14', 'before-1', 'overdue')`),
  ],
);
export type PetCareReminderRow = typeof petCareReminders.$inferSelect;

export * from './push-schema.js';
export type { ChannelPreferencesTable } from './table-shapes.js';
