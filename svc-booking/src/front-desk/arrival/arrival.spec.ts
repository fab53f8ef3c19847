import { randomUUID } from 'node:crypto';
import { appointmentSchema, appointmentsSchema } from '@vetnow/contracts/appointment';
import { addDays } from '@vetnow/domain/clinic-time';
import { deskAppointmentSchema } from '@vetnow/contracts/front-desk';
import { asc, eq } from 'drizzle-orm';
import { appointmentAudit, appointments } from '../../database/schema.js';
import { BookingHarness, daysAhead, type Account } from '../../testing/booking-test-kit.js';
import { bookAt, type Booked, staffAccount, TestDeskClock } from '../../testing/desk-test-kit.js';

const NOT_SCHEDULED = { statusCode: 409, code: 'DESK_NOT_SCHEDULED', message: 'Only a scheduled visit can be checked in or marked as a no-show' };
const NOT_TODAY = { statusCode: 409, code: 'DESK_NOT_TODAY', message: 'Only a visit of today can be checked in' };
const TOO_EARLY = {
  statusCode: 409,
  code: 'DESK_NO_SHOW_TOO_EARLY',
  message: 'A visit can be marked as a no-show only after its start and the grace period',
};

describe('the desk: check-in, no-show and undo (PostgreSQL, a controlled clock)', () => {
  let h: BookingHarness;
  let clock: TestDeskClock;
  let desk: Account;
  let ownerA: Account;
  let doctorX: Account;
  let admin: Account;
  /** The visits' day (booked ahead; the desk's clock is moved onto it). */
  const day = daysAhead(3);
  let a0900: Booked;
  let a0930: Booked;
  let a1000: Booked;
  let nextDay: Booked;
  let cancelled: Booked;
  let completed: Booked;

  beforeAll(async () => {
    h = await BookingHarness.start();
    clock = new TestDeskClock(h);
    ({ ownerA, doctorX, admin } = await h.cast());
    desk = await staffAccount(h);
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X' });
    a0900 = await bookAt(h, ownerA, doctorX.sub, day, 9 * 60);
    a0930 = await bookAt(h, ownerA, doctorX.sub, day, 9 * 60 + 30);
    a1000 = await bookAt(h, ownerA, doctorX.sub, day, 10 * 60);
    nextDay = await bookAt(h, ownerA, doctorX.sub, addDays(day, 1), 9 * 60);
    cancelled = await bookAt(h, ownerA, doctorX.sub, day, 11 * 60);
    expect((await h.request('PUT', `/appointments/${cancelled._id}/cancel`, ownerA)).statusCode).toBe(200);
    completed = await bookAt(h, ownerA, doctorX.sub, day, 11 * 60 + 30);
    expect((await h.request('PUT', `/appointments/${completed._id}/complete`, doctorX, { recommendations: [] })).statusCode).toBe(200);
  });
  afterAll(async () => {
    clock?.reset();
    await h?.close();
  });

  const act = (what: 'check-in' | 'no-show' | 'undo', id: string, who: Account | undefined = desk) =>
    what === 'undo'
      ? h.request('DELETE', `/desk/appointments/${id}/arrival`, who)
      : h.request('POST', `/desk/appointments/${id}/${what}`, who);
  const rowOf = async (id: string) => (await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const auditOf = async (id: string) =>
    (await h.t.db.select().from(appointmentAudit).where(eq(appointmentAudit.appointmentId, id)).orderBy(asc(appointmentAudit.createdAt))).map((r) => ({
      actorId: r.actorId,
      actorRole: r.actorRole,
      action: r.action,
      details: r.details,
    }));

  it('checks in a scheduled visit of today: arrived, when and by whom, one audit entry; again answers the same', async () => {
    const now = clock.at(day, 8 * 60 + 50);
    const res = await act('check-in', a0900._id);
    expect(res.statusCode).toBe(200);
    const body = deskAppointmentSchema.parse(res.json());
    expect(body).toMatchObject({
      _id: a0900._id,
      status: 'scheduled',
      doctor: { _id: doctorX.sub, fullName: 'Dr X' },
      arrival: { state: 'arrived', at: now.toISOString() },
      noShowFrom: new Date(Date.parse(a0900.startsAt) + 15 * 60_000).toISOString(),
    });
    expect(await rowOf(a0900._id)).toMatchObject({ arrivalState: 'arrived', arrivalAt: now, arrivalRecordedBy: desk.sub });
    clock.at(day, 9 * 60 + 5);
    // by its reference too; nothing changes (the first check-in's time stays)
    const again = await act('check-in', a0900.appointmentId);
    expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
    expect(await auditOf(a0900._id)).toEqual([
      { actorId: desk.sub, actorRole: 'staff', action: 'arrival-checked-in', details: { previous: 'expected' } },
    ]);
  });

  it("refuses another day's visit (DESK_NOT_TODAY) and a visit no longer scheduled (DESK_NOT_SCHEDULED); nothing changes", async () => {
    clock.at(day, 12 * 60);
    expect((await act('check-in', nextDay._id)).json()).toEqual(NOT_TODAY);
    expect((await act('check-in', cancelled._id)).json()).toEqual(NOT_SCHEDULED);
    expect((await act('check-in', completed.appointmentId)).json()).toEqual(NOT_SCHEDULED);
    // the day after, yesterday's visit cannot be checked in any more
    clock.at(addDays(day, 1), 8 * 60);
    expect((await act('check-in', a0930._id)).json()).toEqual(NOT_TODAY);
    // nor before its day (the clinic's midnight is the line: 23:59 the evening before)
    clock.at(addDays(day, -1), 23 * 60 + 59);
    expect((await act('check-in', a0930._id)).json()).toEqual(NOT_TODAY);
    for (const a of [nextDay, cancelled, completed, a0930]) {
      expect(await rowOf(a._id)).toMatchObject({ arrivalState: null, arrivalAt: null, arrivalRecordedBy: null });
      expect(await auditOf(a._id)).toEqual([]);
    }
  });

  it('unknown ids → 404 APPOINTMENT_NOT_FOUND, malformed → 400 APPOINTMENT_INVALID_ID, on every arrival route', async () => {
    clock.at(day, 12 * 60);
    for (const what of ['check-in', 'no-show', 'undo'] as const) {
      expect((await act(what, randomUUID())).json()).toEqual({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND', message: 'Appointment not found' });
      expect((await act(what, 'VN-XXXXXX')).json()).toMatchObject({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND' });
      expect((await act(what, 'nope')).json()).toMatchObject({ statusCode: 400, code: 'APPOINTMENT_INVALID_ID' });
    }
  });

  it('a no-show only from the start plus 15 minutes: a millisecond before is refused, at the boundary it is recorded', async () => {
    const boundary = new Date(Date.parse(a1000.startsAt) + 15 * 60_000);
    clock.set(new Date(boundary.getTime() - 1));
    expect((await act('no-show', a1000._id)).json()).toEqual(TOO_EARLY);
    expect(await rowOf(a1000._id)).toMatchObject({ arrivalState: null });
    clock.set(boundary);
    const res = await act('no-show', a1000._id);
    expect(res.statusCode).toBe(200);
    expect(deskAppointmentSchema.parse(res.json())).toMatchObject({
      arrival: { state: 'no-show', at: boundary.toISOString() },
      noShowFrom: boundary.toISOString(),
    });
    clock.set(new Date(boundary.getTime() + 60_000));
    expect((await act('no-show', a1000._id)).json()).toEqual(res.json());
    expect(await auditOf(a1000._id)).toEqual([
      { actorId: desk.sub, actorRole: 'staff', action: 'arrival-no-show', details: { previous: 'expected' } },
    ]);
  });

  it('a no-show after a check-in replaces it; a late arrival replaces the no-show; undo makes it expected again', async () => {
    clock.at(day, 9 * 60 + 20);
    expect(deskAppointmentSchema.parse((await act('no-show', a0900._id)).json()).arrival).toMatchObject({ state: 'no-show' });
    clock.at(day, 9 * 60 + 25);
    expect(deskAppointmentSchema.parse((await act('check-in', a0900._id)).json()).arrival).toMatchObject({ state: 'arrived' });
    const undone = await act('undo', a0900._id);
    expect(undone.statusCode).toBe(200);
    expect(deskAppointmentSchema.parse(undone.json()).arrival).toBeNull();
    expect(await rowOf(a0900._id)).toMatchObject({ arrivalState: null, arrivalAt: null, arrivalRecordedBy: null });
    // nothing to undo: answered unchanged, no audit entry
    expect(deskAppointmentSchema.parse((await act('undo', a0900._id)).json()).arrival).toBeNull();
    expect((await auditOf(a0900._id)).map((a) => [a.action, a.details])).toEqual([
      ['arrival-checked-in', { previous: 'expected' }],
      ['arrival-no-show', { previous: 'arrived' }],
      ['arrival-checked-in', { previous: 'no-show' }],
      ['arrival-cleared', { previous: 'arrived' }],
    ]);
    expect((await act('undo', completed._id)).json()).toEqual(NOT_SCHEDULED);
    expect((await act('no-show', cancelled._id)).json()).toEqual(NOT_SCHEDULED);
  });

  it('a no-show may be recorded on a later day too', async () => {
    clock.at(addDays(day, 2), 8 * 60);
    const res = await act('no-show', a0930._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().arrival).toMatchObject({ state: 'no-show' });
  });

  it('every appointment answer carries the arrival: the owner\'s, the doctor\'s and the admin\'s lists, the completion', async () => {
    const check = (list: unknown) => {
      const all = appointmentsSchema.parse(list);
      expect(all.find((a) => a._id === a1000._id)?.arrival).toMatchObject({ state: 'no-show' });
      expect(all.find((a) => a._id === a0900._id)?.arrival).toBeUndefined();
      expect(all.find((a) => a._id === a0900._id)).not.toHaveProperty('arrival');
    };
    for (const url of ['/users/appointments', '/appointments/user/all']) check((await h.request('GET', url, ownerA)).json());
    check((await h.request('GET', '/doctors/dashboard/appointments', doctorX)).json());
    check((await h.request('GET', '/admin/appointments', admin)).json());
    clock.at(day, 10 * 60);
    await act('check-in', a0900._id);
    const done = await h.request('PUT', `/appointments/${a0900._id}/complete`, doctorX, { recommendations: ['Rest'] });
    expect(appointmentSchema.parse(done.json().appointment).arrival).toMatchObject({ state: 'arrived' });
    // once completed, the desk can no longer change it
    expect((await act('undo', a0900._id)).json()).toEqual(NOT_SCHEDULED);
  });
});
