/**
 * The whole service runs in Los Angeles here (the kit's time-zone environment sets the worker's TZ before the file
 * loads): every date below is a Colombo calendar date (issue 11).
 *
 * @jest-environment ../tools/jest/time-zone.environment.js
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */

import { randomUUID } from 'node:crypto';
import { addDays, clinicInstant } from '@vetnow/domain/clinic-time';
import { eq } from 'drizzle-orm';
import { appointments } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

/** A whole Colombo day [00:00, next 00:00) as svc-clinic announces a closure of it. */
function dayClosure(date: string, reason: string, closureId: string = randomUUID()) {
  return { closureId, kind: 'closure', date, startsAt: clinicInstant(date, 0).toISOString(), endsAt: clinicInstant(addDays(date, 1), 0).toISOString(), reason };
}

describe('closed time from svc-clinic (PostgreSQL, server in America/Los_Angeles)', () => {
  let h: BookingHarness;
  let owner: Account;
  let doctorX: Account;
  beforeAll(async () => {
    h = await BookingHarness.start();
    owner = await h.account('user', 'Kamal Silva');
    doctorX = await h.account('doctor', 'Dr X');
    await h.doctor({ _id: doctorX.sub });
  });
  afterAll(async () => {
    await h?.close();
  });

  const statusOf = async (id: string) => (await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;
  const handle = async (type: string, payload: unknown, opts?: { occurredAt?: string }) => h.handled(await h.publish(type, payload, opts));

  it('really runs in Los Angeles', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('a closure of a Colombo day closes exactly that day: 409 with the reason, the days either side stay open', async () => {
    const doctor = await h.doctor();
    const day = daysAhead(10);
    await handle('clinic.closure-added', { ...dayClosure(day, 'Il Full Moon Poya Day — clinic closed'), kind: 'public-holiday', closureId: `holiday:${day}` });
    const refused = await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '09:00 AM' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BOOKING_CLINIC_CLOSED',
      message: 'The clinic is closed at this time (Il Full Moon Poya Day — clinic closed). Please choose another day.',
    });
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '04:30 PM' }))).statusCode).toBe(409);
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: addDays(day, -1), timeSlot: '04:30 PM' }))).statusCode).toBe(201);
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: addDays(day, 1), timeSlot: '09:00 AM' }))).statusCode).toBe(201);
    expect(await h.t.db.select().from(appointments).where(eq(appointments.appointmentDate, day))).toHaveLength(0);
  });

  it('marks the scheduled appointments a closure covers needs-rescheduling with one event each, and restores them on removal', async () => {
    const doctor = await h.doctor();
    const day = daysAhead(11);
    const ids: string[] = [];
    for (const timeSlot of ['09:00 AM', '02:00 PM']) {
      ids.push((await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot }))).json().appointment._id);
    }
    const other = (await h.book(owner, cashBooking(doctor._id, { appointmentDate: addDays(day, 1), timeSlot: '09:00 AM' }))).json().appointment._id;
    const closure = dayClosure(day, 'Staff training');
    await handle('clinic.closure-added', closure);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['needs-rescheduling', 'needs-rescheduling']);
    expect(await statusOf(other)).toBe('scheduled');
    const events = (await h.outbox('appointment.needs-rescheduling')).filter((e) => ids.includes(e.payload['appointmentId'] as string));
    expect(events).toHaveLength(2);
    expect(events[0]!.payload).toMatchObject({ doctorId: doctor._id, userId: owner.sub, reason: 'Staff training' });

    // The same closure again (another delivery, a replayed event): nothing new.
    await handle('clinic.closure-added', closure);
    expect((await h.outbox('appointment.needs-rescheduling')).filter((e) => ids.includes(e.payload['appointmentId'] as string))).toHaveLength(2);

    // needs-rescheduling is upcoming: the owner's list shows it, and it still holds its slot.
    const mine = (await h.request('GET', '/appointments/user/all', owner)).json() as { _id: string; status: string }[];
    expect(mine.find((a) => a._id === ids[0])?.status).toBe('needs-rescheduling');

    await handle('clinic.closure-removed', { closureId: closure.closureId });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['scheduled', 'scheduled']);
  });

  it('a removal that arrives before its add leaves a tombstone: the late add does not close the day; a newer add does', async () => {
    const doctor = await h.doctor();
    const day = daysAhead(12);
    const closure = dayClosure(day, 'Renovation');
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await handle('clinic.closure-removed', { closureId: closure.closureId });
    await handle('clinic.closure-added', closure, { occurredAt: earlier });
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '09:00 AM' }))).statusCode).toBe(201);
    await handle('clinic.closure-added', closure);
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '10:00 AM' }))).json().code).toBe('BOOKING_CLINIC_CLOSED');
  });

  it("doctor leave closes only that doctor's time: 409 BOOKING_DOCTOR_ON_LEAVE, covered visits need rescheduling, removal reopens", async () => {
    const other = await h.doctor();
    const day = daysAhead(13);
    const covered = (await h.book(owner, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '11:00 AM' }))).json().appointment._id;
    const leave = { leaveId: randomUUID(), doctorId: doctorX.sub, startsAt: clinicInstant(day, 10 * 60).toISOString(), endsAt: clinicInstant(day, 12 * 60).toISOString(), reason: 'Conference' };
    await handle('doctor.leave-added', leave);
    const refused = await h.book(owner, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '10:30 AM' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BOOKING_DOCTOR_ON_LEAVE', message: 'The doctor is on leave at this time (Conference). Please choose another slot.' });
    expect((await h.book(owner, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '12:00 PM' }))).statusCode).toBe(201);
    expect((await h.book(owner, cashBooking(other._id, { appointmentDate: day, timeSlot: '10:30 AM' }))).statusCode).toBe(201);
    expect(await statusOf(covered)).toBe('needs-rescheduling');

    // The doctor cannot complete it; the owner may cancel it.
    expect((await h.request('PUT', `/appointments/${covered}/complete`, doctorX, {})).json().code).toBe('APPOINTMENT_CANNOT_COMPLETE');
    expect((await h.request('PUT', `/appointments/${covered}/cancel`, owner)).statusCode).toBe(200);

    await handle('doctor.leave-removed', { leaveId: leave.leaveId, doctorId: doctorX.sub });
    expect((await h.book(owner, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '10:30 AM' }))).statusCode).toBe(201);
  });

  it('a closure racing bookings and a reschedule of that day: each is refused or ends up needs-rescheduling, none slips through', async () => {
    const doctor = await h.doctor();
    for (let round = 0; round < 4; round++) {
      const day = daysAhead(20 + round);
      const moving = (await h.book(owner, cashBooking(doctor._id, { appointmentDate: addDays(day, 10), timeSlot: '09:00 AM' }))).json().appointment._id as string;
      const [, ...answers] = await Promise.all([
        handle('clinic.closure-added', dayClosure(day, 'Sudden closure')),
        h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '10:00 AM' })),
        h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '11:00 AM' })),
        h.request('PUT', `/appointments/${moving}/reschedule`, owner, { appointmentDate: day, timeSlot: '12:00 PM' }),
      ]);
      for (const a of answers) {
        if (a.statusCode >= 400) expect(a.json().code).toBe('BOOKING_CLINIC_CLOSED');
        else expect(await statusOf(a.json().appointment._id as string)).toBe('needs-rescheduling');
      }
    }
  });

  it('a closure covering part of a visit also counts, and a hold on closed time is refused', async () => {
    const doctor = await h.doctor();
    const day = daysAhead(14);
    await handle('clinic.closure-added', {
      closureId: randomUUID(),
      kind: 'closure',
      date: day,
      startsAt: clinicInstant(day, 13 * 60 + 15).toISOString(),
      endsAt: clinicInstant(day, 15 * 60).toISOString(),
      reason: 'Water cut',
    });
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '01:00 PM' }))).json().code).toBe('BOOKING_CLINIC_CLOSED');
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: day, timeSlot: '03:00 PM' }))).statusCode).toBe(201);
    const hold = await h.request('PUT', '/slot-holds/mine', owner, { doctorId: doctor._id, appointmentDate: day, timeSlot: '02:00 PM' });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().code).toBe('BOOKING_CLINIC_CLOSED');
  });
});
