/**
 * One outbox relay pass: in one transaction, claim the next batch of unpublished rows, publish them pipelined, and
 * unmark the rows whose publish failed (recording the attempt) before the commit marks the rest published.
 */
import type { Logger } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database/database.tokens.js';
import { kitOutbox } from './messaging.schema.js';
import { errorMessage } from './retry.js';
import { claimUnpublished } from './outbox-statements.js';
import { publishOutboxRow, type JetStream } from './outbox-publish.js';

/** How many rows a pass claimed, and how many of them failed to publish. */
export interface PassResult {
  locked: number;
  failed: number;
}

export interface PassOptions {
  readonly batchSize: number;
  readonly publishTimeoutMs: number;
  /** Take rows still in their writer's grace too (WRITER_GRACE_SECONDS). */
  readonly young: boolean;
  /** Warn about rows that failed to publish (the relay leaves most of a long run of failed retries unlogged). */
  readonly logFailure?: boolean;
}

export function relayPass(
  db: Database,
  js: JetStream,
  options: PassOptions,
  logger: Logger,
): Promise<PassResult> {
  return db.transaction(async (tx) => {
    const rows = await claimUnpublished(tx, { limit: options.batchSize, young: options.young });
    if (rows.length === 0) return { locked: 0, failed: 0 };

    // Pipelined on one connection: the server stores them in this order.
    const results = await Promise.allSettled(
      rows.map((row) => publishOutboxRow(js, row, options.publishTimeoutMs)),
    );

    const failed = results.flatMap((r, i) =>
      r.status === 'rejected' ? [{ id: rows[i]!.id, error: errorMessage(r.reason).slice(0, 500) }] : [],
    );

    // The claim marked every row published; a failed one keeps its place, unmarked, with its attempt recorded.
    for (const f of failed) {
      await tx
        .update(kitOutbox)
        .set({ publishedAt: null, attempts: sql`${kitOutbox.attempts} + 1`, lastError: f.error })
        .where(eq(kitOutbox.id, f.id));
    }
    if (failed.length > 0 && options.logFailure !== false) {
      logger.warn(
        `Outbox: ${failed.length} of ${rows.length} events not published yet (${failed[0]!.error}); will retry`,
      );
    }
    return { locked: rows.length, failed: failed.length };
  });
}
