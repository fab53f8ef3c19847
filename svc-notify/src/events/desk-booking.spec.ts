import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { smsMessages } from '../database/schema.js';
import { SmsSenderService } from '../sms/sender/sms-sender.service.js';
import { closeWithSinks, type HarnessWithSinks, startWithSinks } from '../testing/harness-with-sinks.js';
import { bookedPayload } from '../testing/notify-test-kit.js';

/**
 * Issue 39 phase B: what the front desk's bookings tell the owner. A card visit booked with "send a payment link"
 * (appointment.booked `paymentLink`) brings a payment-link notice — in-app (→ My Appointments), e-mail and an SMS
 * whatever the SMS choices — besides the usual confirmation. An owner the desk made has no e-mail ('') until they
 * claim the account: nothing is ever sent to ''.
 */
const PUBLIC_URL = 'https://vetnow.example';

describe('desk bookings: the payment link and owners without e-mail (PostgreSQL, SMTP and SMS sinks)', () => {
  let { h, smtp, sink } = {} as HarnessWithSinks;
  beforeAll(async () => ({ h, smtp, sink } = await startWithSinks({ PUBLIC_URL })));
  afterAll(() => closeWithSinks({ h, smtp, sink }));

  let phones = 0;
  /** An owner known to svc-notify with a mobile number (SMS choices at their defaults: updates off). */
  const owner = async (email: string = `desk-${randomUUID().slice(0, 8)}@vetnow.test`) => {
    const userId = randomUUID();
    const phone = `+9475${String(5_000_000 + ++phones * 7919).slice(-7)}`;
    await h.deliver('user.contact-changed', { userId, role: 'user', email, fullName: 'Sunil Perera', language: 'en', phone });
    return { userId, email, phone };
  };
  const smsOf = (userId: string) => h.t.db.select().from(smsMessages).where(eq(smsMessages.userId, userId)).orderBy(asc(smsMessages.createdAt));
  const texts = (phone: string) => sink.accepted.map((r) => JSON.parse(r.body) as { to: string; message: string }).filter((b) => b.to === phone).map((b) => b.message);

  it('paymentLink: the confirmation and the payment link in-app and by e-mail, the link by SMS though SMS updates are off — once', async () => {
    const who = await owner();
    const doctor = await h.doctor({ fullName: 'Dr. Nimal Perera' });
    const booked = bookedPayload({ userId: who.userId, doctorId: doctor._id, reference: 'VN-DESK01', paymentMethod: 'card', bookedBy: 'desk', paymentLink: true });
    const first = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: first.id });
    await h.deliver('appointment.booked', booked);
    await h.sendMail();
    await h.t.app.get(SmsSenderService).sendDue();

    const notices = await h.notificationsOf(who.userId);
    expect(notices.map((n) => [n.kind, n.appointmentId, n.link])).toEqual([
      ['booking-confirmed', booked.appointmentId, null],
      ['payment-link', booked.appointmentId, '/appointments'],
    ]);
    expect(notices[1]!.title).toBe("Pay for Rex's visit by card");
    expect(notices[1]!.body).toBe("The clinic booked Rex's visit with Dr. Nimal Perera on Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time). Pay LKR 2,500.00 by card on VetNow.");

    const pay = smtp.to(who.email).filter((m) => m.raw.includes('Pay for'));
    expect(pay).toHaveLength(1);
    expect(pay[0]!.raw).toContain("Subject: VetNow: Pay for Rex's visit by card - VN-DESK01");
    expect(pay[0]!.text).toContain(`Pay now: ${PUBLIC_URL}/appointments`);
    expect(pay[0]!.attachments).toEqual([]); // the confirmation carries the calendar file
    expect(smtp.to(who.email)).toHaveLength(2);

    // SMS updates are off by default: no confirmation by SMS, but the link the desk promised goes.
    expect(texts(who.phone)).toEqual([`VetNow: the clinic booked Rex's visit with Dr. Nimal Perera on Tue 15 Jan 09:00 AM. Ref VN-DESK01. Pay LKR 2,500.00 by card: ${PUBLIC_URL}/appointments`]);
    expect(await smsOf(who.userId)).toHaveLength(1);
  });

  it('no payment link unless asked (an owner’s own booking, or the desk’s cash one): the notices as before', async () => {
    const who = await owner();
    await h.deliver('appointment.booked', bookedPayload({ userId: who.userId, paymentMethod: 'card' }));
    await h.deliver('appointment.booked', bookedPayload({ userId: who.userId, bookedBy: 'desk', date: '2030-01-16' }));
    expect((await h.notificationsOf(who.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'booking-confirmed']);
    expect(await smsOf(who.userId)).toEqual([]);
  });

  it("an owner with no e-mail (''): in-app and SMS only — no e-mail queued, none sent", async () => {
    const who = await owner('');
    await h.deliver('appointment.booked', bookedPayload({ userId: who.userId, paymentMethod: 'card', bookedBy: 'desk', paymentLink: true }));
    expect((await h.notificationsOf(who.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'payment-link']);
    expect(await h.emailsOf(who.userId)).toEqual([]);
    expect(await smsOf(who.userId)).toHaveLength(1);
  });

  it("an e-mail queued before the contact arrived, which then says '' (no e-mail): dropped at once, never sent to ''", async () => {
    await h.sendMail(); // what the tests before left queued
    const userId = randomUUID();
    await h.deliver('appointment.booked', bookedPayload({ userId }));
    const [queued] = await h.emailsOf(userId);
    expect(queued).toMatchObject({ status: 'pending' });
    await h.deliver('user.contact-changed', { userId, role: 'user', email: '', fullName: 'Nimal Caller', language: 'en', phone: '+94771234567' });
    const received = smtp.received.length;
    expect(await h.sendMail(new Date(Date.now() + 3600_000))).toBe(0);
    expect((await h.emailsOf(userId))[0]).toMatchObject({ status: 'failed', lastError: 'the recipient has no e-mail address', sentTo: null });
    expect(smtp.received.length).toBe(received);
    // A later round does not try it again.
    expect(await h.sendMail(new Date(Date.now() + 7200_000))).toBe(0);
    expect((await h.emailsOf(userId))[0]!.attempts).toBe(queued!.attempts + 1);
  });
});
