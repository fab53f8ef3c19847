// Run under TZ=America/Los_Angeles (svc-notify/jest.tz.config.js): the whole service runs in that zone; every
// expectation is in Colombo wall-clock time or UTC instants. The clock is the poller's `now`, moved by the spec.
import { jest } from '@jest/globals';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import { bookedPayload, NotifyHarness, SmtpSink } from '../../testing/notify-test-kit.js';

jest.setTimeout(30_000);

const ms = (iso: string, delta = 0) => new Date(new Date(iso).getTime() + delta);

describe('reminders under TZ=America/Los_Angeles, 24 hours before the visit in Colombo time', () => {
  let smtp: SmtpSink;
  let h: NotifyHarness;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    h = await NotifyHarness.start({ SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  }, 30_000);

  it('really runs in Los Angeles', () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    expect(new Date('2030-01-14T03:30:00Z').getTimezoneOffset()).toBe(480);
  });

  it('fires once, at 09:00 Colombo the day before a 09:00 visit (19:30 the evening before in Los Angeles)', async () => {
    const owner = await h.owner('remind-me@vetnow.test', 'Kamal Silva');
    const doctor = await h.doctor({ fullName: 'Dr. Nimal Perera' });
    const booked = bookedPayload({ userId: owner.userId, doctorId: doctor._id, reference: 'VN-REMIND', date: '2030-01-15', minutes: 540 });
    await h.deliver('appointment.booked', booked);
    const due = '2030-01-14T03:30:00.000Z'; // 09:00 on 14 Jan in Colombo = 19:30 on 13 Jan in Los Angeles
    expect(clinicInstant('2030-01-14', 540).toISOString()).toBe(due);

    expect(await h.remind(ms(due, -1))).toBe(0);
    expect(await h.remind(ms(due))).toBe(1);
    expect(await h.remind(ms(due, 1))).toBe(0);
    expect(await h.remind(ms(due, 3600_000))).toBe(0);
    await h.sendMail(ms(due, 1000));

    const reminders = (await h.notificationsOf(owner.userId)).filter((n) => n.kind === 'reminder');
    expect(reminders.map((n) => n.title)).toEqual(['Appointment tomorrow']);
    const mails = smtp.to('remind-me@vetnow.test').filter((m) => m.raw.includes('Appointment tomorrow'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: VetNow: Appointment tomorrow - VN-REMIND');
    expect(mails[0]!.raw).toContain('When: Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)');
    expect((await h.remindersOf(booked.appointmentId))[0]).toMatchObject({ status: 'sent', sentAt: ms(due) });
  });

  it('not for a cancelled visit', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId, date: '2030-02-05', minutes: 600 });
    await h.deliver('appointment.booked', booked);
    await h.cancel(booked);
    expect(await h.remind(ms(booked.startsAt, -24 * 3600_000))).toBe(0);
    expect(await h.remind(ms(booked.startsAt, -3600_000))).toBe(0);
    expect((await h.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'cancelled']);
    expect((await h.remindersOf(booked.appointmentId))[0]!.status).toBe('dropped');
  });

  it('once for a rescheduled visit, at its new time', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId, date: '2030-03-10', minutes: 540 });
    await h.deliver('appointment.booked', booked);
    const moved = { date: '2030-03-12', minutes: 14 * 60 }; // 14:00 Colombo on 12 March
    await h.deliver('appointment.rescheduled', {
      appointmentId: booked.appointmentId,
      reference: booked.reference,
      doctorId: booked.doctorId,
      userId: owner.userId,
      appointmentDate: moved.date,
      timeSlot: '02:00 PM',
      startsAt: clinicInstant(moved.date, moved.minutes).toISOString(),
      endsAt: clinicInstant(moved.date, moved.minutes + 30).toISOString(),
      previous: { appointmentDate: booked.appointmentDate, timeSlot: booked.timeSlot, startsAt: booked.startsAt, endsAt: booked.endsAt },
      by: 'admin',
    });
    const oldDue = ms(booked.startsAt, -24 * 3600_000);
    const newDue = clinicInstant('2030-03-11', 14 * 60); // 14:00 Colombo the day before = 08:30 UTC
    expect(newDue.toISOString()).toBe('2030-03-11T08:30:00.000Z');
    expect(await h.remind(oldDue)).toBe(0);
    expect(await h.remind(new Date(newDue.getTime() - 1))).toBe(0);
    expect(await h.remind(newDue)).toBe(1);
    expect(await h.remind(new Date(newDue.getTime() + 60_000))).toBe(0);
    await h.sendMail(new Date(newDue.getTime() + 60_000));
    const mails = smtp.to(owner.email).filter((m) => m.raw.includes('Appointment tomorrow'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('When: Tuesday, 12 March 2030 at 02:00 PM (Sri Lanka time)');
  });

  it('not after the visit began (svc-notify was down past its time)', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId, date: '2030-04-01', minutes: 540 });
    await h.deliver('appointment.booked', booked);
    expect(await h.remind(ms(booked.startsAt, 60_000))).toBe(0);
    expect((await h.remindersOf(booked.appointmentId))[0]!.status).toBe('dropped');
  });
});
