import { randomUUID } from 'node:crypto';
import type { Role } from '@vetnow/contracts/auth-claims';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { EventPayloadInput } from '@vetnow/contracts/events';
import { kitInbox } from '@vetnow/service-kit/messaging';
import { type ServiceTestApp, doctorEventPayload, startServiceTestApp, eventually } from '@vetnow/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { AppModule } from '../app.module.js';
import { emails, notifications, reminders } from '../database/schema.js';
import { EmailSenderService } from '../mail/email-sender.service.js';
import { PetCareRemindersService } from '../pet-care/pet-care-reminders.service.js';
import { RemindersService } from '../reminders/reminders.service.js';
import { startSmtpServer, type SmtpSinkServer } from '../../../scripts/lib/smtp-sink.mjs';

export { eventually };

export interface Account {
  readonly sub: string;
  readonly bearer: string;
}

/**
 * An appointment.booked payload as svc-booking publishes it (the current version: the fee in minor units), at `date`
 * `minutes` past the clinic's midnight.
 */
export function bookedPayload(
  overrides: Partial<EventPayloadInput<'appointment.booked'>> & { date?: string; minutes?: number } = {},
): EventPayloadInput<'appointment.booked'> {
  const { date = '2030-01-15', minutes = 540, ...rest } = overrides;
  return {
    appointmentId: randomUUID(),
    reference: `VN-${randomUUID().slice(0, 6).toUpperCase()}`,
    doctorId: randomUUID(),
    userId: randomUUID(),
    appointmentDate: date,
    timeSlot: '09:00 AM',
    startsAt: clinicInstant(date, minutes).toISOString(),
    endsAt: clinicInstant(date, minutes + 30).toISOString(),
    pet: { name: 'Rex', type: 'Dog', breed: '' },
    reason: 'Check-up',
    paymentMethod: 'cash',
    consultationFeeMinor: 250_000,
    currency: 'LKR',
    ...rest,
  };
}

/** A doctor.created payload as svc-clinic publishes it (the current version: the fee in minor units). */
export type DoctorPayload = EventPayloadInput<'doctor.created'>;

export function doctorPayload(overrides: Partial<DoctorPayload> = {}): DoctorPayload {
  return doctorEventPayload(overrides);
}

export class NotifyHarness {
  constructor(readonly t: ServiceTestApp) {}

  /**
   * A notify app on a fresh PostgreSQL database. The e-mail, SMS and reminder pollers are off unless `env` turns them on (MAIL_POLL_MS, SMS_POLL_MS,
   * REMINDER_POLL_MS): the specs run them with {@link sendMail}, the SMS sender's `sendDue` and {@link remind}. `env` may point at another instance's DATABASE_URL.
   */
  static async start(env: Record<string, string | undefined> = {}): Promise<NotifyHarness> {
    return new NotifyHarness(
      await startServiceTestApp({
        service: 'notify',
        template: true,
        module: AppModule,
        env: { RATE_LIMIT_SCALE: '1000', MAIL_POLL_MS: '0', REMINDER_POLL_MS: '0', SMS_POLL_MS: '0', ...env },
      }),
    );
  }

  close(): Promise<void> {
    return this.t.close();
  }

  async account(role: Role = 'user', sub: string = randomUUID()): Promise<Account> {
    return { sub, bearer: `Bearer ${await this.t.keys.sign({ sub, role, email: `${role}@vetnow.test`, name: `Test ${role}` })}` };
  }

