import { randomUUID } from 'node:crypto';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import { EVENTS } from '@vetnow/contracts/events';
import { eventually } from '@vetnow/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { appointments, smsMessages } from '../database/schema.js';
import { closeWithSinks, type HarnessWithSmtp, startWithSmtp } from '../testing/harness-with-sinks.js';
import { bookedPayload } from '../testing/notify-test-kit.js';

describe('events → notifications and e-mails through a real SMTP server (PostgreSQL)', () => {
  let { h, smtp } = {} as HarnessWithSmtp;
  beforeAll(async () => ({ h, smtp } = await startWithSmtp({ MAIL_FROM: 'VetNow <no-reply@vetnow.test>' })));
  afterAll(() => closeWithSinks({ h, smtp }));

  it('a booking: the owner gets the confirmation by e-mail (recipient, subject, clinic-time text, address) and in-app', async () => {
    const owner = await h.owner('kamal@vetnow.test', 'Kamal Silva');
    const doctor = await h.doctor({ fullName: 'Dr. Nimal Perera' });
    // 2030-01-15 09:00 in Colombo is 03:30 UTC.
    const booked = bookedPayload({ userId: owner.userId, doctorId: doctor._id, reference: 'VN-7K3Q9M', date: '2030-01-15', minutes: 540 });
    await h.deliver('appointment.booked', booked);

    expect(await h.sendMail()).toBe(1);
    const [mail, ...more] = smtp.to('kamal@vetnow.test');
    expect(more).toEqual([]);
    expect(mail!.from).toBe('no-reply@vetnow.test');
    for (const part of [
      'Subject: VetNow: Appointment confirmed - VN-7K3Q9M',
      'Dear Kamal Silva,',
      'When: Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)',
      'Doctor: Dr. Nimal Perera',
      'Where: 12 Main Street, Colombo, Battaramulla, Sri Lanka',
      'Please arrive 10 minutes early.',
      'Bring the exact consultation fee in cash (LKR 2,500)',
      'Content-Type: text/html',
      '<td>VN-7K3Q9M</td>',
    ]) {
      expect(mail!.raw).toContain(part);
    }
    // The visit as a calendar file: the same event GET /api/appointments/:id/calendar.ics serves (UID, UTC times).
    const [ics, ...otherFiles] = mail!.attachments;
    expect(otherFiles).toEqual([]);
    expect(ics).toMatchObject({ filename: 'vetnow-appointment.ics', contentType: 'text/calendar' });
    const event = ics!.content.replace(/\r\n[ \t]/g, '');
    for (const line of [
      `\r\nUID:${booked.appointmentId}@vetnow.lk\r\n`,
      '\r\nDTSTART:20300115T033000Z\r\n',
      '\r\nDTEND:20300115T040000Z\r\n',
      '\r\nSEQUENCE:0\r\n',
      '\r\nSTATUS:CONFIRMED\r\n',
      '\r\nLOCATION:12 Main Street\\, Colombo\\, Battaramulla\r\n',
      'Appointment ID: VN-7K3Q9M\\n',
      'Consultation fee: LKR 2\\,500\\n',
    ]) {
      expect(event).toContain(line);
    }

    const inApp = await h.notificationsOf(owner.userId);
    expect(inApp.map((n) => [n.kind, n.title, n.appointmentId])).toEqual([['booking-confirmed', 'Appointment confirmed', booked.appointmentId]]);
    // Far ahead: the doctor is not told now, and the reminder waits 24 hours before the visit.
    expect(await h.notificationsOf(doctor._id)).toEqual([]);
    expect((await h.remindersOf(booked.appointmentId)).map((r) => [r.status, r.dueAt.toISOString()])).toEqual([
      ['scheduled', '2030-01-14T03:30:00.000Z'],
    ]);
  });

  it('a booking published before amounts moved to minor units (version 1: the fee in LKR) still says its fee right', async () => {
    const owner = await h.owner();
    const doctor = await h.doctor();
    const { consultationFeeMinor, ...current } = bookedPayload({ userId: owner.userId, doctorId: doctor._id, reference: 'VN-V1FEE' });
    expect(consultationFeeMinor).toBe(250_000);
    await h.deliver('appointment.booked', { ...current, consultationFee: 1250.5 }, { version: 1 });

    const [row] = await h.t.db.select().from(appointments).where(eq(appointments.appointmentId, current.appointmentId));
    expect(row!.consultationFeeMinor).toBe(125_050);
    expect(await h.sendMail()).toBe(1);
    const [mail] = smtp.to(owner.email);
    expect(mail!.text).toContain('Bring the exact consultation fee in cash (LKR 1,250.5); payment is due on arrival.');
    expect(mail!.attachments[0]!.content.replace(/\r\n[ \t]/g, '')).toContain('Consultation fee: LKR 1\\,250.5\\n');
  });

  it('a redelivered event — same id, or the same booking under a new id — notifies and sends nothing twice', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId });
    const first = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: first.id });
    await h.deliver('appointment.booked', booked);
    await h.sendMail();
    await h.deliver('appointment.booked', booked);
    await h.sendMail();
    expect(await h.notificationsOf(owner.userId)).toHaveLength(1);
    expect(await h.emailsOf(owner.userId)).toHaveLength(1);
    expect(await h.remindersOf(booked.appointmentId)).toHaveLength(1);
    expect(smtp.to(owner.email)).toHaveLength(1);
  });

  it('the same booking published again under a new id is answered from the recorded row, and may tell what the first did not', async () => {
    const owner = await h.owner();
    const doctor = await h.doctor();
    const booked = bookedPayload({ userId: owner.userId, doctorId: doctor._id, reference: 'VN-FIRST' });
    // Five days ahead of the visit: the doctor is not told.
    await h.deliver('appointment.booked', booked, { occurredAt: '2030-01-10T00:00:00.000Z' });
    expect(await h.notificationsOf(doctor._id)).toEqual([]);
    // Again two hours before it, with another reference: the doctor is told now, of the visit as first recorded.
    const twoHoursBefore = new Date(Date.parse(booked.startsAt) - 2 * 3600_000).toISOString();
    await h.deliver('appointment.booked', { ...booked, reference: 'VN-AGAIN' }, { occurredAt: twoHoursBefore });
    const notices = await h.notificationsOf(doctor._id);
    expect(notices.map((n) => n.kind)).toEqual(['new-booking']);
    expect(notices[0]!.body).toContain('VN-FIRST');
    expect(await h.notificationsOf(owner.userId)).toHaveLength(1);
    expect((await h.remindersOf(booked.appointmentId)).map((r) => r.status)).toEqual(['scheduled']);
    // Addressed by the doctors read model's name (no contact yet), the recipient the booking's statement read.
    await h.sendMail();
    expect(smtp.to(doctor.email).map((m) => m.text)).toEqual([expect.stringContaining(`Dear ${doctor.fullName},`)]);
  });

  it('a booking within 24 hours: the doctor hears of it (e-mail to the address doctor.created gave), and of its cancellation', async () => {
    const owner = await h.owner();
    const doctor = await h.doctor();
    const startsAt = new Date(Date.now() + 3 * 3600_000);
    startsAt.setUTCSeconds(0, 0);
    const booked = bookedPayload({
      userId: owner.userId,
      doctorId: doctor._id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 1800_000).toISOString(),
    });
    await h.deliver('appointment.booked', booked);
    // Booked closer than the reminder's lead: the confirmation is the reminder.
    expect(await h.remindersOf(booked.appointmentId)).toEqual([]);
    await h.cancel(booked);
    await h.sendMail();
    expect((await h.notificationsOf(doctor._id)).map((n) => n.kind)).toEqual(['new-booking', 'doctor-cancelled']);
    expect((await h.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'cancelled']);
    expect(smtp.to(doctor.email).map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).toEqual([
      `VetNow: New booking - ${booked.reference}`,
      `VetNow: Booking cancelled - ${booked.reference}`,
    ]);
    // Who cancelled: an event from before `by` existed reads as the owner's (the only one who could).
    expect(smtp.to(doctor.email)[1]!.raw).toContain('has been cancelled by the owner; the slot is free again.');
    expect(smtp.to(owner.email).find((m) => m.raw.includes('Appointment cancelled'))!.raw).toContain(`You cancelled your appointment ${booked.reference}`);
  });

  it('rescheduled, needs rescheduling, completed and payment failed each tell the owner', async () => {
    const owner = await h.owner();
    const doctor = await h.doctor();
    const booked = bookedPayload({ userId: owner.userId, doctorId: doctor._id, paymentMethod: 'card', paymentData: { cardType: 'visa', lastFour: '0002' } });
    await h.deliver('appointment.booked', booked);
    await h.deliver('payment.failed', { appointmentId: booked.appointmentId, amountMinor: 250_000, currency: 'LKR', reason: 'Your card was declined' });
    const slot = (date: string, minutes: number) => ({
      appointmentDate: date,
      timeSlot: '10:00 AM',
      startsAt: clinicInstant(date, minutes).toISOString(),
      endsAt: clinicInstant(date, minutes + 30).toISOString(),
    });
    await h.deliver('appointment.needs-rescheduling', {
      appointmentId: booked.appointmentId,
      reference: booked.reference,
      doctorId: doctor._id,
      userId: owner.userId,
      startsAt: booked.startsAt,
      endsAt: booked.endsAt,
      reason: 'Duruthu Full Moon Poya Day',
    });
    expect((await h.remindersOf(booked.appointmentId))[0]!.status).toBe('dropped');
    await h.deliver('appointment.rescheduled', {
      ...slot('2030-01-16', 600),
      appointmentId: booked.appointmentId,
      reference: booked.reference,
      doctorId: doctor._id,
      userId: owner.userId,
      previous: slot('2030-01-15', 540),
      by: 'owner',
    });
    // Scheduled again, 24 hours before the new time (10:00 Colombo = 04:30 UTC).
    expect((await h.remindersOf(booked.appointmentId)).map((r) => [r.status, r.dueAt.toISOString()])).toEqual([
      ['scheduled', '2030-01-15T04:30:00.000Z'],
    ]);
    await h.deliver('appointment.completed', { appointmentId: booked.appointmentId, doctorId: doctor._id, userId: owner.userId });
    // The ids alone tell nobody anything: the message waits for the findings (the private event beside it).
    expect((await h.notificationsOf(owner.userId)).map((n) => n.kind)).not.toContain('visit-completed');
    await h.deliver('appointment.findings-shared', {
      appointmentId: booked.appointmentId,
      reference: booked.reference,
      doctorId: doctor._id,
      userId: owner.userId,
      diagnosis: 'Mild ear infection (otitis externa)',
      recommendations: ['Ear drops twice a day for 7 days', 'Keep the ears dry'],
      notes: 'Come back if the scratching goes on after a week.',
    });
    await h.sendMail();
    const kinds = (await h.notificationsOf(owner.userId)).map((n) => n.kind);
    expect(kinds).toEqual(['booking-confirmed', 'payment-failed', 'needs-rescheduling', 'rescheduled', 'visit-completed']);
    const subjects = smtp.to(owner.email).map((m) => /Subject: (.*)/.exec(m.raw)?.[1]);
    expect(subjects).toHaveLength(5);
    const moved = smtp.to(owner.email).find((m) => m.raw.includes('Appointment moved'))!;
    expect(moved.raw).toContain('When: Wednesday, 16 January 2030 at 10:00 AM (Sri Lanka time)');
    expect(moved.raw).toContain('Was: Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)');
    expect(smtp.to(owner.email).find((m) => m.raw.includes('Payment failed'))!.raw).toContain('Your card was declined');
    expect(smtp.to(owner.email).find((m) => m.raw.includes('Please choose a new time'))!.raw).toContain('Duruthu Full Moon Poya Day');
    const completed = smtp.to(owner.email).find((m) => m.raw.includes('Visit completed'))!;
    expect(completed.text).toContain('Diagnosis: Mild ear infection (otitis externa)');
    expect(completed.text).toContain("Doctor's notes: Come back if the scratching goes on after a week.");
    expect(completed.text).toContain('Recommendations:\n- Ear drops twice a day for 7 days\n- Keep the ears dry');
    expect(completed.html).toContain('<li>Keep the ears dry</li>');
    // Completed: the reminder is not sent any more.
    expect((await h.remindersOf(booked.appointmentId))[0]!.status).toBe('dropped');
  });

  it('the findings may come before appointment.completed (another durable): one message, in the owner’s language', async () => {
    const owner = await h.owner('tharindu@vetnow.test', 'Tharindu', 'si');
    const doctor = await h.doctor();
    const booked = bookedPayload({ userId: owner.userId, doctorId: doctor._id });
    await h.deliver('appointment.booked', booked);
    const findings = {
      appointmentId: booked.appointmentId,
      reference: booked.reference,
      doctorId: doctor._id,
      userId: owner.userId,
      diagnosis: 'Healthy',
      recommendations: ['Annual vaccination in March'],
    };
    const first = await h.deliver('appointment.findings-shared', findings);
    await h.deliver('appointment.findings-shared', findings, { id: first.id });
    await h.deliver('appointment.completed', { appointmentId: booked.appointmentId, doctorId: doctor._id, userId: owner.userId });
    await h.deliver('appointment.findings-shared', findings);
    await h.sendMail();
    expect((await h.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'visit-completed']);
    const [, completed] = smtp.to(owner.email);
    expect(completed!.text).toContain('රෝග විනිශ්චය: Healthy');
    expect(completed!.text).toContain('නිර්දේශ:\n- Annual vaccination in March');
    expect((await h.remindersOf(booked.appointmentId))[0]!.status).toBe('dropped');
  });

  it('an e-mail waits for its recipient’s contact (it travels on another durable) and goes once it arrives', async () => {
    const userId = randomUUID();
    const booked = bookedPayload({ userId });
    await h.deliver('appointment.booked', booked);
    expect(await h.sendMail()).toBe(0);
    const [waiting] = await h.emailsOf(userId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'no e-mail address known for the recipient yet' });
    await h.deliver('user.contact-changed', { userId, role: 'user', email: 'late@vetnow.test', fullName: 'Late Comer', language: 'en' });
    expect(await h.sendMail(new Date(Date.now() + 60_000))).toBe(1);
    expect(smtp.to('late@vetnow.test')).toHaveLength(1);
    expect((await h.emailsOf(userId))[0]).toMatchObject({ status: 'sent', sentTo: 'late@vetnow.test' });
  });

  it('an event days old when handled (first start on a stream with history) schedules the reminder but notifies nobody', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId, date: '2030-08-01' });
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    await h.deliver('appointment.booked', booked, { occurredAt: threeDaysAgo });
    expect(await h.notificationsOf(owner.userId)).toEqual([]);
    expect(await h.emailsOf(owner.userId)).toEqual([]);
    expect((await h.remindersOf(booked.appointmentId)).map((r) => r.status)).toEqual(['scheduled']);
    // A fresh one about the same visit still notifies.
    await h.cancel(booked);
    expect((await h.notificationsOf(owner.userId)).map((n) => [n.kind, n.body])).toEqual([
      ['cancelled', expect.stringContaining(booked.reference)],
    ]);
  });

  describe('payment.refunded (issue 35 §4): the owner is told the refund like the other notices', () => {
    let phones = 0;
    /** An owner with a mobile number who wants visit updates by SMS too (off by default, ADR 0031). */
    const ownerWithSms = async (language: 'en' | 'si' | 'ta' = 'en') => {
      const userId = randomUUID();
      const email = `refund-${userId.slice(0, 8)}@vetnow.test`;
      const phone = `+9477${String(3_000_000 + ++phones * 7919).slice(-7)}`;
      await h.deliver('user.contact-changed', { userId, role: 'user', email, fullName: 'Kamal Silva', language, phone });
      const who = await h.account('user', userId);
      expect((await h.request('PUT', '/notifications/preferences', who, { json: { sms: { updates: true } } })).statusCode).toBe(200);
      return { userId, email };
    };
    const smsOf = (userId: string) => h.t.db.select().from(smsMessages).where(eq(smsMessages.userId, userId)).orderBy(asc(smsMessages.createdAt));
    const refundOf = (appointmentId: string, amountMinor = 250_000, totalRefundedMinor = amountMinor, paymentId = randomUUID()) => ({
      appointmentId,
      paymentId,
      amountMinor,
      totalRefundedMinor,
      currency: 'LKR',
      reason: 'Cancelled 24 hours or more before the visit',
    });
    const refundNotices = async (userId: string) => (await h.notificationsOf(userId)).filter((n) => n.kind === 'refunded');
    const refundEmails = async (userId: string) => (await h.emailsOf(userId)).filter((m) => m.subject.includes('LKR'));

    it('one e-mail (subject and amount), one SMS and one in-app notice; redelivered — same id or a new one — nothing more', async () => {
      const owner = await ownerWithSms();
      const doctor = await h.doctor({ fullName: 'Dr. Nimal Perera' });
      const booked = bookedPayload({ userId: owner.userId, doctorId: doctor._id, reference: 'VN-RF0001', paymentMethod: 'card' });
      await h.deliver('appointment.booked', booked);
      const refund = refundOf(booked.appointmentId);
      const first = await h.deliver('payment.refunded', refund);
      await h.sendMail();

      const [notice, ...moreNotices] = await refundNotices(owner.userId);
      expect(moreNotices).toEqual([]);
      expect(notice).toMatchObject({ appointmentId: booked.appointmentId, title: "Refund of LKR 2,500.00 for Rex's visit" });
      expect(notice!.body).toBe(
        'We refunded LKR 2,500.00 to your card for appointment VN-RF0001 with Dr. Nimal Perera on Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time). ' +
          'It can take 5–10 working days to appear on your statement.',
      );
      const mail = smtp.to(owner.email).find((m) => m.raw.includes('Refund of'))!;
      expect(mail.raw).toContain("Subject: VetNow: Refund of LKR 2,500.00 for Rex's visit - VN-RF0001");
      for (const line of [
        'Dear Kamal Silva,',
        'Refunded: LKR 2,500.00',
        'Pet: Rex',
        'Doctor: Dr. Nimal Perera',
        'When: Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)',
        'It can take 5–10 working days to appear on your statement.',
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.attachments).toEqual([]); // only the confirmation carries the calendar file
      const texts = (await smsOf(owner.userId)).map((m) => m.text);
      expect(texts).toEqual([
        "VetNow: Rex's visit with Dr. Nimal Perera is booked for Tue 15 Jan 09:00 AM. Please arrive 10 min early. Ref VN-RF0001",
        "VetNow: LKR 2,500.00 refunded to your card for Rex's visit on Tue 15 Jan 09:00 AM. It can take 5-10 working days to show. Ref VN-RF0001",
      ]);

      await h.deliver('payment.refunded', refund, { id: first.id });
      await h.deliver('payment.refunded', refund);
      await h.sendMail();
      expect(await refundNotices(owner.userId)).toHaveLength(1);
      expect(await refundEmails(owner.userId)).toHaveLength(1);
      expect(await smsOf(owner.userId)).toHaveLength(2);
      expect(smtp.to(owner.email)).toHaveLength(2);
    });

    it.each([
      ['si', "Rex ගේ හමුවීම සඳහා LKR 2,500.00 ආපසු ගෙවන ලදී", 'ආපසු ගෙවූ මුදල: LKR 2,500.00', /^VetNow: LKR 2,500\.00 ඔබගේ කාඩ්පතට ආපසු ගෙවන ලදී \(Rex\), .*යොමු අංකය VN-RF0002$/],
      ['ta', 'Rex இன் சந்திப்புக்கு LKR 2,500.00 திருப்பிச் செலுத்தப்பட்டது', 'திருப்பிச் செலுத்தப்பட்ட தொகை: LKR 2,500.00', /^VetNow: LKR 2,500\.00 உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டது \(Rex\), .*குறிப்பு எண் VN-RF0002$/],
    ] as const)('in the owner’s language (%s): e-mail, SMS and in-app', async (language, title, detail, sms) => {
      const owner = await ownerWithSms(language);
      const booked = bookedPayload({ userId: owner.userId, reference: 'VN-RF0002', paymentMethod: 'card' });
      await h.deliver('appointment.booked', booked);
      await h.deliver('payment.refunded', refundOf(booked.appointmentId));
      await h.sendMail();
      expect((await refundNotices(owner.userId)).map((n) => n.title)).toEqual([title]);
      const [email, ...more] = await refundEmails(owner.userId);
      expect(more).toEqual([]);
      expect(email!.subject).toBe(`VetNow: ${title} - VN-RF0002`);
      expect(email!.text).toContain(detail);
      expect(smtp.to(owner.email).filter((m) => m.text.includes(detail))).toHaveLength(1);
      const texts = (await smsOf(owner.userId)).map((m) => m.text);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toMatch(sms);
    });

    it('before appointment.booked was handled: retried, then delivered once the booking is known', async () => {
      const owner = await ownerWithSms();
      const booked = bookedPayload({ userId: owner.userId, reference: 'VN-RF0003', paymentMethod: 'card' });
      const early = await eventually('publish payment.refunded', () => h.t.publish('payment.refunded', refundOf(booked.appointmentId), { version: EVENTS['payment.refunded'].version }).catch(() => undefined));
      await eventually(() => expect(h.t.logs()).toContain(`Handler failed for payment.refunded ${early.id}`), {
        description: 'a failed delivery of the early refund',
      });
      expect(await h.notificationsOf(owner.userId)).toEqual([]);
      await h.deliver('appointment.booked', booked);
      await eventually(async () => expect((await h.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'refunded']), {
        description: 'the refund notice after its retry',
      });
      await h.sendMail();
      expect((await refundEmails(owner.userId)).map((m) => m.subject)).toEqual(["VetNow: Refund of LKR 2,500.00 for Rex's visit - VN-RF0003"]);
      expect((await smsOf(owner.userId)).map((m) => m.text)).toEqual([expect.stringContaining('VN-RF0003'), expect.stringMatching(/^VetNow: LKR 2,500\.00 refunded/)]);
    });

    it('a partial refund, then the rest: a notice for each, each with its own amount, not the total refunded', async () => {
      const owner = await ownerWithSms();
      const booked = bookedPayload({ userId: owner.userId, reference: 'VN-RF0004', paymentMethod: 'card' });
      await h.deliver('appointment.booked', booked);
      const paymentId = randomUUID();
      const part = refundOf(booked.appointmentId, 100_050, 100_050, paymentId);
      await h.deliver('payment.refunded', part);
      await h.deliver('payment.refunded', refundOf(booked.appointmentId, 149_950, 250_000, paymentId));
      await h.deliver('payment.refunded', part); // the first again, under a new id
      await h.sendMail();
      expect((await refundNotices(owner.userId)).map((n) => n.title)).toEqual([
        "Refund of LKR 1,000.50 for Rex's visit",
        "Refund of LKR 1,499.50 for Rex's visit",
      ]);
      const emails = await refundEmails(owner.userId);
      expect(emails.map((m) => /Refunded: (.*)/.exec(m.text)?.[1])).toEqual(['LKR 1,000.50', 'LKR 1,499.50']);
      expect(emails.map((m) => m.text).join('\n')).not.toContain('2,500.00');
      const texts = (await smsOf(owner.userId)).map((m) => m.text).slice(1);
      expect(texts).toEqual([expect.stringMatching(/^VetNow: LKR 1,000\.50 refunded/), expect.stringMatching(/^VetNow: LKR 1,499\.50 refunded/)]);
    });

    it('a refund published before amounts moved to minor units (version 1, LKR): its amount right, and the same refund again at version 2 notifies nothing more', async () => {
      const owner = await ownerWithSms();
      const booked = bookedPayload({ userId: owner.userId, reference: 'VN-RF0005', paymentMethod: 'card' });
      await h.deliver('appointment.booked', booked);
      const paymentId = randomUUID();
      const { amountMinor: _amount, totalRefundedMinor: _total, ...rest } = refundOf(booked.appointmentId, 100_050, 100_050, paymentId);
      await h.deliver('payment.refunded', { ...rest, amount: 1000.5, totalRefunded: 1000.5 }, { version: 1 });
      await h.deliver('payment.refunded', refundOf(booked.appointmentId, 100_050, 100_050, paymentId));
      await h.sendMail();
      // Named by the total in LKR, as before minor units: a refund notified then and redelivered now is not notified twice.
      expect((await refundNotices(owner.userId)).map((n) => [n.title, n.occurrence])).toEqual([["Refund of LKR 1,000.50 for Rex's visit", `${paymentId}:1000.5`]]);
      expect((await refundEmails(owner.userId)).map((m) => /Refunded: (.*)/.exec(m.text)?.[1])).toEqual(['LKR 1,000.50']);
      expect((await smsOf(owner.userId)).map((m) => m.text).slice(1)).toEqual([expect.stringMatching(/^VetNow: LKR 1,000\.50 refunded/)]);
    });

    it('a visit update like payment-failed: with e-mail updates off and SMS updates at their default (off), in-app only', async () => {
      const owner = await h.owner();
      const who = await h.account('user', owner.userId);
      expect((await h.request('PUT', '/notifications/preferences', who, { json: { email: { updates: false } } })).statusCode).toBe(200);
      const booked = bookedPayload({ userId: owner.userId, paymentMethod: 'card' });
      await h.deliver('appointment.booked', booked);
      await h.deliver('payment.refunded', refundOf(booked.appointmentId));
      expect((await h.notificationsOf(owner.userId)).map((n) => n.kind)).toEqual(['booking-confirmed', 'refunded']);
      expect(await h.emailsOf(owner.userId)).toEqual([]);
      expect(await smsOf(owner.userId)).toEqual([]);
    });
  });

  it('logs no SMTP URL', () => {
    expect(h.t.logs()).not.toContain(smtp.url);
  });
});

describe('the e-mail sender is woken when a notification is made (PostgreSQL)', () => {
  let { h, smtp } = {} as HarnessWithSmtp;
    // A poll far away: only the wake after the event's commit can send the e-mail within the test.
  beforeAll(async () => ({ h, smtp } = await startWithSmtp({ MAIL_POLL_MS: '3600000' })));
  afterAll(() => closeWithSinks({ h, smtp }));

  it('the confirmation goes as soon as appointment.booked is handled, not at the next poll', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId });
    await h.deliver('appointment.booked', booked);
    await eventually(() => expect(smtp.to(owner.email)).toHaveLength(1), { timeoutMs: 15_000, description: 'the confirmation e-mail' });
    // The server has the message before the sender's transaction marking it sent commits.
    await eventually(async () => expect((await h.emailsOf(owner.userId)).map((m) => m.status)).toEqual(['sent']), {
      timeoutMs: 15_000,
      description: 'the e-mail marked sent',
    });
  });
});
