import { randomUUID } from 'node:crypto';
import { notificationPreferencesSchema, pushPayloadSchema } from '@vetnow/contracts/api';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushMessages, pushSubscriptions } from '../database/schema.js';
import { type Account, bookedPayload, NotifyHarness } from '../testing/notify-test-kit.js';
import { PushSenderService } from './sender/push-sender.service.js';
import { subscriptionIdOf } from './subscriptions/push-subscriptions.service.js';
import { PushServiceDouble, type Subscriber } from './testing/push-service-double.js';

// Issue 40, end to end through svc-notify: a browser subscribes (PUT), the notification's statement queues one push
// per subscribed browser when the account wants the category by push, and the sender delivers it to a push service
// double that checks the VAPID JWT and decrypts the aes128gcm body with the subscriber's own private key.
describe('Web Push channel (PostgreSQL, a push service double)', () => {
  let double: PushServiceDouble;
  let h: NotifyHarness;
  const vapid = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    double = await PushServiceDouble.start();
    h = await NotifyHarness.start({
      PUSH_POLL_MS: '0',
      PUSH_TEST_ORIGINS: double.origin,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@vetnow.test',
    });
  });
  afterAll(async () => {
    await h?.close();
    await double?.close();
  });

  const owner = async (language: 'en' | 'si' | 'ta' = 'en'): Promise<Account> => {
    const userId = randomUUID();
    await h.deliver('user.contact-changed', { userId, role: 'user', email: `push-${userId.slice(0, 8)}@vetnow.test`, fullName: 'Kamal Silva', language });
    return h.account('user', userId);
  };
  const subscribe = (who: Account, json: unknown) => h.request('PUT', '/notifications/push/subscription', who, { json });
  const unsubscribe = (who: Account, id: string) => h.t.app.inject({ method: 'DELETE', url: `/notifications/push/subscription/${id}`, headers: { authorization: who.bearer } });
  const subscribed = async (who: Account): Promise<Subscriber> => {
    const s = double.subscriber();
    const res = await subscribe(who, s.json);
    expect(res.statusCode).toBe(200);
    return s;
  };
  const send = (now?: Date) => h.t.app.get(PushSenderService).sendDue(now);
  const pushesOf = (userId: string) => h.t.db.select().from(pushMessages).where(eq(pushMessages.userId, userId)).orderBy(asc(pushMessages.createdAt));
  const subscriptionsOf = (userId: string) => h.t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('the key route answers the VAPID public key; a subscription is kept once per endpoint; the preferences count it', async () => {
    const who = await owner();
    expect((await h.request('GET', '/notifications/push/key', who)).json()).toEqual({ publicKey: vapid.publicKey });
    expect((await h.request('GET', '/notifications/push/key')).statusCode).toBe(401);
    const s = double.subscriber();
    const first = await subscribe(who, s.json);
    expect(first.json()).toEqual({ id: subscriptionIdOf(s.endpoint), devices: 1 });
    expect((await subscribe(who, s.json)).json()).toEqual({ id: subscriptionIdOf(s.endpoint), devices: 1 });
    const prefs = notificationPreferencesSchema.parse((await h.request('GET', '/notifications/preferences', who)).json());
    expect(prefs).toMatchObject({ push: { reminders: true, updates: true, petCare: true }, pushDevices: 1 });
  });

  it('a booking update reaches the phone: VAPID verified with our key, the body decrypted, the in-app text', async () => {
    const who = await owner();
    const s = await subscribed(who);
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub, reference: 'VN-PUSH01', pet: { name: 'Bella', type: 'Dog', breed: '' } }));
    const [row, ...more] = await pushesOf(who.sub);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'pending', subscriptionId: subscriptionIdOf(s.endpoint) });
    expect(await send()).toBeGreaterThanOrEqual(1);
    const [notice] = await h.notificationsOf(who.sub);
    const [payload, ...again] = double.received(s.endpoint);
    expect(again).toEqual([]);
    expect(pushPayloadSchema.parse(payload)).toEqual({ title: notice!.title, body: notice!.body, url: '/appointments', tag: expect.stringMatching(/^booking-confirmed:/) });
    expect(pushPayloadSchema.parse(payload).body).toContain('15 January 2030 at 09:00 AM');
    const [delivery] = double.requests(s.endpoint);
    expect(delivery!.vapid).toMatchObject({ publicKey: vapid.publicKey, aud: double.origin, sub: 'mailto:ops@vetnow.test' });
    expect(delivery!.headers.ttl).toBe('86400');
    expect((await pushesOf(who.sub))[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await send()).toBe(0);
    expect(double.received(s.endpoint)).toHaveLength(1);
  });

  it('the reminder goes to every browser of the account, in its language', async () => {
    const who = await owner('si');
    const [phone, laptop] = [await subscribed(who), await subscribed(who)];
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub, reference: 'VN-PUSH02' }));
    await h.remind(new Date('2030-01-14T04:00:00Z'));
    await send();
    const reminder = (await h.notificationsOf(who.sub)).find((n) => n.kind === 'reminder')!;
    for (const s of [phone, laptop]) {
      const titles = double.received(s.endpoint).map((p) => pushPayloadSchema.parse(p).title);
      expect(titles).toEqual([expect.any(String), reminder.title]);
      expect(reminder.title).toMatch(/[\u0D80-\u0DFF]/); // Sinhala script
    }
  });

  it('choices off: no push for that category (in-app and e-mail still made); no browser: nothing queued', async () => {
    const who = await owner();
    const s = await subscribed(who);
    const put = await h.request('PUT', '/notifications/preferences', who, { json: { push: { updates: false } } });
    expect(put.json()).toMatchObject({ push: { reminders: true, updates: false, petCare: true }, pushDevices: 1 });
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
    expect(await h.notificationsOf(who.sub)).toHaveLength(1);
    expect(await pushesOf(who.sub)).toEqual([]);
    await h.remind(new Date('2030-01-14T04:00:00Z'));
    await send();
    expect(double.received(s.endpoint)).toHaveLength(1); // the reminder only

    const none = await owner();
    await h.deliver('appointment.booked', bookedPayload({ userId: none.sub }));
    expect(await h.notificationsOf(none.sub)).toHaveLength(1);
    expect(await pushesOf(none.sub)).toEqual([]);
  });

  it('410 from the push service: the subscription is forgotten with what was queued for it', async () => {
    const who = await owner();
    const s = await subscribed(who);
    double.answerNext(s.endpoint, 410);
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
    await send();
    expect(double.requests(s.endpoint).map((d) => d.status)).toEqual([410]);
    expect(await subscriptionsOf(who.sub)).toEqual([]);
    expect(await pushesOf(who.sub)).toEqual([]);
    expect((await h.request('GET', '/notifications/preferences', who)).json()).toMatchObject({ pushDevices: 0 });
  });

  it('5xx or no answer: retried after the backoff (not before), then delivered once', async () => {
    await send(); // nothing of the tests before left pending
    const who = await owner();
    const s = await subscribed(who);
    double.answerNext(s.endpoint, 503, 500);
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
    const now = new Date();
    expect(await send(now)).toBe(0);
    expect((await pushesOf(who.sub))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') });
    expect((await subscriptionsOf(who.sub))[0]!.lastError).toContain('503');
    expect(await send(new Date(now.getTime() + 1000))).toBe(0); // not due yet
    expect(double.requests(s.endpoint)).toHaveLength(1);
    expect(await send(new Date(now.getTime() + 6_000))).toBe(0);
    expect(await send(new Date(now.getTime() + 20_000))).toBe(1);
    expect(double.requests(s.endpoint).map((d) => d.status)).toEqual([503, 500, 201]);
    expect((await pushesOf(who.sub))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect((await subscriptionsOf(who.sub))[0]!.lastError).toBeNull();
  });

  it('another account cannot delete your subscription (404); you can, and then nothing is sent to it', async () => {
    const [who, other] = [await owner(), await owner()];
    const s = await subscribed(who);
    const id = subscriptionIdOf(s.endpoint);
    expect((await unsubscribe(other, id)).json()).toEqual(errorAnswer('PUSH_SUBSCRIPTION_NOT_FOUND'));
    expect(await subscriptionsOf(who.sub)).toHaveLength(1);
    expect((await unsubscribe(who, 'not-an-id')).statusCode).toBe(400);
    const gone = await unsubscribe(who, id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, devices: 0 });
    expect((await unsubscribe(who, id)).statusCode).toBe(404);
    await h.deliver('appointment.booked', bookedPayload({ userId: who.sub }));
    expect(await pushesOf(who.sub)).toEqual([]);
  });

  it('an endpoint sent by another account becomes theirs; what was queued for the first account is dropped', async () => {
    const [first, second] = [await owner(), await owner()];
    const s = await subscribed(first);
    await h.deliver('appointment.booked', bookedPayload({ userId: first.sub }));
    expect(await pushesOf(first.sub)).toHaveLength(1);
    expect((await subscribe(second, s.json)).json()).toEqual({ id: subscriptionIdOf(s.endpoint), devices: 1 });
    expect(await subscriptionsOf(first.sub)).toEqual([]);
    expect(await pushesOf(first.sub)).toEqual([]);
    expect(await subscriptionsOf(second.sub)).toHaveLength(1);
  });

  it('only push services’ https endpoints (or the configured test origin), and browser-made keys', async () => {
    const who = await owner();
    const { keys } = double.subscriber().json;
    const at = (endpoint: string, k = keys) => subscribe(who, { endpoint, keys: k });
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://evil.example/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9/push/abc',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      expect({ endpoint, answer: (await at(endpoint)).json() }).toEqual({ endpoint, answer: errorAnswer('PUSH_ENDPOINT_NOT_ALLOWED') });
    }
    expect((await at('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    expect((await at('https://wns2-par02p.notify.windows.com/w/?token=abc')).statusCode).toBe(200);
    const p256dh = Buffer.alloc(65, 7).toString('base64url'); // 65 bytes, not an uncompressed point (0x04 …)
    expect((await at('https://web.push.apple.com/abc', { p256dh, auth: keys.auth })).json()).toEqual(errorAnswer('PUSH_SUBSCRIPTION_INVALID'));
    expect((await at('https://web.push.apple.com/abc', { p256dh: keys.p256dh, auth: 'short' })).statusCode).toBe(400);
    expect((await subscribe(who, { endpoint: 'https://web.push.apple.com/abc' })).statusCode).toBe(400);
    expect((await at(`${double.origin}/wpush/nul\u0000`)).statusCode).toBe(400); // never a NUL into PostgreSQL
  });
});
