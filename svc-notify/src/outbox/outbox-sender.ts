import { Inject, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DB, statement, type Database, type Tx } from '@vetnow/service-kit/database';
import { listenConfigOf, PgListener } from '@vetnow/service-kit/messaging';
import { sql } from 'drizzle-orm';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import type { emails, pushMessages, smsMessages } from '../database/schema.js';

/** Rows claimed per transaction. */
export const OUTBOX_BATCH = 10;

/**
 * The channels the statements that queue messages notify in their transaction (`pg_notify`, delivered at commit):
 * every copy's sender of that outbox wakes (ADR 0047).
 */
export const EMAIL_CHANNEL = 'notify_email';
export const SMS_CHANNEL = 'notify_sms';
export const PUSH_CHANNEL = 'notify_push';

/** The outboxes' tables (their common columns: schema.ts outboxColumns). */
export type OutboxTable = typeof emails | typeof smsMessages | typeof pushMessages;

/** How often a sender looks while its LISTEN connection is down (as every second before ADR 0047). */
export const FALLBACK_POLL_MS = 1000;

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

/** What a failed send leaves on its row: the error's message, cut to the column's useful length. */
export function problemOf(err: unknown): string {
  return err instanceof Error ? err.message.slice(0, 300) : 'send failed';
}

/** Records a delivery's outcome in one outbox's table (markStatement). */
export type MarkDelivery = (tx: Tx, outcome: DeliveryOutcome) => Promise<unknown>;

/** One outbox as its OutboxSender runs it: what it is called, the channel that wakes it, its tries and its statements. */
export interface Outbox<Row> {
  /** What one row is called in the log ("e-mail", "SMS", "push"). */
  readonly noun: string;
  /** The channel this outbox's queuing statements notify. */
  readonly channel: string;
  /** The failed tries after which a row is given up. */
  readonly maxAttempts: number;
  /** How often its sender looks by itself at the most (its *_POLL_MS; 0: never, the specs call sendDue). */
  readonly pollMs: (config: NotifyConfig) => number;
  /** Up to `limit` due pending rows, oldest first, locked FOR UPDATE SKIP LOCKED (ADR 0033). */
  readonly claimDue: (tx: Tx, p: { now: string; limit: number }) => Promise<Row[]>;
  /** When the earliest pending row is due (null: none pending): nextDueStatement. */
  readonly nextDue: (db: Database) => Promise<Date | null>;
  /** The outcome of a row's try: markStatement. */
  readonly mark: MarkDelivery;
}

/** The statement (ADR 0033) that answers when one outbox's next pending message is due (null: none), named `name`. */
export function nextDueStatement(name: string, table: OutboxTable) {
  const next = statement<Record<string, never>, { at: string | null }>(
    name,
    () => sql`SELECT to_json(min(next_attempt_at)) #>> '{}' AS at FROM ${table} WHERE status = 'pending'`,
  );
  return async (db: Database): Promise<Date | null> => {
    const [row] = await next(db, {});
    return row?.at ? new Date(row.at) : null;
  };
}

/** The statement (ADR 0033) that records a delivery's outcome in one outbox's table, named `name`. */
export function markStatement(name: string, table: OutboxTable) {
  const mark = statement<Required<DeliveryOutcome>>(
    name,
    (p) => sql`UPDATE ${table} SET status = ${p.status}, attempts = ${p.attempts}, last_error = ${p.lastError},
                                   next_attempt_at = coalesce(${p.nextAttemptAt}::timestamptz, next_attempt_at),
                                   sent_to = coalesce(${p.sentTo}, sent_to), sent_at = coalesce(${p.sentAt}::timestamptz, sent_at)
               WHERE id = ${p.id}`,
  );
  return (tx: Tx, o: DeliveryOutcome) => mark(tx, { ...o, nextAttemptAt: o.nextAttemptAt ?? null, sentTo: o.sentTo ?? null, sentAt: o.sentAt ?? null });
}

/**
 * One outbox from what is its own — its table, its claim statement, its tries — and its statements that are the same
 * for every outbox (the mark, the next due time), named `notify_<key>_…`.
 */
export function outboxOf<Row>(o: Omit<Outbox<Row>, 'mark' | 'nextDue'> & { key: string; table: OutboxTable }): Outbox<Row> {
  const { key, table, ...own } = o;
  return { ...own, mark: markStatement(`notify_${key}_mark`, table), nextDue: nextDueStatement(`notify_${key}_next_due`, table) };
}

/**
 * The sending side of one of svc-notify's outboxes (e-mails, SMS, push): rounds that claim due pending rows with
 * FOR UPDATE SKIP LOCKED (`claimDue`), deliver each and mark it in the same transaction — another copy of
 * svc-notify skips the locked rows, so two copies never send one message. One round at a time: a kick during a
 * round runs another right after it.
 *
 * A round runs when kicked, when woken after this copy's event queued messages, when a commit anywhere queued some
 * (the queuing statement notifies `channel`; the sender LISTENs on a connection of its own), and when the earliest
 * pending message falls due (a retry's next attempt) — but never more than `pollMs` apart (the safety timer), or
 * FALLBACK_POLL_MS while the LISTEN connection is down (ADR 0047). `pollMs` 0: none of that by itself (the specs call
 * `sendDue`).
 */
