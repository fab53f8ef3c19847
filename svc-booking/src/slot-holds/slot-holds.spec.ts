import { ownSlotHoldResponseSchema, slotHoldResponseSchema } from '@vetnow/contracts/appointment';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import { eq, sql } from 'drizzle-orm';
import { slotClaims } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

describe('slot holds: PUT/GET/DELETE /slot-holds/mine (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctorId: string;
  beforeAll(async () => {
    h = await BookingHarness.start();
    [ownerA, ownerB] = await Promise.all([h.account('user', 'Owner A'), h.account('user', 'Owner B')]);
    doctorId = (await h.doctor())._id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const hold = (who: Account, appointmentDate: string, timeSlot: string) =>
    h.request('PUT', '/slot-holds/mine', who, { doctorId, appointmentDate, timeSlot });
  const own = async (who: Account) => ownSlotHoldResponseSchema.parse((await h.request('GET', '/slot-holds/mine', who)).json()).hold;
  const book = (who: Account, appointmentDate: string, timeSlot: string) => h.book(who, cashBooking(doctorId, { appointmentDate, timeSlot }));

  it('holds a slot for SLOT_HOLD_MINUTES (10): others cannot hold or book it, the holder books it and the hold ends', async () => {
    const day = daysAhead(4);
    const res = await hold(ownerA, day, '09:00 AM');
    expect(res.statusCode).toBe(200);
    const { hold: held } = slotHoldResponseSchema.parse(res.json());
    expect(held).toMatchObject({ doctorId, appointmentDate: day, timeSlot: '09:00 AM' });
    const minutes = (Date.parse(held.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await own(ownerA)).toEqual(held);
    expect(await own(ownerB)).toBeNull();
    const [event] = (await h.outbox('slot.held')).filter((e) => e.payload['holdId'] === held.id);
    expect(event?.payload).toEqual({
      holdId: held.id,
      doctorId,
      userId: ownerA.sub,
      startsAt: clinicInstant(day, 9 * 60).toISOString(),
      endsAt: clinicInstant(day, 9 * 60 + 30).toISOString(),
      expiresAt: held.expiresAt,
    });

    const taken = await book(ownerB, day, '09:00 AM');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'BOOKING_SLOT_HELD', message: 'Another pet owner is holding this time slot. Please choose another slot.' });
    expect((await hold(ownerB, day, '09:00 AM')).json().code).toBe('BOOKING_SLOT_HELD');

    expect((await book(ownerA, day, '09:00 AM')).statusCode).toBe(201);
    expect(await own(ownerA)).toBeNull();
    expect((await h.outbox('slot.released')).map((e) => e.payload)).toContainEqual({ holdId: held.id, doctorId });
    // A booked slot cannot be held.
    expect((await hold(ownerB, day, '09:00 AM')).json().code).toBe('BOOKING_SLOT_TAKEN');
  });

  it('a refused booking keeps the owner\'s hold: the release in the checks\' statement rolls back with it', async () => {
    const day = daysAhead(6);
    const mine = (await hold(ownerA, day, '02:00 PM')).json().hold.id as string;
    expect((await hold(ownerB, day, '03:00 PM')).statusCode).toBe(200);
    // Refused at the insert, after the statement that released A's hold: another owner's live hold.
    const refused = await book(ownerA, day, '03:00 PM');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_SLOT_HELD');
    expect((await own(ownerA))?.id).toBe(mine);
    expect((await h.outbox('slot.released')).map((e) => e.payload)).not.toContainEqual({ holdId: mine, doctorId });
  });

  it('one hold per owner: choosing another slot releases the first; DELETE releases it (204, and again 204)', async () => {
    const day = daysAhead(5);
    const first = (await hold(ownerA, day, '10:00 AM')).json().hold.id as string;
    const second = await hold(ownerA, day, '11:00 AM');
    expect(second.statusCode).toBe(200);
    expect((await own(ownerA))?.timeSlot).toBe('11:00 AM');
    expect((await h.outbox('slot.released')).map((e) => e.payload)).toContainEqual({ holdId: first, doctorId });
    expect((await book(ownerB, day, '10:00 AM')).statusCode).toBe(201);
    expect((await h.t.db.select().from(slotClaims).where(eq(slotClaims.userId, ownerA.sub))).filter((c) => c.kind === 'hold')).toHaveLength(1);

    expect((await h.request('DELETE', '/slot-holds/mine', ownerA)).statusCode).toBe(204);
    expect(await own(ownerA)).toBeNull();
    expect((await h.request('DELETE', '/slot-holds/mine', ownerA)).statusCode).toBe(204);
    expect((await hold(ownerB, day, '11:00 AM')).statusCode).toBe(200);
    expect((await h.request('DELETE', '/slot-holds/mine', ownerB)).statusCode).toBe(204);
  });

  it("an expired hold never blocks anyone and is no longer the owner's hold", async () => {
    const day = daysAhead(6);
    expect((await hold(ownerA, day, '02:00 PM')).statusCode).toBe(200);
    await h.t.db.execute(sql`UPDATE slot_claims SET expires_at = now() - interval '1 second' WHERE kind = 'hold' AND user_id = ${ownerA.sub}`);
    expect(await own(ownerA)).toBeNull();
    expect((await book(ownerB, day, '02:00 PM')).statusCode).toBe(201);
    // The trigger deleted it in the booking's transaction.
    expect((await h.t.db.select().from(slotClaims).where(eq(slotClaims.userId, ownerA.sub))).filter((c) => c.kind === 'hold')).toHaveLength(0);
  });

  it('refuses bad input with a 4xx and a message: unknown doctor, off the grid, past the horizon, today', async () => {
    const day = daysAhead(7);
    const unknown = await h.request('PUT', '/slot-holds/mine', ownerA, { doctorId: '00000000-0000-4000-8000-000000000000', appointmentDate: day, timeSlot: '09:00 AM' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BOOKING_DOCTOR_NOT_FOUND');
    expect((await hold(ownerA, day, '09:10 AM')).json().code).toBe('BOOKING_SLOT_NOT_ON_GRID');
    expect((await hold(ownerA, day, '07:00 PM')).json().code).toBe('BOOKING_SLOT_OUTSIDE_HOURS');
    expect((await hold(ownerA, daysAhead(400), '09:00 AM')).json().code).toBe('BOOKING_DATE_BEYOND_HORIZON');
    expect((await hold(ownerA, daysAhead(0), '09:00 AM')).statusCode).toBe(400);
    expect((await h.request('PUT', '/slot-holds/mine', undefined, { doctorId, appointmentDate: day, timeSlot: '09:00 AM' })).statusCode).toBe(401);
    expect(await own(ownerA)).toBeNull();
  });

  it('a hold racing a booking for the same slot: exactly one owner can book it', async () => {
    const day = daysAhead(8);
    for (const timeSlot of ['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']) {
      const [held, bookedByB] = await Promise.all([hold(ownerA, day, timeSlot), book(ownerB, day, timeSlot)]);
      expect([held.statusCode === 200, bookedByB.statusCode === 201].filter(Boolean)).toHaveLength(1);
      const bookedByA = await book(ownerA, day, timeSlot);
      expect([bookedByA.statusCode, bookedByB.statusCode].filter((s) => s === 201)).toHaveLength(1);
      expect([bookedByA.statusCode, bookedByB.statusCode]).toContain(409);
    }
  });
});
