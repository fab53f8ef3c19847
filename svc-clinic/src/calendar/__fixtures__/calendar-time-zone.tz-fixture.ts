// Run by the svc-clinic-tz project (jest.tz.config.js) with the worker's TZ set to America/Los_Angeles: the whole
// calendar works in Colombo days whatever the server's zone.
import { jest } from '@jest/globals';
import type { Calendar, Closure } from '@vetnow/contracts/calendar';
import type { TimeSlot } from '@vetnow/contracts/doctor';
import type { DoctorRow } from '../../database/schema.js';
import { insertDoctor } from '../../testing/clinic-db.js';
import { startClinicTestApp, type ClinicTestApp } from '../../testing/clinic-test-app.js';

jest.setTimeout(30_000);

// 2026-11-20T20:00Z: 12:00 on Nov 20 in Los Angeles, 01:30 on Nov 21 in Colombo.
const NOW = '2026-11-20T20:00:00Z';

describe('the clinic calendar under TZ=America/Los_Angeles', () => {
  let t: ClinicTestApp;
  let doctor: DoctorRow;
  let admin: string;
  beforeAll(async () => {
    t = await startClinicTestApp({ now: NOW });
    doctor = await insertDoctor(t.db, { startTime: '09:00', endTime: '11:00', slotDuration: 30 });
    admin = await t.bearer('admin');
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: admin }, ...(payload ? { payload } : {}) });
  const slots = async (date: string) => (await t.app.inject({ method: 'GET', url: `/doctors/${doctor.id}/slots?date=${date}` })).json<TimeSlot[]>();

  it('really runs in Los Angeles', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('a closure of 2026-12-23 closes exactly that Colombo day', async () => {
    // 2026-12-23 is Unduvap Full Moon Poya Day: open the clinic that day first, so only the closure closes it.
    expect((await call('PUT', '/admin/calendar/overrides', { date: '2026-12-23', open: true })).statusCode).toBe(200);
    expect((await slots('2026-12-23')).every((s) => !s.isBooked)).toBe(true);
    const res = await call('POST', '/admin/calendar/closures', { date: '2026-12-23', reason: 'Year-end stocktake' });
    expect(res.statusCode).toBe(201);
    const closure = res.json<Closure>();

    expect((await slots('2026-12-22')).every((s) => !s.isBooked)).toBe(true);
    expect((await slots('2026-12-23')).map((s) => [s.time, s.unavailable])).toEqual([
      ['09:00 AM', 'closed'],
      ['09:30 AM', 'closed'],
      ['10:00 AM', 'closed'],
      ['10:30 AM', 'closed'],
    ]);
    expect((await slots('2026-12-24')).every((s) => !s.isBooked)).toBe(true);

    const event = ((await t.outbox()) as { type: string; payload: Record<string, unknown> }[]).find(
      (e) => e.type === 'clinic.closure-added' && e.payload['closureId'] === closure.id,
    );
    expect(event?.payload).toMatchObject({ date: '2026-12-23', startsAt: '2026-12-22T18:30:00.000Z', endsAt: '2026-12-23T18:30:00.000Z' });

    const cal = (await t.app.inject({ method: 'GET', url: '/clinic/calendar?from=2026-12-22&to=2026-12-24' })).json<Calendar>();
    expect(cal.days).toEqual([
      {
        date: '2026-12-23',
        closed: true,
        label: 'Year-end stocktake — clinic closed',
        entries: [{ kind: 'closure', id: closure.id, startTime: null, endTime: null, reason: 'Year-end stocktake' }],
      },
    ]);
  });

  it("refuses a closure of a day already past in Colombo though it is still that day's eve in Los Angeles", async () => {
    // Nov 20 is over in Colombo (01:30 on Nov 21) while Los Angeles is at noon on Nov 20.
    const res = await call('POST', '/admin/calendar/closures', { date: '2026-11-20', reason: 'Too late' });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'CLINIC_CLOSURE_IN_PAST' });
    expect((await call('POST', '/admin/calendar/closures', { date: '2026-11-21', reason: 'Today in Colombo' })).statusCode).toBe(201);
  });
});
