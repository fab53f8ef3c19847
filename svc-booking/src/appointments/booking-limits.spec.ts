import { activeAppointmentsLimitMessage } from '@vetnow/contracts/booking-limits';
import { BOOKING_LIMIT_MESSAGES } from '@vetnow/contracts/validation-texts';
import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import { SERVER_MESSAGES } from '@vetnow/contracts/errors';
import { queryRows } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

const TOO_MANY = { statusCode: 429, code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyRequests };

/** Ten slots of a 09:00–17:00 doctor, for bookings that must not collide. */
const SLOTS = ['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM', '01:30 PM', '02:00 PM', '02:30 PM'];

describe('booking limits: active appointments and horizon (issue 10 §2)', () => {
  let h: BookingHarness;
  beforeAll(async () => {
    // Production defaults for the cap and the horizon; request rates stay generous (tested below).
    h = await BookingHarness.start({ MAX_ACTIVE_APPOINTMENTS: undefined, BOOKING_HORIZON_DAYS: undefined });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses the 6th active upcoming appointment with 409 and the message; needs-rescheduling counts, cancelled and past ones do not', async () => {
    const doctor = await h.doctor();
    const owner = await h.account('user');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[i] }));
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { appointment: { _id: string } }).appointment._id);
    }
    const sixth = await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[5] }));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ statusCode: 409, code: 'BOOKING_TOO_MANY_ACTIVE', message: BOOKING_LIMIT_MESSAGES.tooManyActive });
    expect(BOOKING_LIMIT_MESSAGES.tooManyActive).toBe(activeAppointmentsLimitMessage(5));

    // Another owner is not affected.
    expect((await h.book(await h.account('user'), cashBooking(doctor._id, { timeSlot: SLOTS[6] }))).statusCode).toBe(201);

    // One that needs rescheduling (a closure covers it) still counts: it keeps its slot until moved or cancelled.
    await h.t.db.execute(sql`UPDATE appointments SET status = 'needs-rescheduling' WHERE id = ${ids[2]}`);
    expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[5] }))).statusCode).toBe(409);

    // A cancelled appointment frees a place.
    expect((await h.request('PUT', `/appointments/${ids[0]}/cancel`, owner)).statusCode).toBe(200);
    expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[7] }))).statusCode).toBe(201);
    expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[8] }))).statusCode).toBe(409);

    // One that has already started is no longer "upcoming".
    await h.t.db.execute(sql`UPDATE appointments SET starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes' WHERE id = ${ids[1]}`);
    expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[9] }))).statusCode).toBe(201);
  });

  it('a retry of the booking that reached the cap is answered with it (200), not refused by the cap', async () => {
    const doctor = await h.doctor();
    const owner = await h.account('user');
    const keys = SLOTS.slice(0, 5).map((_, i) => ({ 'idempotency-key': `cap-${i}` }));
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[i] }), keys[i]));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const retry = await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[4] }), keys[4]);
    expect([retry.statusCode, retry.json()]).toEqual([200, answers[4]!.json()]);
    expect((await h.book(owner, cashBooking(doctor._id, { timeSlot: SLOTS[5] }), { 'idempotency-key': 'cap-5' })).statusCode).toBe(409);
  });

  it('concurrent bookings of different slots by one owner: exactly 5 succeed, the rest get 409', async () => {
    const doctor = await h.doctor();
    const owner = await h.account('user');
    const results = await Promise.all(SLOTS.map((timeSlot) => h.book(owner, cashBooking(doctor._id, { timeSlot, appointmentDate: daysAhead(5) }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(SLOTS.length - 5);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'BOOKING_TOO_MANY_ACTIVE', message: BOOKING_LIMIT_MESSAGES.tooManyActive });
    const counted = await queryRows<{ n: number }>(
      h.t.db,
      sql`SELECT count(*)::int AS n FROM appointments WHERE user_id = ${owner.sub} AND status = 'scheduled'`,
    );
    expect(counted[0]!.n).toBe(5);
  });

  it('refuses a date past BOOKING_HORIZON_DAYS (60) in clinic time with 400 and the message; day 60 is fine', async () => {
    const doctor = await h.doctor();
    const owner = await h.account('user');
    for (const date of [addDays(clinicToday(), 61), '9998-12-30']) {
      const res = await h.book(owner, cashBooking(doctor._id, { appointmentDate: date }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'BOOKING_DATE_BEYOND_HORIZON', message: BOOKING_LIMIT_MESSAGES.dateTooFar });
    }
    expect((await h.book(owner, cashBooking(doctor._id, { appointmentDate: addDays(clinicToday(), 60) }))).statusCode).toBe(201);
  });
});

