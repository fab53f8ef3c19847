import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { and, asc, eq, lte } from 'drizzle-orm';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../../config/notify-config.js';
import { smsMessages, type SmsMessageRow } from '../../database/schema.js';
import { mobileOf } from '../outbox/sms-recipients.js';
import { SMS_TRANSPORT, type SmsTransport } from '../transport/sms-transport.js';

/**
 * After this many failed tries an SMS is given up: with the backoff below about two and a half hours — an SMS
 * about a visit is worth little later (a reminder is due 24 h before it).
 */
export const MAX_SMS_ATTEMPTS = 12;
const BATCH = 10;

/** 5 s, doubling, at most an hour. */
export function smsRetryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The SMS outbox's sender (ADR 0031), like the e-mail one: each round claims due pending SMS with FOR UPDATE SKIP
 * LOCKED, addresses each to the recipient's mobile number as the contacts read model has it now, sends it through
 * the transport and marks it sent before the transaction commits — another copy of svc-notify skips the locked
 * rows, so no SMS goes out twice from two copies. A failure is retried with backoff and given up after
 * {@link MAX_SMS_ATTEMPTS}; a number removed since the SMS was queued gives it up at once. A crash between the
 * gateway's answer and the commit sends that one again (at least once; the `{{id}}` stays the same).
 */
@Injectable()
export class SmsSenderService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SmsSender');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sms.pollMs > 0) {
      this.timer = setInterval(() => this.kick(), this.config.sms.pollMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
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
        this.logger.warn(`SMS round failed: ${err instanceof Error ? err.message : String(err)}`);
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

  /** Sends every due SMS (batch by batch); how many were sent. */
  async sendDue(now: Date = this.clock.now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const { claimed, delivered } = await this.db.transaction((tx) => this.round(tx, now));
      sent += delivered;
      if (claimed < BATCH || this.stopped) return sent;
    }
  }

  private async round(tx: Tx, now: Date): Promise<{ claimed: number; delivered: number }> {
    const due = await tx
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.status, 'pending'), lte(smsMessages.nextAttemptAt, now)))
      .orderBy(asc(smsMessages.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let delivered = 0;
    for (const sms of due) {
      if (await this.deliver(tx, sms, now)) delivered++;
    }
    return { claimed: due.length, delivered };
  }

  private async deliver(tx: Tx, sms: SmsMessageRow, now: Date): Promise<boolean> {
    const attempts = sms.attempts + 1;
    const to = await mobileOf(tx, sms.userId);
    if (!to) {
      await tx.update(smsMessages).set({ attempts, status: 'failed', lastError: 'no mobile number for the recipient any more' }).where(eq(smsMessages.id, sms.id));
      this.logger.warn({ msg: 'SMS given up: the recipient has no mobile number any more', smsId: sms.id });
      return false;
    }
    try {
      await this.transport.send(to, sms.text, sms.id);
    } catch (err) {
      const problem = err instanceof Error ? err.message.slice(0, 300) : 'send failed';
      const giveUp = attempts >= MAX_SMS_ATTEMPTS;
      await tx
        .update(smsMessages)
        .set({ attempts, lastError: problem, status: giveUp ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + smsRetryDelayMs(attempts)) })
        .where(eq(smsMessages.id, sms.id));
      if (giveUp) this.logger.error({ msg: 'SMS given up', smsId: sms.id, attempts, problem });
      else this.logger.warn({ msg: 'SMS not sent yet; will retry', smsId: sms.id, attempts, problem });
      return false;
    }
    await tx.update(smsMessages).set({ status: 'sent', sentAt: now, sentTo: to, attempts, lastError: null }).where(eq(smsMessages.id, sms.id));
    return true;
  }
}
