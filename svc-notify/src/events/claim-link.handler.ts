import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import { SmsOutboxService } from '../sms/outbox/sms-outbox.service.js';
import { SmsSenderService } from '../sms/sender/sms-sender.service.js';
import { claimLinkUrl, renderClaimSms } from '../sms/texts/claim-sms.js';

/**
 * svc-auth's private account.claim-link (issue 39 phase B, ADR 0061): the front desk made an owner account for a
 * caller, or asked for a new link. ONE SMS goes to the number the event names, in its language, with
 * `${PUBLIC_URL}/claim?token=…` — through the SMS outbox, so the sender's retries and its one-send-per-row hold, and
 * the event's inbox row keeps a redelivery from queuing a second.
 *
 * - No in-app notification and no e-mail: the account cannot sign in yet and has no e-mail address.
 * - No SMS choices apply: the link is transactional (the owner asked the desk for an account on the phone) and the
 *   account has no preferences yet; turning "updates by SMS" off must not leave an owner unable to claim.
 * - The number is the event's, not the contacts read model's: the SMS never waits for user.contact-changed.
 * - The token is never logged: only the account id is, here; the sender logs SMS ids; the log transport writes an
 *   SMS's text at debug level only. Once the SMS is sent or given up, its row keeps no text (`secret`).
 * - A link already expired when the event is handled (a long outage) is not sent: the desk sends a new one.
 */
@Injectable()
export class ClaimLinkHandler {
  private readonly logger = new Logger('ClaimLink');

  constructor(
    private readonly outbox: SmsOutboxService,
    private readonly sender: SmsSenderService,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OnEvent('account.claim-link')
  async onClaimLink(c: EventPayload<'account.claim-link'>, ctx: EventContext): Promise<void> {
    const expiresAt = new Date(c.expiresAt);
    if (expiresAt.getTime() <= this.clock.now().getTime()) {
      this.logger.warn({ msg: 'claim link expired before its SMS could go: not sent', accountId: c.accountId });
      return;
    }
    const text = renderClaimSms({ language: c.language, url: claimLinkUrl(this.config.publicUrl, c.token), expiresAt });
    const queued = await this.outbox.queueDirect(ctx.tx, { userId: c.accountId, to: c.phone, text, secret: true });
    if (!queued) {
      this.logger.warn({ msg: 'claim link SMS not queued: the number is not a Sri Lankan mobile', accountId: c.accountId });
      return;
    }
    ctx.afterCommit(() => this.sender.wake());
    this.logger.log({ msg: 'claim link SMS queued', accountId: c.accountId });
  }
}
