import type { Tx } from '../database/database.tokens.js';

/** An outbox row as the relay publishes it (what `OutboxService.add` wrote, or what a relay pass read back). */
export interface OutboxRow {
  id: string;
  type: string;
  version: number;
  source: string;
  subject: string;
  payload: unknown;
  /** ISO 8601. */
  occurredAt: string;
  traceParent: string | null;
}

/**
 * The rows each open transaction has added to the outbox, so that the event consumer can publish the ones its
 * handlers wrote as soon as its transaction has committed, without reading them back (ADR 0038). Keyed weakly by the
 * transaction object: a transaction nobody takes from (a unit of work's: its commit kicks a relay pass) leaves
 * nothing behind.
 */
const added = new WeakMap<Tx, OutboxRow[]>();

export function rememberAdded(tx: Tx, row: OutboxRow): void {
  const rows = added.get(tx);
  if (rows) rows.push(row);
  else added.set(tx, [row]);
}

/** The rows `tx` added, in order, forgotten here. */
export function takeAdded(tx: Tx): OutboxRow[] {
  const rows = added.get(tx) ?? [];
  added.delete(tx);
  return rows;
}
