// PGlite in its own jest file: a PGlite open after a PostgreSQL app in the same jest file hangs.
import { randomUUID } from 'node:crypto';
import { BOOKING_SERVER_MESSAGES as M } from './common/booking-messages.js';
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
    expect(refused[0]?.json()).toEqual({ statusCode: 409, message: M.slotJustBooked });

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
});
