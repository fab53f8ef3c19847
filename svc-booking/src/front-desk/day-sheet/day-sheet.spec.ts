import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import { daySheetSchema, deskAppointmentSchema } from '@vetnow/contracts/front-desk';
import { BookingHarness, daysAhead, type Account } from '../../testing/booking-test-kit.js';
import { bookAt, type Booked, staffAccount, TestDeskClock } from '../../testing/desk-test-kit.js';

const WALK_IN = { ownerName: 'Kamal Silva', contactNumber: '0771234567', petName: 'Tiger', petType: 'Cat', reason: 'Limping' };
/** What the desk may see of an appointment: exactly deskAppointmentSchema's fields. */
const DESK_FIELDS = new Set(Object.keys(deskAppointmentSchema.shape));

describe('GET /desk/day-sheet — the day in time order, per doctor, without health data (PostgreSQL)', () => {
  let h: BookingHarness;
  let clock: TestDeskClock;
  let desk: Account;
  let ownerA: Account;
  let ownerB: Account;
  let doctorX: Account;
  let doctorY: Account;
  const day = daysAhead(3);
  const booked: Record<string, Booked> = {};
  const walkIns: Record<string, string> = {};

  beforeAll(async () => {
    h = await BookingHarness.start();
    clock = new TestDeskClock(h);
    ({ ownerA, ownerB, doctorX, doctorY } = await h.cast());
    desk = await staffAccount(h);
    // Y's name sorts first; a deleted doctor is no longer offered.
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr. Ben Fernando' });
    await h.doctor({ _id: doctorY.sub, fullName: 'Dr. Amara Silva' });
    const gone = await h.doctor({ fullName: 'Dr. Gone' });
    await h.handled(await h.publish('doctor.deleted', { doctorId: gone._id }));
    const answers = { eatingDrinking: { waterIntake: 'Not drinking at all' }, symptoms: { vomiting: true } };
    booked.x1000 = await bookAt(h, ownerA, doctorX.sub, day, 10 * 60, { diagnosisData: answers });
    booked.y0900 = await bookAt(h, ownerB, doctorY.sub, day, 9 * 60);
    booked.x0900 = await bookAt(h, ownerB, doctorX.sub, day, 9 * 60, { paymentMethod: 'card', paymentData: { cardType: 'visa', lastFour: '1111' } });
    booked.y1000 = await bookAt(h, ownerA, doctorY.sub, day, 10 * 60, { diagnosisData: answers });
    booked.x1100 = await bookAt(h, ownerA, doctorX.sub, day, 11 * 60);
    booked.next = await bookAt(h, ownerA, doctorX.sub, addDays(day, 1), 9 * 60);
    expect((await h.request('PUT', `/appointments/${booked.x1100._id}/cancel`, ownerA)).statusCode).toBe(200);
    const done = await h.request('PUT', `/appointments/${booked.y1000._id}/complete`, doctorY, {
      diagnosis: 'Mild gastritis',
      recommendations: ['Bland diet'],
      notes: 'Owner notes text',
    });
    expect(done.statusCode).toBe(200);
    expect((await h.request('PUT', `/appointments/${booked.y1000._id}/notes`, doctorY, { notes: 'Private doctor notes' })).statusCode).toBe(200);
    // The day's walk-ins, added on that day: unassigned, X's, Y's.
    clock.at(day, 8 * 60);
    for (const [key, doctorId] of [['open', null], ['x', doctorX.sub], ['y', doctorY.sub]] as const) {
      const res = await h.request('POST', '/desk/walk-ins', desk, { ...WALK_IN, doctorId });
      expect(res.statusCode).toBe(201);
      walkIns[key] = res.json()._id;
    }
    clock.at(day, 9 * 60 + 5);
    expect((await h.request('POST', `/desk/appointments/${booked.x0900._id}/check-in`, desk)).statusCode).toBe(200);
  });
  afterAll(async () => {
    clock?.reset();
    await h?.close();
  });

  const sheet = async (query: string) => {
    const res = await h.request('GET', `/desk/day-sheet${query}`, desk);
    expect(res.statusCode).toBe(200);
    return { sheet: daySheetSchema.parse(res.json()), raw: res.json() as { appointments: Record<string, unknown>[] } };
  };

  it("the whole clinic: the day's visits that are not cancelled, in time order; the doctors by name; the walk-ins in queue order", async () => {
    const { sheet: s } = await sheet(`?date=${day}`);
    expect(s).toMatchObject({ date: day, doctorId: null, noShowGraceMinutes: 15 });
    // same start: by the doctor's name (Amara before Ben)
    expect(s.appointments.map((a) => a._id)).toEqual([booked.y0900, booked.x0900, booked.y1000, booked.x1000].map((b) => b!._id));
    expect(s.appointments.map((a) => [a.status, a.arrival?.state ?? null])).toEqual([
      ['scheduled', null],
      ['scheduled', 'arrived'],
      ['completed', null],
      ['scheduled', null],
    ]);
    expect(s.appointments[0]).toMatchObject({
      doctor: { _id: doctorY.sub, fullName: 'Dr. Amara Silva' },
      user: { _id: ownerB.sub },
      pet: { name: 'Rex', type: 'Dog' },
      paymentMethod: 'cash',
      noShowFrom: new Date(Date.parse(booked.y0900!.startsAt) + 15 * 60_000).toISOString(),
    });
    expect(s.doctors.map((d) => d.fullName)).toEqual(['Dr. Amara Silva', 'Dr. Ben Fernando']);
    expect(s.doctors).toEqual([
      { _id: doctorY.sub, fullName: 'Dr. Amara Silva' },
      { _id: doctorX.sub, fullName: 'Dr. Ben Fernando' },
    ]);
    expect(s.walkIns.map((w) => [w._id, w.queueNumber, w.doctor?.fullName ?? null])).toEqual([
      [walkIns.open, 1, null],
      [walkIns.x, 2, 'Dr. Ben Fernando'],
      [walkIns.y, 3, 'Dr. Amara Silva'],
    ]);
  });

  it('one doctor: their visits only, and their walk-ins with the unassigned ones', async () => {
    const { sheet: s } = await sheet(`?date=${day}&doctorId=${doctorX.sub.toUpperCase()}`);
    expect(s.doctorId).toBe(doctorX.sub);
    expect(s.appointments.map((a) => a._id)).toEqual([booked.x0900!._id, booked.x1000!._id]);
    expect(s.walkIns.map((w) => w._id)).toEqual([walkIns.open, walkIns.x]);
    expect(s.doctors).toHaveLength(2);
    // a doctor id that cannot be one matches nothing but the unassigned walk-ins
    const none = (await sheet(`?date=${day}&doctorId=not-a-doctor`)).sheet;
    expect([none.appointments, none.walkIns.map((w) => w._id)]).toEqual([[], [walkIns.open]]);
  });

  it('staff see no questionnaire, findings or notes: only the desk fields', async () => {
    const { raw } = await sheet(`?date=${day}`);
    for (const a of raw.appointments) {
      expect(Object.keys(a).filter((k) => !DESK_FIELDS.has(k))).toEqual([]);
    }
    const text = JSON.stringify(raw);
    for (const secret of ['Not drinking at all', 'Mild gastritis', 'Bland diet', 'Owner notes text', 'Private doctor notes', 'urgency', 'diagnosis']) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('another date; the date defaults to today in clinic time; a bad date is refused with its message', async () => {
    expect((await sheet(`?date=${addDays(day, 1)}`)).sheet.appointments.map((a) => a._id)).toEqual([booked.next!._id]);
    const today = (await sheet('')).sheet;
    expect(today).toMatchObject({ date: clinicToday(), appointments: [], walkIns: [] });
    const bad = await h.request('GET', '/desk/day-sheet?date=2026-02-30', desk);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please enter a date as YYYY-MM-DD']);
  });
});
