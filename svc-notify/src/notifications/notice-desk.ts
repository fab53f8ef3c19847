import { Inject, Injectable } from '@nestjs/common';
import type { Tx } from '@vetnow/service-kit/database';
import type { EventContext } from '@vetnow/service-kit/messaging';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import { EmailSenderService } from '../mail/email-sender.service.js';
import { SmsSenderService } from '../sms/sender/sms-sender.service.js';
import { NotificationsService, type NewNotification } from './notifications.service.js';
import { VisitFactsService, type Recipient } from './visit-facts.service.js';

/** What NotificationsService.notify queued: none when the notice was made before (the same occurrence again). */
export type MadeNotice = Awaited<ReturnType<NotificationsService['notify']>>;

/** The recipient's name and language as the templates take them (none of either the read model does not know). */
export function addressedTo({ name, language }: Recipient): { recipientName?: string; language?: string } {
  return { ...(name ? { recipientName: name } : {}), ...(language ? { language } : {}) };
}

/**
 * What every notice does around its message — a visit's, the waitlist's offer, the sign-in delay, the reminders: its
 * recipient addressed from the read models, the notification (in-app, its e-mail and SMS queued) made in the
 * caller's transaction, and the senders woken once that commits. One collaborator for the event handlers and the
 * reminder rounds instead of the four (and the clock and config) each of them took.
 */
@Injectable()
export class NoticeDesk {
  constructor(
    private readonly notifications: NotificationsService,
    /** The read models' facts a message tells (its visit, its doctor). */
    readonly facts: VisitFactsService,
    private readonly mail: EmailSenderService,
    private readonly sms: SmsSenderService,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /**
   * An event older than NOTIFY_MAX_EVENT_AGE_HOURS when handled (by its occurredAt, `at`): it updates the read models
   * and reminders but notifies nobody.
   */
  tooOld(at: Date): boolean {
    return this.clock.now().getTime() - at.getTime() > this.config.maxEventAgeHours * 3600_000;
  }

  /** An app path as the absolute URL an e-mail links to (PUBLIC_URL). */
  url(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /** The recipient's name and language as the templates take them (`known`: when the caller has read it already). */
  async addressing(tx: Tx, userId: string, known?: Recipient): Promise<{ recipientName?: string; language?: string }> {
    return addressedTo(known ?? (await this.facts.recipient(tx, userId)));
  }

  /**
   * An event's notice, made in its transaction. Its e-mail and SMS go at once, not at the senders' next poll
   * (MAIL_POLL_MS, SMS_POLL_MS): the senders with something queued are woken once the transaction commits.
   */
  async notify(ctx: Pick<EventContext, 'tx' | 'afterCommit'>, notice: NewNotification): Promise<MadeNotice> {
    const made = await this.notifications.notify(ctx.tx, notice);
    if (made?.emailed || made?.texted) ctx.afterCommit(() => this.wake(made));
    return made;
  }

  /** A reminder round's notice, made in `tx`; the round wakes the senders once, when it is done (wake). */
  make(tx: Tx, notice: NewNotification): Promise<MadeNotice> {
    return this.notifications.notify(tx, notice);
  }

  /** Wakes the senders that have something queued (after the transaction that queued it committed). */
  wake(queued: { emailed: boolean; texted: boolean }): void {
    if (queued.emailed) this.mail.wake();
    if (queued.texted) this.sms.wake();
  }
}
