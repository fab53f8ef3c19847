import { Inject, Injectable } from '@nestjs/common';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import { contacts, smsMessages, type SmsMessageRow } from '../../database/schema.js';
import { SMS_CHANNEL, OutboxSender, outboxOf, problemOf } from '../../outbox/outbox-sender.js';
import { mobileIn } from '../outbox/sms-recipients.js';
import { SMS_TRANSPORT, type SmsTransport } from '../transport/sms-transport.js';

/**
 * After this many failed tries an SMS is given up: with the backoff below about two and a half hours — an SMS
 * about a visit is worth little later (a reminder is due 24 h before it).
 */
export const MAX_SMS_ATTEMPTS = 12;

/**
 * A claimed SMS with the number it goes to: a direct SMS's own, else its recipient's as the contacts read model has
 * it now (claimDueSms).
 */
export interface ClaimedSms extends Pick<SmsMessageRow, 'id' | 'attempts' | 'text' | 'secret'> {
  phone: string | null;
}

/** What a sent or given-up SMS whose text held a secret (a claim link's token) keeps of it. */
export const SECRET_TEXT_REMOVED = '(text removed: it held a secret link)';

/**
 * Statements (ADR 0033): up to `limit` due pending SMS, oldest first, locked FOR UPDATE SKIP LOCKED (the SMS only),
 * each with the number it goes to, in one round trip; the mark of each one's outcome; and the removal of a secret
 * from the text of one that is done with.
 */
const claimDueSms = statement<{ now: string; limit: number }, ClaimedSms>(
  'notify_sms_claim_due',
  (p) => sql`SELECT s.id, s.attempts, s.text, s.secret, coalesce(s.to_phone, c.phone) AS phone
             FROM ${smsMessages} AS s LEFT JOIN ${contacts} AS c ON c.user_id = s.user_id
             WHERE s.status = 'pending' AND s.next_attempt_at <= ${p.now}::timestamptz
             ORDER BY s.created_at LIMIT ${p.limit}
             FOR UPDATE OF s SKIP LOCKED`,
);
/** The outbox the sender runs (OutboxSender). */
const SMS_OUTBOX = outboxOf<ClaimedSms>({ key: 'sms', table: smsMessages, noun: 'SMS', channel: SMS_CHANNEL, maxAttempts: MAX_SMS_ATTEMPTS, pollMs: (config) => config.sms.pollMs, claimDue: claimDueSms });
const forgetSecret = statement<{ id: string }>(
  'notify_sms_forget_secret',
  (p) => sql`UPDATE ${smsMessages} SET text = ${SECRET_TEXT_REMOVED} WHERE id = ${p.id} AND secret`,
);

/**
 * The SMS outbox's sender (ADR 0031), like the e-mail one: each round claims due pending SMS with FOR UPDATE SKIP
 * LOCKED, addresses each to the recipient's mobile number as the contacts read model has it now, sends it through
 * the transport and marks it sent before the transaction commits — another copy of svc-notify skips the locked
 * rows, so no SMS goes out twice from two copies. A failure is retried with backoff and given up after
 * {@link MAX_SMS_ATTEMPTS}; a number removed since the SMS was queued gives it up at once. A crash between the
 * gateway's answer and the commit sends that one again (at least once; the `{{id}}` stays the same). A direct SMS
 * (the claim link, issue 39) goes to its own number; when its text held a secret, the row keeps none of the text once
 * the SMS is sent or given up. Nothing here logs an SMS's text.
 */
@Injectable()
export class SmsSenderService extends OutboxSender<ClaimedSms> {
  constructor(@Inject(SMS_TRANSPORT) private readonly transport: SmsTransport) {
    super('SmsSender', SMS_OUTBOX);
  }

  protected async deliver(tx: Tx, sms: ClaimedSms, attempts: number, now: Date): Promise<boolean> {
    const to = mobileIn(sms.phone);
    if (!to) {
      await SMS_OUTBOX.mark(tx, { id: sms.id, attempts, status: 'failed', lastError: 'no mobile number for the recipient any more' });
      await this.done(tx, sms);
      this.logger.warn({ msg: 'SMS given up: the recipient has no mobile number any more', smsId: sms.id });
      return false;
    }
    try {
      await this.transport.send(to, sms.text, sms.id);
    } catch (err) {
      const outcome = await this.markFailedTry(tx, sms.id, attempts, problemOf(err), now, { smsId: sms.id });
      if (outcome.status === 'failed') await this.done(tx, sms);
      return false;
    }
    await this.markSent(tx, sms.id, attempts, now, to);
    await this.done(tx, sms);
    return true;
  }

  /** An SMS sent or given up: a secret in its text (a claim link's token) is no longer kept. */
  private async done(tx: Tx, sms: ClaimedSms): Promise<void> {
    if (sms.secret) await forgetSecret(tx, { id: sms.id });
  }
}
