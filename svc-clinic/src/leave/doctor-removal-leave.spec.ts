import type { Leave } from '@vetnow/contracts/calendar';
import { eq } from 'drizzle-orm';
import { doctorLeave, type DoctorRow } from '../database/schema.js';
import { insertDoctor } from '../testing/clinic-db.js';
import { startClinicTestApp, type ClinicTestApp } from '../testing/clinic-test-app.js';

/** 09:30 on 2026-11-20 in Colombo. */
const EARLIER = '2026-11-20T04:00:00Z';
/** 09:30 on 2026-12-02 in Colombo: the first leave below is over, the second is under way. */
const NOW = '2026-12-02T04:00:00Z';

describe('removing a doctor removes their leave', () => {
  let t: ClinicTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startClinicTestApp({ now: EARLIER });
    admin = await t.bearer('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: admin }, ...(payload ? { payload } : {}) });
  const addLeave = async (doctor: DoctorRow, body: object): Promise<Leave> => {
    const res = await call('POST', `/admin/doctors/${doctor.id}/leave`, body);
    expect(res.statusCode).toBe(201);
    return res.json<Leave>();
  };
  const leaveRows = (doctor: DoctorRow) => t.db.select({ id: doctorLeave.id }).from(doctorLeave).where(eq(doctorLeave.doctorId, doctor.id));

  it('deleting a doctor deletes all their leave and announces doctor.leave-removed for each not over, before doctor.deleted', async () => {
    t.clock.set(EARLIER);
    const doctor = await insertDoctor(t.db);
    const colleague = await insertDoctor(t.db);
    const over = await addLeave(doctor, { fromDate: '2026-11-25', toDate: '2026-11-26' });
    const underWay = await addLeave(doctor, { fromDate: '2026-12-01', toDate: '2026-12-03', reason: 'Conference' });
    const partOfDay = await addLeave(doctor, { fromDate: '2026-12-10', toDate: '2026-12-10', startTime: '09:00', endTime: '10:00' });
    const later = await addLeave(doctor, { fromDate: '2027-01-05', toDate: '2027-01-09' });
    const colleagues = await addLeave(colleague, { fromDate: '2026-12-10', toDate: '2026-12-10' });
    t.clock.set(NOW);
    expect((await leaveRows(doctor)).map((r) => r.id).sort()).toEqual([over.id, underWay.id, partOfDay.id, later.id].sort());
    const eventsBefore = (await t.outbox()).length;

    const res = await call('DELETE', `/admin/doctors/${doctor.id}`);
    expect(res.statusCode).toBe(200);

    expect((await t.outbox()).slice(eventsBefore)).toEqual([
      { type: 'doctor.leave-removed', version: 1, payload: { leaveId: underWay.id, doctorId: doctor.id } },
      { type: 'doctor.leave-removed', version: 1, payload: { leaveId: partOfDay.id, doctorId: doctor.id } },
      { type: 'doctor.leave-removed', version: 1, payload: { leaveId: later.id, doctorId: doctor.id } },
      { type: 'doctor.deleted', version: 1, payload: { doctorId: doctor.id } },
    ]);
    expect(await leaveRows(doctor)).toEqual([]);
    // the colleague's leave stays, and nothing is announced for it
    expect((await call('GET', `/admin/doctors/${colleague.id}/leave`)).json<Leave[]>().map((l) => l.id)).toEqual([colleagues.id]);
    expect((await call('GET', `/admin/doctors/${doctor.id}/leave`)).statusCode).toBe(404);
  });

  it('a doctor with no leave is deleted with doctor.deleted alone; an unknown doctor removes nobody’s leave', async () => {
    t.clock.set(NOW);
    const doctor = await insertDoctor(t.db);
    const colleague = await insertDoctor(t.db);
    const colleagues = await addLeave(colleague, { fromDate: '2026-12-20', toDate: '2026-12-20' });
    const eventsBefore = (await t.outbox()).length;
    expect((await call('DELETE', `/admin/doctors/${doctor.id}`)).statusCode).toBe(200);
    const unknown = await call('DELETE', '/admin/doctors/00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'DOCTOR_NOT_FOUND' });
    expect((await t.outbox()).slice(eventsBefore)).toEqual([{ type: 'doctor.deleted', version: 1, payload: { doctorId: doctor.id } }]);
    expect((await leaveRows(colleague)).map((r) => r.id)).toEqual([colleagues.id]);
  });

  it('deactivating a doctor keeps their leave (they may come back) and announces no removal', async () => {
    t.clock.set(NOW);
    const doctor = await insertDoctor(t.db);
    const leave = await addLeave(doctor, { fromDate: '2026-12-15', toDate: '2026-12-16' });
    const eventsBefore = (await t.outbox()).length;
    expect((await call('PATCH', `/admin/doctors/${doctor.id}/status`, { isActive: false })).statusCode).toBe(200);
    expect((await t.outbox()).slice(eventsBefore).map((e) => e.type)).toEqual(['doctor.status-changed']);
    expect((await call('GET', `/admin/doctors/${doctor.id}/leave`)).json<Leave[]>().map((l) => l.id)).toEqual([leave.id]);
  });
});
