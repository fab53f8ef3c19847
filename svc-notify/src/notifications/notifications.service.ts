import { Inject, Injectable } from '@nestjs/common';
import type { EmailCategory, Notification, NotificationKind, NotificationList } from '@vetnow/contracts/api';
import { DB, statement, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { contacts, doctors, emailPreferences, emails, notifications, type NotificationRow } from '../database/schema.js';
import { EMAIL_CHANNEL } from '../outbox/outbox-sender.js';
import { categoryOf, wantsSql } from '../preferences/channel-preferences.js';
import { EMAIL_DEFAULTS } from '../preferences/email-preferences.service.js';
import { pushedCte, pushPartsOf, pushQueuedColumn, type PushParts } from '../push/outbox/push-outbox.js';
import { SmsOutboxService, smsRecipientColumns, type SmsRecipient } from '../sms/outbox/sms-outbox.service.js';
import type { RenderedMessage } from './templates.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The newest this many are listed; the unread count covers all. */
export const LIST_LIMIT = 100;

export interface NewNotification {
  readonly userId: string;
  /** The appointment it is about; null for an account's own notice (sign-in delayed), which no appointment names. */
  readonly appointmentId: string | null;
  readonly kind: NotificationKind;
  /** Tells apart what may rightly happen twice to one appointment (see the schema); '' otherwise. */
  readonly occurrence?: string;
  readonly message: RenderedMessage;
  /** Also send it by e-mail (through the e-mail outbox). */
  readonly email: boolean;
  /**
   * Send the e-mail whatever the account's e-mail choices (a security notice, ADR 0046: an attack on the account is
   * not an "update" one may opt out of).
   */
  readonly emailAlways?: boolean;
  /** Its SMS text, for a kind that goes by SMS (ADR 0031): queued when the account wants it and has a mobile number. */
  readonly sms?: string;
  /**
   * Queue the SMS whatever the account's SMS choices (still only to a mobile number): a message the owner asked for
   * rather than a notice about a visit — the payment link the desk sends with the owner on the phone (issue 39).
   */
  readonly smsAlways?: boolean;
  /** Where the notice's action leads in the app (pet care: "Book now"); none for the other kinds. */
  readonly link?: string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    appointmentId: row.appointmentId,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/**
 * Statements (ADR 0033): every notification. The notification (none when it exists: a redelivery), its e-mail when
 * the account wants the category by e-mail (its preferences, or a one-click unsubscribe) and may have an address —
 * none when its contact says it has no e-mail ('': an owner the desk made, until they claim the account; issue 39) —
 * its push messages, one per subscribed browser, when the account wants the category by push (issue 40), and the
 * recipient's SMS choice and number for SmsOutboxService.queue, in one round trip. Queuing the e-mail notifies EMAIL_CHANNEL, so
 * the e-mail sender of every copy wakes when the transaction commits (ADR 0047).
 */
const recordNotification = statement<
  {
    userId: string;
    appointmentId: string | null;
    kind: string;
    occurrence: string;
    title: string;
    body: string;
    link: string | null;
    email: boolean;
    emailAlways: boolean;
    subject: string;
    text: string;
    html: string;
    category: EmailCategory;
  } & PushParts,
  { id: string; emailed: boolean; pushed: number } & SmsRecipient
>(
  'notify_record_notification',
  (p) => sql`WITH made AS (INSERT INTO ${notifications} (user_id, appointment_id, kind, occurrence, title, body, link)
                           VALUES (${p.userId}, ${p.appointmentId}, ${p.kind}, ${p.occurrence}, ${p.title}, ${p.body}, ${p.link})
                           ON CONFLICT DO NOTHING RETURNING id),
                  emailed AS (INSERT INTO ${emails} (notification_id, user_id, subject, text, html)
                              SELECT id, ${p.userId}, ${p.subject}, ${p.text}, ${p.html} FROM made
                              WHERE ${p.email}::boolean
                                AND (${p.emailAlways}::boolean OR ${wantsSql(emailPreferences, EMAIL_DEFAULTS, p.userId, p.category)})
                                AND NOT EXISTS (SELECT 1 FROM ${contacts} WHERE user_id = ${p.userId} AND email = ''
                                                  AND NOT EXISTS (SELECT 1 FROM ${doctors} WHERE doctor_id = ${p.userId} AND email <> ''))
                              ON CONFLICT DO NOTHING RETURNING id),
                  ${pushedCte(p)}
             SELECT made.id, EXISTS (SELECT 1 FROM emailed, pg_notify(${sql.raw(`'${EMAIL_CHANNEL}'`)}, '') AS woken) AS emailed,
                    ${pushQueuedColumn}, ${smsRecipientColumns(p.userId, p.category)} FROM made`,
);

/** In-app notifications and the e-mails and SMS that go with them. */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly sms: SmsOutboxService,
  ) {}

  /**
   * Records the notification, its e-mail and its SMS in the caller's transaction, once: a second call for the same
   * (recipient, appointment, kind, occurrence) — a redelivered event — does nothing and answers undefined. When it
   * was new, answers its id and which of its messages were queued. The notification, its e-mail and what its SMS depends on are
   * one statement (recordNotification); the SMS, when it goes, one more.
   */
  async notify(tx: Tx, n: NewNotification): Promise<{ id: string; emailed: boolean; texted: boolean; pushed: number } | undefined> {
    const [row] = await recordNotification(tx, {
      userId: n.userId,
      appointmentId: n.appointmentId,
      kind: n.kind,
      occurrence: n.occurrence ?? '',
      title: n.message.title,
      body: n.message.body,
      link: n.link ?? null,
      email: n.email,
      emailAlways: n.emailAlways ?? false,
      subject: n.message.subject,
      text: n.message.text,
      html: n.message.html,
      category: categoryOf(n.kind),
      // Push goes with what goes by e-mail or SMS (issue 40), per the account's push choices.
      ...pushPartsOf({ ...n, title: n.message.title, body: n.message.body }, n.email || n.sms !== undefined),
    });
    if (!row) return undefined;
    const recipient = n.smsAlways ? { ...row, smsWanted: true } : row;
    const texted = n.sms !== undefined && (await this.sms.queue(tx, { notificationId: row.id, userId: n.userId, kind: n.kind, text: n.sms }, recipient));
    return { id: row.id, emailed: row.emailed, texted, pushed: row.pushed };
  }

  async list(userId: string): Promise<NotificationList> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return { notifications: rows.map(toNotification), unreadCount: count?.n ?? 0 };
  }

  /** Marks one of the account's notifications read (already read: unchanged); another account's id → 404. */
  async markRead(userId: string, id: string): Promise<Notification> {
    if (!UUID.test(id)) throw new DomainError('NOTIFICATION_NOT_FOUND');
    const key = and(eq(notifications.id, id.toLowerCase()), eq(notifications.userId, userId));
    const [updated] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(key)
      .returning();
    if (!updated) throw new DomainError('NOTIFICATION_NOT_FOUND');
    return toNotification(updated);
  }

  /** Marks every unread notification of the account read; how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const updated = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return updated.length;
  }
}
