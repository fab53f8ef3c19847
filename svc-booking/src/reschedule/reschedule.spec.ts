import { randomUUID } from 'node:crypto';
import { appointmentsSchema, rescheduleResponseSchema } from '@vetnow/contracts/appointment';
import { addDays, clinicInstant } from '@vetnow/domain/clinic-time';
import { eq, sql } from 'drizzle-orm';
import { appointments } from '../database/schema.js';
import { BookingHarness, cardBooking, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

describe('PUT /appointments/:id/reschedule (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctorX: Account;
  let admin: Account;
  beforeAll(async () => {
    h = await BookingHarness.start();
    [ownerA, ownerB, doctorX, admin] = await Promise.all([
      h.account('user', 'Owner A'),
      h.account('user', 'Owner B'),
      h.account('doctor', 'Dr X'),
      h.account('admin', 'Admin'),
    ]);
    await h.doctor({ _id: doctorX.sub });
  });
  afterAll(async () => {
    await h?.close();
  });

  const book = async (who: Account, body: Record<string, unknown>): Promise<string> => {
    const res = await h.book(who, body);
    expect(res.statusCode).toBe(201);
    return res.json().appointment._id as string;
  };
  const reschedule = (who: Account, id: string, appointmentDate: string, timeSlot: string) =>
    h.request('PUT', `/appointments/${id}/reschedule`, who, { appointmentDate, timeSlot });
  const rowOf = async (id: string) => (await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('the owner moves a visit: one transaction, the new time in every list, the old slot free, appointment.rescheduled', async () => {
    const day = daysAhead(5);
    const id = await book(ownerA, cardBooking(doctorX.sub, { appointmentDate: day, timeSlot: '09:00 AM' }));
    await h.t.db.update(appointments).set({ paymentStatus: 'completed' }).where(eq(appointments.id, id));
    const res = await reschedule(ownerA, id, addDays(day, 1), '02:00 PM');
    expect(res.statusCode).toBe(200);
    const { appointment } = rescheduleResponseSchema.parse(res.json());
    expect(appointment).toMatchObject({
      _id: id,
      appointmentDate: addDays(day, 1),
      timeSlot: '02:00 PM',
      startsAt: clinicInstant(addDays(day, 1), 14 * 60).toISOString(),
      status: 'scheduled',
      paymentMethod: 'card',
      paymentStatus: 'completed',
    });
    for (const [who, url] of [
      [ownerA, '/appointments/user/all'],
      [doctorX, '/doctors/dashboard/appointments'],
      [admin, '/admin/appointments'],
    ] as const) {
      const listed = appointmentsSchema.parse((await h.request('GET', url, who)).json()).find((a) => a._id === id);
      expect(listed).toMatchObject({ appointmentDate: addDays(day, 1), timeSlot: '02:00 PM' });
    }
    const [event] = (await h.outbox('appointment.rescheduled')).filter((e) => e.payload['appointmentId'] === id);
    expect(event?.payload).toMatchObject({
      doctorId: doctorX.sub,
      userId: ownerA.sub,
      appointmentDate: addDays(day, 1),
      timeSlot: '02:00 PM',
      previous: { appointmentDate: day, timeSlot: '09:00 AM', startsAt: clinicInstant(day, 9 * 60).toISOString() },
      by: 'owner',
    });
    // The old slot is free for anyone.
    await book(ownerB, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '09:00 AM' }));
  });

  it("refuses with 4xx and a message, changing nothing: someone else's, a doctor, unknown, completed, taken, closed, too late", async () => {
    const day = daysAhead(6);
    const id = await book(ownerA, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '09:00 AM' }));
    await book(ownerB, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '10:00 AM' }));
    const before = await rowOf(id);

    const expectRefused = async (res: Awaited<ReturnType<typeof reschedule>>, status: number, code: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    };
    await expectRefused(await reschedule(ownerB, id, day, '11:00 AM'), 404, 'APPOINTMENT_NOT_FOUND');
    await expectRefused(await reschedule(doctorX, id, day, '11:00 AM'), 403, 'FORBIDDEN');
    await expectRefused(await reschedule(ownerA, randomUUID(), day, '11:00 AM'), 404, 'APPOINTMENT_NOT_FOUND');
    await expectRefused(await reschedule(ownerA, 'nonsense!', day, '11:00 AM'), 400, 'APPOINTMENT_INVALID_ID');
    await expectRefused(await reschedule(ownerA, id, day, '10:00 AM'), 409, 'BOOKING_SLOT_TAKEN');
    await expectRefused(await reschedule(ownerA, id, day, '09:00 AM'), 400, 'APPOINTMENT_RESCHEDULE_SAME_SLOT');
    await expectRefused(await reschedule(ownerA, id, day, '09:10 AM'), 400, 'BOOKING_SLOT_NOT_ON_GRID');
    await expectRefused(await reschedule(ownerA, id, daysAhead(400), '09:00 AM'), 400, 'BOOKING_DATE_BEYOND_HORIZON');
    await expectRefused(await reschedule(ownerA, id, daysAhead(0), '09:00 AM'), 400, 'VALIDATION_FAILED');
    const closedDay = daysAhead(7);
    await h.handled(
      await h.publish('clinic.closure-added', {
        closureId: randomUUID(),
        kind: 'closure',
        date: closedDay,
        startsAt: clinicInstant(closedDay, 0).toISOString(),
        endsAt: clinicInstant(addDays(closedDay, 1), 0).toISOString(),
        reason: 'Staff training',
      }),
    );
    await expectRefused(await reschedule(ownerA, id, closedDay, '09:00 AM'), 409, 'BOOKING_CLINIC_CLOSED');
    expect(await rowOf(id)).toEqual(before);

    const completed = await book(ownerA, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '03:00 PM' }));
    expect((await h.request('PUT', `/appointments/${completed}/complete`, doctorX, {})).statusCode).toBe(200);
    await expectRefused(await reschedule(ownerA, completed, day, '04:00 PM'), 409, 'APPOINTMENT_CANNOT_RESCHEDULE');
    await expectRefused(await reschedule(admin, completed, day, '04:00 PM'), 409, 'APPOINTMENT_CANNOT_RESCHEDULE');
    expect((await h.request('PUT', `/appointments/${id}/cancel`, ownerA)).statusCode).toBe(200);
    await expectRefused(await reschedule(ownerA, id, day, '04:00 PM'), 409, 'APPOINTMENT_CANNOT_RESCHEDULE');
    expect(await h.outbox('appointment.rescheduled')).not.toContainEqual(expect.objectContaining({ payload: expect.objectContaining({ appointmentId: id }) }));
  });

  it('within 24 hours of the visit: the owner is refused, the admin may; a needs-rescheduling visit the owner may move at any time', async () => {
    const day = daysAhead(8);
    const soon = await book(ownerA, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '09:00 AM' }));
    const later = await book(ownerA, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '09:30 AM' }));
    // Both visits now start in three hours (a time the booking route itself cannot give).
    await h.t.db.execute(sql`UPDATE appointments SET starts_at = now() + interval '3 hours', ends_at = now() + interval '3 hours 30 minutes' WHERE id = ${soon}`);
    await h.t.db.execute(sql`UPDATE appointments SET starts_at = now() + interval '4 hours', ends_at = now() + interval '4 hours 30 minutes', status = 'needs-rescheduling' WHERE id = ${later}`);
    const refused = await reschedule(ownerA, soon, addDays(day, 1), '09:00 AM');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPOINTMENT_RESCHEDULE_TOO_LATE', message: 'Appointments can be rescheduled until 24 hours before the visit' });
    const byAdmin = await reschedule(admin, soon, addDays(day, 1), '09:00 AM');
    expect(byAdmin.statusCode).toBe(200);
    expect((await h.outbox('appointment.rescheduled')).find((e) => e.payload['appointmentId'] === soon)?.payload['by']).toBe('admin');
    const moved = await reschedule(ownerA, later, addDays(day, 1), '09:30 AM');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment.status).toBe('scheduled');
  });

  it('a reschedule racing a new booking for the same slot: exactly one wins, the loser changes nothing', async () => {
    const day = daysAhead(20);
    for (let round = 0; round < 5; round++) {
      const timeSlot = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM'][round]!;
      const id = await book(ownerA, cashBooking(doctorX.sub, { appointmentDate: addDays(day, 1), timeSlot }));
      const before = await rowOf(id);
      const [moved, booked] = await Promise.all([
        reschedule(ownerA, id, day, timeSlot),
        h.book(ownerB, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot })),
      ]);
      const wins = [moved.statusCode === 200, booked.statusCode === 201].filter(Boolean);
      expect(wins).toHaveLength(1);
      if (moved.statusCode !== 200) {
        expect(moved.json().code).toBe('BOOKING_SLOT_TAKEN');
        expect(await rowOf(id)).toEqual(before);
      } else {
        expect(booked.json().code).toBe('BOOKING_SLOT_TAKEN');
      }
      const onSlot = await h.t.db
        .select()
        .from(appointments)
        .where(sql`${appointments.doctorId} = ${doctorX.sub} AND ${appointments.appointmentDate} = ${day} AND ${appointments.timeSlot} = ${timeSlot}`);
      expect(onSlot).toHaveLength(1);
    }
  });

  it("refuses a slot another owner holds (409 BOOKING_SLOT_HELD) and takes the owner's own hold", async () => {
    const day = daysAhead(12);
    const id = await book(ownerA, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '09:00 AM' }));
    expect((await h.request('PUT', '/slot-holds/mine', ownerB, { doctorId: doctorX.sub, appointmentDate: day, timeSlot: '11:00 AM' })).statusCode).toBe(200);
    expect((await reschedule(ownerA, id, day, '11:00 AM')).json().code).toBe('BOOKING_SLOT_HELD');
    expect((await h.request('PUT', '/slot-holds/mine', ownerA, { doctorId: doctorX.sub, appointmentDate: day, timeSlot: '12:00 PM' })).statusCode).toBe(200);
    expect((await reschedule(ownerA, id, day, '12:00 PM')).statusCode).toBe(200);
    expect((await h.request('GET', '/slot-holds/mine', ownerA)).json()).toEqual({ hold: null });
  });
});
