import type { EventContext } from '@vetnow/service-kit/messaging';
import type { EmailSenderService } from '../mail/email-sender.service.js';
import type { Recipient } from '../notifications/visit-facts.service.js';
import type { SmsSenderService } from '../sms/sender/sms-sender.service.js';

/* What every notice an event makes (a visit's, the waitlist's offer, the sign-in delay) does around its message. */

/** The recipient's name and language as the templates take them (none of either the read model does not know). */
export function addressedTo({ name, language }: Recipient): { recipientName?: string; language?: string } {
  return { ...(name ? { recipientName: name } : {}), ...(language ? { language } : {}) };
}

/**
 * A notice's e-mail and SMS go at once, not at the senders' next poll (MAIL_POLL_MS, SMS_POLL_MS): the senders are
 * woken once the event's transaction commits. A sender with nothing queued (`made`: NotificationsService.notify's
 * answer; none when the notice was made before) is not woken.
 */
export function wakeSendersAfterCommit(
  ctx: Pick<EventContext, 'afterCommit'>,
  made: { emailed: boolean; texted: boolean } | undefined,
  senders: { mail: EmailSenderService; sms?: SmsSenderService },
): void {
  if (!made?.emailed && !made?.texted) return;
  ctx.afterCommit(() => {
    if (made.emailed) senders.mail.wake();
    if (made.texted) senders.sms?.wake();
  });
}
