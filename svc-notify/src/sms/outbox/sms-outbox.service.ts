import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@vetnow/contracts/api';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { contacts, smsMessages, smsPreferences } from '../../database/schema.js';
import { wantsSql } from '../../preferences/channel-preferences.js';
import { SMS_DEFAULTS } from '../preferences/sms-preferences.service.js';
import { isSmsKind } from '../texts/sms-texts.js';
import { SMS_CHANNEL } from '../../outbox/outbox-sender.js';
import { mobileIn } from './sms-recipients.js';

export interface NewSms {
  readonly notificationId: string;
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly text: string;
}

/** An SMS of its own, with no notification (the claim link of an account the desk made, issue 39). */
export interface DirectSms {
  /** The account it is for (its row names it; the number does not come from its contact). */
  readonly userId: string;
  /** The number it goes to (E.164), whatever the contacts read model says. */
  readonly to: string;
  readonly text: string;
  /** The text holds a secret (a token): replaced in the row once the SMS is sent or given up. */
  readonly secret: boolean;
}

/** What the notification's statement read of the recipient for its SMS (smsRecipientColumns). */
export interface SmsRecipient {
  /** Whether the account wants the notification's category by SMS (its choice, else SMS_DEFAULTS). */
  readonly smsWanted: boolean;
  /** The account's number as the contacts read model has it (null: none). */
  readonly smsPhone: string | null;
}

/**
 * The columns of SmsRecipient for the account `userId` and a notification of `category`, read by the notification's
 * own statement (one round trip per notification, ADR 0033).
 */
export function smsRecipientColumns(userId: SQLWrapper, category: SQLWrapper): SQL {
  return sql`${wantsSql(smsPreferences, SMS_DEFAULTS, userId, category)} AS "smsWanted",
             (SELECT phone FROM ${contacts} WHERE user_id = ${userId}) AS "smsPhone"`;
}

/**
 * Statements (ADR 0033): the SMS of a notification that goes by SMS; queuing it notifies SMS_CHANNEL, so the SMS
 * sender of every copy wakes when the transaction commits (ADR 0047).
 */
const insertSms = statement<{ notificationId: string; userId: string; text: string }>(
  'notify_sms_queue',
  (p) => sql`WITH queued AS (INSERT INTO ${smsMessages} (notification_id, user_id, text) VALUES (${p.notificationId}, ${p.userId}, ${p.text})
                             ON CONFLICT DO NOTHING RETURNING id)
             SELECT queued.id FROM queued, pg_notify(${sql.raw(`'${SMS_CHANNEL}'`)}, '') AS woken`,
);

const insertDirectSms = statement<{ userId: string; to: string; text: string; secret: boolean }>(
  'notify_sms_queue_direct',
  (p) => sql`WITH queued AS (INSERT INTO ${smsMessages} (user_id, to_phone, text, secret) VALUES (${p.userId}, ${p.to}, ${p.text}, ${p.secret}::boolean)
                             RETURNING id)
             SELECT queued.id FROM queued, pg_notify(${sql.raw(`'${SMS_CHANNEL}'`)}, '') AS woken`,
);

/**
 * Queues a notification's SMS in the notification's transaction (ADR 0031), once (unique per notification), and
 * only when it can and should go: a kind that goes by SMS, a category the account wants by SMS, and a mobile
 * number known. An account with no mobile number gets no row at all (unlike an e-mail, whose address may still be
 * on its way: svc-auth publishes the number with the account, long before a booking).
 */
@Injectable()
export class SmsOutboxService {
  /** True when an SMS was queued. `recipient` was read by the notification's statement (smsRecipientColumns). */
  async queue(tx: Tx, sms: NewSms, recipient: SmsRecipient): Promise<boolean> {
    if (!isSmsKind(sms.kind) || !recipient.smsWanted || !mobileIn(recipient.smsPhone)) return false;
    const inserted = await insertSms(tx, { notificationId: sms.notificationId, userId: sms.userId, text: sms.text });
    return inserted.length > 0;
  }

  /**
   * Queues an SMS of its own in the caller's transaction (an event's inbox transaction: a redelivered event queues
   * nothing more) when `to` is a mobile number; the outbox's sender sends it like the others, with their retries.
   * No SMS choices apply: it is not a notice but the message itself (the claim link). True when queued.
   */
  async queueDirect(tx: Tx, sms: DirectSms): Promise<boolean> {
    const to = mobileIn(sms.to);
    if (!to) return false;
    const inserted = await insertDirectSms(tx, { userId: sms.userId, to, text: sms.text, secret: sms.secret });
    return inserted.length > 0;
  }
}
