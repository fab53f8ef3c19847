// Run by clinic-time-zone.spec.ts in a child process under TZ=America/Los_Angeles (jest.tz.config.js).
// The whole service runs in that zone; every expectation is in Colombo wall-clock time or UTC instants.
import { jest } from '@jest/globals';
import { DOCTOR_FORM } from '@vetnow/contracts/api/examples';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { bookedEvent } from '../../testing/booked-event.js';
import { startClinicTestApp, eventually, type ClinicTestApp } from '../../testing/clinic-test-app.js';

jest.setTimeout(30_000);

// 2026-11-20T20:00Z is 12:00 on Nov 20 in Los Angeles but 01:30 on Nov 21 in Colombo.
const NOW = '2026-11-20T20:00:00Z';

describe('svc-clinic under TZ=America/Los_Angeles', () => {
  let t: ClinicTestApp;
  let doctor: Doctor;

  beforeAll(async () => {
    t = await startClinicTestApp({ now: NOW });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/doctors',
      headers: { authorization: await t.bearer('admin') },
      // The routes' example form, with four slots a day (09:00–11:00) to check against.
      payload: {
        ...DOCTOR_FORM,
        fullName: 'Dr. Zone Test',
        email: 'zone.test@vetnow.test',
        password: 'zone-secret',
        workingHours: { startTime: '09:00', endTime: '11:00', slotDuration: 30 },
      },
    });
    expect(res.statusCode).toBe(201);
    doctor = res.json<Doctor>();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const slots = async (query = ''): Promise<TimeSlot[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/doctors/${doctor._id}/slots${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<TimeSlot[]>();
  };
  const listed = async (query: string): Promise<boolean> => {
    const res = await t.app.inject({ method: 'GET', url: `/doctors${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<Doctor[]>().some((d) => d._id === doctor._id);
  };

  it('really runs in Los Angeles', () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    expect(new Date(NOW).getTimezoneOffset()).toBe(480);
    expect(new Date(NOW).getDate()).toBe(20); // local (LA) day of month
  });

  it("takes today from Colombo's calendar: Nov 21 has every slot, Nov 20 is already past", async () => {
    expect((await slots()).map((s) => s.time)).toEqual(['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM']);
    expect(await slots('?date=2026-11-21')).toEqual(await slots());
    expect(await slots('?date=2026-11-20')).toEqual([]);
  });

  it('marks booked slots from UTC instants as Colombo wall-clock times', async () => {
    // 09:30–10:30 in Colombo (UTC+05:30) = 04:00–05:00Z.
    await t.publish(
      'appointment.booked',
      bookedEvent({
        appointmentId: 'tz-1',
        reference: 'APT-TZ1',
        doctorId: doctor._id,
        appointmentDate: '2026-11-21',
        timeSlot: '09:30 AM',
        startsAt: '2026-11-21T04:00:00.000Z',
        endsAt: '2026-11-21T05:00:00.000Z',
      }),
    );
    await eventually('the booking', async () => (await slots()).some((s) => s.isBooked));
    expect(await slots()).toEqual([
      { time: '09:00 AM', isBooked: false },
      { time: '09:30 AM', isBooked: true },
      { time: '10:00 AM', isBooked: true },
      { time: '10:30 AM', isBooked: false },
    ]);
  });

  it('filters availableTime on the Colombo date and instants', async () => {
    expect(await listed(`?availableTime=${encodeURIComponent('09:00 AM')}`)).toBe(true);
    expect(await listed(`?availableTime=${encodeURIComponent('09:30 AM')}`)).toBe(false);
    expect(await listed(`?availableTime=${encodeURIComponent('10:30 AM')}&date=2026-11-21`)).toBe(true);
    expect(await listed(`?availableTime=${encodeURIComponent('10:30 AM')}&date=2026-11-20`)).toBe(false);
  });

  it('shows the clock of the service moving to 10:05 in Colombo as past slots', async () => {
    t.clock.set('2026-11-21T04:35:00Z'); // 10:05 Colombo, still Nov 20 (20:35) in Los Angeles
    expect((await slots()).map((s) => s.time)).toEqual(['10:30 AM']);
  });
});
