/**
 * The relay's statements on `kit_outbox` (ADR 0033): claiming the next unpublished rows for a pass, and marking
 * the rows published from memory. WRITER_GRACE_SECONDS is how long a row is left to the process that wrote it.
 */
import { sql } from 'drizzle-orm';
import { statement } from '../database/statement.js';
import type { OutboxRow } from './committed-events.js';

/**
 * How long a row is left to the process that wrote it (a consumer's rows are published from memory at its commit, a
 * unit of work's by the pass its commit kicks) before a poll's pass of any copy takes it: so that two copies do not
 * publish one row. Passes that have a reason to take every row (a kick, a failed publish, NATS back) do not wait.
 */
export const WRITER_GRACE_SECONDS = 2;

/**
 * The next unpublished rows, oldest first (those of the last WRITER_GRACE_SECONDS only when `young`), locked for this
 * pass (replicas skip them) and already marked published in the pass's transaction: the mark commits with the pass,
 * once their publishes were acked, and a row whose publish failed is unmarked again before the commit. One round trip
 * instead of a select and an update (ADR 0033). A statement.
 */
export const claimUnpublished = statement<{ limit: number; young: boolean }, OutboxRow>(
  'kit_outbox_claim_unpublished',
  (p) => sql`WITH next AS (SELECT id FROM kit_outbox
                           WHERE published_at IS NULL AND (${p.young}::boolean OR created_at < now() - interval '${sql.raw(String(WRITER_GRACE_SECONDS))} seconds')
                           ORDER BY seq LIMIT ${p.limit} FOR UPDATE SKIP LOCKED),
                  claimed AS (UPDATE kit_outbox AS o SET published_at = now() FROM next WHERE o.id = next.id
                              RETURNING o.seq, o.id, o.type, o.version, o.source, o.subject, o.payload,
                                        to_json(o.occurred_at) #>> '{}' AS "occurredAt", o.trace_parent AS "traceParent")
             SELECT id, type, version, source, subject, payload, "occurredAt", "traceParent" FROM claimed ORDER BY seq`,
);

/**
 * Marks rows published that `publishCommitted` published (`ids` comma-separated): one autocommit round trip. A row a
 * relay pass claimed meanwhile (and so published too: JetStream's duplicate window drops the second copy) is left
 * as that pass marks it. A statement.
 */
export const markPublished = statement<{ ids: string }, never>(
  'kit_outbox_mark_published',
  (p) =>
    sql`UPDATE kit_outbox SET published_at = now() WHERE id = ANY(string_to_array(${p.ids}, ',')::uuid[]) AND published_at IS NULL`,
);
