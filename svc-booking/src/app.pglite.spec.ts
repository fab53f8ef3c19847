// PGlite in its own jest file: a PGlite open after a PostgreSQL app in the same jest file hangs.
import { randomUUID } from 'node:crypto';
import { BookingHarness, cardBooking, cashBooking, type Account } from './testing/booking-test-kit.js';

describe('svc-booking on embedded PGlite', () => {
  let h: BookingHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await BookingHarness.start('pglite');
    owner = await h.account('user', 'Pg Lite');
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('books, refuses concurrent bookings of the taken slot with 409, replays an Idempotency-Key, cancels and frees the slot', async () => {
    const doctor = await h.doctor();
    const owners = await Promise.all(Array.from({ length: 20 }, () => h.account('user')));
    const results = await Promise.all(owners.map((o) => h.book(o, cashBooking(doctor._id, { timeSlot: '09:00 AM' }))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toEqual({ statusCode: 409, code: 'BOOKING_SLOT_TAKEN', message: 'This time slot has just been booked. Please choose another slot.' });

    const key = { 'idempotency-key': randomUUID() };
    const first = await h.book(owner, cardBooking(doctor._id, { timeSlot: '10:00 AM', diagnosisData: { symptoms: { vomiting: true } } }), key);
    expect(first.statusCode).toBe(201);
    expect(first.json().appointment.diagnosisQuestionnaire.urgencyLevel).toBe('medium');
    const replay = await h.book(owner, cardBooking(doctor._id, { timeSlot: '10:00 AM', diagnosisData: { symptoms: { vomiting: true } } }), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().appointment._id).toBe(first.json().appointment._id);

    const id = first.json().appointment._id as string;
    expect((await h.request('PUT', `/appointments/${id}/cancel`, owner)).statusCode).toBe(200);
    expect((await h.book(await h.account('user'), cashBooking(doctor._id, { timeSlot: '10:00 AM' }))).statusCode).toBe(201);
    expect((await h.outbox('appointment.cancelled')).map((e) => e.payload['appointmentId'])).toEqual([id]);
    await h.allRelayed();
  });

  it("the doctor completes and annotates their own appointment; the owner sees the findings, not the notes", async () => {
    const doctor = await h.account('doctor', 'Dr Pg');
    await h.doctor({ _id: doctor.sub });
    const booked = await h.book(owner, cashBooking(doctor.sub, { timeSlot: '11:00 AM', diagnosisData: { symptoms: { coughing: true } } }));
    expect(booked.statusCode).toBe(201);
    const id = booked.json().appointment._id as string;
    const done = await h.request('PUT', `/appointments/${id}/complete`, doctor, { diagnosis: 'Kennel cough', recommendations: ['Rest'] });
    expect(done.statusCode).toBe(200);
    expect(done.json().appointment.status).toBe('completed');
    expect((await h.request('PUT', `/appointments/${id}/complete`, doctor)).statusCode).toBe(409);
    expect((await h.request('PUT', `/appointments/${id}/notes`, doctor, { notes: 'Private' })).statusCode).toBe(200);
    const mine = (await h.request('GET', '/users/appointments', owner)).json() as Record<string, unknown>[];
    const one = mine.find((a) => a['_id'] === id)!;
    expect(one['completion']).toMatchObject({ diagnosis: 'Kennel cough', recommendations: ['Rest'] });
    expect(one).not.toHaveProperty('doctorNotes');
    const [record] = (await h.request('GET', '/users/diagnosis-summaries', owner)).json() as Record<string, unknown>[];
    expect(record).toMatchObject({ appointmentId: id, summary: 'Kennel cough', recommendations: ['Rest'] });
    expect((await h.outbox('appointment.completed')).map((e) => e.payload['appointmentId'])).toEqual([id]);
  });

  it('keeps a status change that arrives before doctor.created (advisory lock and pending state on PGlite)', async () => {
    const early = await h.account('doctor');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await h.handled(await h.publish('doctor.status-changed', { doctorId: early.sub, isActive: false }, { occurredAt: at(1) }));
    const created = await h.publish('doctor.created', h.doctorPayload({ _id: early.sub }), { occurredAt: at(5) });
    await h.handled(created);
    expect((await h.book(owner, cashBooking(early.sub, { timeSlot: '12:00 PM' }))).json()).toEqual({
      statusCode: 409,
      code: 'BOOKING_DOCTOR_NOT_ACCEPTING', message: 'This doctor is not accepting appointments',
    });
  });
});
