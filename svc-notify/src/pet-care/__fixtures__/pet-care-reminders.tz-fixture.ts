// Run under TZ=America/Los_Angeles (svc-notify/jest.tz.config.js): the whole service runs in that zone; every
// expectation is in Colombo wall-clock time. The clock is the poller's `now`, moved by the spec.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { notificationListSchema } from '@vetnow/contracts/api';
import { addDays, clinicInstant } from '@vetnow/domain/clinic-time';
import type { EventPayloadInput } from '@vetnow/contracts/events';
import { asc, eq } from 'drizzle-orm';
import { petCareItems, petCareReminders, smsMessages } from '../../database/schema.js';
import { decodeQuotedPrintable, NotifyHarness } from '../../testing/notify-test-kit.js';

jest.setTimeout(60_000);

type CareDue = EventPayloadInput<'pet.care-due-changed'>;
type Item = CareDue['items'][number];

/** 08:00 in Colombo on a date, plus `ms`. */
const eight = (date: string, ms = 0) => new Date(clinicInstant(date, 8 * 60).getTime() + ms);

describe('pet care reminders: 14 days before, the day before and once overdue, at 08:00 Colombo (PostgreSQL, TZ=America/Los_Angeles)', () => {
  let a: NotifyHarness;
  let b: NotifyHarness | undefined;
  let c: NotifyHarness | undefined;
  let occurred = Date.parse('2029-01-01T00:00:00Z');
  const doctorId = randomUUID();

  beforeAll(async () => {
    a = await NotifyHarness.start({ PUBLIC_URL: 'https://vetnow.example' });
  }, 90_000);
  afterAll(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
  }, 60_000);

  /** An owner known to svc-notify (user.contact-changed), with a mobile number unless `phone` is null. */
  const owner = async (language: 'en' | 'si' | 'ta' = 'en', phone: string | null = `+9477${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`) => {
    const userId = randomUUID();
    const email = `pet-owner-${userId.slice(0, 8)}@vetnow.test`;
    await a.deliver('user.contact-changed', { userId, role: 'user', email, fullName: 'Kamal Silva', language, ...(phone ? { phone } : {}) });
    return { userId, email, account: await a.account('user', userId) };
  };
  /** svc-booking's pet.care-due-changed for the pet, each a moment later than the last unless `occurredAt` says. */
  const careDue = async (userId: string, petId: string, items: Item[], overrides: Partial<CareDue> = {}, occurredAt?: string) => {
    occurred += 1000;
    const payload: CareDue = { petId, userId, petName: 'Rex', species: 'Dog', lastDoctorId: doctorId, items, ...overrides };
    await a.deliver('pet.care-due-changed', payload, { occurredAt: occurredAt ?? new Date(occurred).toISOString() });
  };
  const rabies = (dueOn: string): Item => ({ key: 'schedule:lk-dog-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn });
  const petCare = async (userId: string) => (await a.notificationsOf(userId)).filter((n) => n.kind === 'pet-care-due');
  const sentStages = async (petId: string) =>
    (await a.t.db.select().from(petCareReminders).where(eq(petCareReminders.petId, petId)).orderBy(asc(petCareReminders.sentAt))).map((r) => `${r.dueOn}/${r.stage}`);
  const smsOf = (userId: string) => a.t.db.select().from(smsMessages).where(eq(smsMessages.userId, userId));

  it('really runs in Los Angeles', () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(new Date('2030-03-06T02:30:00Z').getTimezoneOffset()).toBe(480);
  });

  it('each stage at 08:00 Colombo on its day, once: in-app with the "Book now" link, e-mail and SMS; the .eml has the absolute link', async () => {
    const o = await owner();
    const petId = randomUUID();
    await careDue(o.userId, petId, [rabies('2030-03-20')]);
    // 08:00 on 6 March in Colombo is 02:30 UTC, 18:30 on 5 March in Los Angeles.
    expect(eight('2030-03-06').toISOString()).toBe('2030-03-06T02:30:00.000Z');

    expect(await a.remindPetCare(eight('2030-03-06', -1))).toBe(0);
    expect(await a.remindPetCare(eight('2030-03-06'))).toBe(1);
    expect(await a.remindPetCare(eight('2030-03-06', 1))).toBe(0);
    expect(await a.remindPetCare(eight('2030-03-18', 12 * 3600_000))).toBe(0);
    expect(await a.remindPetCare(eight('2030-03-19', -1))).toBe(0);
    expect(await a.remindPetCare(eight('2030-03-19'))).toBe(1);
    expect(await a.remindPetCare(eight('2030-03-20', 23 * 3600_000))).toBe(0); // the due day itself: nothing new
    expect(await a.remindPetCare(eight('2030-03-21', -1))).toBe(0);
    expect(await a.remindPetCare(eight('2030-03-21'))).toBe(1);
    expect(await a.remindPetCare(eight('2030-04-30'))).toBe(0); // overdue once, not every day
    expect(await sentStages(petId)).toEqual(['2030-03-20/before-14', '2030-03-20/before-1', '2030-03-20/overdue']);

    const link = `/book-appointment/${doctorId}?pet=${petId}&reason=Vaccination`;
    expect((await petCare(o.userId)).map((n) => [n.title, n.body, n.link])).toEqual([
      ["Rex's Anti-rabies is due in 14 days", "Rex's Anti-rabies is due in 14 days (Wednesday, 20 March 2030).", link],
      ["Rex's Anti-rabies is due tomorrow", "Rex's Anti-rabies is due tomorrow (Wednesday, 20 March 2030).", link],
      ["Rex's Anti-rabies is overdue", "Rex's Anti-rabies is overdue (was due Wednesday, 20 March 2030).", link],
    ]);
    // GET /notifications answers the link (other kinds: null)
    const listed = notificationListSchema.parse((await a.request('GET', '/notifications', o.account)).json());
    expect(listed.notifications.map((n) => n.link)).toEqual([link, link, link]);
    const sms = await smsOf(o.userId);
    expect(sms.map((s) => s.text).sort()).toEqual(
      [
        `VetNow: Rex's Anti-rabies is due in 14 days (Wed 20 Mar). Book now: https://vetnow.example${link}`,
        `VetNow: Rex's Anti-rabies is due tomorrow (Wed 20 Mar). Book now: https://vetnow.example${link}`,
        `VetNow: Rex's Anti-rabies is overdue (was due Wed 20 Mar). Book now: https://vetnow.example${link}`,
      ].sort(),
    );

    // The e-mails, as .eml files (no SMTP_URL): each with the absolute "Book now" link.
    expect(await a.sendMail(eight('2030-04-30'))).toBeGreaterThanOrEqual(3);
    const dir = join(a.t.env['DATA_DIR']!, 'mail');
    const emls = await Promise.all((await readdir(dir)).map(async (f) => decodeQuotedPrintable(await readFile(join(dir, f), 'utf8'))));
    const mine = emls.filter((m) => m.includes(`To: ${o.email}`));
    expect(mine).toHaveLength(3);
    const first = mine.find((m) => m.includes("Subject: VetNow: Rex's Anti-rabies is due in 14 days"))!;
    expect(first).toBeDefined();
    expect(first).toContain(`Book now: https://vetnow.example${link}`);
    expect(first).toContain(`href="https://vetnow.example/book-appointment/${doctorId}?pet=${petId}&amp;reason=Vaccination"`);
    expect(first).toContain('Due date: Wednesday, 20 March 2030');
    expect(first).toContain('Dear Kamal Silva,');
    expect(first).toMatch(/To stop e-mails like this one, open: https:\/\/vetnow\.example\/unsubscribe\?token=/);
    await careDue(o.userId, petId, []);
  });

  it('a stage whose next stage is already due is skipped: due tomorrow gets no "in 14 days"; after an outage only the latest stage goes', async () => {
    const o = await owner();
    const soon = randomUUID();
    const late = randomUUID();
    const missed = randomUUID();
    await careDue(o.userId, soon, [rabies('2030-06-11')]); // recorded on 10 June: due tomorrow
    await careDue(o.userId, late, [{ key: 'deworming:drontal', kind: 'deworming', name: 'Drontal', dueOn: '2030-06-15' }], { petName: 'Bella' });
    await careDue(o.userId, missed, [{ key: 'tick-flea:nexgard', kind: 'tick-flea', name: 'NexGard', dueOn: '2030-06-01' }], { petName: 'Milo', lastDoctorId: null });
    // svc-notify comes back at 09:00 on 10 June: Bella's "14 days" stage day (1 June) passed and her next one (14 June)
    // has not come, so hers goes, written from today ("in 5 days"); Rex's is the day before; Milo's is overdue.
    expect(await a.remindPetCare(eight('2030-06-10', 3600_000))).toBe(3);
    expect(await sentStages(soon)).toEqual(['2030-06-11/before-1']);
    expect(await sentStages(late)).toEqual(['2030-06-15/before-14']);
    expect(await sentStages(missed)).toEqual(['2030-06-01/overdue']);
    const titles = (await petCare(o.userId)).map((n) => n.title).sort();
    expect(titles).toEqual(["Bella's Drontal is due in 5 days", "Milo's NexGard is overdue", "Rex's Anti-rabies is due tomorrow"]);
    const links = (await petCare(o.userId)).map((n) => n.link).sort();
    expect(links).toEqual(
      [`/book-appointment/${doctorId}?pet=${late}&reason=deworming`, `/doctors?pet=${missed}&reason=tick-flea`, `/book-appointment/${doctorId}?pet=${soon}&reason=Vaccination`].sort(),
    );
    // then Rex's overdue (12 June) and Bella's day before on 14 June; Bella's overdue on 16 June
    expect(await a.remindPetCare(eight('2030-06-14'))).toBe(2);
    expect(await a.remindPetCare(eight('2030-06-16'))).toBe(1);
    expect(await sentStages(soon)).toEqual(['2030-06-11/before-1', '2030-06-11/overdue']);
    expect(await sentStages(late)).toEqual(['2030-06-15/before-14', '2030-06-15/before-1', '2030-06-15/overdue']);
    for (const petId of [soon, late, missed]) await careDue(o.userId, petId, []);
  });

  it('an archived pet (no items) gets no more reminders; a new vaccination replaces the due date; an older event changes nothing', async () => {
    const o = await owner();
    const archived = randomUUID();
    const revaccinated = randomUUID();
    await careDue(o.userId, archived, [rabies('2030-08-20')]);
    await careDue(o.userId, revaccinated, [rabies('2030-08-20')], { petName: 'Tikiri' });
    expect(await a.remindPetCare(eight('2030-08-06'))).toBe(2);
    const beforeArchive = new Date(occurred).toISOString();

    await careDue(o.userId, archived, []); // archived
    await careDue(o.userId, revaccinated, [rabies('2031-08-10')], { petName: 'Tikiri' }); // given on 10 Aug 2030
    // an older list arriving late (by occurredAt) is ignored
    await careDue(o.userId, revaccinated, [rabies('2030-08-20')], { petName: 'Tikiri' }, beforeArchive);
    expect((await a.t.db.select().from(petCareItems).where(eq(petCareItems.petId, revaccinated))).map((i) => i.dueOn)).toEqual(['2031-08-10']);
    expect(await a.t.db.select().from(petCareItems).where(eq(petCareItems.petId, archived))).toEqual([]);

    expect(await a.remindPetCare(eight('2030-08-19'))).toBe(0);
    expect(await a.remindPetCare(eight('2030-08-21'))).toBe(0);
    expect(await a.remindPetCare(eight('2031-07-27'))).toBe(1); // 14 days before the new date
    expect(await sentStages(archived)).toEqual(['2030-08-20/before-14']);
    expect(await sentStages(revaccinated)).toEqual(['2030-08-20/before-14', '2031-08-10/before-14']);
    // brought back from the archive with the same due date: what was sent is not sent again
    await careDue(o.userId, archived, [rabies('2030-08-20')]);
    expect(await a.remindPetCare(eight('2031-07-27', 1))).toBe(1); // only its overdue stage, never sent before
    expect(await sentStages(archived)).toEqual(['2030-08-20/before-14', '2030-08-20/overdue']);
    for (const petId of [archived, revaccinated]) await careDue(o.userId, petId, []);
  });

  it("each channel per the owner's Pet care choices (in-app always); no SMS without a mobile number", async () => {
    const noEmail = await owner();
    const noSms = await owner();
    const noPhone = await owner('en', null);
    const everything = await owner();
    for (const [who, json] of [
      [noEmail, { email: { petCare: false } }],
      [noSms, { sms: { petCare: false } }],
    ] as const) {
      const res = await a.request('PUT', '/notifications/preferences', who.account, { json });
      expect(res.statusCode).toBe(200);
    }
    const pets = [noEmail, noSms, noPhone, everything].map((o) => ({ o, petId: randomUUID() }));
    for (const { o, petId } of pets) await careDue(o.userId, petId, [rabies('2030-10-20')]);
    expect(await a.remindPetCare(eight('2030-10-06'))).toBe(4);
    const channels = async (userId: string) => ({
      inApp: (await petCare(userId)).length,
      email: (await a.emailsOf(userId)).length,
      sms: (await smsOf(userId)).length,
    });
    expect(await channels(noEmail.userId)).toEqual({ inApp: 1, email: 0, sms: 1 });
    expect(await channels(noSms.userId)).toEqual({ inApp: 1, email: 1, sms: 0 });
    expect(await channels(noPhone.userId)).toEqual({ inApp: 1, email: 1, sms: 0 });
    expect(await channels(everything.userId)).toEqual({ inApp: 1, email: 1, sms: 1 });
    for (const { o, petId } of pets) await careDue(o.userId, petId, []);
  });

  it("in the owner's language: Sinhala and Tamil titles, e-mails and SMS", async () => {
    const si = await owner('si');
    const ta = await owner('ta');
    const siPet = randomUUID();
    const taPet = randomUUID();
    await careDue(si.userId, siPet, [rabies('2030-12-20')], { petName: 'Tikiri' });
    await careDue(ta.userId, taPet, [rabies('2030-12-20')], { petName: 'Tikiri' });
    expect(await a.remindPetCare(eight('2030-12-19'))).toBe(2);
    const [siNote] = await petCare(si.userId);
    const [taNote] = await petCare(ta.userId);
    expect(siNote!.title).toBe('Tikiri ගේ Anti-rabies හෙට ලබා දිය යුතුය');
    expect(taNote!.title).toBe('Tikiri இன் Anti-rabies நாளை வழங்கப்பட வேண்டும்');
    expect((await a.emailsOf(si.userId))[0]!.text).toContain('දැන් වෙන් කරන්න: https://vetnow.example/book-appointment/');
    expect((await a.emailsOf(ta.userId))[0]!.text).toContain('இப்போதே முன்பதிவு செய்யுங்கள்: https://vetnow.example/book-appointment/');
    expect((await smsOf(si.userId))[0]!.text).toMatch(/^VetNow: Tikiri ගේ Anti-rabies හෙට ලබා දිය යුතුය/);
    expect((await smsOf(ta.userId))[0]!.text).toMatch(/^VetNow: Tikiri இன் Anti-rabies நாளை வழங்கப்பட வேண்டும்/);
    await careDue(si.userId, siPet, [], { petName: 'Tikiri' });
    await careDue(ta.userId, taPet, [], { petName: 'Tikiri' });
  });

  it('two copies racing send each reminder once; a restarted copy finds what is due and sends nothing twice', async () => {
    b = await NotifyHarness.start({ PUBLIC_URL: 'https://vetnow.example', DATABASE_URL: a.t.env['DATABASE_URL'] });
    // everything before 2031 is sent or retired: only this test's items are due below
    expect(await a.remindPetCare(eight('2031-02-01'))).toBe(0);
    const owners = [];
    for (let i = 0; i < 12; i++) {
      const o = await owner();
      owners.push(o);
      await careDue(o.userId, randomUUID(), [rabies('2031-03-02'), { key: 'deworming:drontal', kind: 'deworming', name: 'Drontal', dueOn: '2031-03-02' }]);
    }
    const at = eight('2031-02-16', 60_000); // both items' "14 days before" stage
    for (let round = 0; round < 3; round++) {
      const sent = await Promise.all([a.remindPetCare(at), b.remindPetCare(at), a.remindPetCare(at), b.remindPetCare(at)]);
      expect(sent.reduce((x, y) => x + y, 0)).toBe(round === 0 ? 24 : 0);
    }
    for (const o of owners) {
      expect((await petCare(o.userId)).map((n) => n.title).sort()).toEqual(["Rex's Anti-rabies is due in 14 days", "Rex's Drontal is due in 14 days"]);
      expect(await a.emailsOf(o.userId)).toHaveLength(2);
      expect(await smsOf(o.userId)).toHaveLength(2);
    }

    // A restart: the copy that stopped is replaced; the new one finds the next stage due, once, and nothing twice.
    const stopped = b;
    b = undefined;
    await stopped.close();
    c = await NotifyHarness.start({ PUBLIC_URL: 'https://vetnow.example', DATABASE_URL: a.t.env['DATABASE_URL'] });
    expect(await c.remindPetCare(at)).toBe(0);
    const dayBefore = eight(addDays('2031-03-02', -1));
    const [x, y] = await Promise.all([c.remindPetCare(dayBefore), a.remindPetCare(dayBefore)]);
    expect(x + y).toBe(24);
    expect(await c.remindPetCare(dayBefore)).toBe(0);
    for (const o of owners) {
      expect((await petCare(o.userId)).map((n) => n.title).sort()).toEqual(
        ["Rex's Anti-rabies is due in 14 days", "Rex's Anti-rabies is due tomorrow", "Rex's Drontal is due in 14 days", "Rex's Drontal is due tomorrow"],
      );
    }
  });
});
