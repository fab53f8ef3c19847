import { randomUUID } from 'node:crypto';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import { asc, eq } from 'drizzle-orm';
import { smsMessages } from '../database/schema.js';
import { SmsSenderService } from '../sms/sender/sms-sender.service.js';
import { closeWithSinks, type HarnessWithSinks, startWithSinks } from '../testing/harness-with-sinks.js';

/**
 * Issue 39 phase B: waitlist.offered → the owner is told a slot is held for them: in-app (linking to the wizard on
 * that doctor, day and time), by e-mail (real SMTP server) and by SMS (real HTTP gateway), once per offer, their
 * update choices applying.
 */
const PUBLIC_URL = 'https://vetnow.example';

describe('waitlist.offered → in-app, e-mail and SMS (PostgreSQL, SMTP and SMS sinks)', () => {
  let { h, smtp, sink } = {} as HarnessWithSinks;
  beforeAll(async () => ({ h, smtp, sink } = await startWithSinks({ PUBLIC_URL })));
  afterAll(() => closeWithSinks({ h, smtp, sink }));

  let phones = 0;
  /** An owner known to svc-notify with a mobile number; `sms: true` turns SMS updates on (off by default). */
  const owner = async (opts: { language?: 'en' | 'si' | 'ta'; sms?: boolean; emailUpdates?: boolean } = {}) => {
    const userId = randomUUID();
    const email = `wait-${userId.slice(0, 8)}@vetnow.test`;
    const phone = `+9478${String(4_000_000 + ++phones * 7919).slice(-7)}`;
    await h.deliver('user.contact-changed', { userId, role: 'user', email, fullName: 'Kamal Silva', language: opts.language ?? 'en', phone });
    const json = { sms: { updates: opts.sms ?? false }, email: { updates: opts.emailUpdates ?? true } };
    expect((await h.request('PUT', '/notifications/preferences', await h.account('user', userId), { json })).statusCode).toBe(200);
    return { userId, email, phone };
  };
  const offer = (userId: string, doctorId: string, overrides: Record<string, unknown> = {}) => ({
    entryId: randomUUID(),
    userId,
    doctorId,
    doctorName: 'Dr. Nimal Perera',
    appointmentDate: '2030-01-15',
    timeSlot: '09:00 AM',
    startsAt: clinicInstant('2030-01-15', 540).toISOString(),
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  });
  const smsOf = (userId: string) => h.t.db.select().from(smsMessages).where(eq(smsMessages.userId, userId)).orderBy(asc(smsMessages.createdAt));
  const texts = (phone: string) => sink.accepted.map((r) => JSON.parse(r.body) as { to: string; message: string }).filter((b) => b.to === phone).map((b) => b.message);

  it('the in-app notice with the "Book it" link, one e-mail and one SMS — once, though delivered twice and published again', async () => {
    const who = await owner({ sms: true });
    const doctor = await h.doctor({ fullName: 'Dr. Nimal Perera' });
    const o = offer(who.userId, doctor._id);
    const first = await h.deliver('waitlist.offered', o);
    await h.deliver('waitlist.offered', o, { id: first.id });
    await h.deliver('waitlist.offered', o); // the same offer under another event id
    await h.sendMail();
    await h.t.app.get(SmsSenderService).sendDue();

    const path = `/book-appointment/${doctor._id}?date=2030-01-15&time=09%3A00%20AM`;
    const notices = await h.notificationsOf(who.userId);
    expect(notices.map((n) => [n.kind, n.title, n.appointmentId, n.link])).toEqual([['waitlist-offer', 'A slot is held for you', null, path]]);
    expect(notices[0]!.body).toMatch(/^A slot with Dr\. Nimal Perera on Tuesday, 15 January 2030 at 09:00 AM \(Sri Lanka time\) is held for you until \d\d:\d\d [AP]M \(Sri Lanka time\)\.$/);
    const listed = await h.request('GET', '/notifications', await h.account('user', who.userId));
    expect(listed.json().notifications).toEqual([expect.objectContaining({ kind: 'waitlist-offer', link: path, appointmentId: null })]);

    const [mail, ...moreMail] = smtp.to(who.email);
    expect(moreMail).toEqual([]);
    expect(mail!.raw).toContain('Subject: VetNow: A slot is held for you');
    expect(mail!.text).toContain(`Book it: ${PUBLIC_URL}${path}`);
    expect(mail!.text).toContain('Where: 12 Main Street, Colombo, Battaramulla, Sri Lanka');
    expect(mail!.attachments).toEqual([]);

    expect(await smsOf(who.userId)).toHaveLength(1);
    const [sms, ...moreSms] = texts(who.phone);
    expect(moreSms).toEqual([]);
    expect(sms).toMatch(/^VetNow: a slot with Dr\. Nimal Perera on Tue 15 Jan 09:00 AM is held for you until \d\d:\d\d [AP]M\. Book it: /);
    expect(sms!.endsWith(`${PUBLIC_URL}${path}`)).toBe(true);
  });

  it('a later offer to the same entry (another slot, another end of hold) is told too', async () => {
    const who = await owner();
    const doctorId = randomUUID();
    const o = offer(who.userId, doctorId);
    await h.deliver('waitlist.offered', o);
    await h.deliver('waitlist.offered', { ...o, timeSlot: '10:30 AM', startsAt: clinicInstant('2030-01-15', 630).toISOString(), expiresAt: new Date(Date.now() + 20 * 60_000).toISOString() });
    expect((await h.notificationsOf(who.userId)).map((n) => n.link)).toEqual([
      `/book-appointment/${doctorId}?date=2030-01-15&time=09%3A00%20AM`,
      `/book-appointment/${doctorId}?date=2030-01-15&time=10%3A30%20AM`,
    ]);
  });

  it("the SMS goes whatever the SMS choice (the owner asked to be told; the hold is short); e-mail updates off → no e-mail; in-app always", async () => {
    const byDefault = await owner();
    const noEmail = await owner({ sms: true, emailUpdates: false });
    for (const who of [byDefault, noEmail]) await h.deliver('waitlist.offered', offer(who.userId, randomUUID()));
    expect((await h.notificationsOf(byDefault.userId)).map((n) => n.kind)).toEqual(['waitlist-offer']);
    expect(await h.emailsOf(byDefault.userId)).toHaveLength(1);
    expect(await smsOf(byDefault.userId)).toHaveLength(1);
    expect((await h.notificationsOf(noEmail.userId)).map((n) => n.kind)).toEqual(['waitlist-offer']);
    expect(await h.emailsOf(noEmail.userId)).toEqual([]);
    expect(await smsOf(noEmail.userId)).toHaveLength(1);
  });

  it('in the owner’s language; an offer whose hold ended before it was handled tells nobody', async () => {
    const who = await owner({ language: 'ta', sms: true });
    await h.deliver('waitlist.offered', offer(who.userId, randomUUID()));
    const [notice] = await h.notificationsOf(who.userId);
    expect(notice!.title).toBe('உங்களுக்காக ஒரு நேரம் ஒதுக்கி வைக்கப்பட்டுள்ளது');
    expect((await smsOf(who.userId))[0]!.text).toMatch(/^VetNow: .+ உங்களுக்காக ஒதுக்கி வைக்கப்பட்டுள்ளது\. முன்பதிவு செய்யுங்கள்: https:/);

    const late = await owner({ sms: true });
    await h.deliver('waitlist.offered', offer(late.userId, randomUUID(), { expiresAt: new Date(Date.now() - 1_000).toISOString() }));
    expect(await h.notificationsOf(late.userId)).toEqual([]);
    expect(await h.emailsOf(late.userId)).toEqual([]);
    expect(await smsOf(late.userId)).toEqual([]);
  });
});
