import { randomUUID } from 'node:crypto';
import { closeWithSinks, type HarnessWithSmtp, startWithSmtp } from '../testing/harness-with-sinks.js';

/**
 * Issue 41, ADR 0046: svc-auth's private account.sign-in-delayed → "someone tried to sign in", e-mailed to the
 * account's owner (owner, doctor or admin) in their language, the times in clinic time (Asia/Colombo, UTC+05:30).
 */

/** A recent instant on a whole minute (events older than NOTIFY_MAX_EVENT_AGE_HOURS notify nobody). */
function recentMinute(minutesAgo: number): Date {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** The instant's wall clock in Colombo (a fixed +05:30, no daylight saving), worked out here on its own. */
function colombo(at: Date): { h12: string; h24: string; mm: string; ampm: 'AM' | 'PM' } {
  const local = new Date(at.getTime() + 330 * 60_000);
  const h = local.getUTCHours();
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return { h12: String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0'), h24: String(h).padStart(2, '0'), mm, ampm: h < 12 ? 'AM' : 'PM' };
}

describe('account.sign-in-delayed → "someone tried to sign in" (real SMTP server, PostgreSQL)', () => {
  let { h, smtp } = {} as HarnessWithSmtp;
  beforeAll(async () => ({ h, smtp } = await startWithSmtp({ MAIL_FROM: 'VetNow <no-reply@vetnow.test>' })));
  afterAll(() => closeWithSinks({ h, smtp }));

  const delayed = (accountId: string, at: Date, failures = 100) =>
    h.deliver(
      'account.sign-in-delayed',
      { accountId, failures, delayedUntil: new Date(at.getTime() + 60_000).toISOString() },
      { occurredAt: at.toISOString() },
    );

  it('English: what happened, when in clinic time, delayed not locked, what to do; by e-mail even with update e-mails off, and in-app', async () => {
    const owner = await h.owner('nimali@vetnow.test', 'Nimali Fernando');
    // Update e-mails off: a security notice still goes.
    const who = await h.account('user', owner.userId);
    expect((await h.request('PUT', '/notifications/preferences', who, { json: { email: { updates: false } } })).statusCode).toBe(200);
    const at = recentMinute(3);
    const c = colombo(at);
    const until = colombo(new Date(at.getTime() + 60_000));

    await delayed(owner.userId, at);
    expect(await h.sendMail()).toBe(1);
    const [mail, ...more] = smtp.to('nimali@vetnow.test');
    expect(more).toEqual([]);
    expect(mail!.raw).toContain('Subject: VetNow: Someone tried to sign in');
    expect(mail!.text).toContain('Dear Nimali Fernando,');
    expect(mail!.text).toContain('There have been 100 failed attempts to sign in to your VetNow account, the latest on ');
    expect(mail!.text).toContain(`Last attempt: `);
    expect(mail!.text).toMatch(new RegExp(`Last attempt: \\w+, \\d+ \\w+ \\d{4} at ${c.h12}:${c.mm} ${c.ampm} \\(Sri Lanka time\\)`));
    expect(mail!.text).toMatch(new RegExp(`You can sign in again from: .* at ${until.h12}:${until.mm} ${until.ampm} \\(Sri Lanka time\\)`));
    expect(mail!.text).toContain('Your account is not locked');
    expect(mail!.text).toContain('even with the right password');
    expect(mail!.text).toContain('If it was not you, someone may be trying to guess your password');
    expect(mail!.text).toContain('change it');
    // No unsubscribe: it would not stop a security notice.
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/m);
    expect(mail!.text).not.toContain('To stop e-mails like this one');

    const inApp = await h.notificationsOf(owner.userId);
    expect(inApp.map((n) => [n.kind, n.title, n.appointmentId])).toEqual([['sign-in-delayed', 'Someone tried to sign in', null]]);
    const listed = await h.request('GET', '/notifications', who);
    expect(listed.json().notifications[0]).toMatchObject({ kind: 'sign-in-delayed', appointmentId: null });
  });

  it('Sinhala and Tamil: the same notice in the language, the time in clinic time', async () => {
    const at = recentMinute(2);
    const c = colombo(at);
    const expected = {
      si: { title: 'කවුරුන් හෝ ඔබගේ ගිණුමට පිවිසීමට උත්සාහ කළේය', lead: 'අසාර්ථක උත්සාහයන් 100ක්', notLocked: 'ඔබගේ ගිණුම අගුළු දමා නැත', time: 'ශ්‍රී ලංකා වේලාව' },
      ta: { title: 'யாரோ உங்கள் கணக்கில் உள்நுழைய முயன்றனர்', lead: '100 முறை தோல்வியடைந்த முயற்சிகள்', notLocked: 'உங்கள் கணக்கு பூட்டப்படவில்லை', time: 'இலங்கை நேரம்' },
    } as const;
    for (const language of ['si', 'ta'] as const) {
      const owner = await h.owner(`owner-${language}-${randomUUID().slice(0, 6)}@vetnow.test`, 'Kasun', language);
      await delayed(owner.userId, at);
      await h.sendMail();
      const [mail] = smtp.to(owner.email);
      const e = expected[language];
      expect(mail!.html).toContain(e.title);
      expect(mail!.text).toContain(e.lead);
      expect(mail!.text).toContain(e.notLocked);
      expect(mail!.text).toContain(`(${e.time})`);
      expect(mail!.text).toMatch(new RegExp(`\\b${c.h24}[.:]${c.mm}\\b`));
      expect(mail!.text).not.toContain('Someone tried to sign in');
      expect((await h.notificationsOf(owner.userId)).map((n) => n.title)).toEqual([e.title]);
    }
  });

  it('doctors (the address doctor.created gave) and admins are told too; a redelivery tells nobody twice', async () => {
    const doctor = await h.doctor({ fullName: 'Dr. Ruwan Jayasuriya' });
    const adminId = randomUUID();
    await h.deliver('user.contact-changed', { userId: adminId, role: 'admin', email: 'head@vetnow.test', fullName: 'Head Admin', language: 'en' });
    const at = recentMinute(1);
    await delayed(doctor._id, at);
    const first = await delayed(adminId, at, 120);
    await h.deliver('account.sign-in-delayed', first.payload, { id: first.id, occurredAt: first.occurredAt });
    await h.sendMail();
    expect(smtp.to(doctor.email).map((m) => m.text)).toEqual([expect.stringContaining('Dear Dr. Ruwan Jayasuriya,')]);
    const toAdmin = smtp.to('head@vetnow.test');
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.text).toContain('There have been 120 failed attempts');
    expect(await h.notificationsOf(adminId)).toHaveLength(1);
  });
});