describe('booking and cancel rate limits (issue 10 §2): per owner and per client address, shared by replicas', () => {
  let a: BookingHarness;
  let b: BookingHarness | undefined;
  const limits = {
    RATE_LIMIT_SCALE: undefined,
    RATE_LIMIT_BOOK_PER_USER: '3',
    RATE_LIMIT_BOOK_PER_IP: '5',
    RATE_LIMIT_CANCEL_PER_USER: '2',
    RATE_LIMIT_CANCEL_PER_IP: '100',
  };
  beforeAll(async () => {
    a = await BookingHarness.start(limits);
    // A second instance of the service on the same database (another replica).
    b = await BookingHarness.start({ ...limits, DATABASE_URL: a.t.env['DATABASE_URL'], JWT_PUBLIC_KEY: a.t.keys.publicKeyPem });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const bookFrom = (h: BookingHarness, who: Account, doctorId: string, timeSlot: string, ip: string) =>
    h.t.app.inject({
      method: 'POST',
      url: '/appointments/book',
      headers: { authorization: who.bearer },
      remoteAddress: ip,
      payload: cashBooking(doctorId, { timeSlot }),
    });

  it('the 4th booking request of one owner within the window gets 429 with Retry-After and a message, on either replica', async () => {
    const doctor = await a.doctor();
    await b!.doctor(doctor); // replica b learns the doctor too (same table, idempotent)
    const owner = await a.account('user');
    expect((await bookFrom(a, owner, doctor._id, SLOTS[0]!, '203.0.113.1')).statusCode).toBe(201);
    expect((await bookFrom(b!, owner, doctor._id, SLOTS[1]!, '203.0.113.2')).statusCode).toBe(201);
    expect((await bookFrom(a, owner, doctor._id, SLOTS[2]!, '203.0.113.3')).statusCode).toBe(201);
    for (const h of [b!, a]) {
      const limited = await bookFrom(h, owner, doctor._id, SLOTS[3]!, '203.0.113.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another owner is not limited.
    expect((await bookFrom(b!, await a.account('user'), doctor._id, SLOTS[4]!, '203.0.113.5')).statusCode).toBe(201);
  });

  it('one client address gets 429 after 5 booking requests across owners', async () => {
    const doctor = await a.doctor();
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      const h = i % 2 === 0 ? a : b!;
      expect((await bookFrom(h, await a.account('user'), doctor._id, SLOTS[i]!, ip)).statusCode).toBe(201);
    }
    const limited = await bookFrom(a, await a.account('user'), doctor._id, SLOTS[5]!, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual(TOO_MANY);
    expect((await bookFrom(a, await a.account('user'), doctor._id, SLOTS[5]!, '198.51.100.21')).statusCode).toBe(201);
  });

  it('cancel: the 3rd request of one owner gets 429 with Retry-After', async () => {
    const doctor = await a.doctor();
    const owner = await a.account('user');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await bookFrom(a, owner, doctor._id, SLOTS[6 + i]!, `192.0.2.${i + 40}`);
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { appointment: { _id: string } }).appointment._id);
    }
    const cancel = (h: BookingHarness, id: string) =>
      h.t.app.inject({ method: 'PUT', url: `/appointments/${id}/cancel`, headers: { authorization: owner.bearer }, remoteAddress: '192.0.2.50' });
    expect((await cancel(a, ids[0]!)).statusCode).toBe(200);
    expect((await cancel(b!, ids[1]!)).statusCode).toBe(200);
    const limited = await cancel(a, ids[2]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
