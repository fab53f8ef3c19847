import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { statement, type Database, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import type { Clock } from '../config/notify-config.js';
import type { emails, smsMessages } from '../database/schema.js';

/** Rows claimed per transaction. */
export const OUTBOX_BATCH = 10;

/** 5 s, doubling, at most an hour: the wait before the next try of a message that failed `attempts` times. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A delivery's outcome as OutboxSender's rounds record it on the row (a field left out keeps the row's). */
export interface DeliveryOutcome {
  id: string;
  status: 'sent' | 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt?: string | null;
  sentTo?: string | null;
  sentAt?: string | null;
}

/** A failed try's outcome: tried again after outboxRetryDelayMs, or given up ('failed') at `maxAttempts`. */
export function failedTry(id: string, attempts: number, problem: string, now: Date, maxAttempts: number): DeliveryOutcome {
  const status = attempts >= maxAttempts ? 'failed' : 'pending';
  return { id, status, attempts, lastError: problem, nextAttemptAt: new Date(now.getTime() + outboxRetryDelayMs(attempts)).toISOString() };
}

/** The statement (ADR 0033) that records a delivery's outcome in one outbox's table, named `name`. */
export function markStatement(name: string, table: typeof emails | typeof smsMessages) {
  const mark = statement<Required<DeliveryOutcome>>(
    name,
    (p) => sql`UPDATE ${table} SET status = ${p.status}, attempts = ${p.attempts}, last_error = ${p.lastError},
                                   next_attempt_at = coalesce(${p.nextAttemptAt}::timestamptz, next_attempt_at),
                                   sent_to = coalesce(${p.sentTo}, sent_to), sent_at = coalesce(${p.sentAt}::timestamptz, sent_at)
               WHERE id = ${p.id}`,
  );
  return (tx: Tx, o: DeliveryOutcome) => mark(tx, { nextAttemptAt: null, sentTo: null, sentAt: null, ...o });
}

/**
 * The sending side of one of svc-notify's outboxes (e-mails, SMS): rounds that claim due pending rows with
 * FOR UPDATE SKIP LOCKED (`claimDue`), deliver each and mark it in the same transaction — another copy of
 * svc-notify skips the locked rows, so two copies never send one message. A round runs every `pollMs` (0: never by
 * itself; the specs call `sendDue`), when kicked, and when woken after an event queued messages. One round at a time:
 * a kick during a round runs another right after it.
 */
export abstract class OutboxSender<Row> implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly logger: Logger;
  /** What the rounds send, for the log ("e-mail", "SMS"). */
  protected abstract readonly what: string;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  protected constructor(
    protected readonly db: Database,
    protected readonly clock: Clock,
    private readonly pollMs: number,
  ) {}

  /** Up to `limit` due pending rows, oldest first, locked FOR UPDATE SKIP LOCKED. */
  protected abstract claimDue(tx: Tx, now: Date, limit: number): Promise<Row[]>;
  /** Sends one claimed row and records the outcome in `tx`; whether it was sent. */
  protected abstract deliver(tx: Tx, row: Row, now: Date): Promise<boolean>;

  onApplicationBootstrap(): void {
    if (this.pollMs > 0) {
      this.timer = setInterval(() => this.kick(), this.pollMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** New messages are queued: send them now rather than at the next poll — when the sender runs by itself. */
  wake(): void {
    if (this.pollMs > 0) this.kick();
  }

  /** Starts a round now (or right after the one running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((err: unknown) => {
        this.logger.warn(`${this.what} round failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends every due message (batch by batch); how many were sent. */
  async sendDue(now: Date = this.clock.now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const { claimed, delivered } = await this.db.transaction(async (tx) => {
        const due = await this.claimDue(tx, now, OUTBOX_BATCH);
        let ok = 0;
        for (const row of due) if (await this.deliver(tx, row, now)) ok++;
        return { claimed: due.length, delivered: ok };
      });
      sent += delivered;
      if (claimed < OUTBOX_BATCH || this.stopped) return sent;
    }
  }
}
