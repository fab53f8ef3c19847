import { randomUUID } from 'node:crypto';
import { appointmentSchema, appointmentsSchema, bookResponseSchema } from '@vetnow/contracts/appointment';
import { clinicInstant, clinicToday, addDays } from '@vetnow/domain/clinic-time';
import { BOOKING_MESSAGES } from '@vetnow/contracts/validation-texts';
import { eq, sql } from 'drizzle-orm';
import { appointments, questionnaires } from '../database/schema.js';
import { DoctorDirectory } from '../directory/doctor-directory.js';
import { BookingHarness, cardBooking, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

describe('POST /appointments/book (PostgreSQL)', () => {
  let h: BookingHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await BookingHarness.start();
    owner = await h.account('user', 'Kamal Silva');
  });
  afterAll(async () => {
    await h?.close();
  });

  const countFor = async (doctorId: string) =>
    (await h.t.db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.doctorId, doctorId)))[0]!.n;

  describe('happy paths', () => {
    it('books a cash appointment: 201 {success, appointment} in the spec shape, snapshots, clinic-time instants', async () => {
      const doctor = await h.doctor({ consultationFeeMinor: 300_050 });
      const res = await h.book(owner, cashBooking(doctor._id, { appointmentDate: daysAhead(4), timeSlot: '02:30 PM' }));
      expect(res.statusCode).toBe(201);
      const body = bookResponseSchema.parse(res.json());
      const a = body.appointment;
      expect(a.appointmentId).toMatch(/^VN-[34679ACDEFGHJKMNPQRTWXY]{6}$/);
      expect(a).toMatchObject({
        appointmentDate: daysAhead(4),
        timeSlot: '02:30 PM',
        startsAt: clinicInstant(daysAhead(4), 14 * 60 + 30).toISOString(),
        endsAt: clinicInstant(daysAhead(4), 15 * 60).toISOString(),
        status: 'scheduled',
        reason: 'Annual check-up',
        paymentMethod: 'cash',
        paymentStatus: 'pending',
        pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 4 },
        doctor: {
          _id: doctor._id,
          fullName: doctor.fullName,
          specialization: doctor.specialization,
          consultationFee: 3000.5, // the fee snapshotted on the appointment, in minor units, answered in LKR
          clinicAddress: doctor.clinicAddress,
          contactNumber: doctor.contactNumber,
        },
        // owner unknown to booking yet: the token's name and an empty contact
        user: { _id: owner.sub, fullName: 'Kamal Silva', contactNumber: '' },
        diagnosisQuestionnaire: null,
      });
      expect(a.startsAt).toBe(`${daysAhead(4)}T09:00:00.000Z`); // 14:30 in Colombo = 09:00 UTC

      const [booked] = (await h.outbox('appointment.booked')).filter((e) => e.payload['appointmentId'] === a._id);
      expect(booked?.payload).toEqual({
        appointmentId: a._id,
        reference: a.appointmentId,
        doctorId: doctor._id,
        userId: owner.sub,
        appointmentDate: a.appointmentDate,
        timeSlot: a.timeSlot,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        pet: a.pet,
        reason: a.reason,
        paymentMethod: 'cash',
        consultationFeeMinor: 300_050,
        currency: 'LKR',
        bookedBy: 'owner', // issue 39 phase B: the owner's own booking, no payment link
        paymentLink: false,
      });
      // The fee is snapshotted on the appointment in minor units; the doctor snapshot does not repeat it.
      const [row] = await h.t.db.select().from(appointments).where(eq(appointments.id, a._id));
      expect(row?.consultationFeeMinor).toBe(300_050);
      expect(row?.doctor).not.toHaveProperty('consultationFee');
    });

    it("keeps the fee snapshotted at booking when the doctor's fee changes later", async () => {
      const doctor = await h.doctor({ consultationFeeMinor: 200_000 });
      const before = await h.book(owner, cashBooking(doctor._id, { appointmentDate: daysAhead(6), timeSlot: '09:00 AM' }));
      expect(before.statusCode).toBe(201);
      await h.handled(await h.publish('doctor.updated', { ...doctor, consultationFeeMinor: 350_000 }));
      const after = await h.book(owner, cashBooking(doctor._id, { appointmentDate: daysAhead(6), timeSlot: '10:00 AM' }));
      expect(after.statusCode).toBe(201);
      const mine = appointmentsSchema.parse((await h.request('GET', '/users/appointments', owner)).json());
      const feeOf = (id: string) => mine.find((x) => x._id === id)?.doctor.consultationFee;
      expect(feeOf(before.json().appointment._id)).toBe(2000);
      expect(feeOf(after.json().appointment._id)).toBe(3500);
    });

    it('books a card appointment with answers: triage attached, the event carries the card summary only', async () => {
      const doctor = await h.doctor();
      const body = cardBooking(doctor._id, {
        paymentData: { savedCardId: 'card-1', cardType: 'visa', lastFour: '1111', cardholderName: 'Kamal Silva', expiryDate: '12/30' },
        diagnosisData: { eatingDrinking: { waterIntake: 'Not drinking at all' }, symptoms: { vomiting: true } },
      });
      const res = await h.book(owner, body);
      expect(res.statusCode).toBe(201);
      const a = appointmentSchema.parse(res.json().appointment);
      expect(a.paymentMethod).toBe('card');
      expect(a.paymentStatus).toBe('pending');
      expect(a.diagnosisQuestionnaire).toEqual({
        urgencyLevel: 'high',
        summary: 'High urgency. Reported: not drinking at all; vomiting.',
      });
      const [q] = await h.t.db.select().from(questionnaires).where(eq(questionnaires.appointmentId, a._id));
      expect(q?.firedRules).toEqual(['not-drinking', 'vomiting']);

      const [booked] = (await h.outbox('appointment.booked')).filter((e) => e.payload['appointmentId'] === a._id);
      expect(booked?.payload['paymentData']).toEqual({ savedCardId: 'card-1', cardType: 'visa', lastFour: '1111' });
      expect(JSON.stringify(booked)).not.toMatch(/4111|cardNumber|cvv/i);
    });

    it('uses the owner read model (user.registered) for the contact shown to doctors, and fills it in later', async () => {
      const doctor = await h.doctor();
      const late = await h.account('user', 'Late Owner');
      const res = await h.book(late, cashBooking(doctor._id, { timeSlot: '09:00 AM' }));
      expect(res.json().appointment.user).toEqual({ _id: late.sub, fullName: 'Late Owner', contactNumber: '' });

      const ev = await h.publish('user.registered', {
        userId: late.sub,
        fullName: 'Late Owner Fernando',
        contactNumber: '0771234567',
      });
      await h.handled(ev);
      const mine = await h.request('GET', '/users/appointments', late);
      expect(mine.json()[0].user).toEqual({ _id: late.sub, fullName: 'Late Owner Fernando', contactNumber: '0771234567' });

      const next = await h.book(late, cashBooking(doctor._id, { timeSlot: '09:30 AM' }));
      expect(next.json().appointment.user.contactNumber).toBe('0771234567');
    });
  });

  describe('server-side refusals: 4xx with a message and nothing written', () => {
    let doctorId: string;
    let inactiveId: string;
    let deletedId: string;
    beforeAll(async () => {
      doctorId = (await h.doctor({ workingHours: { startTime: '09:00', endTime: '12:00', slotDuration: 30 } }))._id;
      inactiveId = (await h.doctor())._id;
      await h.handled(await h.publish('doctor.status-changed', { doctorId: inactiveId, isActive: false }));
      deletedId = (await h.doctor())._id;
      await h.handled(await h.publish('doctor.deleted', { doctorId: deletedId }));
    });

    const today = () => clinicToday();
    const cases: [string, () => Record<string, unknown>, number, string, string][] = [
      ['unknown doctor', () => cashBooking(randomUUID()), 404, 'BOOKING_DOCTOR_NOT_FOUND', 'Doctor not found'],
      ['a doctor id that is not a uuid', () => cashBooking('not-a-doctor'), 404, 'BOOKING_DOCTOR_NOT_FOUND', 'Doctor not found'],
      ['an inactive doctor', () => cashBooking(inactiveId), 409, 'BOOKING_DOCTOR_NOT_ACCEPTING', 'This doctor is not accepting appointments'],
      ['a deleted doctor', () => cashBooking(deletedId), 404, 'BOOKING_DOCTOR_NOT_FOUND', 'Doctor not found'],
      ['today', () => cashBooking(doctorId, { appointmentDate: today() }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.dateTooEarly],
      ['a past date', () => cashBooking(doctorId, { appointmentDate: addDays(today(), -3) }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.dateTooEarly],
      ['an impossible date', () => cashBooking(doctorId, { appointmentDate: '2031-02-30' }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.dateInvalid],
      ['a slot off the grid', () => cashBooking(doctorId, { timeSlot: '09:10 AM' }), 400, 'BOOKING_SLOT_NOT_ON_GRID', "This time is not one of the doctor's slots"],
      ['a slot before the hours', () => cashBooking(doctorId, { timeSlot: '08:30 AM' }), 400, 'BOOKING_SLOT_OUTSIDE_HOURS', "This time slot is outside the doctor's working hours"],
      ['a slot ending after the hours', () => cashBooking(doctorId, { timeSlot: '12:00 PM' }), 400, 'BOOKING_SLOT_OUTSIDE_HOURS', "This time slot is outside the doctor's working hours"],
      ['a malformed slot', () => cashBooking(doctorId, { timeSlot: '9:00' }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.timeSlotInvalid],
      ['no pet name', () => cashBooking(doctorId, { pet: { name: ' ', type: 'Dog' } }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.petNameRequired],
      ['an unknown pet type', () => cashBooking(doctorId, { pet: { name: 'Rex', type: 'Fish' } }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.petTypeInvalid],
      ['a negative age', () => cashBooking(doctorId, { pet: { name: 'Rex', age: -1 } }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.ageInvalid],
      ['no reason', () => cashBooking(doctorId, { reason: '' }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.reasonRequired],
      ['an unknown payment method', () => cashBooking(doctorId, { paymentMethod: 'bitcoin' }), 400, 'VALIDATION_FAILED', BOOKING_MESSAGES.paymentMethodRequired],
      [
        'a card number in paymentData',
        () => cardBooking(doctorId, { paymentData: { cardType: 'visa', lastFour: '1111', cardNumber: '4111111111111111' } }),
        400,
        'BOOKING_CARD_DATA_FORBIDDEN', 'Never send the card number or CVV with a booking: send the card summary only',
      ],
      [
        'a CVV in paymentData',
        () => cardBooking(doctorId, { paymentData: { cardType: 'visa', lastFour: '1111', cvv: '123' } }),
        400,
        'BOOKING_CARD_DATA_FORBIDDEN', 'Never send the card number or CVV with a booking: send the card summary only',
      ],
      ['a card number beside the booking', () => cashBooking(doctorId, { cardNumber: '4111 1111 1111 1111' }), 400, 'BOOKING_CARD_DATA_FORBIDDEN', 'Never send the card number or CVV with a booking: send the card summary only'],
      [
        'another key in the card summary',
        () => cardBooking(doctorId, { paymentData: { cardType: 'visa', lastFour: '1111', pin: '0000' } }),
        400,
        'VALIDATION_FAILED',
        'paymentData: Unrecognized key: "pin"',
      ],
    ];

    it.each(cases)('%s', async (_name, body, status, code, message) => {
      const before = await h.outbox('appointment.booked');
      const res = await h.book(owner, body());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, code, message });
      expect(await countFor(doctorId)).toBe(0);
      expect(await h.outbox('appointment.booked')).toHaveLength(before.length);
    });

    it('never logs the card number of a refused request', () => {
      expect(h.t.logs()).not.toContain('4111111111111111');
      expect(h.t.logs()).not.toContain('4111 1111 1111 1111');
    });

    it('is for signed-in owners only, and refuses a malformed body or Idempotency-Key', async () => {
      expect((await h.book(undefined, cashBooking(doctorId))).statusCode).toBe(401);
      expect((await h.book(await h.account('doctor'), cashBooking(doctorId))).statusCode).toBe(403);
      expect((await h.book(await h.account('admin'), cashBooking(doctorId))).statusCode).toBe(403);
      const noBody = await h.book(owner, undefined);
      expect(noBody.statusCode).toBe(400);
      const longKey = await h.book(owner, cashBooking(doctorId), { 'idempotency-key': 'k'.repeat(201) });
      expect(longKey.json()).toEqual({ statusCode: 400, code: 'BOOKING_IDEMPOTENCY_KEY_INVALID', message: 'Idempotency-Key must be 1 to 200 characters' });
      expect(await countFor(doctorId)).toBe(0);
    });
  });

  /** svc-booking's cash bookings and slot-taken conflicts so far, as GET /metrics reports them. */
  async function bookingCounters(): Promise<{ booked: number; conflicts: number }> {
    const text = (await h.t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
    return {
      booked: value(/^vetnow_bookings_total\{[^}]*payment_method="cash"[^}]*\} (\d+)$/m),
      conflicts: value(/^vetnow_booking_conflicts_total\{[^}]*code="BOOKING_SLOT_TAKEN"[^}]*\} (\d+)$/m),
    };
  }

  describe('no double booking (invariant 1)', () => {
    it('50 concurrent bookings of one slot through HTTP: exactly one 201 and 49 clear 409s', async () => {
      const doctor = await h.doctor();
      const owners = await Promise.all(Array.from({ length: 50 }, (_, i) => h.account('user', `Owner ${i}`)));
      const before = await bookingCounters();
      const results = await Promise.all(owners.map((o) => h.book(o, cashBooking(doctor._id, { timeSlot: '11:00 AM' }))));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json()).toEqual({ statusCode: 409, code: 'BOOKING_SLOT_TAKEN', message: 'This time slot has just been booked. Please choose another slot.' });
      }
      expect(await countFor(doctor._id)).toBe(1);
      const events = (await h.outbox('appointment.booked')).filter((e) => e.payload['doctorId'] === doctor._id);
      expect(events).toHaveLength(1);
      // GET /metrics counts them (issue 16): one booking, 49 conflicts.
      const after = await bookingCounters();
      expect(after.booked - before.booked).toBe(1);
      expect(after.conflicts - before.conflicts).toBe(49);
    });

    it('refuses overlapping slots of different lengths after the doctor changes slotDuration (doctor.updated)', async () => {
      const doctor = await h.doctor({ workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 } });
      const date = daysAhead(5);
      expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: date, timeSlot: '10:30 AM' }))).statusCode).toBe(201);

      const updated = await h.publish('doctor.updated', { ...doctor, workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 60 } });
      await h.handled(updated);
      // 10:00–11:00 overlaps 10:30–11:00
      const overlap = await h.book(owner, cashBooking(doctor._id, { appointmentDate: date, timeSlot: '10:00 AM' }));
      expect(overlap.json()).toEqual({ statusCode: 409, code: 'BOOKING_SLOT_TAKEN', message: 'This time slot has just been booked. Please choose another slot.' });
      // 10:30 is no longer on the 60-minute grid
      const offGrid = await h.book(owner, cashBooking(doctor._id, { appointmentDate: date, timeSlot: '10:30 AM' }));
      expect(offGrid.json()).toEqual({ statusCode: 400, code: 'BOOKING_SLOT_NOT_ON_GRID', message: "This time is not one of the doctor's slots" });
      const adjacent = await h.book(owner, cashBooking(doctor._id, { appointmentDate: date, timeSlot: '11:00 AM' }));
      expect(adjacent.statusCode).toBe(201);
      expect(adjacent.json().appointment.endsAt).toBe(clinicInstant(date, 12 * 60).toISOString());
      expect(await countFor(doctor._id)).toBe(2);
    });

    it('doctor events apply once and in order: a redelivery is skipped, an older event never undoes a newer state', async () => {
      const doctor = await h.doctor();
      const off = await h.publish('doctor.updated', { ...doctor, isActive: false });
      await h.handled(off);
      expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: '03:00 PM' }))).statusCode).toBe(409);
      const on = await h.publish('doctor.status-changed', { doctorId: doctor._id, isActive: true });
      await h.handled(on);
      // the first event delivered again (same id): the inbox skips it
      await h.publish('doctor.updated', { ...doctor, isActive: false }, { id: off.id });
      // an event that happened before the state held (e.g. redelivered after a failure), applied directly
      const directory = h.t.app.get(DoctorDirectory);
      await h.t.db.transaction((tx) =>
        directory.onSnapshot(
          { ...doctor, isActive: false },
          {
            tx,
            event: { ...off, id: randomUUID(), occurredAt: new Date(Date.parse(off.occurredAt) - 60_000).toISOString() },
            afterCommit: () => undefined,
          },
        ),
      );
      const res = await h.book(owner, cashBooking(doctor._id, { timeSlot: '03:00 PM' }));
      expect(res.statusCode).toBe(201);
      // and a deleted doctor stays deleted whatever comes later
      await h.handled(await h.publish('doctor.deleted', { doctorId: doctor._id }));
      await h.handled(await h.publish('doctor.updated', { ...doctor, isActive: true }));
      expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: '04:00 PM' }))).json()).toEqual({
        statusCode: 404,
        code: 'BOOKING_DOCTOR_NOT_FOUND', message: 'Doctor not found',
      });
    });
  });

  describe('Idempotency-Key', () => {
    it('a retry with the same key and body returns the same appointment (200), never a second one', async () => {
      const doctor = await h.doctor();
      const key = { 'idempotency-key': randomUUID() };
      const first = await h.book(owner, cashBooking(doctor._id), key);
      expect(first.statusCode).toBe(201);
      const again = await h.book(owner, cashBooking(doctor._id), key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await countFor(doctor._id)).toBe(1);
      expect((await h.outbox('appointment.booked')).filter((e) => e.payload['doctorId'] === doctor._id)).toHaveLength(1);
    });

    it('a retry is answered with its appointment even when a fresh booking would now be refused (the key is looked up once refused)', async () => {
      const doctor = await h.doctor();
      const key = { 'idempotency-key': randomUUID() };
      const first = await h.book(owner, cashBooking(doctor._id, { timeSlot: '02:00 PM' }), key);
      expect(first.statusCode).toBe(201);
      // The slot is now taken (by this very booking), and then the doctor stops accepting appointments.
      const slotTaken = await h.book(owner, cashBooking(doctor._id, { timeSlot: '02:00 PM' }), key);
      expect([slotTaken.statusCode, slotTaken.json()]).toEqual([200, first.json()]);
      await h.handled(await h.publish('doctor.status-changed', { doctorId: doctor._id, isActive: false }));
      const doctorOff = await h.book(owner, cashBooking(doctor._id, { timeSlot: '02:00 PM' }), key);
      expect([doctorOff.statusCode, doctorOff.json()]).toEqual([200, first.json()]);
      // Without the key, the same body is refused as it would be from anyone.
      expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: '02:00 PM' }))).json()).toMatchObject({ statusCode: 409, code: 'BOOKING_DOCTOR_NOT_ACCEPTING' });
      expect(await countFor(doctor._id)).toBe(1);
    });

    it('concurrent requests with one key give one appointment, all answers name it', async () => {
      const doctor = await h.doctor();
      const key = { 'idempotency-key': randomUUID() };
      const results = await Promise.all(Array.from({ length: 8 }, () => h.book(owner, cashBooking(doctor._id, { timeSlot: '01:00 PM' }), key)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.json().appointment._id)).size).toBe(1);
      expect(await countFor(doctor._id)).toBe(1);
    });

    it('the same key with a different body → 422; another owner may use the same key', async () => {
      const doctor = await h.doctor();
      const key = { 'idempotency-key': 'checkout-42' };
      expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: '09:00 AM' }), key)).statusCode).toBe(201);
      const other = await h.book(owner, cashBooking(doctor._id, { timeSlot: '09:30 AM' }), key);
      expect(other.json()).toEqual({ statusCode: 422, code: 'BOOKING_IDEMPOTENCY_KEY_REUSED', message: 'Idempotency-Key was already used for a different booking' });
      const someoneElse = await h.account('user');
      expect((await h.book(someoneElse, cashBooking(doctor._id, { timeSlot: '09:30 AM' }), key)).statusCode).toBe(201);
      expect(await countFor(doctor._id)).toBe(2);
    });
  });

  it('the relay publishes appointment.booked (outbox → stream)', async () => {
    expect((await h.outbox('appointment.booked')).length).toBeGreaterThan(0);
    await h.allRelayed();
  });
});
