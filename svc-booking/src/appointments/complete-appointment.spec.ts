import { randomUUID } from 'node:crypto';
import { appointmentsSchema, completeResponseSchema, type Appointment } from '@vetnow/contracts/appointment';
import { diagnosisSummariesSchema } from '@vetnow/contracts/questionnaire';
import { eq } from 'drizzle-orm';
import { BOOKING_SERVER_MESSAGES as M } from '../common/booking-messages.js';
import { appointments } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account, type BookedAppointment } from '../testing/booking-test-kit.js';

describe("the doctor's side: complete, notes, and what each audience sees afterwards (PostgreSQL)", () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctorX: Account;
  let doctorY: Account;
  let admin: Account;
  /** ownerA, doctor X, day 3 09:00, with a questionnaire. */
  let a1: BookedAppointment;
  /** ownerA, doctor X, day 3 10:00, no questionnaire. */
  let a2: BookedAppointment;
  /** ownerB, doctor X, day 3 11:00 (cancelled by its owner below). */
  let b1: BookedAppointment;
  /** ownerA, doctor X, day 4 09:00, stays scheduled. */
  let a3: BookedAppointment;

  const answers = { generalHealth: { appetite: 'Decreased', energy: 'Low', behavior: 'Normal' }, symptoms: { limping: true } };

  beforeAll(async () => {
    h = await BookingHarness.start();
    ({ ownerA, ownerB, doctorX, doctorY, admin } = await h.cast());
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X', specialization: 'Surgery' });
    await h.doctor({ _id: doctorY.sub, fullName: 'Dr Y' });
    a1 = await h.booked(ownerA, cashBooking(doctorX.sub, { timeSlot: '09:00 AM', diagnosisData: answers }));
    a2 = await h.booked(ownerA, cashBooking(doctorX.sub, { timeSlot: '10:00 AM' }));
    b1 = await h.booked(ownerB, cashBooking(doctorX.sub, { timeSlot: '11:00 AM' }));
    a3 = await h.booked(ownerA, cashBooking(doctorX.sub, { appointmentDate: daysAhead(4), timeSlot: '09:00 AM' }));
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = async (url: string, who: Account): Promise<Appointment[]> => {
    const res = await h.request('GET', url, who);
    expect(res.statusCode).toBe(200);
    return appointmentsSchema.parse(res.json());
  };
  const raw = async (url: string, who: Account): Promise<Record<string, unknown>[]> =>
    (await h.request('GET', url, who)).json() as Record<string, unknown>[];
  const find = (all: Appointment[], id: string) => all.find((a) => a._id === id)!;
  const summaries = async (who: Account) => {
    const res = await h.request('GET', '/users/diagnosis-summaries', who);
    expect(res.statusCode).toBe(200);
    return diagnosisSummariesSchema.parse(res.json());
  };
  const rowOf = async (id: string) => (await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const complete = (id: string, who: Account | undefined, body: unknown = {}) => h.request('PUT', `/appointments/${id}/complete`, who, body);
  const notes = (id: string, who: Account | undefined, text: string) => h.request('PUT', `/appointments/${id}/notes`, who, { notes: text });

  describe('before completion', () => {
    it("the doctor's list: newest visit first, the whole questionnaire with the fired triage rules", async () => {
      const mine = await list('/doctors/dashboard/appointments', doctorX);
      expect(mine.map((a) => a._id)).toEqual([a3._id, b1._id, a2._id, a1._id]);
      const q = find(mine, a1._id).diagnosisQuestionnaire!;
      expect(q).toMatchObject({ urgencyLevel: 'medium', firedRules: ['lethargy', 'limping'], answers });
      expect(q.summary).toContain('Medium urgency');
      expect(q.recommendations!.length).toBeGreaterThan(1);
      expect(find(mine, a2._id).diagnosisQuestionnaire).toBeNull();
    });

    it("the admin's list carries the whole questionnaire too; the owner's only the summary and urgency", async () => {
      const all = await list('/admin/appointments', admin);
      expect(find(all, a1._id).diagnosisQuestionnaire).toMatchObject({ firedRules: ['lethargy', 'limping'], answers });
      for (const url of ['/users/appointments', '/appointments/user/all']) {
        const q = find(await list(url, ownerA), a1._id).diagnosisQuestionnaire!;
        expect(Object.keys(q).sort()).toEqual(['summary', 'urgencyLevel']);
      }
    });

    it('health records show the triage of the questionnaire (none for a visit without one)', async () => {
      const records = await summaries(ownerA);
      expect(records.map((r) => r.appointmentId)).toEqual([a1._id]);
      const [r] = records;
      expect(r).toMatchObject({
        _id: a1._id,
        petName: 'Rex',
        doctor: { fullName: 'Dr X', specialization: 'Surgery' },
        date: daysAhead(3),
        urgencyLevel: 'medium',
        symptoms: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
      });
      expect(r?.summary).toContain('Medium urgency');
      expect(r?.recommendations.length).toBeGreaterThan(1);
      expect(r?.completedAt).toBeUndefined();
    });
  });

  describe('PUT /appointments/:id/complete', () => {
    it("never reveals another doctor's appointment (404), is for doctors only, refuses a malformed id or body", async () => {
      for (const id of [a1._id, a1.appointmentId, randomUUID()]) {
        expect((await complete(id, doctorY, { diagnosis: 'Y was here' })).json()).toEqual({
          statusCode: 404,
          code: 'APPOINTMENT_NOT_FOUND', message: 'Appointment not found',
        });
      }
      expect((await complete(a1._id, ownerA)).statusCode).toBe(403);
      expect((await complete(a1._id, admin)).statusCode).toBe(403);
      expect((await complete(a1._id, undefined)).statusCode).toBe(401);
      expect((await complete('not-an-id', doctorX)).json()).toEqual({ statusCode: 400, code: 'APPOINTMENT_INVALID_ID', message: 'Invalid appointment ID' });
      const tooLong = await complete(a1._id, doctorX, { diagnosis: 'x'.repeat(5000) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('This text is too long');
      expect((await rowOf(a1._id)).status).toBe('scheduled');
      expect(await h.outbox('appointment.completed')).toEqual([]);
    });

    it('the own doctor completes with findings: status, completion, appointment.completed in the same transaction', async () => {
      const res = await complete(a1.appointmentId, doctorX, {
        diagnosis: '  Sprained left foreleg ',
        recommendations: 'Rest for one week\n\nCold compress twice a day\n',
        notes: 'Come back if the limp lasts beyond a week.',
      });
      expect(res.statusCode).toBe(200);
      const body = completeResponseSchema.parse(res.json());
      expect(body).toMatchObject({ success: true, message: 'Appointment marked as completed' });
      expect(body.appointment).toMatchObject({
        _id: a1._id,
        status: 'completed',
        completion: {
          diagnosis: 'Sprained left foreleg',
          recommendations: ['Rest for one week', 'Cold compress twice a day'],
          notes: 'Come back if the limp lasts beyond a week.',
        },
      });
      // the doctor's answer keeps the doctor's view (whole questionnaire)
      expect(body.appointment.diagnosisQuestionnaire?.firedRules).toEqual(['lethargy', 'limping']);
      const completedAt = Date.parse(body.appointment.completion!.completedAt);
      expect(Math.abs(completedAt - Date.now())).toBeLessThan(60_000);
      expect(await rowOf(a1._id)).toMatchObject({ status: 'completed', completion: body.appointment.completion });
      expect(await h.outbox('appointment.completed')).toEqual([
        { type: 'appointment.completed', payload: { appointmentId: a1._id, doctorId: doctorX.sub, userId: ownerA.sub } },
      ]);
      // the findings for the owner's message, on the private tree (ADR 0029); the doctor's private notes stay out
      expect(await h.outbox('appointment.findings-shared')).toEqual([
        {
          type: 'appointment.findings-shared',
          payload: {
            appointmentId: a1._id,
            reference: a1.appointmentId,
            doctorId: doctorX.sub,
            userId: ownerA.sub,
            diagnosis: 'Sprained left foreleg',
            recommendations: ['Rest for one week', 'Cold compress twice a day'],
            notes: 'Come back if the limp lasts beyond a week.',
          },
        },
      ]);
    });

    it('completing twice → 409 and still one event', async () => {
      for (const id of [a1._id, a1.appointmentId]) {
        expect((await complete(id, doctorX, { diagnosis: 'again' })).json()).toEqual({ statusCode: 409, code: 'APPOINTMENT_CANNOT_COMPLETE', message: 'Only scheduled appointments can be marked as completed' });
      }
      expect((await rowOf(a1._id)).completion?.diagnosis).toBe('Sprained left foreleg');
      expect(await h.outbox('appointment.completed')).toHaveLength(1);
      expect(await h.outbox('appointment.findings-shared')).toHaveLength(1);
    });

    it('a cancelled appointment cannot be completed (409)', async () => {
      expect((await h.request('PUT', `/appointments/${b1._id}/cancel`, ownerB)).statusCode).toBe(200);
      expect((await complete(b1._id, doctorX)).json()).toEqual({ statusCode: 409, code: 'APPOINTMENT_CANNOT_COMPLETE', message: 'Only scheduled appointments can be marked as completed' });
      expect((await rowOf(b1._id)).status).toBe('cancelled');
      expect(await h.outbox('appointment.completed')).toHaveLength(1);
    });

    it('all findings are optional (even the body); two concurrent completions: one 200, one 409, one event', async () => {
      const [x, y] = await Promise.all([
        complete(a2._id, doctorX),
        h.request('PUT', `/appointments/${a2.appointmentId}/complete`, doctorX), // no body at all
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const completion = (await rowOf(a2._id)).completion;
      expect(completion).toEqual({ recommendations: [], completedAt: expect.any(String) });
      expect((await h.outbox('appointment.completed')).map((e) => e.payload['appointmentId'])).toEqual([a1._id, a2._id]);
    });
  });

  describe('PUT /appointments/:id/notes', () => {
    it("saves the own doctor's notes on any status; never another doctor's (404), never by owners (403)", async () => {
      const res = await notes(a1._id, doctorX, '  Check hydration first. ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, appointment: { _id: a1._id, doctorNotes: 'Check hydration first.' } });
      expect((await notes(b1.appointmentId, doctorX, 'Owner cancelled; call back.')).statusCode).toBe(200);
      expect((await notes(a3._id, doctorY, 'Y was here')).json()).toEqual({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND', message: 'Appointment not found' });
      expect((await notes(a3._id, ownerA, 'mine')).statusCode).toBe(403);
      expect((await notes('x', doctorX, 'n')).json()).toEqual({ statusCode: 400, code: 'APPOINTMENT_INVALID_ID', message: 'Invalid appointment ID' });
      expect((await h.request('PUT', `/appointments/${a3._id}/notes`, doctorX, {})).statusCode).toBe(400);
      expect((await rowOf(a3._id)).doctorNotes).toBeNull();
      // an empty text clears them
      await notes(a3._id, doctorX, 'temporary');
      const cleared = await notes(a3._id, doctorX, '   ');
      expect(cleared.json().appointment.doctorNotes).toBeUndefined();
      expect((await rowOf(a3._id)).doctorNotes).toBeNull();
    });

    it('the doctor and the admin see the notes; the owner sees the completion but never the notes', async () => {
      expect(find(await list('/doctors/dashboard/appointments', doctorX), a1._id).doctorNotes).toBe('Check hydration first.');
      expect(find(await list('/admin/appointments', admin), a1._id).doctorNotes).toBe('Check hydration first.');
      for (const url of ['/users/appointments', '/appointments/user/all']) {
        const mine = await raw(url, ownerA);
        const one = mine.find((a) => a['_id'] === a1._id)!;
        expect(one).not.toHaveProperty('doctorNotes');
        expect(one['completion']).toMatchObject({ diagnosis: 'Sprained left foreleg' });
        expect(JSON.stringify(mine)).not.toContain('Check hydration first.');
        expect(JSON.stringify(await raw(url, ownerB))).not.toContain('Owner cancelled; call back.');
      }
    });
  });

  describe('after completion', () => {
    it("health records show the doctor's findings, newest visit first; a visit without a questionnaire has no urgency", async () => {
      const records = await summaries(ownerA);
      expect(records.map((r) => r.appointmentId)).toEqual([a2._id, a1._id]);
      const [r2, r1] = records;
      expect(r1).toMatchObject({
        summary: 'Sprained left foreleg',
        recommendations: ['Rest for one week', 'Cold compress twice a day'],
        urgencyLevel: 'medium',
        symptoms: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
        completedAt: expect.any(String),
      });
      expect(r2).toEqual({
        _id: a2._id,
        appointmentId: a2._id,
        petName: 'Rex',
        doctor: { fullName: 'Dr X', specialization: 'Surgery' },
        date: daysAhead(3),
        summary: M.completedWithoutDiagnosis,
        recommendations: [],
        symptoms: { generalHealth: {} },
        completedAt: expect.any(String),
      });
      expect(JSON.stringify(records)).not.toContain('Check hydration first.');
      expect(await summaries(ownerB)).toEqual([]);
    });

    it('admin stats count non-cancelled appointments only', async () => {
      // a1, a2 completed, a3 scheduled, b1 cancelled; none today
      expect((await h.request('GET', '/internal/stats', admin)).json()).toEqual({ totalAppointments: 3, todayAppointments: 0 });
    });

    it('the relay publishes appointment.completed', async () => {
      await h.allRelayed();
    });
  });
});
