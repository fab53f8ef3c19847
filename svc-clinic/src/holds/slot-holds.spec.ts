import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { eq } from 'drizzle-orm';
import { slotHolds, type DoctorRow } from '../database/schema.js';
import { insertDoctor } from '../testing/clinic-db.js';
import { startClinicTestApp, eventually, type ClinicTestApp } from '../testing/clinic-test-app.js';

jest.setTimeout(60_000);

/** 09:30 on 2026-11-20 in Colombo. */
const NOW = '2026-11-20T04:00:00Z';
const OWNER = '5b9f3c1e-2222-4333-8444-555566667777';

describe('slot holds (slot.held / slot.released)', () => {
  let t: ClinicTestApp;
  let doctor: DoctorRow;
  beforeAll(async () => {
    t = await startClinicTestApp({ now: NOW });
    doctor = await insertDoctor(t.db, { startTime: '09:00', endTime: '11:00', slotDuration: 30 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const slot = async (date: string, time: string) =>
    (await t.app.inject({ method: 'GET', url: `/doctors/${doctor.id}/slots?date=${date}` })).json<TimeSlot[]>().find((s) => s.time === time);
  /** 2026-12-02 at `hhmm` Colombo (UTC+05:30), 30 minutes. */
  const range = (hhmm: string) => {
    const startsAt = new Date(`2026-12-02T${hhmm}:00+05:30`);
    return { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString() };
  };
  const hold = (holdId: string, hhmm: string, userId = OWNER, expiresAt = '2026-11-20T04:10:00.000Z') =>
    t.publish('slot.held', { holdId, doctorId: doctor.id, userId, ...range(hhmm), expiresAt });

  it('a live hold makes its slot unavailable to everyone (grid and search) until released', async () => {
    await hold('hold-1', '09:00');
    await eventually('the hold in the grid', async () => (await slot('2026-12-02', '09:00 AM'))?.unavailable === 'held');
    expect(await slot('2026-12-02', '09:00 AM')).toEqual({ time: '09:00 AM', isBooked: true, unavailable: 'held' });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/doctors?date=2026-12-02&availableTime=09:00 AM' })).json<Doctor[]>().some((d) => d._id === doctor.id);
    expect(await listed()).toBe(false);
    await t.publish('slot.released', { holdId: 'hold-1', doctorId: doctor.id });
    await eventually('the release', async () => !(await slot('2026-12-02', '09:00 AM'))?.isBooked);
    expect(await listed()).toBe(true);
  });

  it('an expired hold blocks nobody', async () => {
    await hold('hold-2', '10:00');
    await eventually('the hold', async () => (await slot('2026-12-02', '10:00 AM'))?.isBooked);
    t.clock.set('2026-11-20T04:10:00Z');
    expect(await slot('2026-12-02', '10:00 AM')).toEqual({ time: '10:00 AM', isBooked: false });
    t.clock.set(NOW);
  });

  it("an owner's new hold releases their previous one", async () => {
    const user = randomUUID();
    await hold('hold-3', '09:30', user);
    await eventually('the first hold', async () => (await slot('2026-12-02', '09:30 AM'))?.isBooked);
    await hold('hold-4', '10:30', user);
    await eventually('the second hold', async () => (await slot('2026-12-02', '10:30 AM'))?.isBooked);
    expect((await slot('2026-12-02', '09:30 AM'))?.isBooked).toBe(false);
  });

  it('a release arriving before its hold wins: the late slot.held does not block the slot', async () => {
    await t.publish('slot.released', { holdId: 'hold-5', doctorId: doctor.id });
    await eventually('the released row', async () => (await t.db.select().from(slotHolds).where(eq(slotHolds.holdId, 'hold-5'))).length === 1);
    await hold('hold-5', '09:00', randomUUID());
    // A later hold of someone else on another doctor-slot: once it shows, hold-5 was handled before it.
    await hold('hold-6', '10:00', randomUUID());
    await eventually('the marker hold', async () => (await slot('2026-12-02', '10:00 AM'))?.isBooked);
    expect((await slot('2026-12-02', '09:00 AM'))?.isBooked).toBe(false);
  });
});
