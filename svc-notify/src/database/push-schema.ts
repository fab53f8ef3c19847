import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channelPreferencesTable, outboxColumns, outboxConstraints } from './table-shapes.js';

/* Web Push (issue 40, ADR 0066): the subscribed browsers, the push outbox and the push choices. */

/**
 * The browsers that turned push on, one row per push subscription. `id` is the hex SHA-256 of the endpoint (the
 * browser names it again by that to turn push off; the endpoint, a capability URL, never travels in a path). An
 * endpoint belongs to one account at a time: the account signed in when the browser last sent it. A push service's
 * 404/410 deletes the row (and its pending messages, by the cascade).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last push service answer that was not a success (status and a short reason), null after a success. */
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.updatedAt)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The push outbox: one message per (notification, subscription), its payload (JSON: title, body, url, tag — no
 * secrets) fixed when the notification is made; sent by an OutboxSender like the e-mails and SMS.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    ...outboxColumns(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
  },
  (t) => outboxConstraints('push_messages', t, [t.notificationId, t.subscriptionId]),
);
export type PushMessageRow = typeof pushMessages.$inferSelect;

/** What each account wants by push (issue 40): all on by default — it subscribed a browser to get them. */
export const pushPreferences = channelPreferencesTable('push_preferences', { reminders: true, updates: true, petCare: true });
