import { jest } from '@jest/globals';
import type { AffectedAppointment, Calendar, Leave } from '@vetnow/contracts/calendar';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import type { DoctorRow } from '../database/schema.js';
import { bookedEvent } from '../testing/booked-event.js';
import { insertDoctor } from '../testing/clinic-db.js';
import { startClinicTestApp, eventually, type ClinicTestApp } from '../testing/clinic-test-app.js';

jest.setTimeout(60_000);

/** 09:30 on 2026-11-20 in Colombo. */
const NOW = '2026-11-20T04:00:00Z';

describe('doctor leave', () => {
  let t: ClinicTestApp;
  let doctor: DoctorRow;
  let other: DoctorRow;
  let admin: string;
  let self: string;
  beforeAll(async () => {
    t = await startClinicTestApp({ now: NOW });
    doctor = await insertDoctor(t.db, { startTime: '09:00', endTime: '11:00', slotDuration: 30 });
    other = await insertDoctor(t.db);
    admin = await t.bearer('admin');
    self = await t.bearer('doctor', doctor.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const slots = async (date: string) => (await t.app.inject({ method: 'GET', url: `/doctors/${doctor.id}/slots?date=${date}` })).json<TimeSlot[]>();
  const events = async (type: string) =>
    ((await t.outbox()) as { type: string; payload: Record<string, unknown> }[]).filter((e) => e.type === type).map((e) => e.payload);
  const ownLeave = async () => (await call('GET', '/doctors/dashboard/leave', self)).json<Leave[]>();

  it('a doctor takes whole days of leave: the days are unavailable everywhere, and the leave is announced', async () => {
    const res = await call('POST', '/doctors/dashboard/leave', self, { fromDate: '2026-12-01', toDate: '2026-12-03' });
    expect(res.statusCode).toBe(201);
    const leave = res.json<Leave>();
    expect(leave).toMatchObject({ doctorId: doctor.id, fromDate: '2026-12-01', toDate: '2026-12-03', startTime: null, endTime: null, reason: null });
    expect(await events('doctor.leave-added')).toEqual([
      { leaveId: leave.id, doctorId: doctor.id, startsAt: '2026-11-30T18:30:00.000Z', endsAt: '2026-12-03T18:30:00.000Z', reason: 'Doctor on leave' },
    ]);
    expect((await slots('2026-12-02')).every((s) => s.isBooked && s.unavailable === 'leave' && s.reason === 'Doctor on leave')).toBe(true);
    expect((await slots('2026-12-04')).every((s) => !s.isBooked)).toBe(true);
    const listed = async (date: string) =>
      (await t.app.inject({ method: 'GET', url: `/doctors?date=${date}` })).json<Doctor[]>().some((d) => d._id === doctor.id);
    expect(await listed('2026-12-03')).toBe(false);
    expect(await listed('2026-12-04')).toBe(true);
    const cal = (await t.app.inject({ method: 'GET', url: `/clinic/calendar?from=2026-11-30&to=2026-12-04&doctorId=${doctor.id}` })).json<Calendar>();
    expect(cal.days.map((d) => [d.date, d.closed, d.label])).toEqual([
      ['2026-12-01', true, 'Doctor on leave'],
      ['2026-12-02', true, 'Doctor on leave'],
      ['2026-12-03', true, 'Doctor on leave'],
    ]);
    const clinicOnly = (await t.app.inject({ method: 'GET', url: '/clinic/calendar?from=2026-11-30&to=2026-12-04' })).json<Calendar>();
    expect(clinicOnly.days).toEqual([]);
  });

  it('part of a day blocks only those slots', async () => {
    const res = await call('POST', '/doctors/dashboard/leave', self, {
      fromDate: '2026-12-05',
      toDate: '2026-12-05',
      startTime: '09:00',
      endTime: '10:00',
      reason: 'Conference',
    });
    expect(res.statusCode).toBe(201);
    expect((await slots('2026-12-05')).map((s) => [s.time, s.unavailable ?? null, s.reason ?? null])).toEqual([
      ['09:00 AM', 'leave', 'Conference'],
      ['09:30 AM', 'leave', 'Conference'],
      ['10:00 AM', null, null],
      ['10:30 AM', null, null],
    ]);
  });

  it('refuses bad leave with a code and a message, writing nothing', async () => {
    const before = await ownLeave();
    const eventsBefore = (await events('doctor.leave-added')).length;
    const cases = [
      [{ fromDate: '2026-12-03', toDate: '2026-12-04' }, 409, 'DOCTOR_LEAVE_OVERLAPS'],
      [{ fromDate: '2026-12-05', toDate: '2026-12-05', startTime: '09:30', endTime: '10:30' }, 409, 'DOCTOR_LEAVE_OVERLAPS'],
      [{ fromDate: '2026-11-19', toDate: '2026-11-21' }, 400, 'DOCTOR_LEAVE_IN_PAST'],
      [{ fromDate: '2026-12-10', toDate: '2026-12-09' }, 400, 'CLINIC_RANGE_REVERSED'],
      [{ fromDate: '2026-12-10', toDate: '2026-12-10', startTime: '11:00', endTime: '10:00' }, 400, 'CLINIC_END_BEFORE_START'],
      [{ fromDate: '2026-12-10', toDate: '2026-12-11', startTime: '09:00', endTime: '10:00' }, 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [body, status, code] of cases) {
      const r = await call('POST', '/doctors/dashboard/leave', self, body);
      const answer = r.json<{ code: string; message: string }>();
      expect({ body, status: r.statusCode, code: answer.code, hasMessage: answer.message.length > 0 }).toEqual({ body, status, code, hasMessage: true });
    }
    expect(await ownLeave()).toEqual(before);
    expect(await events('doctor.leave-added')).toHaveLength(eventsBefore);
  });

  it('the admin manages any doctor’s leave; an unknown doctor is 404', async () => {
    const added = await call('POST', `/admin/doctors/${other.id}/leave`, admin, { fromDate: '2026-12-01', toDate: '2026-12-01' });
    expect(added.statusCode).toBe(201);
    const listed = (await call('GET', `/admin/doctors/${other.id}/leave`, admin)).json<Leave[]>();
    expect(listed.map((l) => l.id)).toEqual([added.json<Leave>().id]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const r = await call('POST', `/admin/doctors/${id}/leave`, admin, { fromDate: '2026-12-01', toDate: '2026-12-01' });
      expect(r.json()).toMatchObject({ statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' });
    }
    const del = await call('DELETE', `/admin/doctors/${other.id}/leave/${added.json<Leave>().id}`, admin);
    expect(del.statusCode).toBe(204);
    expect((await events('doctor.leave-removed')).map((p) => p['leaveId'])).toContain(added.json<Leave>().id);
  });

  it('previews the booked visits leave would hit, the doctor’s own or (admin) any doctor’s', async () => {
    await t.publish(
      'appointment.booked',
      bookedEvent({
        appointmentId: 'leave-affected-1',
        reference: 'APT-LV1',
        doctorId: doctor.id,
        appointmentDate: '2026-12-08',
        timeSlot: '09:00 AM',
        startsAt: '2026-12-08T03:30:00.000Z',
        endsAt: '2026-12-08T04:00:00.000Z',
      }),
    );
    const own = async (q: string) => (await call('GET', `/doctors/dashboard/leave/affected?${q}`, self)).json<AffectedAppointment[]>();
    const hits = await eventually('the booking in the read model', async () => {
      const list = await own('fromDate=2026-12-07&toDate=2026-12-09');
      return list.length > 0 ? list : undefined;
    });
    expect(hits.map((a) => [a.reference, a.timeSlot, a.petName])).toEqual([['APT-LV1', '09:00 AM', 'Rex']]);
    expect(await own('fromDate=2026-12-08&toDate=2026-12-08&startTime=10:00&endTime=11:00')).toEqual([]);
    const adminView = async (id: string) =>
      (await call('GET', `/admin/doctors/${id}/leave/affected?fromDate=2026-12-08&toDate=2026-12-08`, admin)).json<AffectedAppointment[]>();
    expect((await adminView(doctor.id)).map((a) => a.appointmentId)).toEqual(['leave-affected-1']);
    expect(await adminView(other.id)).toEqual([]);
  });

  it('a doctor removes only their own leave', async () => {
    const [mine] = await ownLeave();
    const otherDoctor = await t.bearer('doctor', other.id);
    const notTheirs = await call('DELETE', `/doctors/dashboard/leave/${mine!.id}`, otherDoctor);
    expect(notTheirs.json()).toMatchObject({ statusCode: 404, code: 'DOCTOR_LEAVE_NOT_FOUND' });
    expect((await call('DELETE', `/doctors/dashboard/leave/${mine!.id}`, self)).statusCode).toBe(204);
    expect((await slots('2026-12-02')).every((s) => !s.isBooked)).toBe(true);
    expect((await events('doctor.leave-removed')).some((p) => p['leaveId'] === mine!.id && p['doctorId'] === doctor.id)).toBe(true);
  });
});
