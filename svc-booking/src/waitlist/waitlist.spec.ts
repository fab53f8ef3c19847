import { randomUUID } from 'node:crypto';
import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import { deskWaitlistEntriesSchema, deskWaitlistEntrySchema, waitlistEntriesSchema, waitlistEntrySchema, type WaitlistEntry } from '@vetnow/contracts/waitlist';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { owners } from '../database/schema.js';
import { BookingHarness, daysAhead, type Account } from '../testing/booking-test-kit.js';
import { staffAccount } from '../testing/desk-test-kit.js';

/**
 * The waitlist's routes: joining, places, leaving, the desk's list. The doctors here are inactive, so no fill ever
 * offers anything and every entry stays waiting (the offers are waitlist-fill.spec.ts's).
 */
describe('the waitlist: join, place, leave; the desk for callers (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let ownerC: Account;
  let doctorX: Account;
  let doctorY: Account;
  let admin: Account;
  let desk: Account;

  beforeAll(async () => {
    h = await BookingHarness.start({ WAITLIST_SWEEP_SECONDS: '0' });
    ({ ownerA, ownerB, doctorX, doctorY, admin } = await h.cast());
    ownerC = await h.account('user', 'Owner C');
    desk = await staffAccount(h);
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X', isActive: false });
    await h.doctor({ _id: doctorY.sub, fullName: 'Dr Y', isActive: false });
    await h.t.db.insert(owners).values({ id: ownerC.sub, fullName: 'Kamal Silva', contactNumber: '+94771234567', eventAt: new Date() });
  });
  afterAll(async () => {
    await h?.close();
  });

  const join = (who: Account, body: Record<string, unknown>) => h.request('POST', '/waitlist', who, body);
  const joined = async (who: Account, date: string, doctorId: string | null): Promise<WaitlistEntry> => {
    const res = await join(who, { date, doctorId });
    expect(res.statusCode).toBe(201);
    return waitlistEntrySchema.parse(res.json());
  };
  const mine = async (who: Account) => waitlistEntriesSchema.parse((await h.request('GET', '/waitlist/mine', who)).json());
  const leave = (who: Account, id: string) => h.request('DELETE', `/waitlist/${id}`, who);

  it('an owner joins for a doctor or any doctor; the same again is 409 WAITLIST_ALREADY_JOINED, also when sent twice at once', async () => {
    const day = daysAhead(3);
    const entry = await joined(ownerA, day, doctorX.sub);
    expect(entry).toEqual({
      _id: expect.any(String),
      doctor: { _id: doctorX.sub, fullName: 'Dr X' },
      date: day,
      status: 'waiting',
      place: 1,
      offer: null,
      addedByDesk: false,
      createdAt: expect.any(String),
    });
    expect((await join(ownerA, { date: day, doctorId: doctorX.sub })).json()).toEqual(errorAnswer('WAITLIST_ALREADY_JOINED'));
    // Any doctor that day is another entry; absent or '' doctorId means any doctor.
    expect((await joined(ownerA, day, null)).doctor).toBeNull();
    expect((await join(ownerA, { date: day, doctorId: '' })).json()).toEqual(errorAnswer('WAITLIST_ALREADY_JOINED'));
    expect((await joined(ownerA, day, doctorY.sub)).doctor).toEqual({ _id: doctorY.sub, fullName: 'Dr Y' });
    const at = daysAhead(4);
    const both = await Promise.all([join(ownerB, { date: at }), join(ownerB, { date: at, doctorId: null })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an unknown doctor (404), a day past the horizon (400), today or a bad date (400)', async () => {
    for (const doctorId of [randomUUID(), 'dr-nobody']) {
      expect((await join(ownerA, { date: daysAhead(3), doctorId })).json()).toEqual(errorAnswer('BOOKING_DOCTOR_NOT_FOUND'));
    }
    const far = await join(ownerA, { date: daysAhead(61) });
    expect(far.json()).toMatchObject({ statusCode: 400, code: 'BOOKING_DATE_BEYOND_HORIZON' });
    expect((await join(ownerA, { date: clinicToday() })).json()).toMatchObject({ statusCode: 400, message: 'The waitlist is for days from tomorrow' });
    expect((await join(ownerA, { date: '2030-02-30' })).json()).toMatchObject({ statusCode: 400, message: 'Please enter a date as YYYY-MM-DD' });
    expect((await join(ownerA, {})).statusCode).toBe(400);
  });

  it('places count the waiting entries ahead that compete for the same slots (same doctor, or either for any)', async () => {
    const day = daysAhead(5);
    const a = await joined(ownerA, day, doctorX.sub);
    const b = await joined(ownerB, day, null);
    const c = await joined(ownerC, day, doctorY.sub);
    const d = await joined(ownerA, day, null);
    expect([a.place, b.place, c.place, d.place]).toEqual([1, 2, 2, 4]);
    const placeOf = async (who: Account, id: string) => (await mine(who)).find((e) => e._id === id)?.place;
    expect((await leave(ownerA, a._id)).statusCode).toBe(200);
    expect([await placeOf(ownerB, b._id), await placeOf(ownerC, c._id), await placeOf(ownerA, d._id)]).toEqual([1, 2, 3]);
  });

  it("GET /waitlist/mine: the owner's own entries of today on, not those left; leaving is theirs only", async () => {
    const day = daysAhead(6);
    const x = await joined(ownerC, day, doctorX.sub);
    const y = await joined(ownerC, addDays(day, 1), null);
    const listed = await mine(ownerC);
    expect(listed.map((e) => e._id)).toEqual(expect.arrayContaining([x._id, y._id]));
    expect(listed.every((e) => e.date >= clinicToday())).toBe(true);
    expect((await mine(ownerB)).map((e) => e._id)).not.toContain(x._id);

    const notFound = errorAnswer('WAITLIST_NOT_FOUND');
    expect((await leave(ownerB, x._id)).json()).toEqual(notFound);
    expect((await leave(ownerC, randomUUID())).json()).toEqual(notFound);
    expect((await leave(ownerC, 'nope')).json()).toEqual(errorAnswer('WAITLIST_INVALID_ID'));
    const left = await leave(ownerC, x._id);
    expect(left.statusCode).toBe(200);
    expect(waitlistEntrySchema.parse(left.json())).toMatchObject({ _id: x._id, status: 'left', place: null, offer: null });
    expect((await leave(ownerC, x._id)).json()).toMatchObject({ _id: x._id, status: 'left' });
    expect((await mine(ownerC)).map((e) => e._id)).not.toContain(x._id);
    // Gone from the list, the owner may join again.
    expect((await joined(ownerC, day, doctorX.sub)).status).toBe('waiting');
  });

  it('the desk puts a known caller on the list (addedByDesk), lists a day with the owners, takes them off', async () => {
    const day = daysAhead(8);
    const first = await joined(ownerA, day, null);
    const res = await h.request('POST', '/desk/waitlist', desk, { ownerId: ownerC.sub, date: day, doctorId: doctorX.sub });
    expect(res.statusCode).toBe(201);
    const added = deskWaitlistEntrySchema.parse(res.json());
    expect(added).toMatchObject({
      doctor: { _id: doctorX.sub, fullName: 'Dr X' },
      status: 'waiting',
      place: 2,
      addedByDesk: true,
      owner: { _id: ownerC.sub, fullName: 'Kamal Silva', contactNumber: '+94771234567' },
    });
    const again = await h.request('POST', '/desk/waitlist', desk, { ownerId: ownerC.sub, date: day, doctorId: doctorX.sub });
    expect(again.json()).toEqual(errorAnswer('WAITLIST_ALREADY_JOINED'));
    const deskJoin = (ownerId: string) => h.request('POST', '/desk/waitlist', desk, { ownerId, date: day });
    expect((await deskJoin(randomUUID())).json()).toEqual(errorAnswer('DESK_OWNER_NOT_FOUND'));
    expect((await deskJoin('someone')).json()).toEqual(errorAnswer('DESK_OWNER_INVALID_ID'));
    // The owner sees the entry the desk made for them.
    expect((await mine(ownerC)).find((e) => e._id === added._id)).toMatchObject({ addedByDesk: true, place: 2 });

    const off = await h.request('DELETE', `/desk/waitlist/${first._id}`, desk);
    expect(deskWaitlistEntrySchema.parse(off.json())).toMatchObject({ _id: first._id, status: 'left', owner: { _id: ownerA.sub, fullName: '' } });
    expect((await h.request('DELETE', `/desk/waitlist/${randomUUID()}`, desk)).json()).toEqual(errorAnswer('WAITLIST_NOT_FOUND'));
    const list = deskWaitlistEntriesSchema.parse((await h.request('GET', `/desk/waitlist?date=${day}`, desk)).json());
    expect(list.map((e) => [e._id, e.status, e.place])).toEqual([
      [first._id, 'left', null],
      [added._id, 'waiting', 1],
    ]);
    const later = deskWaitlistEntriesSchema.parse((await h.request('GET', '/desk/waitlist', desk)).json());
    expect(later.map((e) => e._id)).toEqual(expect.arrayContaining([first._id, added._id]));
    expect(later.every((e) => e.date >= clinicToday())).toBe(true);
    expect((await h.request('GET', '/desk/waitlist?date=soon', desk)).statusCode).toBe(400);
  });

  it('staff routes answer 403 to owners, doctors and admins; owner routes 403 to staff, doctors and admins', async () => {
    const id = randomUUID();
    const day = daysAhead(9);
    type Route = readonly ['GET' | 'POST' | 'DELETE', string, Record<string, unknown> | undefined];
    const staffRoutes: Route[] = [
      ['GET', '/desk/waitlist', undefined],
      ['POST', '/desk/waitlist', { ownerId: ownerC.sub, date: day }],
      ['DELETE', `/desk/waitlist/${id}`, undefined],
    ];
    const ownerRoutes: Route[] = [
      ['GET', '/waitlist/mine', undefined],
      ['POST', '/waitlist', { date: day }],
      ['DELETE', `/waitlist/${id}`, undefined],
    ];
    const check = async (routes: Route[], refused: Account[], allowed: Account) => {
      for (const [method, url, body] of routes) {
        for (const who of refused) {
          const res = (await h.request(method, url, who, body)).json();
          expect({ url, method, who: who.name, res }).toMatchObject({ url, method, who: who.name, res: { statusCode: 403, code: 'FORBIDDEN' } });
        }
        expect({ url, method, status: (await h.request(method, url, allowed, body)).statusCode }).not.toMatchObject({ status: 403 });
        expect((await h.request(method, url, undefined, body)).statusCode).toBe(401);
      }
    };
    await check(staffRoutes, [ownerA, doctorX, admin], desk);
    await check(ownerRoutes, [desk, doctorX, admin], ownerB);
  });
});