  request(method: 'GET' | 'PUT' | 'POST', url: string, who?: Account, body?: { json?: unknown; form?: string }) {
    const headers: Record<string, string> = who ? { authorization: who.bearer } : {};
    if (body?.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const payload = body?.form ?? (body?.json !== undefined ? JSON.stringify(body.json) : undefined);
    if (body?.json !== undefined) headers['content-type'] = 'application/json';
    return this.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  }

  /**
   * Publishes as the owning service would (retrying until the stream exists) and waits until handled. A catalogue
   * event goes out at the catalogue's version unless `version` says otherwise (an older publisher's).
   */
  async deliver(type: string, payload: unknown, opts?: { id?: string; occurredAt?: string; version?: number }): Promise<EventEnvelope> {
    const event = await eventually(`publish ${type}`, () => this.t.publish(type, payload, opts).catch(() => undefined));
    await eventually(`handling of ${type}`, async () => (await this.t.db.select().from(kitInbox).where(eq(kitInbox.eventId, event.id))).length > 0);
    return event;
  }

  /** svc-booking's appointment.cancelled of a booked visit (no `by`: read as the owner's, as events before it were). */
  cancel(booked: EventPayloadInput<'appointment.booked'>): Promise<EventEnvelope> {
    const { appointmentId, doctorId, userId, startsAt, endsAt } = booked;
    return this.deliver('appointment.cancelled', { appointmentId, doctorId, userId, startsAt, endsAt });
  }

  /** An owner known to svc-notify (user.contact-changed, as svc-auth publishes it). */
  async owner(
    email = `owner-${randomUUID().slice(0, 8)}@vetnow.test`,
    fullName = 'Kamal Silva',
    language: 'en' | 'si' | 'ta' = 'en',
  ): Promise<{ userId: string; email: string }> {
    const userId = randomUUID();
    await this.deliver('user.contact-changed', { userId, role: 'user', email, fullName, language });
    return { userId, email };
  }

  async doctor(overrides: Partial<DoctorPayload> = {}): Promise<DoctorPayload> {
    const doctor = doctorPayload(overrides);
    await this.deliver('doctor.created', doctor);
    return doctor;
  }

  /** One round of the e-mail sender; how many were sent. */
  sendMail(now?: Date): Promise<number> {
    return this.t.app.get(EmailSenderService).sendDue(now);
  }

  /** One round of the reminder poller at `now`; how many reminders were sent. */
  remind(now: Date): Promise<number> {
    return this.t.app.get(RemindersService).runOnce(now);
  }

  /** One round of the pet care reminder poller at `now`; how many reminders were sent. */
  remindPetCare(now: Date): Promise<number> {
    return this.t.app.get(PetCareRemindersService).runOnce(now);
  }

  notificationsOf(userId: string) {
    return this.t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt));
  }

  emailsOf(userId: string) {
    return this.t.db.select().from(emails).where(eq(emails.userId, userId)).orderBy(asc(emails.createdAt));
  }

  remindersOf(appointmentId: string) {
    return this.t.db.select().from(reminders).where(eq(reminders.appointmentId, appointmentId));
  }
}

export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  /** The whole message with quoted-printable soft breaks and escapes decoded (enough to read subject and text). */
  readonly raw: string;
  /** The message as a mail client reads it (mailparser): decoded text and HTML parts, and its attachments. */
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly { filename?: string; contentType: string; content: string }[];
}

/** Decodes quoted-printable (`=\r\n` soft breaks, `=E2=80=94` bytes) so a spec can search the text. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The test stacks' SMTP sink (scripts/lib/smtp-sink.mjs) on a loopback port, keeping what it receives, parsed. */
export class SmtpSink {
  private constructor(
    private readonly server: SmtpSinkServer,
    readonly received: ReceivedMail[],
  ) {}

  static async start(): Promise<SmtpSink> {
    const received: ReceivedMail[] = [];
    const server = await startSmtpServer({
      // Accepted once parsed: a message the parser refuses is refused over SMTP too.
      async onMessage({ raw, from, to }) {
        const parsed = await simpleParser(raw);
        received.push({
          from,
          to,
          raw: decodeQuotedPrintable(raw.toString('utf8')),
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          attachments: parsed.attachments.map((a) => ({
            ...(a.filename ? { filename: a.filename } : {}),
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          })),
        });
      },
    });
    return new SmtpSink(server, received);
  }

  get port(): number {
    return this.server.port;
  }

  get url(): string {
    return this.server.url;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
