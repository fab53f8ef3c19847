import { Inject, Injectable, Logger } from '@nestjs/common';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { and, asc, eq, lte } from 'drizzle-orm';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../../config/notify-config.js';
import { smsMessages, type SmsMessageRow } from '../../database/schema.js';
import { OutboxSender, outboxRetryDelayMs } from '../../outbox/outbox-sender.js';
import { mobileOf } from '../outbox/sms-recipients.js';
import { SMS_TRANSPORT, type SmsTransport } from '../transport/sms-transport.js';

/**
 * After this many failed tries an SMS is given up: with the backoff below about two and a half hours — an SMS
 * about a visit is worth little later (a reminder is due 24 h before it).
 */
export const MAX_SMS_ATTEMPTS = 12;

/**
 * The SMS outbox's sender (ADR 0031), like the e-mail one: each round claims due pending SMS with FOR UPDATE SKIP
 * LOCKED, addresses each to the recipient's mobile number as the contacts read model has it now, sends it through
 * the transport and marks it sent before the transaction commits — another copy of svc-notify skips the locked
 * rows, so no SMS goes out twice from two copies. A failure is retried with backoff and given up after
 * {@link MAX_SMS_ATTEMPTS}; a number removed since the SMS was queued gives it up at once. A crash between the
 * gateway's answer and the commit sends that one again (at least once; the `{{id}}` stays the same).
 */
@Injectable()
export class SmsSenderService extends OutboxSender<SmsMessageRow> {
  protected readonly logger = new Logger('SmsSender');
  protected readonly what = 'SMS';

  constructor(
    @Inject(DB) db: Database,
    @Inject(NOTIFY_CONFIG) config: NotifyConfig,
    @Inject(CLOCK) clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
  ) {
    super(db, clock, config.sms.pollMs);
  }

  protected claimDue(tx: Tx, now: Date, limit: number): Promise<SmsMessageRow[]> {
    return tx
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.status, 'pending'), lte(smsMessages.nextAttemptAt, now)))
      .orderBy(asc(smsMessages.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  protected async deliver(tx: Tx, sms: SmsMessageRow, now: Date): Promise<boolean> {
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
        .set({ attempts, lastError: problem, status: giveUp ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + outboxRetryDelayMs(attempts)) })
        .where(eq(smsMessages.id, sms.id));
      if (giveUp) this.logger.error({ msg: 'SMS given up', smsId: sms.id, attempts, problem });
      else this.logger.warn({ msg: 'SMS not sent yet; will retry', smsId: sms.id, attempts, problem });
      return false;
    }
    await tx.update(smsMessages).set({ status: 'sent', sentAt: now, sentTo: to, attempts, lastError: null }).where(eq(smsMessages.id, sms.id));
    return true;
  }
}
