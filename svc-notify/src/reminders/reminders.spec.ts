import { bookedPayload, NotifyHarness, SmtpSink } from '../testing/notify-test-kit.js';

describe('reminders with two copies of svc-notify on one database (PostgreSQL)', () => {
  let smtp: SmtpSink;
  let a: NotifyHarness;
  let b: NotifyHarness | undefined;
  let c: NotifyHarness | undefined;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    a = await NotifyHarness.start({ SMTP_URL: smtp.url });
    b = await NotifyHarness.start({ SMTP_URL: smtp.url, DATABASE_URL: a.t.env['DATABASE_URL'] });
  });
  afterAll(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('two pollers racing send each reminder, and each e-mail, once', async () => {
    const owners = [];
    const bookings = [];
    for (let i = 0; i < 12; i++) {
      const owner = await a.owner(`racer-${i}@vetnow.test`);
      owners.push(owner);
      const booked = bookedPayload({ userId: owner.userId, date: '2030-05-20', minutes: 480 + i * 30 });
      await a.deliver('appointment.booked', booked);
      bookings.push(booked);
    }
    const at = new Date('2030-05-20T00:00:00Z'); // after every reminder's due time, before every visit
    for (let round = 0; round < 3; round++) {
      const sent = await Promise.all([a.remind(at), b!.remind(at), a.remind(at), b!.remind(at)]);
      expect(sent.reduce((x, y) => x + y, 0)).toBe(round === 0 ? 12 : 0);
    }
    const mailed = await Promise.all([a.sendMail(at), b!.sendMail(at), a.sendMail(at), b!.sendMail(at)]);
    expect(mailed.reduce((x, y) => x + y, 0)).toBe(24); // 12 confirmations and 12 reminders
    for (const owner of owners) {
      expect((await a.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'reminder']);
      expect(smtp.to(owner.email)).toHaveLength(2);
    }
    for (const booked of bookings) expect((await a.remindersOf(booked.appointmentId))[0]!.status).toBe('sent');
  });

  it('a restart loses no reminder: they are rows in the database, not timers', async () => {
    const owner = await a.owner();
    const booked = bookedPayload({ userId: owner.userId, date: '2030-06-02', minutes: 540 });
    await a.deliver('appointment.booked', booked);
    const first = b;
    b = undefined;
    await first?.close();
    c = await NotifyHarness.start({ SMTP_URL: smtp.url, DATABASE_URL: a.t.env['DATABASE_URL'] });
    // The restarted copy finds it due.
    expect(await c.remind(new Date(new Date(booked.startsAt).getTime() - 23 * 3600_000))).toBe(1);
    expect((await c.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'reminder']);
  });
});
