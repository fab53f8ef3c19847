import { randomUUID } from 'node:crypto';
import { queryRows } from '@vetnow/service-kit/database';
import { eventually } from '@vetnow/service-kit/testing';
import { sql } from 'drizzle-orm';
import { EmailSenderService } from '../mail/email-sender.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { NotifyHarness, SmtpSink } from '../testing/notify-test-kit.js';
import { EMAIL_CHANNEL } from './outbox-sender.js';

/** The sender's safety timer here: far past every deadline below, so only a notification or a due time can wake it. */
const SAFETY_MS = '60000';
const SENT_WITHIN_MS = 8_000;

// ADR 0047: a sender sleeps until the next message is due (at most its safety timer) and wakes on its channel's
// NOTIFY — an e-mail another copy queued goes at once, not at a 1 s poll.
describe('the e-mail sender woken by LISTEN/NOTIFY and by the next due time (PostgreSQL)', () => {
  let smtp: SmtpSink;
  /** The copy that sends (MAIL_POLL_MS 60 s). */
  let a: NotifyHarness;
  /** Another copy on the same database that only queues (its sender does not run by itself). */
  let b: NotifyHarness;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    a = await NotifyHarness.start({ SMTP_URL: smtp.url, MAIL_POLL_MS: SAFETY_MS });
    b = await NotifyHarness.start({ SMTP_URL: smtp.url, DATABASE_URL: a.t.env['DATABASE_URL'], MAIL_POLL_MS: '0' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  const sender = () => a.t.app.get(EmailSenderService);

  /** The LISTEN connections of copy a's e-mail sender (copy b's does not listen: MAIL_POLL_MS 0). */
  async function emailListeners(): Promise<number[]> {
    const rows = await queryRows<{ pid: number }>(
      a.t.db,
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE ${`%-listen ${EMAIL_CHANNEL}`}`,
    );
    return rows.map((r) => Number(r.pid));
  }

  /**
   * Copy b queues an e-mail to a new owner through NotificationsService in a transaction of its own (no wake() of
   * any sender); `dueInMs` moves its first attempt later in the same transaction. Answers the owner's address.
   */
  async function queueOnB(dueInMs = 0): Promise<string> {
    const owner = await b.owner();
    await b.t.db.transaction(async (tx) => {
      const made = await b.t.app.get(NotificationsService).notify(tx, {
        userId: owner.userId,
        appointmentId: randomUUID(),
        kind: 'booking-confirmed',
        message: { title: 'Booked', body: 'Booked', subject: `Booked ${owner.email}`, text: 'Booked', html: '<p>Booked</p>' },
        email: true,
      });
      expect(made?.emailed).toBe(true);
      if (dueInMs > 0) {
        await tx.execute(
          sql`UPDATE emails SET next_attempt_at = now() + make_interval(secs => ${dueInMs / 1000}) WHERE user_id = ${owner.userId}`,
        );
      }
    });
    return owner.email;
  }

  it('sends an e-mail another copy queued within seconds, with its safety timer at 60 s', async () => {
    await eventually('the sender listening', () => sender().listening);
    const started = Date.now();
    const to = await queueOnB();
    await eventually(() => expect(smtp.to(to)).toHaveLength(1), { timeoutMs: SENT_WITHIN_MS, description: 'the e-mail sent' });
    expect(Date.now() - started).toBeLessThan(SENT_WITHIN_MS);
  });

  it('sends an e-mail queued for later when it falls due, not at the safety timer', async () => {
    await eventually('the sender listening', () => sender().listening);
    const started = Date.now();
    const to = await queueOnB(1_500);
    await eventually(() => expect(smtp.to(to)).toHaveLength(1), { timeoutMs: SENT_WITHIN_MS, description: 'the e-mail sent once due' });
    // Not before it was due (the round the NOTIFY started found it not due yet).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  it('reconnects after its LISTEN connection is killed and wakes on the next queued e-mail again', async () => {
    await eventually('the sender listening', () => sender().listening);
    const [first] = await emailListeners();
    expect(first).toBeDefined();
    const [killed] = await queryRows<{ ok: boolean }>(a.t.db, sql`SELECT pg_terminate_backend(${first}::int) AS ok`);
    expect(killed?.ok).toBe(true);
    await eventually(
      'a new LISTEN connection',
      async () => sender().listening && (await emailListeners()).some((pid) => pid !== first),
      15_000,
    );
    const to = await queueOnB();
    await eventually(() => expect(smtp.to(to)).toHaveLength(1), { timeoutMs: SENT_WITHIN_MS, description: 'the e-mail sent' });
  });
});
