import { Inject, Injectable, Logger } from '@nestjs/common';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { and, asc, eq, lte } from 'drizzle-orm';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import type { NotificationKind } from '@vetnow/contracts/api';
import { contacts, doctors, emails, notifications, type EmailRow } from '../database/schema.js';
import { categoryOf } from '../preferences/channel-preferences.js';
import { UnsubscribeLinks } from '../preferences/unsubscribe-links.js';
import { OutboxSender, outboxRetryDelayMs } from '../outbox/outbox-sender.js';
import { MailTransport } from './mail-transport.js';
import { VisitCalendarFile } from './visit-calendar-file.js';

/** After this many failed tries (about a day and a half with outboxRetryDelayMs's backoff) an e-mail is given up. */
export const MAX_EMAIL_ATTEMPTS = 30;

/**
 * The e-mail outbox's sender. Each round claims due pending e-mails with FOR UPDATE SKIP LOCKED, addresses each
 * from the contacts read model (owners, and doctors' accounts) or the doctors read model, sends it and marks it
 * sent before the transaction commits: another copy of svc-notify skips the locked rows, so two copies never send
 * one e-mail at the same time. A crash between the SMTP server's "250 OK" and the commit sends that one again
 * (at least once); its Message-ID stays the same, so mail clients show it once.
 */
@Injectable()
export class EmailSenderService extends OutboxSender<EmailRow> {
  protected readonly logger = new Logger('EmailSender');
  protected readonly what = 'E-mail';

  constructor(
    @Inject(DB) db: Database,
    @Inject(NOTIFY_CONFIG) config: NotifyConfig,
    @Inject(CLOCK) clock: Clock,
    private readonly transport: MailTransport,
    private readonly links: UnsubscribeLinks,
    private readonly calendarFile: VisitCalendarFile,
  ) {
    super(db, clock, config.mailPollMs);
  }

  protected claimDue(tx: Tx, now: Date, limit: number): Promise<EmailRow[]> {
    return tx
      .select()
      .from(emails)
      .where(and(eq(emails.status, 'pending'), lte(emails.nextAttemptAt, now)))
      .orderBy(asc(emails.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  protected async deliver(tx: Tx, mail: EmailRow, now: Date): Promise<boolean> {
    const to = await this.addressOf(tx, mail.userId);
    let problem: string | undefined;
    if (!to) problem = 'no e-mail address known for the recipient yet';
    else {
      try {
        const [origin] = await tx
          .select({ kind: notifications.kind, appointmentId: notifications.appointmentId })
          .from(notifications)
          .where(eq(notifications.id, mail.notificationId));
        const kind = (origin?.kind ?? 'booking-confirmed') as NotificationKind;
        const urls = this.links.urls(mail.userId, categoryOf(kind));
        const calendar = await this.calendarFile.attachmentFor(tx, kind, origin?.appointmentId ?? null, now);
        await this.transport.send({
          id: mail.id,
          to,
          subject: mail.subject,
          ...withUnsubscribeFooter(mail, urls.page),
          unsubscribe: { oneClick: urls.oneClick },
          ...(calendar ? { attachments: [calendar] } : {}),
        });
      } catch (err) {
        problem = err instanceof Error ? err.message.slice(0, 300) : 'send failed';
      }
    }
    if (!problem) {
      await tx.update(emails).set({ status: 'sent', sentAt: now, sentTo: to, attempts: mail.attempts + 1, lastError: null }).where(eq(emails.id, mail.id));
      return true;
    }
    const attempts = mail.attempts + 1;
    const giveUp = attempts >= MAX_EMAIL_ATTEMPTS;
    await tx
      .update(emails)
      .set({ attempts, lastError: problem, status: giveUp ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + outboxRetryDelayMs(attempts)) })
      .where(eq(emails.id, mail.id));
    if (giveUp) this.logger.error({ msg: 'e-mail given up', emailId: mail.id, attempts, problem });
    else this.logger.warn({ msg: 'e-mail not sent yet; will retry', emailId: mail.id, attempts, problem });
    return false;
  }

  private async addressOf(tx: Tx, userId: string): Promise<string | undefined> {
    const [contact] = await tx.select({ email: contacts.email }).from(contacts).where(eq(contacts.userId, userId));
    if (contact?.email) return contact.email;
    const [doctor] = await tx.select({ email: doctors.email }).from(doctors).where(eq(doctors.doctorId, userId));
    return doctor?.email || undefined;
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
