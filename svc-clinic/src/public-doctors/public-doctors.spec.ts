import { jest } from '@jest/globals';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { kitInbox } from '@vetnow/service-kit/messaging';
import { eq } from 'drizzle-orm';
import { DEMO_DOCTORS } from '../seed/demo-doctors.js';
import { SeedService } from '../seed/seed.service.js';
import { bookedEvent } from '../testing/booked-event.js';
import { startClinicTestApp, eventually, type ClinicTestApp } from '../testing/clinic-test-app.js';

jest.setTimeout(30_000);

/** 10:10 on 2026-11-20 in Colombo. */
const NOW = '2026-11-20T04:40:00Z';
const TODAY = '2026-11-20';
const TOMORROW = '2026-11-21';

const idOf = (email: string) => DEMO_DOCTORS.find((d) => d.email === email)!.id;
const DEMO = DEMO_DOCTOR.id; // General Veterinary, Battaramulla, 09:00–17:00 / 30
const SHANIKA = idOf('dr.fernando@vetnow.lk'); // Surgery, Battaramulla, 08:00–14:00 / 60
const RUWAN = idOf('dr.jayasinghe@vetnow.lk'); // Dentistry, Battaramulla, 13:00–18:00 / 45
const THARINDU = idOf('dr.rajapaksha@vetnow.lk'); // Dermatology, Colombo, 09:00–17:00 / 15
const PRADEEP = idOf('dr.kumara@vetnow.lk'); // General Veterinary, Dehiwala, 13:00–18:00 / 60

