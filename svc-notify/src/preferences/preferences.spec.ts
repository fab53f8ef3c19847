import { notificationPreferencesSchema } from '@vetnow/contracts/api';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { closeWithSinks, type HarnessWithSmtp, startWithSmtp } from '../testing/harness-with-sinks.js';
import { bookedPayload, decodeQuotedPrintable } from '../testing/notify-test-kit.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

// Issue 12: which e-mails an account wants (reminders, updates), and the one-click unsubscribe link of every
// e-mail (RFC 8058 headers, a signed token, no sign-in). In-app notifications are made either way.
describe('e-mail preferences and unsubscribe (PostgreSQL, a real SMTP server)', () => {
  let { h, smtp } = {} as HarnessWithSmtp;
  beforeAll(async () => ({ h, smtp } = await startWithSmtp({ PUBLIC_URL: 'https://vetnow.example' })));
  afterAll(() => closeWithSinks({ h, smtp }));

  it('all on by default; PUT changes only what it names; any signed-in account, no token → 401', async () => {
    const who = await h.account('user');
    const get = async () => notificationPreferencesSchema.parse((await h.request('GET', '/notifications/preferences', who)).json());
    const sms = { sms: { reminders: true, updates: false, petCare: true }, smsPhone: null, push: { reminders: true, updates: true, petCare: true }, pushDevices: 0 };
    expect(await get()).toEqual({ email: { reminders: true, updates: true, petCare: true }, ...sms });
    const put = await h.request('PUT', '/notifications/preferences', who, { json: { email: { updates: false } } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ email: { reminders: true, updates: false, petCare: true }, ...sms });
    expect(await get()).toEqual({ email: { reminders: true, updates: false, petCare: true }, ...sms });
    const petCare = await h.request('PUT', '/notifications/preferences', who, { json: { email: { petCare: false } } });
    expect(petCare.json()).toEqual({ email: { reminders: true, updates: false, petCare: false }, ...sms });
    expect(await get()).toEqual({ email: { reminders: true, updates: false, petCare: false }, ...sms });
    expect((await h.request('GET', '/notifications/preferences')).statusCode).toBe(401);
    const bad = await h.request('PUT', '/notifications/preferences', who, { json: { email: { sms: true } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('every e-mail carries List-Unsubscribe (one-click) and a footer link; the link turns that category off without signing in', async () => {
    const owner = await h.owner('preferences-owner@vetnow.test');
    await h.deliver('appointment.booked', bookedPayload({ userId: owner.userId, reference: 'VN-PREF01' }));
    await h.sendMail();
    const [mail] = smtp.to(owner.email);
    expect(mail).toBeDefined();
    const raw = decodeQuotedPrintable(mail!.raw.replace(/\r?\n[ \t]+/g, ' '));
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)?.[1];
    expect(oneClick).toMatch(/^https:\/\/vetnow\.example\/api\/notifications\/unsubscribe\?token=/);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('To stop e-mails like this one, open: https://vetnow.example/unsubscribe?token=');

    // The mail client's one-click POST (form body, no session) turns "updates" off.
    const url = new URL(oneClick!);
    const res = await h.request('POST', `${url.pathname.replace(/^\/api/, '')}${url.search}`, undefined, { form: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, category: 'updates' });
    const who = { sub: owner.userId, bearer: (await h.account('user', owner.userId)).bearer };
    expect((await h.request('GET', '/notifications/preferences', who)).json()).toMatchObject({ email: { reminders: true, updates: false } });

    // The next update is in-app only; a reminder still goes by e-mail.
    await h.deliver('appointment.booked', bookedPayload({ userId: owner.userId, reference: 'VN-PREF02', date: '2030-02-01' }));
    const inApp = await h.notificationsOf(owner.userId);
    expect(inApp.map((n) => n.title)).toEqual(['Appointment confirmed', 'Appointment confirmed']);
    expect((await h.emailsOf(owner.userId)).map((e) => e.subject)).toEqual(['VetNow: Appointment confirmed - VN-PREF01']);
    await h.remind(new Date('2030-01-14T04:00:00Z'));
    expect((await h.emailsOf(owner.userId)).map((e) => e.subject)).toContain('VetNow: Appointment tomorrow - VN-PREF01');
  });

  it('a forged, altered or empty token → 400 with a message, and changes nothing', async () => {
    const links = h.t.app.get(UnsubscribeLinks);
    const owner = await h.account('user');
    const good = links.sign(owner.sub, 'reminders');
    const [payload, signature] = good.split('.');
    const other = Buffer.from(JSON.stringify({ u: owner.sub, c: 'updates' })).toString('base64url');
    for (const token of [`${other}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, 'x.y', `${good}.extra`]) {
      const res = await h.request('POST', `/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorAnswer('NOTIFICATION_UNSUBSCRIBE_INVALID'));
    }
    expect((await h.request('POST', '/notifications/unsubscribe')).statusCode).toBe(400);
    expect((await h.request('GET', '/notifications/preferences', owner)).json()).toMatchObject({ email: { reminders: true, updates: true } });
    // The genuine one works, and again (idempotent).
    for (let i = 0; i < 2; i++) {
      const res = await h.request('POST', `/notifications/unsubscribe?token=${encodeURIComponent(good)}`);
      expect(res.json()).toEqual({ success: true, category: 'reminders' });
    }
    expect((await h.request('GET', '/notifications/preferences', owner)).json()).toMatchObject({ email: { reminders: false, updates: true } });
  });

  it("a pet care e-mail's link turns pet care e-mails off and nothing else (issue 38)", async () => {
    const owner = await h.owner('pet-care-unsubscribe@vetnow.test');
    const petId = '6a0c6f0e-1b7c-4a51-9a43-0f3f5f3b0c11';
    await h.deliver('pet.care-due-changed', {
      petId,
      userId: owner.userId,
      petName: 'Rex',
      species: 'Dog',
      lastDoctorId: null,
      items: [{ key: 'schedule:lk-dog-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2030-03-20' }],
    });
    expect(await h.remindPetCare(new Date('2030-03-06T02:30:00Z'))).toBe(1); // 08:00 in Colombo, 14 days before
    await h.sendMail(new Date('2030-03-06T02:31:00Z'));
    const mail = smtp.to(owner.email).find((m) => m.raw.includes("Rex's Anti-rabies is due in 14 days"));
    expect(mail).toBeDefined();
    const raw = decodeQuotedPrintable(mail!.raw.replace(/\r?\n[ \t]+/g, ' '));
    expect(raw).toContain(`Book now: https://vetnow.example/doctors?pet=${petId}&reason=Vaccination`);
    const oneClick = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(raw)![1]!);
    const res = await h.request('POST', `${oneClick.pathname.replace(/^\/api/, '')}${oneClick.search}`, undefined, { form: 'List-Unsubscribe=One-Click' });
    expect(res.json()).toEqual({ success: true, category: 'petCare' });
    const who = await h.account('user', owner.userId);
    expect((await h.request('GET', '/notifications/preferences', who)).json()).toMatchObject({
      email: { reminders: true, updates: true, petCare: false },
      sms: { petCare: true },
    });
    // the next one is in-app only
    expect(await h.remindPetCare(new Date('2030-03-19T02:30:00Z'))).toBe(1);
    expect((await h.notificationsOf(owner.userId)).map((n) => n.title)).toEqual(["Rex's Anti-rabies is due in 14 days", "Rex's Anti-rabies is due tomorrow"]);
    expect((await h.emailsOf(owner.userId)).map((e) => e.subject)).toEqual(["VetNow: Rex's Anti-rabies is due in 14 days"]);
  });
});
