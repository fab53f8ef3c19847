import { randomUUID } from 'node:crypto';
import { notificationPreferencesSchema } from '@vetnow/contracts/api';
import { asc, eq } from 'drizzle-orm';
import { smsMessages } from '../database/schema.js';
import { UnsubscribeLinks } from '../preferences/unsubscribe-links.js';
import { SINK_SMS_BODY } from '../testing/harness-with-sinks.js';
import { type Account, bookedPayload, doctorPayload, NotifyHarness } from '../testing/notify-test-kit.js';
import { MAX_SMS_ATTEMPTS, SmsSenderService } from './sender/sms-sender.service.js';
import { SmsGatewaySink } from './testing/sms-gateway-sink.js';

// ADR 0031, end to end through svc-notify's event handler: SMS queued in the notification's transaction (one per
// notification), only when wanted and a mobile number is known, and delivered by the outbox's sender to a real
// HTTP "gateway" on a loopback port — once, across retries, redeliveries and two copies of svc-notify.
describe('SMS channel (PostgreSQL, a real local HTTP gateway)', () => {
  let sink: SmsGatewaySink;
  let h: NotifyHarness;
  const gatewayEnv = () => ({
    SMS_HTTP_URL: sink.url(),
    SMS_HTTP_HEADERS: '{"Authorization":"Bearer test-gateway-key"}',
    SMS_HTTP_BODY: SINK_SMS_BODY,
  });
  beforeAll(async () => {
    sink = await SmsGatewaySink.start();
    h = await NotifyHarness.start(gatewayEnv());
  });
  afterAll(async () => {
    await h?.close();
    await sink?.close();
  });

  let phones = 0;
  /** A fresh mobile number per owner, so each test reads only its own gateway requests. */
  const newPhone = () => `+9477${String(1_000_000 + ++phones * 7919).slice(-7)}`;

  /** An owner known to svc-notify with this contact number (as svc-auth publishes it); their bearer. */
  const owner = async (phone: string | null = newPhone(), language = 'en'): Promise<Account & { phone: string | null }> => {
    const userId = randomUUID();
    await h.deliver('user.contact-changed', {
      userId,
      role: 'user',
      email: `sms-${userId.slice(0, 8)}@vetnow.test`,
      fullName: 'Kamal Silva',
      language,
      ...(phone ? { phone } : {}),
    });
    return { ...(await h.account('user', userId)), phone };
  };
  const smsOf = (userId: string) => h.t.db.select().from(smsMessages).where(eq(smsMessages.userId, userId)).orderBy(asc(smsMessages.createdAt));
  const send = (now?: Date, on: NotifyHarness = h) => on.t.app.get(SmsSenderService).sendDue(now);
  const received = (phone: string) => sink.accepted.filter((r) => (JSON.parse(r.body) as { to: string }).to === phone);
  const preferences = (who: Account, json?: unknown) =>
    json === undefined ? h.request('GET', '/notifications/preferences', who) : h.request('PUT', '/notifications/preferences', who, { json });

  it('an owner with SMS updates on books: one SMS row, rendered in English, delivered to the gateway once', async () => {
    const who = await owner();
    expect((await preferences(who, { sms: { updates: true } })).statusCode).toBe(200);
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub, reference: 'VN-SMS001', pet: { name: 'Bella', type: 'Dog', breed: '' } }));
    const [row, ...more] = await smsOf(who.sub);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.text).toBe("VetNow: Bella's visit with your doctor is booked for Tue 15 Jan 09:00 AM. Please arrive 10 min early. Ref VN-SMS001");

    expect(await send()).toBeGreaterThanOrEqual(1);
    const requests = received(who.phone!);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers['authorization']).toBe('Bearer test-gateway-key');
    expect(JSON.parse(requests[0]!.body)).toEqual({ to: who.phone, message: row!.text, ref: row!.id });
    expect((await smsOf(who.sub))[0]).toMatchObject({ status: 'sent', sentTo: who.phone, attempts: 1, lastError: null });
    expect(await send()).toBe(0);
    expect(received(who.phone!)).toHaveLength(1);
  });

  it('by default the reminder goes by SMS and the updates do not; in Sinhala for a Sinhala reader', async () => {
    const who = await owner(newPhone(), 'si');
    const booked = bookedPayload({ userId: who.sub, reference: 'VN-SMS002' });
    await h.deliver('appointment.booked', booked);
    expect(await smsOf(who.sub)).toEqual([]);
    expect(await h.emailsOf(who.sub)).toHaveLength(1);
    expect(await h.remind(new Date('2030-01-14T04:00:00Z'))).toBeGreaterThanOrEqual(1);
    const [reminder] = await smsOf(who.sub);
    expect(reminder!.text).toMatch(/^VetNow: සිහිකැඳවීමක් \(Rex\) - .*VN-SMS002$/);
    await send();
    expect(received(who.phone!).map((r) => (JSON.parse(r.body) as { message: string }).message)).toEqual([reminder!.text]);
  });

  it('preferences off: no SMS (the e-mail and the in-app notification still made)', async () => {
    const who = await owner();
    expect((await preferences(who, { sms: { reminders: false } })).json()).toMatchObject({ sms: { reminders: false, updates: false } });
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub, reference: 'VN-SMS003' }));
    await h.remind(new Date('2030-01-14T04:00:00Z'));
    expect((await h.notificationsOf(who.sub)).map((n) => n.kind)).toEqual(['booking-confirmed', 'reminder']);
    expect(await h.emailsOf(who.sub)).toHaveLength(2);
    expect(await smsOf(who.sub)).toEqual([]);
  });

  it('a redelivered event — same id, or the same booking under a new id — queues and sends one SMS', async () => {
    const who = await owner();
    await preferences(who, { sms: { updates: true } });
    const booked = bookedPayload({ userId: who.sub });
    const first = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: first.id });
    await h.deliver('appointment.booked', booked);
    await send();
    await h.deliver('appointment.booked', booked);
    await send();
    expect(await smsOf(who.sub)).toHaveLength(1);
    expect(received(who.phone!)).toHaveLength(1);
  });

  it('no SMS without a mobile number (none, or a landline), nor for the doctors’ notices', async () => {
    const none = await owner(null);
    const landline = await owner('+94112345678');
    for (const who of [none, landline]) {
      await preferences(who, { sms: { updates: true } });
      await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
      expect(await h.notificationsOf(who.sub)).toHaveLength(1);
      expect(await smsOf(who.sub)).toEqual([]);
    }
    // A doctor whose account has a mobile number, told of a booking within 24 hours: in-app and e-mail only.
    const doctor = await owner();
    await preferences(doctor, { sms: { updates: true } });
    await h.deliver('doctor.created', doctorPayload({ _id: doctor.sub }));
    const startsAt = new Date(Date.now() + 3 * 3600_000);
    startsAt.setUTCSeconds(0, 0);
    const patient = await owner(null);
    await h.deliver(
      'appointment.booked',
      bookedPayload({ userId: patient.sub, doctorId: doctor.sub, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 1800_000).toISOString() }),
    );
    expect((await h.notificationsOf(doctor.sub)).map((n) => n.kind)).toEqual(['new-booking']);
    expect(await smsOf(doctor.sub)).toEqual([]);
  });

  it('a non-2xx answer is retried later (not before its time) and the SMS is then delivered once', async () => {
    await send(); // nothing of the tests before left pending
    const who = await owner();
    await preferences(who, { sms: { updates: true } });
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
    const now = new Date();
    sink.answerNext(503);
    expect(await send(now)).toBe(0);
    const [failed] = await smsOf(who.sub);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS gateway answered 503' });
    expect(failed!.nextAttemptAt.getTime()).toBe(now.getTime() + 5_000);
    const requestsBefore = sink.requests.length;
    expect(await send(now)).toBe(0); // not due yet: the gateway is not asked again
    expect(sink.requests.length).toBe(requestsBefore);
    expect(await send(new Date(now.getTime() + 5_000))).toBe(1);
    expect(await send(new Date(now.getTime() + 60_000))).toBe(0);
    expect(received(who.phone!)).toHaveLength(1);
    expect((await smsOf(who.sub))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`given up after ${MAX_SMS_ATTEMPTS} tries; a number removed since it was queued gives it up at once; a changed one gets it`, async () => {
    await send();
    const flaky = await owner();
    await preferences(flaky, { sms: { updates: true } });
    await h.deliver('appointment.booked', bookedPayload({ userId: flaky.sub }));
    await h.t.db.update(smsMessages).set({ attempts: MAX_SMS_ATTEMPTS - 1 }).where(eq(smsMessages.userId, flaky.sub));
    sink.answerNext(500);
    await send();
    expect((await smsOf(flaky.sub))[0]).toMatchObject({ status: 'failed', attempts: MAX_SMS_ATTEMPTS, lastError: 'SMS gateway answered 500' });

    const moved = await owner();
    const gone = await owner();
    for (const who of [moved, gone]) {
      await preferences(who, { sms: { updates: true } });
      await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
    }
    const newNumber = newPhone();
    const contact = (who: Account, phone?: string) => ({
      userId: who.sub,
      role: 'user',
      email: `sms-${who.sub.slice(0, 8)}@vetnow.test`,
      fullName: 'Kamal Silva',
      language: 'en',
      ...(phone ? { phone } : {}),
    });
    await h.deliver('user.contact-changed', contact(moved, newNumber));
    await h.deliver('user.contact-changed', contact(gone));
    await send();
    expect(received(newNumber)).toHaveLength(1);
    expect(received(moved.phone!)).toEqual([]);
    expect((await smsOf(gone.sub))[0]).toMatchObject({ status: 'failed', lastError: 'no mobile number for the recipient any more' });
    expect(received(gone.phone!)).toEqual([]);
  });

  it('two copies of svc-notify sending at once: each SMS reaches the gateway exactly once', async () => {
    const b = await NotifyHarness.start({ ...gatewayEnv(), DATABASE_URL: h.t.env['DATABASE_URL'] });
    try {
      await send();
      const owners = await Promise.all(Array.from({ length: 6 }, () => owner()));
      for (const who of owners) {
        await preferences(who, { sms: { updates: true } });
        for (let i = 0; i < 4; i++) await h.deliver('appointment.booked', bookedPayload({ userId: who.sub, date: `2030-02-0${i + 1}` }));
      }
      // The gateway answers nobody until both copies have a request in flight: each holds its own claimed rows.
      const bothSending = sink.holdUntilConcurrent(2);
      const [fromA, fromB] = await Promise.all([send(undefined, h), send(undefined, b), bothSending]);
      expect(fromA! + fromB!).toBe(24);
      expect(fromA).toBeGreaterThan(0);
      expect(fromB).toBeGreaterThan(0);
      const ids = owners.flatMap((who) => received(who.phone!).map((r) => (JSON.parse(r.body) as { ref: string }).ref));
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
      for (const who of owners) expect((await smsOf(who.sub)).every((s) => s.status === 'sent')).toBe(true);
    } finally {
      await b.close();
    }
  });

  describe('preferences API', () => {
    it('defaults (SMS reminders and pet care on, updates off) and the mobile number SMS go to; null without one', async () => {
      const who = await owner('+94771110000');
      expect(notificationPreferencesSchema.parse((await preferences(who)).json())).toEqual({
        email: { reminders: true, updates: true, petCare: true },
        sms: { reminders: true, updates: false, petCare: true },
        smsPhone: '+94771110000',
        push: { reminders: true, updates: true, petCare: true },
        pushDevices: 0,
      });
      expect((await preferences(await owner(null))).json()).toMatchObject({ smsPhone: null });
      expect((await preferences(await owner('+94112345678'))).json()).toMatchObject({ smsPhone: null });
      expect((await preferences(await h.account('user'))).json()).toMatchObject({ smsPhone: null });
    });

    it('a PUT with only `email` (a client from before SMS) still works and keeps the SMS choices; each channel changes alone', async () => {
      const who = await owner();
      await preferences(who, { sms: { updates: true } });
      const old = await preferences(who, { email: { updates: false } });
      expect(old.statusCode).toBe(200);
      expect(old.json()).toMatchObject({ email: { reminders: true, updates: false }, sms: { reminders: true, updates: true } });
      const both = await preferences(who, { email: { updates: true }, sms: { reminders: false } });
      expect(both.json()).toMatchObject({ email: { reminders: true, updates: true }, sms: { reminders: false, updates: true } });
      expect((await preferences(who, {})).json()).toMatchObject({ sms: { reminders: false, updates: true } });
      // pet care (issue 38): its own choice on each channel
      const petCare = await preferences(who, { sms: { petCare: false } });
      expect(petCare.json()).toEqual({ email: { reminders: true, updates: true, petCare: true }, sms: { reminders: false, updates: true, petCare: false }, smsPhone: who.phone, push: { reminders: true, updates: true, petCare: true }, pushDevices: 0 });
      for (const bad of [{ sms: { calls: true } }, { sms: { reminders: 'yes' } }, { fax: {} }]) {
        const res = await preferences(who, bad);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      }
    });

    it("the e-mail's one-click unsubscribe changes e-mail only", async () => {
      const who = await owner();
      const token = h.t.app.get(UnsubscribeLinks).sign(who.sub, 'reminders');
      expect((await h.request('POST', `/notifications/unsubscribe?token=${encodeURIComponent(token)}`)).statusCode).toBe(200);
      expect((await preferences(who)).json()).toMatchObject({ email: { reminders: false, updates: true }, sms: { reminders: true, updates: false } });
    });
  });
});
