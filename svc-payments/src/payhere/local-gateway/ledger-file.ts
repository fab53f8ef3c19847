// What the local gateway must still know after a restart of `npm start`: the payments it took, their refunds and the
// customer tokens it issued — as PayHere does, which never forgets a payment. Without it, a refund of a payment made
// before the restart would be refused ("Invalid payment_id") and the admin's day totals would read "Not at PayHere".
// An append-only JSON-lines file (one fact per line, 0600, beside the gateway's credentials under DATA_DIR/payhere):
// a write is one append whatever the history's size, and a line cut short by a crash is skipped on reading.
// Checkout sessions, access tokens and notify deliveries are not kept: a restart ends them, as it would a browser's.
// Nothing in it is a card number or CVV (masked numbers only, like the records themselves).
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SavedCardRecord } from './types.js';
import type { RecordedPayment, RecordedRefund } from './types.js';

export type LedgerFact =
  | { fact: 'payment'; payment: RecordedPayment }
  | { fact: 'refund'; refund: RecordedRefund }
  | { fact: 'token'; token: string; card: SavedCardRecord };

export interface LedgerFile {
  append(fact: LedgerFact): void;
}

/** The facts in `file`, oldest first ([] when it does not exist yet); lines that do not parse are skipped. */
export function readLedger(file: string): LedgerFact[] {
  if (!existsSync(file)) return [];
  const facts: LedgerFact[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const fact = JSON.parse(line) as LedgerFact;
      if (fact && typeof fact === 'object' && ['payment', 'refund', 'token'].includes(fact.fact)) facts.push(fact);
    } catch {
      // A line cut short by a crash mid-append: the fact was never answered to anyone as done.
    }
  }
  return facts;
}

/** Appends facts to `file` (created 0600 with its folder on first use). */
export function openLedger(file: string): LedgerFile {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  return {
    append(fact) {
      appendFileSync(file, `${JSON.stringify(fact)}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
    },
  };
}
