import { Injectable } from '@nestjs/common';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@vetnow/contracts/api';
import { contacts, doctors, emails, notifications, type EmailRow } from '../database/schema.js';
import { categoryOf } from '../preferences/channel-preferences.js';
import { UnsubscribeLinks } from '../preferences/unsubscribe-links.js';
import { EMAIL_CHANNEL, OutboxSender, outboxOf, problemOf } from '../outbox/outbox-sender.js';
import { MailTransport } from './mail-transport.js';
import { VisitCalendarFile } from './visit-calendar-file.js';

/** After this many failed tries (about a day and a half with outboxRetryDelayMs's backoff) an e-mail is given up. */
export const MAX_EMAIL_ATTEMPTS = 30;

/** A claimed e-mail with its recipient's address and its notification's kind and appointment (claimDueEmails). */
export interface ClaimedEmail extends Pick<EmailRow, 'id' | 'userId' | 'attempts' | 'subject' | 'text' | 'html'> {
  /** The contacts read model's address, else the doctors read model's; null when neither has one yet. */
  to: string | null;
  /** The contact is known and has no e-mail ('': an owner the desk made, until they claim the account; issue 39). */
  noAddress: boolean;
  kind: string | null;
  appointmentId: string | null;
}

/**
 * Statements (ADR 0033): every e-mail. Up to `limit` due pending e-mails, oldest first, locked FOR UPDATE SKIP
 * LOCKED (the e-mails only; the read models it joins stay unlocked), each with its address and origin, in one round
 * trip; and the mark of each one's outcome.
 */
const claimDueEmails = statement<{ now: string; limit: number }, ClaimedEmail>(
  'notify_email_claim_due',
  (p) => sql`SELECT e.id, e.user_id AS "userId", e.attempts, e.subject, e.text, e.html,
                    coalesce(nullif(c.email, ''), nullif(d.email, '')) AS "to", coalesce(c.email = '', false) AS "noAddress", n.kind, n.appointment_id AS "appointmentId"
             FROM ${emails} AS e
             LEFT JOIN ${contacts} AS c ON c.user_id = e.user_id
             LEFT JOIN ${doctors} AS d ON d.doctor_id = e.user_id
             LEFT JOIN ${notifications} AS n ON n.id = e.notification_id
             WHERE e.status = 'pending' AND e.next_attempt_at <= ${p.now}::timestamptz
             ORDER BY e.created_at LIMIT ${p.limit}
             FOR UPDATE OF e SKIP LOCKED`,
);
/** The outbox the sender runs (OutboxSender). */
const EMAIL_OUTBOX = outboxOf<ClaimedEmail>({ key: 'email', table: emails, noun: 'e-mail', channel: EMAIL_CHANNEL, maxAttempts: MAX_EMAIL_ATTEMPTS, pollMs: (config) => config.mailPollMs, claimDue: claimDueEmails });

/**
 * The e-mail outbox's sender. Each round claims due pending e-mails with FOR UPDATE SKIP LOCKED, addresses each
 * from the contacts read model (owners, and doctors' accounts) or the doctors read model, sends it and marks it
 * sent before the transaction commits: another copy of svc-notify skips the locked rows, so two copies never send
 * one e-mail at the same time. A crash between the SMTP server's "250 OK" and the commit sends that one again
 * (at least once); its Message-ID stays the same, so mail clients show it once.
 */
@Injectable()
export class EmailSenderService extends OutboxSender<ClaimedEmail> {
  constructor(
    private readonly transport: MailTransport,
    private readonly links: UnsubscribeLinks,
    private readonly calendarFile: VisitCalendarFile,
  ) {
    super('EmailSender', EMAIL_OUTBOX);
  }

  protected async deliver(tx: Tx, mail: ClaimedEmail, attempts: number, now: Date): Promise<boolean> {
    const ids = { emailId: mail.id };
    if (!mail.to && mail.noAddress) {
      // Never sent to '': an account with no e-mail is not waited for (most of these were never queued: notify()).
      await EMAIL_OUTBOX.mark(tx, { id: mail.id, status: 'failed', attempts, lastError: 'the recipient has no e-mail address' });
      this.logger.log({ msg: 'e-mail dropped: the recipient has no e-mail address', ...ids });
      return false;
    }
    if (!mail.to) {
      await this.markFailedTry(tx, mail.id, attempts, 'no e-mail address known for the recipient yet', now, ids);
      return false;
    }
    try {
      await this.send(tx, mail, mail.to, now);
    } catch (err) {
      await this.markFailedTry(tx, mail.id, attempts, problemOf(err), now, ids);
      return false;
    }
    return this.markSent(tx, mail.id, attempts, now, mail.to);
  }

  /** Hands one e-mail to the transport: with its unsubscribe link and, for a visit, its calendar file. */
  private async send(tx: Tx, mail: ClaimedEmail, to: string, now: Date): Promise<void> {
    const kind = (mail.kind ?? 'booking-confirmed') as NotificationKind;
    if (kind === 'sign-in-delayed') {
      // A security notice (ADR 0046) goes whatever the account's choices: no unsubscribe link that would not stop it.
      await this.transport.send({ id: mail.id, to, subject: mail.subject, text: mail.text, html: mail.html });
      return;
    }
    const urls = this.links.urls(mail.userId, categoryOf(kind));
    const calendar = await this.calendarFile.attachmentFor(tx, kind, mail.appointmentId, now);
    await this.transport.send({
      id: mail.id,
      to,
      subject: mail.subject,
      ...withUnsubscribeFooter(mail, urls.page),
      unsubscribe: { oneClick: urls.oneClick },
      ...(calendar ? { attachments: [calendar] } : {}),
    });
  }
}

/** The e-mail's text and HTML with a last line: the link that stops this kind of e-mail (no sign-in needed). */
export function withUnsubscribeFooter(mail: Pick<EmailRow, 'text' | 'html'>, page: string): { text: string; html: string } {
  const line = 'To stop e-mails like this one, open';
  const text = `${mail.text.trimEnd()}\n\n${line}: ${page}\n`;
  const escaped = page.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const footer = `<p style="color:#6b7280;font-size:12px">${line} <a href="${escaped}">${escaped}</a>.</p>`;
  const html = mail.html.includes('</body>') ? mail.html.replace('</body>', `${footer}\n</body>`) : `${mail.html}\n${footer}`;
  return { text, html };
}
