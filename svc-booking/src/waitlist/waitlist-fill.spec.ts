import { clinicInstant, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { waitlistEntriesSchema } from '@vetnow/contracts/waitlist';
import { eventually } from '@vetnow/service-kit/testing';
import { eq, notInArray, sql } from 'drizzle-orm';
import { closedTimes, doctors, waitlistEntries } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';
import { bookAt } from '../testing/desk-test-kit.js';
import { WaitlistFiller } from './fill-waitlist.service.js';
import { WaitlistSweeper } from './waitlist-sweeper.js';
import { entries, fullyBookedDoctor, holdsOf, insertWaiting, joinAs, offersFor, owners, slotAt } from './__fixtures__/waitlist-test-kit.js';

describe('the waitlist fills freed slots: a hold for the first waiting owner, passed on when not taken (PostgreSQL)', () => {
  let h: BookingHarness;
  let filler: WaitlistFiller;
  let booker: Account;
  let waiting: Account[];

  beforeAll(async () => {
    h = await BookingHarness.start({ WAITLIST_SWEEP_SECONDS: '0' });
    filler = h.t.app.get(WaitlistFiller);
    booker = await h.account('user', 'Booker');
  });
  // Fresh owners for each test: an owner with a live hold (an offer) is passed over (one hold per owner).
  beforeEach(async () => {
    waiting = await owners(h, 4);
  });
  afterAll(async () => {
    await h?.close();
  });

  const cancel = async (who: Account, id: string) => expect((await h.request('PUT', `/appointments/${id}/cancel`, who)).statusCode).toBe(200);
  const expire = (entryId: string) =>
    h.t.db.execute(sql`WITH e AS (UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE id = ${entryId}
                         RETURNING user_id, offer_doctor_id, offer_starts_at)
                       UPDATE slot_claims c SET expires_at = now() - interval '1 second' FROM e
                       WHERE c.kind = 'hold' AND c.user_id = e.user_id AND c.doctor_id = e.offer_doctor_id AND c.starts_at = e.offer_starts_at`);
  const mine = async (who: Account) => waitlistEntriesSchema.parse((await h.request('GET', '/waitlist/mine', who)).json());

  it('a cancellation offers the slot at once (the day-change notice) to the first waiting owner: a 10-minute hold, waitlist.offered', async () => {
    const day = daysAhead(3);
    const { doctorId, booked } = await fullyBookedDoctor(h, booker, day, 2, 'Dr. Asha Fernando');
    const [a, b, c] = waiting as [Account, Account, Account];
    const ids = [await joinAs(h, a, day, doctorId), await joinAs(h, b, day, doctorId), await joinAs(h, c, day, null)];
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['waiting', 'waiting', 'waiting']);

    await cancel(booker, booked[1]!._id);
    const [hold] = await eventually(async () => {
      const holds = await holdsOf(h, doctorId);
      expect(holds).toHaveLength(1);
      return holds;
    }, { description: 'the freed slot held for the first waiting owner' });
    const startsAt = clinicInstant(day, slotAt(1));
    expect(hold).toMatchObject({ userId: a.sub, appointmentDate: day, timeSlot: '09:30 AM', startsAt });
    const minutes = (hold!.expiresAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const [offered, next, last] = await entries(h, ids);
    expect(offered).toMatchObject({ status: 'offered', offerClaimId: hold!.id, offerDoctorId: doctorId, offerTimeSlot: '09:30 AM', offerStartsAt: startsAt, offerExpiresAt: hold!.expiresAt });
    expect([next!.status, last!.status]).toEqual(['waiting', 'waiting']);
    const event = { entryId: ids[0], userId: a.sub, doctorId, doctorName: 'Dr. Asha Fernando', appointmentDate: day, timeSlot: '09:30 AM', startsAt: startsAt.toISOString(), expiresAt: hold!.expiresAt!.toISOString() };
    expect(await offersFor(h, ids)).toEqual([event]);
    expect((await h.outbox('slot.held')).map((e) => e.payload)).toContainEqual(expect.objectContaining({ holdId: hold!.id, userId: a.sub, doctorId }));
    // The owner sees the slot held for them; the others their new places.
    expect((await mine(a)).find((e) => e._id === ids[0])).toMatchObject({ status: 'offered', place: null, offer: { doctor: { _id: doctorId, fullName: 'Dr. Asha Fernando' }, appointmentDate: day, timeSlot: '09:30 AM', expiresAt: hold!.expiresAt!.toISOString() } });
    expect((await mine(b)).find((e) => e._id === ids[1])?.place).toBe(1);
    expect((await mine(c)).find((e) => e._id === ids[2])?.place).toBe(2);
    // Nobody else can book it meanwhile; another fill changes nothing.
    expect((await h.book(c, cashBooking(doctorId, { appointmentDate: day, timeSlot: '09:30 AM' }))).json().code).toBe('BOOKING_SLOT_HELD');
    expect(await filler.fillDate(day)).toEqual({ lapsed: [], offered: [] });
  });

  it('an offer not taken lapses and the slot passes to the next waiting owner; the owner who takes it is booked', async () => {
    const day = daysAhead(4);
    const { doctorId, booked } = await fullyBookedDoctor(h, booker, day, 2);
    const [a, b, c] = waiting as [Account, Account, Account];
    const ids = await insertWaiting(h, [a, b, c], day, doctorId);
    await cancel(booker, booked[0]!._id);
    await filler.fillDate(day);
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['offered', 'waiting', 'waiting']);

    await expire(ids[0]!);
    await filler.fillDate(day);
    const passed = await entries(h, ids);
    expect(passed.map((e) => e.status)).toEqual(['lapsed', 'offered', 'waiting']);
    expect(passed[1]).toMatchObject({ offerDoctorId: doctorId, offerTimeSlot: '09:00 AM' });
    expect((await holdsOf(h, doctorId)).map((c) => c.userId)).toEqual([b.sub]); // a's expired hold is gone
    expect((await mine(a)).find((e) => e._id === ids[0])).toMatchObject({ status: 'lapsed', offer: null, place: null });

    // b takes it: the booking ends b's entry (trigger appointments_waitlist) and b's hold; c keeps waiting, first.
    await bookAt(h, b, doctorId, day, slotAt(0));
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['lapsed', 'booked', 'waiting']);
    expect(await holdsOf(h, doctorId)).toEqual([]);
    expect((await mine(c)).find((e) => e._id === ids[2])?.place).toBe(1);
    expect(await filler.fillDate(day)).toEqual({ lapsed: [], offered: [] });
  });

  it('an owner who books any slot that day (or is moved onto it) leaves the list as booked: their doctor, or any', async () => {
    const day = daysAhead(5);
    const [a, b, c] = waiting as [Account, Account, Account];
    const other = await h.doctor({ fullName: 'Dr. Other' });
    const { doctorId } = await fullyBookedDoctor(h, booker, day, 1);
    const moved = await bookAt(h, c, other._id, daysAhead(15), slotAt(5));
    const ids = [...(await insertWaiting(h, [a, c], day, null)), ...(await insertWaiting(h, [b], day, doctorId))];
    await bookAt(h, a, other._id, day, slotAt(3));
    await bookAt(h, b, other._id, day, slotAt(4)); // another doctor than the one b waits for
    await filler.fillDate(day);
    // c waits for any doctor: a free slot (of any of the doctors so far) is held for them.
    const before = await entries(h, ids);
    expect(before.map((e) => e.status)).toEqual(['booked', 'offered', 'waiting']);
    const offeredBy = before[1]!.offerDoctorId!;
    const offer = (await holdsOf(h, offeredBy)).find((x) => x.id === before[1]!.offerClaimId);
    expect(offer).toMatchObject({ userId: c.sub, appointmentDate: day });

    // c moves their visit of another day onto this day instead: booked, and the offer's hold is released to others.
    const res = await h.request('PUT', `/appointments/${moved._id}/reschedule`, c, { appointmentDate: day, timeSlot: formatSlotLabel(slotAt(5)) });
    expect(res.statusCode).toBe(200);
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['booked', 'booked', 'waiting']);
    await filler.fillDate(day);
    expect((await holdsOf(h, offeredBy)).filter((x) => x.appointmentDate === day)).toEqual([]);
    expect((await h.outbox('slot.released')).map((e) => e.payload)).toContainEqual({ holdId: offer!.id, doctorId: offeredBy });
  });

  it("'any doctor' entries take the first free slot of any doctor; an entry for one doctor only that doctor's", async () => {
    const day = daysAhead(6);
    const [a, b, c] = waiting as [Account, Account, Account];
    const x = await fullyBookedDoctor(h, booker, day, 1, 'Dr X');
    const y = await fullyBookedDoctor(h, booker, day, 1, 'Dr Y');
    // Only X and Y see patients that day (the other tests' doctors would offer 'any' their free slots).
    await h.t.db.update(doctors).set({ isActive: false }).where(notInArray(doctors.id, [x.doctorId, y.doctorId]));
    const ids = [...(await insertWaiting(h, [a], day, x.doctorId)), ...(await insertWaiting(h, [b], day, null)), ...(await insertWaiting(h, [c], day, y.doctorId))];
    await cancel(booker, y.booked[0]!._id);
    await filler.fillDate(day);
    expect((await entries(h, ids)).map((e) => [e.status, e.offerDoctorId])).toEqual([['waiting', null], ['offered', y.doctorId], ['waiting', null]]);
    await cancel(booker, x.booked[0]!._id);
    await filler.fillDate(day);
    expect((await entries(h, ids)).map((e) => [e.status, e.offerDoctorId])).toEqual([['offered', x.doctorId], ['offered', y.doctorId], ['waiting', null]]);
    expect((await holdsOf(h, x.doctorId)).map((c) => c.userId)).toEqual([a.sub]);
    expect((await holdsOf(h, y.doctorId)).map((c) => c.userId)).toEqual([b.sub]);
  });

  it('several slots freed at once go to as many owners, one each, earliest slot to the oldest entry', async () => {
    const day = daysAhead(7);
    const { doctorId, booked } = await fullyBookedDoctor(h, booker, day, 3);
    const ids = await insertWaiting(h, waiting, day, doctorId);
    for (const b of booked) await cancel(booker, b._id);
    await filler.fillDate(day);
    const holds = await holdsOf(h, doctorId);
    expect(holds.map((c) => [c.userId, c.timeSlot])).toEqual([0, 1, 2].map((i) => [waiting[i]!.sub, formatSlotLabel(slotAt(i))]));
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['offered', 'offered', 'offered', 'waiting']);
    expect(await offersFor(h, ids)).toHaveLength(3);
  });

  it('an owner holding a slot in the wizard right now is passed over and keeps their place; closed time is not offered', async () => {
    const day = daysAhead(8);
    const [a, b] = waiting as [Account, Account];
    const { doctorId, booked } = await fullyBookedDoctor(h, booker, day, 2);
    const elsewhere = await h.doctor();
    expect((await h.request('PUT', '/slot-holds/mine', a, { doctorId: elsewhere._id, appointmentDate: day, timeSlot: '02:00 PM' })).statusCode).toBe(200);
    const ids = await insertWaiting(h, [a, b], day, doctorId);
    await h.t.db.insert(closedTimes).values({ id: `leave:${doctorId}`, kind: 'leave', doctorId, startsAt: clinicInstant(day, slotAt(0)), endsAt: clinicInstant(day, slotAt(1)), eventAt: new Date() });
    for (const x of booked) await cancel(booker, x._id);
    await filler.fillDate(day);
    expect((await holdsOf(h, doctorId)).map((c) => [c.userId, c.timeSlot])).toEqual([[b.sub, '09:30 AM']]);
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['waiting', 'offered']);
    expect((await mine(a)).find((e) => e._id === ids[0])).toMatchObject({ status: 'waiting', place: 1 });
  });

  it('leaving with an offer releases the held slot (slot.released) and it passes on at once', async () => {
    const day = daysAhead(9);
    const [a, b] = waiting as [Account, Account];
    const { doctorId, booked } = await fullyBookedDoctor(h, booker, day, 1);
    const ids = await insertWaiting(h, [a, b], day, doctorId);
    await cancel(booker, booked[0]!._id);
    await filler.fillDate(day);
    const [held] = await holdsOf(h, doctorId);
    expect(held?.userId).toBe(a.sub);
    const left = await h.request('DELETE', `/waitlist/${ids[0]}`, a);
    expect(left.json()).toMatchObject({ status: 'left', offer: null });
    expect((await h.outbox('slot.released')).map((e) => e.payload)).toContainEqual({ holdId: held!.id, doctorId });
    expect((await holdsOf(h, doctorId)).map((c) => c.userId)).toEqual([b.sub]);
    expect((await entries(h, ids)).map((e) => e.status)).toEqual(['left', 'offered']);
  });

  it('the sweep fills every date with live entries (no change notice needed); stopped, it fills nothing', async () => {
    const day = daysAhead(10);
    const [a] = waiting as [Account];
    const doctor = await h.doctor({ workingHours: { startTime: '09:00', endTime: '09:30', slotDuration: 30 } });
    const sweeper = h.t.app.get(WaitlistSweeper);
    const [id] = await insertWaiting(h, [a], day, doctor._id);
    await sweeper.sweep();
    expect((await entries(h, [id!]))[0]).toMatchObject({ status: 'offered', offerTimeSlot: '09:00 AM' });
    await h.t.db.update(waitlistEntries).set({ status: 'left' }).where(eq(waitlistEntries.id, id!));
    await h.t.db.execute(sql`DELETE FROM slot_claims WHERE kind = 'hold' AND user_id = ${a.sub}`);
    const [later] = await insertWaiting(h, [a], day, doctor._id);
    await sweeper.stop();
    await sweeper.sweep();
    expect((await entries(h, [later!]))[0]!.status).toBe('waiting');
  });
});
