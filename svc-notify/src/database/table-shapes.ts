import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/* The shapes several of schema.ts's and push-schema.ts's tables share: the outboxes' and the channel choices'. */

/**
 * What every outbox of svc-notify (e-mails, SMS, push) keeps besides its message: one row per notification, its
 * delivery state and retries (sent by an OutboxSender: outbox/outbox-sender.ts).
 */
export function outboxColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * An outbox's keys: one message per notification (per `key`: push has one per notification and subscription), the
 * senders' due index, the known statuses.
 */
export function outboxConstraints(
  table: string,
  t: { notificationId: AnyPgColumn; status: AnyPgColumn; nextAttemptAt: AnyPgColumn },
  key: [AnyPgColumn, ...AnyPgColumn[]] = [t.notificationId],
) {
  return [
    uniqueIndex(`${table}_notification_key`).on(...key),
    index(`${table}_due_idx`).on(t.status, t.nextAttemptAt),
    check(`${table}_status_check`, sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ];
}

/**
 * One channel's choices per account: visit reminders, updates and pet care reminders (issue 38), each on or off;
 * `defaults` are the columns' defaults.
 * The name is typed `string`, so the e-mail and SMS tables are one TypeScript type and one service class reads
 * both (preferences/channel-preferences.ts).
 */
export function channelPreferencesTable(name: string, defaults: { reminders: boolean; updates: boolean; petCare: boolean }) {
  return pgTable(name, {
    userId: text('user_id').primaryKey(),
    reminders: boolean('reminders').notNull().default(defaults.reminders),
    updates: boolean('updates').notNull().default(defaults.updates),
    petCare: boolean('pet_care').notNull().default(defaults.petCare),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
}
export type ChannelPreferencesTable = ReturnType<typeof channelPreferencesTable>;
