/**
 * svc-auth's private account.sign-in-delayed (ADR 0046): the account's "someone tried to sign in" notice.
 */
import { Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { NoticeDesk } from '../notifications/notice-desk.js';
import { renderSignInDelayed } from '../notifications/templates.js';

@Injectable()
export class SignInDelayedHandler {
  private readonly logger = new Logger('NotifyEvents');

  constructor(private readonly desk: NoticeDesk) {}

  /**
   * svc-auth's private account.sign-in-delayed (ADR 0046): the account's failed sign-ins reached the cap, once per
   * streak. Its owner — an owner, a doctor or an admin, addressed from the contacts read model (or the doctors one)
   * when the e-mail goes — is told "someone tried to sign in", by e-mail whatever their e-mail choices (a security
   * notice) and in-app. No SMS. Logged by account id only.
   */
  @OnEvent('account.sign-in-delayed')
  async onSignInDelayed(d: EventPayload<'account.sign-in-delayed'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    if (this.desk.tooOld(at)) {
      this.logger.debug({ msg: 'event too old to notify', kind: 'sign-in-delayed', accountId: d.accountId });
      return;
    }
    const message = renderSignInDelayed({ failures: d.failures, at, delayedUntil: new Date(d.delayedUntil), ...(await this.desk.addressing(tx, d.accountId)) });
    // No appointment: the event's inbox row keeps a redelivery from notifying twice; svc-auth publishes once per streak.
    const made = await this.desk.notify(ctx, {
      userId: d.accountId,
      appointmentId: null,
      kind: 'sign-in-delayed',
      occurrence: event.occurredAt,
      message,
      email: true,
      emailAlways: true,
    });
    this.logger.log({ msg: 'sign-in delay notice queued', accountId: d.accountId, emailed: made?.emailed ?? false });
  }
}
