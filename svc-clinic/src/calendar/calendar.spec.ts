import type { AffectedAppointment, Calendar, Closure, HolidayPolicy, PublicHoliday } from '@vetnow/contracts/calendar';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import type { DoctorRow } from '../database/schema.js';
import { BOOKING_OWNER_ID, bookedEvent } from '../testing/booked-event.js';
import { insertDoctor } from '../testing/clinic-db.js';
import { startClinicTestApp, eventually } from '../testing/clinic-test-app.js';
import { HolidaySeedService } from './holidays/holiday-seed.service.js';
import { readHolidayList } from './holidays/holiday-list.js';

/** 09:30 on Friday 2026-11-20 in Colombo. 2026-11-24 is Il Full Moon Poya Day, 2026-12-25 Christmas. */
const NOW = '2026-11-20T04:00:00Z';

type Events = { type: string; payload: Record<string, unknown> }[];

async function context() {
  const t = await startClinicTestApp({ now: NOW });
  const admin = await t.bearer('admin');
  const doctor = await insertDoctor(t.db, { startTime: '09:00', endTime: '11:00', slotDuration: 30 });
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = admin) =>
    t.app.inject({ method, url, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const slots = async (date: string): Promise<TimeSlot[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/doctors/${doctor.id}/slots?date=${date}` });
    expect(res.statusCode).toBe(200);
    return res.json<TimeSlot[]>();
  };
  const events = async (type: string, key?: string, value?: string): Promise<Events> =>
    ((await t.outbox()) as Events).filter((e) => e.type === type && (key === undefined || e.payload[key] === value));
  return { t, admin, doctor, call, slots, events };
}

describe('clinic calendar (PostgreSQL)', () => {
  let c: Awaited<ReturnType<typeof context>>;
  let doctor: DoctorRow;
  beforeAll(async () => {
    c = await context();
    doctor = c.doctor;
  }, 90_000);
  afterAll(async () => {
    await c?.t.close();
  });

  const holidays = async (year: number) => {
    const res = await c.call('GET', `/admin/calendar/holidays?year=${year}`);
    expect(res.statusCode).toBe(200);
    return res.json<PublicHoliday[]>();
  };

  it('seeds the holiday list on start and announces the holidays the clinic closes on, in Colombo days', async () => {
    const list = await holidays(2026);
    expect(list).toHaveLength(26);
    expect(list.find((h) => h.date === '2026-11-24')).toMatchObject({ name: 'Il Full Moon Poya Day', status: 'gazetted', source: 'seed', closed: true });
    expect((await holidays(2027)).every((h) => h.status === 'provisional')).toBe(true);
    const [poya] = await c.events('clinic.closure-added', 'closureId', 'holiday:2026-11-24');
    expect(poya?.payload).toEqual({
      closureId: 'holiday:2026-11-24',
      kind: 'public-holiday',
      date: '2026-11-24',
      startsAt: '2026-11-23T18:30:00.000Z',
      endsAt: '2026-11-24T18:30:00.000Z',
      reason: 'Il Full Moon Poya Day — clinic closed',
    });
    const [vesak] = await c.events('clinic.closure-added', 'closureId', 'holiday:2026-05-01');
    expect(vesak?.payload['reason']).toBe('May Day / Vesak Full Moon Poya Day — clinic closed');
    expect((await c.slots('2026-11-24')).every((s) => s.isBooked && s.unavailable === 'closed')).toBe(true);
    expect((await c.slots('2026-11-24'))[0]).toEqual({
      time: '09:00 AM',
      isBooked: true,
      unavailable: 'closed',
      reason: 'Il Full Moon Poya Day — clinic closed',
    });
    expect((await c.slots('2026-11-25')).every((s) => !s.isBooked && s.unavailable === undefined)).toBe(true);
  });

  it('the seed is idempotent: a removed or moved day stays as the admin left it, nothing is announced twice', async () => {
    const christmas = (await holidays(2026)).find((h) => h.name === 'Christmas Day')!;
    expect((await c.call('DELETE', `/admin/calendar/holidays/${christmas.id}`)).statusCode).toBe(204);
    const pongal = (await holidays(2027)).find((h) => h.name === 'Tamil Thai Pongal Day')!;
    const moved = await c.call('PUT', `/admin/calendar/holidays/${pongal.id}`, { date: '2027-01-16', confirmed: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2027-01-16', status: 'confirmed', originalDate: '2027-01-15', closed: true });

    expect(await c.t.app.get(HolidaySeedService).seed(readHolidayList())).toBe(0);
    expect((await holidays(2026)).some((h) => h.name === 'Christmas Day')).toBe(false);
    expect((await holidays(2027)).filter((h) => h.name === 'Tamil Thai Pongal Day').map((h) => h.date)).toEqual(['2027-01-16']);
    expect(await c.events('clinic.closure-removed', 'closureId', 'holiday:2026-12-25')).toHaveLength(1);
    expect(await c.events('clinic.closure-removed', 'closureId', 'holiday:2027-01-15')).toHaveLength(1);
    expect(await c.events('clinic.closure-added', 'closureId', 'holiday:2027-01-16')).toHaveLength(1);
    expect(await c.events('clinic.closure-added', 'closureId', 'holiday:2026-11-24')).toHaveLength(1);
  });

  it('refuses a holiday (added or moved) onto a date that has one of the same name: 409, nothing changed', async () => {
    const a = await c.call('POST', '/admin/calendar/holidays', { date: '2027-02-10', name: 'Clinic Founders Day' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ status: 'confirmed', source: 'admin', closed: true, originalDate: null });
    const b = await c.call('POST', '/admin/calendar/holidays', { date: '2027-02-11', name: 'Clinic Founders Day' });
    const again = await c.call('POST', '/admin/calendar/holidays', { date: '2027-02-10', name: 'clinic founders day' });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'CLINIC_HOLIDAY_DUPLICATE' });
    const move = await c.call('PUT', `/admin/calendar/holidays/${b.json<PublicHoliday>().id}`, { date: '2027-02-10' });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toEqual({
      statusCode: 409,
      code: 'CLINIC_HOLIDAY_DUPLICATE',
      message: 'There is already a public holiday with this name on that date',
    });
    expect((await holidays(2027)).filter((h) => h.name === 'Clinic Founders Day').map((h) => h.date)).toEqual(['2027-02-10', '2027-02-11']);
    expect(await c.events('clinic.closure-added', 'closureId', 'holiday:2027-02-11')).toHaveLength(1);
    const missing = await c.call('PUT', '/admin/calendar/holidays/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'CLINIC_HOLIDAY_NOT_FOUND' });
  });

  it('follows the policy and the per-day overrides either way', async () => {
    const open = await c.call('PUT', '/admin/calendar/policy', { closedOnPublicHolidays: false });
    expect(open.json<HolidayPolicy>().closedOnPublicHolidays).toBe(false);
    expect(await c.events('clinic.closure-removed', 'closureId', 'holiday:2026-11-24')).toHaveLength(1);
    expect((await c.slots('2026-11-24')).every((s) => !s.isBooked)).toBe(true);
    expect((await holidays(2026)).find((h) => h.date === '2026-11-24')?.closed).toBe(false);

    const closeOne = await c.call('PUT', '/admin/calendar/overrides', { date: '2026-11-24', open: false, reason: 'Poya' });
    expect(closeOne.json()).toEqual({ date: '2026-11-24', open: false, reason: 'Poya' });
    expect(await c.events('clinic.closure-added', 'closureId', 'holiday:2026-11-24')).toHaveLength(2);
    expect((await c.slots('2026-11-24')).every((s) => s.unavailable === 'closed')).toBe(true);
    expect((await c.slots('2026-12-23')).every((s) => !s.isBooked)).toBe(true);

    expect((await c.call('PUT', '/admin/calendar/policy', { closedOnPublicHolidays: true })).statusCode).toBe(200);
    expect((await c.call('PUT', '/admin/calendar/overrides', { date: '2026-12-23', open: true })).statusCode).toBe(200);
    expect((await c.slots('2026-12-23')).every((s) => !s.isBooked)).toBe(true);
    expect((await c.call('GET', '/admin/calendar/policy')).json<HolidayPolicy>()).toEqual({
      closedOnPublicHolidays: true,
      overrides: [
        { date: '2026-11-24', open: false, reason: 'Poya' },
        { date: '2026-12-23', open: true, reason: null },
      ],
    });
    expect((await c.call('DELETE', '/admin/calendar/overrides/2026-12-23')).statusCode).toBe(204);
    expect((await c.slots('2026-12-23')).every((s) => s.unavailable === 'closed')).toBe(true);
    expect((await c.call('DELETE', '/admin/calendar/overrides/2026-12-23')).json()).toMatchObject({ code: 'CLINIC_OVERRIDE_NOT_FOUND' });
    const noHoliday = await c.call('PUT', '/admin/calendar/overrides', { date: '2026-12-02', open: false });
    expect(noHoliday.json()).toMatchObject({ statusCode: 400, code: 'CLINIC_OVERRIDE_NO_HOLIDAY' });
  });

  it('closes part of a day: those slots unavailable with the reason, announced; bad closures refused, nothing written', async () => {
    const res = await c.call('POST', '/admin/calendar/closures', { date: '2026-12-02', startTime: '10:00', endTime: '10:30', reason: 'Staff training' });
    expect(res.statusCode).toBe(201);
    const closure = res.json<Closure>();
    expect(closure).toMatchObject({ date: '2026-12-02', startTime: '10:00', endTime: '10:30', reason: 'Staff training' });
    expect((await c.slots('2026-12-02')).filter((s) => s.isBooked)).toEqual([
      { time: '10:00 AM', isBooked: true, unavailable: 'closed', reason: 'Staff training — clinic closed' },
    ]);
    expect((await c.events('clinic.closure-added', 'closureId', closure.id))[0]?.payload).toMatchObject({
      kind: 'closure',
      startsAt: '2026-12-02T04:30:00.000Z',
      endsAt: '2026-12-02T05:00:00.000Z',
    });

    const refused = [
      [{ date: '2026-12-02', startTime: '09:30', endTime: '10:15', reason: 'Overlap' }, 409, 'CLINIC_CLOSURE_OVERLAPS'],
      [{ date: '2026-11-19', reason: 'Yesterday' }, 400, 'CLINIC_CLOSURE_IN_PAST'],
      [{ date: '2026-11-20', startTime: '08:00', endTime: '09:00', reason: 'This morning' }, 400, 'CLINIC_CLOSURE_IN_PAST'],
      [{ date: '2026-12-03', startTime: '10:00', endTime: '10:00', reason: 'Empty' }, 400, 'CLINIC_END_BEFORE_START'],
      [{ date: '2026-12-03', startTime: '10:00', reason: 'No end' }, 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [body, status, code] of refused) {
      const r = await c.call('POST', '/admin/calendar/closures', body);
      expect({ body, status: r.statusCode, code: r.json<{ code: string }>().code }).toEqual({ body, status, code });
      expect(r.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    const listed = await c.call('GET', '/admin/calendar/closures?from=2026-11-01&to=2026-12-31');
    expect(listed.json<Closure[]>().map((x) => x.id)).toEqual([closure.id]);

    expect((await c.call('DELETE', `/admin/calendar/closures/${closure.id}`)).statusCode).toBe(204);
    expect(await c.events('clinic.closure-removed', 'closureId', closure.id)).toHaveLength(1);
    expect((await c.slots('2026-12-02')).every((s) => !s.isBooked)).toBe(true);
    expect((await c.call('DELETE', `/admin/calendar/closures/${closure.id}`)).json()).toMatchObject({ code: 'CLINIC_CLOSURE_NOT_FOUND' });
  });

  it('closes a whole day: every slot unavailable with the reason, announced as the Colombo day; the holiday seed leaves it', async () => {
    // 2027-01-13: no public holiday, outside the ranges the other tests list.
    const res = await c.call('POST', '/admin/calendar/closures', { date: '2027-01-13', reason: 'Renovation' });
    expect(res.statusCode).toBe(201);
    const closure = res.json<Closure>();
    expect(closure).toMatchObject({ date: '2027-01-13', startTime: null, endTime: null, reason: 'Renovation' });
    const day = await c.slots('2027-01-13');
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((s) => s.isBooked && s.unavailable === 'closed' && s.reason === 'Renovation — clinic closed')).toBe(true);
    expect((await c.slots('2027-01-14')).every((s) => !s.isBooked)).toBe(true);
    const announced = await c.events('clinic.closure-added', 'closureId', closure.id);
    expect(announced.map((e) => e.payload)).toEqual([
      expect.objectContaining({ kind: 'closure', date: '2027-01-13', startsAt: '2027-01-12T18:30:00.000Z', endsAt: '2027-01-13T18:30:00.000Z' }),
    ]);
    expect(await c.t.app.get(HolidaySeedService).seed(readHolidayList())).toBe(0);
    expect((await c.slots('2027-01-13')).every((s) => s.unavailable === 'closed')).toBe(true);
  });

  it('GET /clinic/calendar answers the closed days with reasons; at most 92 days, to not before from', async () => {
    const part = await c.call('POST', '/admin/calendar/closures', { date: '2026-12-09', startTime: '14:00', endTime: '16:00', reason: 'Vaccination drive' });
    const res = await c.t.app.inject({ method: 'GET', url: '/clinic/calendar?from=2026-11-20&to=2026-12-10' });
    expect(res.statusCode).toBe(200);
    const cal = res.json<Calendar>();
    expect(cal.days.map((d) => [d.date, d.closed, d.label])).toEqual([
      ['2026-11-24', true, 'Il Full Moon Poya Day — clinic closed'],
      ['2026-12-09', false, 'Vaccination drive — clinic closed'],
    ]);
    expect(cal.days[1]?.entries).toEqual([
      { kind: 'closure', id: part.json<Closure>().id, startTime: '14:00', endTime: '16:00', reason: 'Vaccination drive' },
    ]);
    const bad = [
      ['from=2026-12-10&to=2026-12-09', 'CLINIC_RANGE_REVERSED'],
      ['from=2026-12-01&to=2027-03-03', 'CLINIC_RANGE_TOO_LONG'],
      ['from=2026-12-01', 'VALIDATION_FAILED'],
    ];
    for (const [query, code] of bad) {
      const r = await c.t.app.inject({ method: 'GET', url: `/clinic/calendar?${query}` });
      expect({ query, status: r.statusCode, code: r.json<{ code: string }>().code }).toEqual({ query, status: 400, code });
    }
    expect((await c.t.app.inject({ method: 'GET', url: '/clinic/calendar?from=2026-12-01&to=2027-03-02' })).statusCode).toBe(200);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-doctor']) {
      const r = await c.t.app.inject({ method: 'GET', url: `/clinic/calendar?from=2026-12-01&to=2026-12-02&doctorId=${id}` });
      expect(r.json()).toMatchObject({ statusCode: 404, code: 'DOCTOR_NOT_FOUND' });
    }
  });

  it('the doctor search skips closed days', async () => {
    const listed = async (q: string) =>
      (await c.t.app.inject({ method: 'GET', url: `/doctors?${q}` })).json<Doctor[]>().some((d) => d._id === doctor.id);
    expect(await listed('date=2026-11-24')).toBe(false);
    expect(await listed('date=2026-11-25')).toBe(true);
    expect(await listed('date=2026-11-25&availableTime=09:00 AM')).toBe(true);
  });

  it('previews the visits a closure would hit from the occupancy read model, following reschedules', async () => {
    await c.t.publish(
      'appointment.booked',
      bookedEvent({
        appointmentId: 'affected-1',
        reference: 'APT-AFF1',
        doctorId: doctor.id,
        appointmentDate: '2026-12-03',
        timeSlot: '09:30 AM',
        startsAt: '2026-12-03T04:00:00.000Z',
        endsAt: '2026-12-03T04:30:00.000Z',
        pet: { name: 'Milo', type: 'Cat', breed: '' },
      }),
    );
    const affected = async (q: string) => (await c.call('GET', `/admin/calendar/closures/affected?${q}`)).json<AffectedAppointment[]>();
    const [hit] = await eventually('the booking in the read model', async () => {
      const list = await affected('date=2026-12-03');
      return list.length > 0 ? list : undefined;
    });
    expect(hit).toEqual({
      appointmentId: 'affected-1',
      reference: 'APT-AFF1',
      doctorId: doctor.id,
      doctorName: doctor.fullName,
      appointmentDate: '2026-12-03',
      timeSlot: '09:30 AM',
      petName: 'Milo',
      startsAt: '2026-12-03T04:00:00.000Z',
      endsAt: '2026-12-03T04:30:00.000Z',
    });
    expect(await affected('date=2026-12-03&startTime=10:00&endTime=11:00')).toEqual([]);
    const slotOf = (date: string, time: string) => ({ appointmentDate: date, timeSlot: time });
    await c.t.publish('appointment.rescheduled', {
      appointmentId: 'affected-1',
      reference: 'APT-AFF1',
      doctorId: doctor.id,
      userId: BOOKING_OWNER_ID,
      ...slotOf('2026-12-04', '10:00 AM'),
      startsAt: '2026-12-04T04:30:00.000Z',
      endsAt: '2026-12-04T05:00:00.000Z',
      previous: { ...slotOf('2026-12-03', '09:30 AM'), startsAt: '2026-12-03T04:00:00.000Z', endsAt: '2026-12-03T04:30:00.000Z' },
      by: 'owner',
    });
    await eventually('the move in the read model', async () => (await affected('date=2026-12-03')).length === 0);
    expect((await affected('date=2026-12-04')).map((a) => a.timeSlot)).toEqual(['10:00 AM']);
    expect((await c.slots('2026-12-04')).find((s) => s.time === '10:00 AM')).toEqual({ time: '10:00 AM', isBooked: true });
    expect((await c.slots('2026-12-03')).every((s) => !s.isBooked)).toBe(true);
  });

  it('admin routes are the admin’s', async () => {
    const owner = await c.t.bearer('user');
    expect((await c.call('GET', '/admin/calendar/policy', undefined, owner)).statusCode).toBe(403);
    expect((await c.t.app.inject({ method: 'POST', url: '/admin/calendar/closures', payload: { date: '2026-12-20', reason: 'x' } })).statusCode).toBe(401);
  });
});
