/**
 * The event consumer's rows in `kit_inbox`: recording an event in its handler's transaction (the idempotency of
 * every handler), and deleting the rows older than the retention.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database/database.tokens.js';
import { statement } from '../database/statement.js';
import { kitInbox } from './messaging.schema.js';

/**
 * The event's inbox row, in its handler's transaction: no row when this consumer has handled the event before. A
 * statement (ADR 0033): every event of every service.
 */
export const recordInInbox = statement<{ eventId: string; consumer: string }>(
  'kit_inbox_record',
  (p) =>
    sql`INSERT INTO ${kitInbox} (event_id, consumer) VALUES (${p.eventId}, ${p.consumer}) ON CONFLICT DO NOTHING RETURNING event_id`,
);

/** Deletes `consumer`'s inbox rows handled before `cutoff`; returns how many. */
export async function deleteInboxRowsBefore(db: Database, consumer: string, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(kitInbox)
    .where(and(eq(kitInbox.consumer, consumer), lt(kitInbox.handledAt, cutoff)))
    .returning({ eventId: kitInbox.eventId });
  return deleted.length;
}
