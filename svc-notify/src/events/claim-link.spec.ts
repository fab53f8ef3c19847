import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { smsMessages } from '../database/schema.js';
import { SECRET_TEXT_REMOVED, SmsSenderService } from '../sms/sender/sms-sender.service.js';
import { SmsGatewaySink } from '../sms/testing/sms-gateway-sink.js';
import { SINK_SMS_BODY } from '../testing/harness-with-sinks.js';
import { NotifyHarness } from '../testing/notify-test-kit.js';

/**
 * Issue 39 phase B: svc-auth's private account.claim-link → ONE SMS with `${PUBLIC_URL}/claim?token=…` to the number
 * the desk typed, through the SMS outbox (a real HTTP gateway on a loopback port), whatever the account's SMS choices;
 * no in-app notification, no e-mail; the token in no log line and not kept once sent.
 */
const PUBLIC_URL = 'https://vetnow.example';
let phones = 0;
/** A fresh Sri Lankan mobile number per test, so each reads only its own gateway requests. */
const newPhone = () => `+9476${String(2_000_000 + ++phones * 7919).slice(-7)}`;
const newToken = () => randomBytes(32).toString('base64url');
const claimLink = (overrides: Record<string, unknown> = {}) => ({
  accountId: randomUUID(),
  fullName: 'Sunil Perera',
  phone: newPhone(),
  language: 'en',
  token: newToken(),
  expiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
  ...overrides,
});

describe('account.claim-link → the claim SMS (PostgreSQL, a real local HTTP gateway)', () => {
  let sink: SmsGatewaySink;
  let h: NotifyHarness;
  beforeAll(async () => {
    sink = await SmsGatewaySink.start();
    h = await NotifyHarness.start({
      PUBLIC_URL,
      SMS_HTTP_URL: sink.url(),
      SMS_HTTP_BODY: SINK_SMS_BODY,
    });
  });
  afterAll(async () => {
    await h?.close();
    await sink?.close();
  });

  const smsOf = (userId: string) => h.t.db.select().from(smsMessages).where(eq(smsMessages.userId, userId)).orderBy(asc(smsMessages.createdAt));
  const send = () => h.t.app.get(SmsSenderService).sendDue();
  const received = (phone: string) => sink.accepted.map((r) => JSON.parse(r.body) as { to: string; message: string; ref: string }).filter((b) => b.to === phone);

  it('one SMS to the number with the link, sent once; redelivered: nothing more; no notice, no e-mail; the token then gone', async () => {
    const link = claimLink();
    const first = await h.deliver('account.claim-link', link);
    await h.deliver('account.claim-link', link, { id: first.id });
    const [row, ...more] = await smsOf(link.accountId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'pending', notificationId: null, toPhone: link.phone, secret: true });

    expect(await send()).toBeGreaterThanOrEqual(1);
    expect(await send()).toBe(0);
    const [sms, ...again] = received(link.phone);
    expect(again).toEqual([]);
    expect(sms!.message).toMatch(/^VetNow: the clinic set up an account for you\. Claim it and choose a password \(link valid until \w{3} \d{1,2} \w{3} \d\d:\d\d [AP]M\): /);
    expect(sms!.message.endsWith(`: ${PUBLIC_URL}/claim?token=${link.token}`)).toBe(true);
    expect(sms!.ref).toBe(row!.id);

    expect((await smsOf(link.accountId))[0]).toMatchObject({ status: 'sent', sentTo: link.phone, attempts: 1, text: SECRET_TEXT_REMOVED });
    expect(await h.notificationsOf(link.accountId)).toEqual([]);
    expect(await h.emailsOf(link.accountId)).toEqual([]);
    expect(h.t.logs()).toContain('claim link SMS queued');
    expect(h.t.logs()).not.toContain(link.token);
  });

  it('goes whatever the SMS choices (they do not apply) and before any contact of the account; in the language asked', async () => {
    const link = claimLink({ language: 'si' });
    const who = await h.account('user', link.accountId);
    const off = { sms: { reminders: false, updates: false, petCare: false } };
    expect((await h.request('PUT', '/notifications/preferences', who, { json: off })).statusCode).toBe(200);
    await h.deliver('account.claim-link', link);
    await send();
    const [sms, ...more] = received(link.phone);
    expect(more).toEqual([]);
    expect(sms!.message).toMatch(/^VetNow: සායනය ඔබ සඳහා ගිණුමක් සකස් කර ඇත\./);
    expect(sms!.message.endsWith(`${PUBLIC_URL}/claim?token=${link.token}`)).toBe(true);
    expect(h.t.logs()).not.toContain(link.token);
  });

  it('a failed try is retried with the same text; given up, the row keeps no token either', async () => {
    const link = claimLink({ language: 'ta' });
    await h.deliver('account.claim-link', link);
    sink.answerNext(503);
    const now = new Date();
    expect(await h.t.app.get(SmsSenderService).sendDue(now)).toBe(0);
    const [waiting] = await smsOf(link.accountId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS gateway answered 503' });
    expect(waiting!.text).toContain(link.token); // kept to try again
    expect(await h.t.app.get(SmsSenderService).sendDue(new Date(now.getTime() + 5_000))).toBe(1);
    const bodies = sink.requests.map((r) => JSON.parse(r.body) as { to: string; message: string }).filter((b) => b.to === link.phone);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.message).toBe(bodies[1]!.message);
    expect(bodies[1]!.message).toMatch(/^VetNow: மருத்துவமனை உங்களுக்காக ஒரு கணக்கை உருவாக்கியுள்ளது\./);

    const doomed = claimLink();
    await h.deliver('account.claim-link', doomed);
    await h.t.db.update(smsMessages).set({ attempts: 11 }).where(eq(smsMessages.userId, doomed.accountId));
    sink.answerNext(500);
    await send();
    expect((await smsOf(doomed.accountId))[0]).toMatchObject({ status: 'failed', text: SECRET_TEXT_REMOVED });
    expect(h.t.logs()).not.toContain(link.token);
    expect(h.t.logs()).not.toContain(doomed.token);
  });

  it('not sent to a number no SMS reaches (a landline), nor once the link has expired', async () => {
    const landline = claimLink({ phone: '+94112345678' });
    const expired = claimLink({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    await h.deliver('account.claim-link', landline);
    await h.deliver('account.claim-link', expired);
    expect(await smsOf(landline.accountId)).toEqual([]);
    expect(await smsOf(expired.accountId)).toEqual([]);
    expect(h.t.logs()).toContain('claim link SMS not queued');
    expect(h.t.logs()).toContain('claim link expired before its SMS could go');
  });
});

describe('account.claim-link without an SMS gateway (the log transport)', () => {
  let h: NotifyHarness;
  beforeAll(async () => {
    h = await NotifyHarness.start({ PUBLIC_URL });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('logs that an SMS would have gone, masked; the text (and so the token) only at debug level', async () => {
    const link = claimLink();
    await h.deliver('account.claim-link', link);
    expect(await h.t.app.get(SmsSenderService).sendDue()).toBe(1);
    const lines = h.t
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: string; msg?: string; to?: string; text?: string });
    const masked = `${link.phone.slice(0, 5)}*****${link.phone.slice(-2)}`;
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', msg: expect.stringContaining('SMS not sent (no SMS_HTTP_URL)'), to: masked }));
    const withToken = lines.filter((l) => JSON.stringify(l).includes(link.token));
    expect(withToken).toEqual([expect.objectContaining({ level: 'debug', msg: 'SMS text' })]);
    expect(lines.filter((l) => JSON.stringify(l).includes(link.phone))).toEqual([]);
  });
});
