import { randomUUID } from 'node:crypto';
import { appointmentsSchema, cancelResponseSchema } from '@vetnow/contracts/appointment';
import { addDays, clinicInstant, clinicToday } from '@vetnow/domain/clinic-time';
import { diagnosisSummariesSchema, questionnaireRecordSchema } from '@vetnow/contracts/questionnaire';
import { eq } from 'drizzle-orm';
import { appointments } from '../database/schema.js';
import { BookingHarness, cardBooking, cashBooking, type Account, type BookedAppointment } from '../testing/booking-test-kit.js';

describe('appointments: lists, cancel, questionnaire and payment status — ownership and roles (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctorX: Account;
  let doctorY: Account;
  let admin: Account;
  let a1: BookedAppointment;
  let a2: BookedAppointment;
  let b1: BookedAppointment;

  beforeAll(async () => {
    h = await BookingHarness.start();
    ({ ownerA, ownerB, doctorX, doctorY, admin } = await h.cast());
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X' });
    await h.doctor({ _id: doctorY.sub, fullName: 'Dr Y' });
    a1 = await h.booked(ownerA, cashBooking(doctorX.sub, { timeSlot: '09:00 AM' }));
    a2 = await h.booked(ownerA, cardBooking(doctorY.sub, { timeSlot: '09:00 AM' }));
    b1 = await h.booked(ownerB, cardBooking(doctorX.sub, { timeSlot: '10:00 AM' }));
  });
  afterAll(async () => {
    await h?.close();
  });

  const ids = (res: { json(): unknown }) => appointmentsSchema.parse(res.json()).map((a) => a._id);

  describe('lists', () => {
    it('an owner reads only their own, newest first, on both owner routes', async () => {
      for (const url of ['/appointments/user/all', '/users/appointments']) {
        expect(ids(await h.request('GET', url, ownerA))).toEqual([a2._id, a1._id]);
        expect(ids(await h.request('GET', url, ownerB))).toEqual([b1._id]);
        expect((await h.request('GET', url, doctorX)).statusCode).toBe(403);
        expect((await h.request('GET', url)).statusCode).toBe(401);
      }
    });

    it("a doctor sees only their own appointments, with the owner's name and contact", async () => {
      const x = appointmentsSchema.parse((await h.request('GET', '/doctors/dashboard/appointments', doctorX)).json());
      expect(x.map((a) => a._id)).toEqual([b1._id, a1._id]); // newest visit first (10:00, then 09:00)
      expect(x[1]?.user).toEqual({ _id: ownerA.sub, fullName: 'Owner A', contactNumber: '' });
      expect(ids(await h.request('GET', '/doctors/dashboard/appointments', doctorY))).toEqual([a2._id]);
      expect((await h.request('GET', '/doctors/dashboard/appointments', ownerA)).statusCode).toBe(403);
    });

    it('admin sees every appointment; nobody else does', async () => {
      expect(ids(await h.request('GET', '/admin/appointments', admin)).sort()).toEqual([a1._id, a2._id, b1._id].sort());
      expect((await h.request('GET', '/admin/appointments', ownerA)).statusCode).toBe(403);
      expect((await h.request('GET', '/admin/appointments', doctorX)).statusCode).toBe(403);
    });

    it('GET /internal/stats counts booked appointments', async () => {
      expect((await h.request('GET', '/internal/stats', admin)).json()).toEqual({ totalAppointments: 3, todayAppointments: 0 });
    });
  });

  describe('questionnaire (POST /diagnosis/submit)', () => {
    const answers = { symptoms: { limping: true }, physicalSymptoms: { swelling: 'Left hind leg' } };

    it("stores the owner's answers with their triage, by record id or reference, and shows the brief on the appointment", async () => {
      const res = await h.request('POST', '/diagnosis/submit', ownerA, { appointmentId: a1._id, answers });
      expect(res.statusCode).toBe(201);
      const record = questionnaireRecordSchema.parse(res.json());
      expect(record).toMatchObject({
        appointmentId: a1._id,
        urgencyLevel: 'medium',
        summary: 'Medium urgency. Reported: swelling; limping.',
        firedRules: ['swelling', 'limping'],
      });
      expect(record.recommendations.length).toBeGreaterThan(1);

      // a second submit (by reference) replaces the first
      const again = await h.request('POST', '/diagnosis/submit', ownerA, {
        appointmentId: a1.appointmentId,
        answers: { eatingDrinking: { lastMeal: '3+ days ago' } },
      });
      expect(again.statusCode).toBe(201);
      expect(again.json()._id).toBe(record._id);
      const mine = appointmentsSchema.parse((await h.request('GET', '/users/appointments', ownerA)).json());
      expect(mine.find((a) => a._id === a1._id)?.diagnosisQuestionnaire).toEqual({
        urgencyLevel: 'high',
        summary: 'High urgency. Reported: last meal 3 or more days ago.',
      });
      const forDoctor = appointmentsSchema.parse((await h.request('GET', '/doctors/dashboard/appointments', doctorX)).json());
      expect(forDoctor.find((a) => a._id === a1._id)?.diagnosisQuestionnaire?.urgencyLevel).toBe('high');
    });

    it("refuses another owner's appointment exactly like a missing one (404), a malformed id with 400", async () => {
      for (const appointmentId of [b1._id, b1.appointmentId, randomUUID()]) {
        const res = await h.request('POST', '/diagnosis/submit', ownerA, { appointmentId, answers });
        expect(res.json()).toEqual({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND', message: 'Appointment not found' });
      }
      const bad = await h.request('POST', '/diagnosis/submit', ownerA, { appointmentId: 'x; drop table', answers });
      expect(bad.json()).toEqual({ statusCode: 400, code: 'APPOINTMENT_INVALID_ID', message: 'Invalid appointment ID' });
      const badAnswers = await h.request('POST', '/diagnosis/submit', ownerA, {
        appointmentId: a1._id,
        answers: { generalHealth: { energy: 'Sleepy' } },
      });
      expect(badAnswers.statusCode).toBe(400);
      expect((await h.request('POST', '/diagnosis/submit', doctorX, { appointmentId: b1._id, answers })).statusCode).toBe(403);
      const b = appointmentsSchema.parse((await h.request('GET', '/users/appointments', ownerB)).json());
      expect(b[0]?.diagnosisQuestionnaire).toBeNull();
    });
  });

  describe('health records (GET /users/diagnosis-summaries)', () => {
    it("lists the owner's own questionnaires only, in the Diagnosis summary shape", async () => {
      await h.request('POST', '/diagnosis/submit', ownerA, {
        appointmentId: a2._id,
        answers: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
      });
      const res = await h.request('GET', '/users/diagnosis-summaries', ownerA);
      expect(res.statusCode).toBe(200);
      const list = diagnosisSummariesSchema.parse(res.json());
      expect(list.map((s) => s.appointmentId).sort()).toEqual([a1._id, a2._id].sort());
      expect(list.find((s) => s.appointmentId === a2._id)).toMatchObject({
        petName: 'Rex',
        doctor: { fullName: 'Dr Y', specialization: 'General Veterinary' },
        urgencyLevel: 'medium',
        firedRules: ['lethargy'],
        symptoms: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
      });
      expect((await h.request('GET', '/users/diagnosis-summaries', ownerB)).json()).toEqual([]);
      expect((await h.request('GET', '/users/diagnosis-summaries', doctorX)).statusCode).toBe(403);
    });
  });

  describe('payment status from svc-payments events', () => {
    const statusOf = async (id: string) =>
      (await h.t.db.select({ s: appointments.paymentStatus }).from(appointments).where(eq(appointments.id, id)))[0]?.s;

    it('payment.completed → completed (Paid), idempotent; a later payment.failed does not undo it', async () => {
      const paid = { appointmentId: a2._id, paymentId: randomUUID(), amountMinor: 250_000, currency: 'LKR' };
      const ev = await h.publish('payment.completed', paid);
      await h.handled(ev);
      expect(await statusOf(a2._id)).toBe('completed');
      await h.handled(await h.publish('payment.completed', paid, { id: ev.id }).then(() => ev));
      await h.handled(await h.publish('payment.completed', paid));
      await h.handled(await h.publish('payment.failed', { ...paid, reason: 'declined' }));
      expect(await statusOf(a2._id)).toBe('completed');
      const mine = appointmentsSchema.parse((await h.request('GET', '/users/appointments', ownerA)).json());
      expect(mine.find((a) => a._id === a2._id)?.paymentStatus).toBe('completed');
    });

    it('payment.refunded → the owner sees the refunds so far (totalRefundedMinor, in LKR), idempotent; paymentStatus stays completed', async () => {
      const refund = { appointmentId: a2._id, paymentId: randomUUID(), amountMinor: 100_000, totalRefundedMinor: 100_000, currency: 'LKR', reason: 'Refunded by the clinic' };
      const first = await h.publish('payment.refunded', refund);
      await h.handled(first);
      await h.handled(await h.publish('payment.refunded', refund, { id: first.id }).then(() => first));
      await h.handled(await h.publish('payment.refunded', { ...refund, amountMinor: 150_050, totalRefundedMinor: 250_050 }));
      const mine = appointmentsSchema.parse((await h.request('GET', '/users/appointments', ownerA)).json());
      const a = mine.find((x) => x._id === a2._id);
      expect(a?.paymentStatus).toBe('completed');
      expect(a?.refund?.amount).toBe(2500.5);
      expect((await h.t.db.select().from(appointments).where(eq(appointments.id, a2._id)))[0]?.refundedAmountMinor).toBe(250_050);
      expect(Date.parse(a?.refund?.refundedAt ?? '')).not.toBeNaN();
      await h.handled(await h.publish('payment.refunded', { ...refund, appointmentId: a1._id }));
      expect((await h.request('GET', '/users/appointments', ownerA)).json().find((x: { _id: string }) => x._id === a1._id).refund).toBeUndefined();
    });

    it('payment.failed → failed on a pending card appointment; cash appointments are not touched', async () => {
      await h.handled(await h.publish('payment.failed', { appointmentId: b1._id, amountMinor: 250_000, currency: 'LKR', reason: 'declined' }));
      expect(await statusOf(b1._id)).toBe('failed');
      await h.handled(await h.publish('payment.completed', { appointmentId: a1._id, amountMinor: 250_000, currency: 'LKR' }));
      expect(await statusOf(a1._id)).toBe('pending');
    });

    it('version 1 payment events (LKR, written before ADR 0054) are still applied, upcast to minor units', async () => {
      const res = await h.book(ownerA, cardBooking(doctorX.sub, { appointmentDate: addDays(clinicToday(), 8), timeSlot: '03:30 PM' }));
      expect(res.statusCode).toBe(201);
      const id = res.json().appointment._id as string;
      const v1 = { version: 1 };
      await h.handled(await h.publish('payment.completed', { appointmentId: id, amount: 2500, currency: 'LKR' }, v1));
      expect(await statusOf(id)).toBe('completed');
      const refund = { appointmentId: id, paymentId: randomUUID(), amount: 10.1, totalRefunded: 10.1, currency: 'LKR', reason: 'Refunded by the clinic' };
      await h.handled(await h.publish('payment.refunded', refund, v1));
      expect((await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.refundedAmountMinor).toBe(1010);
      const mine = appointmentsSchema.parse((await h.request('GET', '/users/appointments', ownerA)).json());
      expect(mine.find((x) => x._id === id)?.refund?.amount).toBe(10.1);
    });
  });

  describe('cancel (PUT /appointments/:id/cancel)', () => {
    it("never lets an owner cancel someone else's appointment (404), refuses malformed ids (400)", async () => {
      for (const id of [b1._id, b1.appointmentId, randomUUID()]) {
        const res = await h.request('PUT', `/appointments/${id}/cancel`, ownerA);
        expect(res.json()).toEqual({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND', message: 'Appointment not found' });
      }
      expect((await h.request('PUT', '/appointments/not-an-id/cancel', ownerA)).json()).toEqual({
        statusCode: 400,
        code: 'APPOINTMENT_INVALID_ID', message: 'Invalid appointment ID',
      });
      expect((await h.request('PUT', `/appointments/${b1._id}/cancel`, doctorX)).statusCode).toBe(403);
      const [row] = await h.t.db.select().from(appointments).where(eq(appointments.id, b1._id));
      expect(row?.status).toBe('scheduled');
    });

    it('cancels the own scheduled appointment, publishes appointment.cancelled in the same transaction, frees the slot', async () => {
      const res = await h.request('PUT', `/appointments/${b1._id}/cancel`, ownerB);
      expect(res.statusCode).toBe(200);
      const body = cancelResponseSchema.parse(res.json());
      expect(body.message).toBe('Appointment cancelled successfully');
      expect(body.appointment.status).toBe('cancelled');
      const cancelled = await h.outbox('appointment.cancelled');
      expect(cancelled).toEqual([
        {
          type: 'appointment.cancelled',
          payload: {
            appointmentId: b1._id,
            doctorId: doctorX.sub,
            userId: ownerB.sub,
            startsAt: body.appointment.startsAt,
            endsAt: body.appointment.endsAt,
            by: 'owner',
          },
        },
      ]);
      // the slot is free again
      const rebook = await h.book(ownerA, cashBooking(doctorX.sub, { timeSlot: '10:00 AM' }));
      expect(rebook.statusCode).toBe(201);
      // twice → 409, one event
      expect((await h.request('PUT', `/appointments/${b1.appointmentId}/cancel`, ownerB)).json()).toEqual({
        statusCode: 409,
        code: 'APPOINTMENT_ALREADY_CANCELLED', message: 'This appointment is already cancelled',
      });
      expect(await h.outbox('appointment.cancelled')).toHaveLength(1);
    });

    it('refuses past and completed appointments with a clear 409', async () => {
      const base = {
        userId: ownerA.sub,
        doctorId: doctorY.sub,
        timeSlot: '09:00 AM',
        reason: 'x',
        pet: { name: 'Rex', type: 'Dog', breed: '' },
        doctor: { _id: doctorY.sub, fullName: 'Dr Y', specialization: 'General Veterinary', clinicAddress: { street: '', city: '', location: 'Battaramulla' }, contactNumber: '' },
        user: { _id: ownerA.sub, fullName: 'Owner A', contactNumber: '' },
        consultationFeeMinor: 100,
        paymentMethod: 'cash',
        paymentStatus: 'pending',
      };
      const past = addDays(clinicToday(), -2);
      const future = addDays(clinicToday(), 9);
      const [p, c] = await h.t.db
        .insert(appointments)
        .values([
          { ...base, appointmentId: 'VN-PAST01', appointmentDate: past, startsAt: clinicInstant(past, 540), endsAt: clinicInstant(past, 570) },
          {
            ...base,
            appointmentId: 'VN-DONE01',
            status: 'completed',
            appointmentDate: future,
            startsAt: clinicInstant(future, 540),
            endsAt: clinicInstant(future, 570),
          },
        ])
        .returning();
      for (const id of [p!.id, c!.id]) {
        expect((await h.request('PUT', `/appointments/${id}/cancel`, ownerA)).json()).toEqual({
          statusCode: 409,
          code: 'APPOINTMENT_CANNOT_CANCEL',
          message: 'Only scheduled, future appointments can be cancelled',
        });
      }
      expect(await h.outbox('appointment.cancelled')).toHaveLength(1);
    });
  });

  it('the relay publishes every recorded event', async () => {
    expect((await h.outbox()).length).toBeGreaterThan(0);
    await h.allRelayed();
  });
});
