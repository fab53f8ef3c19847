import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle views of the tables created by MESSAGING_DDL (messaging.ddl.ts); the DDL is the source of truth.

export const kitOutbox = pgTable('kit_outbox', {
  id: uuid('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  version: integer('version').notNull(),
  source: text('source').notNull(),
  subject: text('subject').notNull(),
  payload: jsonb('payload').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  traceParent: text('trace_parent'),
});

export const kitInbox = pgTable(
  'kit_inbox',
  {
    eventId: uuid('event_id').notNull(),
    consumer: text('consumer').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
