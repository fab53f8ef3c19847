import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@vetnow/contracts/api';
import type { Tx } from '@vetnow/service-kit/database';
import { smsMessages } from '../../database/schema.js';
import { SmsPreferencesService } from '../preferences/sms-preferences.service.js';
import { isSmsKind } from '../texts/sms-texts.js';
import { mobileOf } from './sms-recipients.js';

export interface NewSms {
  readonly notificationId: string;
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly text: string;
}

/**
 * Queues a notification's SMS in the notification's transaction (ADR 0031), once (unique per notification), and
 * only when it can and should go: a kind that goes by SMS, a category the account wants by SMS, and a mobile
 * number known. An account with no mobile number gets no row at all (unlike an e-mail, whose address may still be
 * on its way: svc-auth publishes the number with the account, long before a booking).
 */
@Injectable()
export class SmsOutboxService {
  constructor(private readonly preferences: SmsPreferencesService) {}

  /** True when an SMS was queued. */
  async queue(tx: Tx, sms: NewSms): Promise<boolean> {
    if (!isSmsKind(sms.kind)) return false;
    if (!(await this.preferences.wants(tx, sms.userId, sms.kind))) return false;
    if (!(await mobileOf(tx, sms.userId))) return false;
    const inserted = await tx
      .insert(smsMessages)
      .values({ notificationId: sms.notificationId, userId: sms.userId, text: sms.text })
      .onConflictDoNothing()
      .returning({ id: smsMessages.id });
    return inserted.length > 0;
  }
}