describe('svc-clinic public API, occupancy and doctor self-service (demo seed)', () => {
  let t: ClinicTestApp;

  beforeAll(async () => {
    t = await startClinicTestApp({ now: NOW, env: { SEED_DEMO: 'true' } });
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const get = (url: string, auth?: string) => t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
  const names = async (query: string) => {
    const res = await get(`/doctors${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<Doctor[]>().map((d) => d.fullName);
  };
  const slots = async (id: string, date?: string) => {
    const res = await get(`/doctors/${id}/slots${date ? `?date=${date}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json<TimeSlot[]>();
  };
  const booked = async (id: string, date: string) => (await slots(id, date)).filter((s) => s.isBooked).map((s) => s.time);

  describe('demo seed', () => {
    it('creates the demo doctors once, each with doctor.created, the contracts demo doctor under its fixed id', async () => {
      const all = await get('/doctors');
      expect(all.json<Doctor[]>()).toHaveLength(DEMO_DOCTORS.length);
      const demo = await get(`/doctors/${DEMO}`);
      expect(demo.json<Doctor>()).toMatchObject({ _id: DEMO, email: DEMO_DOCTOR.email, fullName: DEMO_DOCTOR.fullName });

      const created = (await t.outbox()).filter((e) => e.type === 'doctor.created');
      expect(created.map((e) => (e.payload as Doctor)._id).sort()).toEqual(DEMO_DOCTORS.map((d) => d.id).sort());

      expect(await t.app.get(SeedService).seed()).toBe(0);
      expect((await t.outbox()).filter((e) => e.type === 'doctor.created')).toHaveLength(DEMO_DOCTORS.length);
    });
  });

  describe('GET /doctors', () => {
    it('lists active doctors sorted by name', async () => {
      const list = await names('');
      expect(list).toEqual([...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    });

    it('filters by location, specialization and both', async () => {
      expect(await names('?location=Colombo')).toEqual(['Dr. Tharindu Rajapaksha']);
      expect(await names('?specialization=Surgery')).toEqual(['Dr. Nadeesha Herath', 'Dr. Shanika Fernando']);
      expect(await names('?location=Battaramulla&specialization=Surgery')).toEqual(['Dr. Shanika Fernando']);
      expect(await names('?location=Dehiwala&specialization=Dermatology')).toEqual([]);
    });

    it('filters by availableTime and date on each doctor’s own grid', async () => {
      // 09:00 AM, Surgery: on Nadeesha's 45-minute grid (from 09:00) and Shanika's hourly one (from 08:00).
      expect(await names(`?availableTime=${encodeURIComponent('09:00 AM')}&date=${TOMORROW}&specialization=Surgery`)).toEqual([
        'Dr. Nadeesha Herath',
        'Dr. Shanika Fernando',
      ]);
      // 01:30 PM: not on Ruwan's 45-minute grid (13:00, 13:45 …) nor on Pradeep's hourly one.
      expect(await names(`?availableTime=${encodeURIComponent('01:30 PM')}&date=${TOMORROW}&location=Battaramulla`)).not.toContain(
        'Dr. Ruwan Jayasinghe',
      );
      // Filter times are on the half hour: 02:30 PM fits 30- and 15-minute grids and Ruwan's 45 (13:00 + 2×45).
      expect(await names(`?availableTime=${encodeURIComponent('02:30 PM')}&date=${TOMORROW}&location=Battaramulla`)).toEqual([
        'Dr. Chaminda Bandara',
        'Dr. Nimal Perera',
        'Dr. Ruwan Jayasinghe',
      ]);
    });

    it.each([
      ['?location=Kandy', 'Please choose a location from the list'],
      ['?specialization=Cardiology', 'Please choose a specialization from the list'],
      [`?availableTime=${encodeURIComponent('09:15 AM')}`, 'Please choose a time from the list'],
      ['?availableTime=0900', 'Please choose a time from the list'],
      ['?date=2026-02-30', 'Please enter a date as YYYY-MM-DD'],
      ['?date=20-11-2026', 'Please enter a date as YYYY-MM-DD'],
    ])('GET /doctors%s → 400 "%s"', async (query, message) => {
      const res = await get(`/doctors${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });
  });

  describe('GET /doctors/:id', () => {
    it('answers the doctor, 404 for an unknown id, 400 for a malformed one', async () => {
      expect((await get(`/doctors/${SHANIKA}`)).json<Doctor>()).toMatchObject({
        _id: SHANIKA,
        workingHours: { startTime: '08:00', endTime: '14:00', slotDuration: 60 },
      });
      const unknown = await get('/doctors/3f1c2a4e-1111-4222-8333-444455556666');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' });
      const malformed = await get('/doctors/not-a-uuid');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid doctor ID' });
    });
  });

  describe('GET /doctors/:id/slots', () => {
    it('builds the 15, 30, 45 and 60 minute grids', async () => {
      const tharindu = await slots(THARINDU, TOMORROW);
      expect(tharindu).toHaveLength(32);
      expect(tharindu.slice(0, 3).map((s) => s.time)).toEqual(['09:00 AM', '09:15 AM', '09:30 AM']);
      expect(tharindu.at(-1)!.time).toBe('04:45 PM');
      expect((await slots(DEMO, TOMORROW)).map((s) => s.time)).toEqual(
        ['09', '10', '11', '12', '01', '02', '03', '04'].flatMap((h) => {
          const suffix = ['09', '10', '11'].includes(h) ? 'AM' : 'PM';
          return [`${h}:00 ${suffix}`, `${h}:30 ${suffix}`];
        }),
      );
      expect((await slots(RUWAN, TOMORROW)).map((s) => s.time)).toEqual([
        '01:00 PM',
        '01:45 PM',
        '02:30 PM',
        '03:15 PM',
        '04:00 PM',
        '04:45 PM',
      ]);
      expect((await slots(SHANIKA, TOMORROW)).map((s) => s.time)).toEqual([
        '08:00 AM',
        '09:00 AM',
        '10:00 AM',
        '11:00 AM',
        '12:00 PM',
        '01:00 PM',
      ]);
      expect((await slots(SHANIKA, TOMORROW)).every((s) => !s.isBooked)).toBe(true);
    });

    it('without a date uses today in clinic time and leaves out the times already gone (clock at 10:10)', async () => {
      const today = await slots(DEMO);
      expect(today[0]!.time).toBe('10:30 AM');
      expect(today).toHaveLength(13);
      expect(await slots(DEMO, TODAY)).toEqual(today);
      t.clock.set('2026-11-20T11:05:00Z'); // 16:35 in Colombo: nothing left of a 09:00–17:00 day
      try {
        expect(await slots(DEMO)).toEqual([]);
      } finally {
        t.clock.set(NOW);
      }
    });

    it('answers [] for a past date', async () => {
      expect(await slots(DEMO, '2026-11-19')).toEqual([]);
    });

    it('refuses a malformed date with 400 and answers 404 for an unknown doctor', async () => {
      for (const date of ['2026-13-01', '2026-02-30', '21/11/2026', 'tomorrow']) {
        const res = await get(`/doctors/${DEMO}/slots?date=${encodeURIComponent(date)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please enter a date as YYYY-MM-DD' });
      }
      const unknown = await get(`/doctors/3f1c2a4e-1111-4222-8333-444455556666/slots?date=${TOMORROW}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' });
      expect((await get(`/doctors/xyz/slots`)).statusCode).toBe(400);
    });
  });

  describe('occupancy from appointment events', () => {
    const booking = (id: string, doctorId: string, startsAt: string, endsAt: string) =>
      bookedEvent({ appointmentId: id, reference: `APT-${id.slice(0, 6)}`, doctorId, appointmentDate: TOMORROW, timeSlot: '10:00 AM', startsAt, endsAt });
    const cancellation = (b: ReturnType<typeof booking>) => ({
      appointmentId: b.appointmentId,
      doctorId: b.doctorId,
      userId: b.userId,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
    });

    it('a 60-minute booking blocks two 30-minute slots, in the slots and in the availableTime filter; cancelling frees them', async () => {
      // 10:00–11:00 Colombo on TOMORROW = 04:30–05:30Z.
      const b = booking('a1b2c3d4-0000-4000-8000-000000000001', DEMO, '2026-11-21T04:30:00.000Z', '2026-11-21T05:30:00.000Z');
      await t.publish('appointment.booked', b);
      await eventually('the booking to reach the slots', async () => (await booked(DEMO, TOMORROW)).length > 0);
      expect(await booked(DEMO, TOMORROW)).toEqual(['10:00 AM', '10:30 AM']);
      expect(await booked(DEMO, '2026-11-22')).toEqual([]);

      const at1030 = `?availableTime=${encodeURIComponent('10:30 AM')}&date=${TOMORROW}&specialization=${encodeURIComponent('General Veterinary')}`;
      expect(await names(at1030)).toEqual(['Dr. Ishara Senanayake']);
      const at1100 = `?availableTime=${encodeURIComponent('11:00 AM')}&date=${TOMORROW}&specialization=${encodeURIComponent('General Veterinary')}`;
      expect(await names(at1100)).toEqual(['Dr. Ishara Senanayake', 'Dr. Nimal Perera']);

      await t.publish('appointment.cancelled', cancellation(b));
      await eventually('the cancellation to free the slots', async () => (await booked(DEMO, TOMORROW)).length === 0);
      expect(await names(at1030)).toEqual(['Dr. Ishara Senanayake', 'Dr. Nimal Perera']);
    });

    it('marks the 45-minute slot a 30-minute booking overlaps, not its neighbour', async () => {
      // 13:15–13:45 Colombo = 07:45–08:15Z: inside Ruwan's 13:00–13:45 slot, ending where 13:45 begins.
      const b = booking('a1b2c3d4-0000-4000-8000-000000000002', RUWAN, '2026-11-21T07:45:00.000Z', '2026-11-21T08:15:00.000Z');
      await t.publish('appointment.booked', b);
      await eventually('the booking', async () => (await booked(RUWAN, TOMORROW)).length > 0);
      expect(await booked(RUWAN, TOMORROW)).toEqual(['01:00 PM']);
    });

    it('applies a duplicate delivery once, and a redelivered booking does not revive a cancelled one', async () => {
      const b = booking('a1b2c3d4-0000-4000-8000-000000000003', SHANIKA, '2026-11-21T04:30:00.000Z', '2026-11-21T05:30:00.000Z');
      const event = await t.publish('appointment.booked', b);
      await t.publish('appointment.booked', b, { id: event.id }); // the same event delivered twice
      await eventually('the booking', async () => (await booked(SHANIKA, TOMORROW)).length > 0);
      expect(await booked(SHANIKA, TOMORROW)).toEqual(['10:00 AM']);

      await t.publish('appointment.cancelled', cancellation(b));
      await eventually('the cancellation', async () => (await booked(SHANIKA, TOMORROW)).length === 0);
      await t.publish('appointment.booked', b, { id: event.id }); // a late redelivery
      // A later event marks the point where the redelivery has surely been handled.
      const marker = booking('a1b2c3d4-0000-4000-8000-000000000004', SHANIKA, '2026-11-21T06:30:00.000Z', '2026-11-21T07:30:00.000Z');
      await t.publish('appointment.booked', marker);
      await eventually('the marker booking', async () => (await booked(SHANIKA, TOMORROW)).includes('12:00 PM'));
      expect(await booked(SHANIKA, TOMORROW)).toEqual(['12:00 PM']);

      const inbox = await t.db.select().from(kitInbox).where(eq(kitInbox.eventId, event.id));
      expect(inbox).toHaveLength(1);
    });

    it('skips (and logs) payloads it cannot use without blocking the events after them', async () => {
      // Valid for the catalogue but naming no possible doctor: the handler logs and skips it.
      const foreign = booking('a1b2c3d4-0000-4000-8000-000000000006', 'not-a-uuid', '2026-11-21T03:30:00.000Z', '2026-11-21T03:45:00.000Z');
      const skipped = await t.publish('appointment.booked', foreign);
      // Not a booking at all: refused before or by the handler (the kit may park it after retries).
      const garbage = await t.publish('appointment.booked', { appointmentId: 'x' });
      const b = booking('a1b2c3d4-0000-4000-8000-000000000005', THARINDU, '2026-11-21T03:30:00.000Z', '2026-11-21T03:45:00.000Z');
      await t.publish('appointment.booked', b);
      await eventually('the readable booking', async () => (await booked(THARINDU, TOMORROW)).length > 0);
      expect(await booked(THARINDU, TOMORROW)).toEqual(['09:00 AM']);
      expect(t.logs()).toContain('unreadable appointment event payload');
      expect(t.logs()).toContain(skipped.id);
      expect(t.logs()).toContain(garbage.id);
    });
  });

  describe('doctor self-service: /doctors/dashboard/profile', () => {
    it('is for doctors only', async () => {
      expect((await get('/doctors/dashboard/profile')).statusCode).toBe(401);
      expect((await get('/doctors/dashboard/profile', await t.bearer('user'))).statusCode).toBe(403);
      expect((await get('/doctors/dashboard/profile', await t.bearer('admin'))).statusCode).toBe(403);
      const put = await t.app.inject({ method: 'PUT', url: '/doctors/dashboard/profile', payload: { fullName: 'X' } });
      expect(put.statusCode).toBe(401);
    });

    it('GET answers the signed-in doctor (the token’s sub); 404 for a doctor account with no doctor', async () => {
      const res = await get('/doctors/dashboard/profile', await t.bearer('doctor', PRADEEP));
      expect(res.statusCode).toBe(200);
      expect(res.json<Doctor>()).toMatchObject({ _id: PRADEEP, fullName: 'Dr. Pradeep Kumara' });
      const orphan = await get('/doctors/dashboard/profile', await t.bearer('doctor'));
      expect(orphan.statusCode).toBe(404);
      expect(orphan.json()).toEqual({ statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' });
    });

    it('PUT changes what a doctor may change, ignores email, fee, specialization, isActive and location, and publishes doctor.updated', async () => {
      const auth = await t.bearer('doctor', PRADEEP);
      const before = (await get('/doctors/dashboard/profile', auth)).json<Doctor>();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/doctors/dashboard/profile',
        headers: { authorization: auth },
        payload: {
          fullName: 'Dr. Pradeep S. Kumara',
          contactNumber: '077 000 0001',
          qualifications: 'BVSc, MSc (Animal Science), PhD',
          experience: 8,
          clinicAddress: { street: '7 Hill Street', city: 'Dehiwala-Mount Lavinia', location: 'Battaramulla' },
          workingHours: { startTime: '14:00', endTime: '18:00', slotDuration: 30 },
          email: 'hijack@vetnow.lk',
          consultationFee: 99_999,
          specialization: 'Surgery',
          isActive: false,
        },
      });
      expect(res.statusCode).toBe(200);
      const after = res.json<Doctor>();
      expect(after).toMatchObject({
        _id: PRADEEP,
        fullName: 'Dr. Pradeep S. Kumara',
        contactNumber: '+94770000001', // E.164
        qualifications: ['BVSc', 'MSc (Animal Science)', 'PhD'],
        experience: 8,
        clinicAddress: { street: '7 Hill Street', city: 'Dehiwala-Mount Lavinia', location: before.clinicAddress.location },
        workingHours: { startTime: '14:00', endTime: '18:00', slotDuration: 30 },
        email: before.email,
        consultationFee: before.consultationFee,
        specialization: before.specialization,
        isActive: true,
      });
      expect(before.clinicAddress.location).toBe('Dehiwala');
      // The event carries the (unchanged) fee in minor units: Dr. Kumara’s LKR 2,000 is 200000.
      const { consultationFee: _lkr, ...unchanged } = after;
      expect(before.consultationFee).toBe(2000);
      expect((await t.outbox()).at(-1)).toEqual({ type: 'doctor.updated', version: 2, payload: { ...unchanged, consultationFeeMinor: 200_000 } });
      expect((await slots(PRADEEP, TOMORROW)).map((s) => s.time)[0]).toBe('02:00 PM');
      expect((await slots(PRADEEP, TOMORROW))).toHaveLength(8);
    });

    it('PUT refuses invalid values with the form messages', async () => {
      const auth = await t.bearer('doctor', PRADEEP);
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: '/doctors/dashboard/profile', headers: { authorization: auth }, payload });
      const reversed = await put({ workingHours: { startTime: '15:00', endTime: '14:00', slotDuration: 30 } });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ message: 'End time must be after start time' });
      const blank = await put({ fullName: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: 'Full name is required' });
      const notAPhone = await put({ contactNumber: 'hello' });
      expect(notAPhone.statusCode).toBe(400);
      expect(notAPhone.json()).toMatchObject({ message: 'Please enter a valid Sri Lankan phone number' });
      const profile = (await get('/doctors/dashboard/profile', auth)).json<Doctor>();
      expect(profile.fullName).toBe('Dr. Pradeep S. Kumara');
      expect(profile.contactNumber).toBe('+94770000001');
    });
  });
});
