import { randomUUID } from 'node:crypto';
import { addDays } from '@vetnow/domain/clinic-time';
import { walkInSchema, walkInsSchema } from '@vetnow/contracts/front-desk';
import { eq } from 'drizzle-orm';
import { walkIns } from '../../database/schema.js';
import { BookingHarness, daysAhead, type Account } from '../../testing/booking-test-kit.js';
import { staffAccount, TestDeskClock } from '../../testing/desk-test-kit.js';

const VISITOR = { ownerName: 'Kamal Silva', contactNumber: '077 123 4567', petName: 'Tiger', petType: 'Cat', reason: 'Limping' };

describe('walk-ins: queue numbers per clinic day, the desk and the doctor moving them on (PostgreSQL)', () => {
  let h: BookingHarness;
  let clock: TestDeskClock;
  let desk: Account;
  let doctorX: Account;
  let doctorY: Account;
  const day = daysAhead(2);

  beforeAll(async () => {
    h = await BookingHarness.start();
    clock = new TestDeskClock(h);
    ({ doctorX, doctorY } = await h.cast());
    desk = await staffAccount(h);
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X' });
    await h.doctor({ _id: doctorY.sub, fullName: 'Dr Y', isActive: false });
  });
  afterAll(async () => {
    clock?.reset();
    await h?.close();
  });

  const add = (body: Record<string, unknown> = {}, who: Account = desk) => h.request('POST', '/desk/walk-ins', who, { ...VISITOR, ...body });
  const added = async (body: Record<string, unknown> = {}) => {
    const res = await add(body);
    expect(res.statusCode).toBe(201);
    return walkInSchema.parse(res.json());
  };
  const deskStatus = (id: string, status: string) => h.request('PUT', `/desk/walk-ins/${id}/status`, desk, { status });
  const doctorStatus = (who: Account, id: string, status: string) => h.request('PUT', `/doctors/dashboard/walk-ins/${id}/status`, who, { status });
  const doctorQueue = async (who: Account, date: string) => walkInsSchema.parse((await h.request('GET', `/doctors/dashboard/walk-ins?date=${date}`, who)).json());

  it('two desks adding at once get 1 and 2; more at once get every next number once', async () => {
    const at = clock.at(day, 8 * 60 + 30);
    const [a, b] = await Promise.all([add({ petName: 'A' }), add({ petName: 'B' })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().queueNumber, b.json().queueNumber].sort()).toEqual([1, 2]);
    const more = await Promise.all(Array.from({ length: 8 }, (_, i) => add({ petName: `P${i}` })));
    expect(more.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(more.map((r) => r.json().queueNumber as number).sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(walkInSchema.parse(a.json())).toMatchObject({
      date: day,
      doctor: null,
      ownerName: 'Kamal Silva',
      contactNumber: '+94771234567',
      pet: { name: 'A', type: 'Cat' },
      reason: 'Limping',
      status: 'waiting',
      arrivedAt: at.toISOString(),
    });
    const [row] = await h.t.db.select().from(walkIns).where(eq(walkIns.id, a.json()._id));
    expect(row).toMatchObject({ createdBy: desk.sub, clinicDate: day });
  });

  it('numbers start at 1 again the next clinic day (the clinic\'s midnight, whatever the server\'s zone)', async () => {
    clock.at(day, 23 * 60 + 59);
    expect((await added()).queueNumber).toBe(11);
    clock.at(addDays(day, 1), 0);
    expect((await added()).queueNumber).toBe(1);
    expect((await added({ doctorId: doctorX.sub })).queueNumber).toBe(2);
  });

  it('a doctor must be one booking knows (an inactive one too); else 404 BOOKING_DOCTOR_NOT_FOUND; bad fields → 400', async () => {
    clock.at(addDays(day, 1), 9 * 60);
    expect((await added({ doctorId: doctorY.sub })).doctor).toEqual({ _id: doctorY.sub, fullName: 'Dr Y' });
    expect((await added({ doctorId: '' })).doctor).toBeNull();
    for (const doctorId of [randomUUID(), 'dr-nobody']) {
      expect((await add({ doctorId })).json()).toEqual({ statusCode: 404, code: 'BOOKING_DOCTOR_NOT_FOUND', message: expect.any(String) });
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ ownerName: '  ' }, 'Full name is required'],
      [{ petType: 'Horse' }, 'Please choose Dog, Cat, Rabbit, Bird or Other'],
      [{ reason: '' }, 'Reason for visit is required'],
      [{ petName: undefined }, 'Pet name is required'],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
    expect((await add({ contactNumber: 'call me' })).statusCode).toBe(400);
    const count = await h.t.db.select().from(walkIns).where(eq(walkIns.clinicDate, addDays(day, 1)));
    expect(count).toHaveLength(4);
  });

  it('the desk moves any walk-in to any status (and back); unknown → 404, malformed → 400', async () => {
    clock.at(addDays(day, 2), 9 * 60);
    const w = await added({ doctorId: doctorX.sub });
    clock.at(addDays(day, 2), 9 * 60 + 10);
    for (const status of ['with-doctor', 'done', 'waiting', 'left'] as const) {
      const res = await deskStatus(w._id, status);
      expect(res.statusCode).toBe(200);
      expect(walkInSchema.parse(res.json())).toMatchObject({ _id: w._id, status, doctor: { _id: doctorX.sub }, queueNumber: w.queueNumber });
    }
    expect((await deskStatus(w._id, 'gone')).json()).toMatchObject({ statusCode: 400, message: 'Please choose a valid status' });
    expect((await deskStatus(randomUUID(), 'done')).json()).toEqual({ statusCode: 404, code: 'WALK_IN_NOT_FOUND', message: 'Walk-in not found' });
    expect((await deskStatus('nope', 'done')).json()).toEqual({ statusCode: 400, code: 'WALK_IN_INVALID_ID', message: 'Invalid walk-in ID' });
  });

  it("the doctor's queue: their own and the unassigned walk-ins of the date, in queue order", async () => {
    const date = addDays(day, 3);
    clock.at(date, 9 * 60);
    const open = await added();
    const mine = await added({ doctorId: doctorX.sub });
    const theirs = await added({ doctorId: doctorY.sub });
    expect((await doctorQueue(doctorX, date)).map((w) => w._id)).toEqual([open._id, mine._id]);
    expect((await doctorQueue(doctorY, date)).map((w) => w._id)).toEqual([open._id, theirs._id]);
    expect(await doctorQueue(doctorX, addDays(date, 1))).toEqual([]);
  });

  it('a doctor takes an unassigned walk-in (it becomes theirs) and finishes it; anyone else\'s answers 404', async () => {
    const date = addDays(day, 4);
    clock.at(date, 9 * 60);
    const open = await added();
    const ys = await added({ doctorId: doctorY.sub });
    const taken = await doctorStatus(doctorX, open._id, 'with-doctor');
    expect(taken.statusCode).toBe(200);
    expect(walkInSchema.parse(taken.json())).toMatchObject({ status: 'with-doctor', doctor: { _id: doctorX.sub, fullName: 'Dr X' } });
    expect((await doctorStatus(doctorX, open._id, 'done')).json()).toMatchObject({ status: 'done', doctor: { _id: doctorX.sub } });
    // now X's: Y sees it no more and cannot touch it, nor X Y's
    expect((await doctorQueue(doctorY, date)).map((w) => w._id)).toEqual([ys._id]);
    const notFound = { statusCode: 404, code: 'WALK_IN_NOT_FOUND', message: 'Walk-in not found' };
    expect((await doctorStatus(doctorY, open._id, 'waiting')).json()).toEqual(notFound);
    expect((await doctorStatus(doctorX, ys._id, 'with-doctor')).json()).toEqual(notFound);
    expect((await doctorStatus(doctorX, randomUUID(), 'done')).json()).toEqual(notFound);
    expect((await doctorStatus(doctorX, 'x', 'done')).json()).toMatchObject({ statusCode: 400, code: 'WALK_IN_INVALID_ID' });
    expect((await h.request('GET', `/desk/day-sheet?date=${date}`, desk)).json().walkIns.map((w: { status: string }) => w.status)).toEqual(['done', 'waiting']);
    // an unassigned one that left stays unassigned
    const left = await added();
    expect((await doctorStatus(doctorY, left._id, 'left')).json()).toMatchObject({ status: 'left', doctor: null });
  });

  it('two doctors taking the same walk-in at once: one gets it, the other 404', async () => {
    clock.at(addDays(day, 5), 9 * 60);
    const open = await added();
    const answers = await Promise.all([doctorStatus(doctorX, open._id, 'with-doctor'), doctorStatus(doctorY, open._id, 'with-doctor')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]!.statusCode === 200 ? doctorX : doctorY;
    const [row] = await h.t.db.select().from(walkIns).where(eq(walkIns.id, open._id));
    expect(row).toMatchObject({ doctorId: winner.sub, status: 'with-doctor' });
  });
});