export abstract class OutboxSender<Row extends { attempts: number }> implements OnApplicationBootstrap, OnModuleDestroy {
  // What every sender works with, injected here (Nest's property injection for a base class) rather than passed up
  // through each sender's constructor: set once the sender is made, before its first round.
  @Inject(DB) protected readonly db!: Database;
  @Inject(CLOCK) protected readonly clock!: Clock;
  @Inject(NOTIFY_CONFIG) private readonly config!: NotifyConfig;

  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private listener?: PgListener;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  protected constructor(name: string, private readonly outbox: Outbox<Row>) {
    this.logger = new Logger(name);
  }

  private get pollMs(): number {
    return this.outbox.pollMs(this.config);
  }

  /** Sends one claimed row — its try number `attempts` — and records the outcome in `tx`; whether it was sent. */
  protected abstract deliver(tx: Tx, row: Row, attempts: number, now: Date): Promise<boolean>;

  /** A row sent: its try counted, its error cleared, and `sentTo` kept where the channel has an address. */
  protected async markSent(tx: Tx, id: string, attempts: number, now: Date, sentTo?: string): Promise<true> {
    await this.outbox.mark(tx, { id, status: 'sent', sentAt: now.toISOString(), sentTo, attempts, lastError: null });
    return true;
  }

  /**
   * A failed try recorded: tried again with backoff, or given up at maxAttempts (at once when not `retryable`), and
   * logged with `ids` — never the message's text or address. The outcome, for what a channel does once one is given up.
   */
  protected async markFailedTry(tx: Tx, id: string, attempts: number, problem: string, now: Date, ids: object, retryable = true): Promise<DeliveryOutcome> {
    const outcome: DeliveryOutcome = retryable ? failedTry(id, attempts, problem, now, this.outbox.maxAttempts) : { id, status: 'failed', attempts, lastError: problem };
    await this.outbox.mark(tx, outcome);
    if (outcome.status === 'failed') this.logger.error({ msg: `${this.outbox.noun} given up`, ...ids, attempts, problem });
    else this.logger.warn({ msg: `${this.outbox.noun} not sent yet; will retry`, ...ids, attempts, problem });
    return outcome;
  }

  onApplicationBootstrap(): void {
    if (this.pollMs <= 0) return;
    this.listener = new PgListener(listenConfigOf(this.db), {
      channels: [this.outbox.channel],
      logger: this.logger,
      onNotify: () => this.kick(),
      // Also at start: what was queued before, and while the connection was down (its notifications are lost).
      onListening: () => this.kick(),
      onDown: () => this.arm(FALLBACK_POLL_MS),
    });
    this.listener.start();
    this.arm(FALLBACK_POLL_MS); // until the LISTEN is in place
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.listener?.stop();
  }

  /** Whether the sender's LISTEN connection is in place (false when it does not run by itself). */
  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  /** The next round by itself in `delayMs` (replacing the one set), when the sender runs by itself. */
  private arm(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped || this.pollMs <= 0) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, delayMs));
    this.timer.unref();
  }

  /**
   * After a round: sleep until the earliest pending message is due, at most `pollMs` (FALLBACK_POLL_MS while not
   * listening or when that could not be read). A message due already was left by this round: another copy holds it
   * (SKIP LOCKED) or it fell due just now — look again after FALLBACK_POLL_MS, not at once.
   */
  private async rearm(): Promise<void> {
    if (this.stopped || this.pollMs <= 0) return;
    let delay = this.pollMs;
    try {
      const next = await this.outbox.nextDue(this.db);
      if (next) {
        const wait = next.getTime() - this.clock.now().getTime();
        delay = Math.min(delay, wait > 0 ? wait : FALLBACK_POLL_MS);
      }
    } catch (err) {
      this.logger.warn(`${this.outbox.noun}: the next due time could not be read (${err instanceof Error ? err.message : String(err)})`);
      delay = FALLBACK_POLL_MS;
    }
    if (!this.listener?.listening) delay = Math.min(delay, FALLBACK_POLL_MS);
    this.arm(delay);
  }

  /** New messages are queued (by this copy): send them now rather than on the NOTIFY — when the sender runs by itself. */
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
        this.logger.warn(`${this.outbox.noun} round failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .then(async (sent) => {
        if (!this.again) await this.rearm();
        return sent;
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
        const due = await this.outbox.claimDue(tx, { now: now.toISOString(), limit: OUTBOX_BATCH });
        let ok = 0;
        for (const row of due) if (await this.deliver(tx, row, row.attempts + 1, now)) ok++;
        return { claimed: due.length, delivered: ok };
      });
      sent += delivered;
      if (claimed < OUTBOX_BATCH || this.stopped) return sent;
    }
  }
}
