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
 * The rows a consumer's transaction adds to the outbox, so that the event consumer can publish them as soon as the
 * transaction has committed, without reading them back (ADR 0038). Only a transaction the consumer opened with
 * `collectAdded` keeps its rows: a unit of work's (its commit kicks a relay pass) costs nothing here. Keyed weakly
 * by the transaction object.
 */
const added = new WeakMap<Tx, OutboxRow[]>();

/** From now on, the rows `tx` adds are kept for `takeAdded`. */
export function collectAdded(tx: Tx): void {
  added.set(tx, []);
}

export function rememberAdded(tx: Tx, row: OutboxRow): void {
  added.get(tx)?.push(row);
}

/** The rows `tx` added since `collectAdded`, in order, forgotten here. */
export function takeAdded(tx: Tx): OutboxRow[] {
  const rows = added.get(tx) ?? [];
  added.delete(tx);
  return rows;
}
