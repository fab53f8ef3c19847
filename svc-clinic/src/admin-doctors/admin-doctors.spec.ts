import { jest } from '@jest/globals';
import type { Doctor } from '@vetnow/contracts/doctor';
import { eq } from 'drizzle-orm';
import { doctors } from '../database/schema.js';
import { startClinicTestApp, type ClinicTestApp } from '../testing/clinic-test-app.js';
import { DOCTOR_CREDENTIALS_PATH } from './auth-credentials.client.js';

jest.setTimeout(30_000);

const PASSWORD = 'S3cret-pa55word';

function form(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Dr. Sunil Ratnayake',
    email: `Sunil.${Math.random().toString(36).slice(2, 8)}@VetNow.lk`,
    password: PASSWORD,
    specialization: 'Surgery',
    experience: '7',
    qualifications: 'BVSc, , MVSc ',
    contactNumber: '0771234567',
    clinicAddress: { street: '1 Lake Drive', city: 'Battaramulla' },
    consultationFee: 2750,
    workingHours: { startTime: '08:30', endTime: '14:00', slotDuration: '45' },
    ...overrides,
  };
}

/** doctor.* events carry the answered doctor with its fee in minor units (ADR 0054), not LKR. */
function snapshot({ consultationFee: _lkr, ...doctor }: Doctor, consultationFeeMinor: number) {
  return { ...doctor, consultationFeeMinor };
}

describe('svc-clinic admin doctors API (PostgreSQL)', () => {
  let t: ClinicTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startClinicTestApp();
    admin = await t.bearer('admin');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  }, 30_000);

  beforeEach(() => {
    t.auth.requests.length = 0;
    t.auth.respond = (req) => ({ status: 201, body: { token: 'x', doctor: { _id: (req.body as { doctorId: string }).doctorId } } });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, opts: { auth?: string; body?: unknown } = {}) =>
    t.app.inject({
      method,
      url,
      headers: opts.auth ? { authorization: opts.auth } : {},
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });

  const create = async (overrides: Record<string, unknown> = {}): Promise<Doctor> => {
    const res = await call('POST', '/admin/doctors', { auth: admin, body: form(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json<Doctor>();
  };

  describe('admin only', () => {
    const someId = '3f1c2a4e-1111-4222-8333-444455556666';
    // Every row has all three cells: jest treats a callback parameter beyond the row as `done`.
    const routes: [string, string, unknown][] = [
      ['GET', '/admin/doctors', undefined],
      ['POST', '/admin/doctors', form()],
      ['PUT', `/admin/doctors/${someId}`, form()],
      ['PATCH', `/admin/doctors/${someId}/status`, { isActive: false }],
      ['DELETE', `/admin/doctors/${someId}`, undefined],
      ['GET', '/internal/stats', undefined],
    ];

    it.each(routes)('%s %s: anonymous 401, owner 403, doctor 403', async (method, url, body) => {
      const anonymous = await call(method as 'GET', url, { body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', message: expect.any(String) });
      for (const role of ['user', 'doctor'] as const) {
        const res = await call(method as 'GET', url, { auth: await t.bearer(role), body });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) });
      }
      const forged = await call(method as 'GET', url, { auth: 'Bearer not.a.token', body });
      expect(forged.statusCode).toBe(401);
      expect(t.auth.requests).toHaveLength(0);
    });
  });

  describe('POST /admin/doctors', () => {
    it('hands the password to svc-auth as the admin, then stores the doctor and outboxes doctor.created without it', async () => {
      const body = form();
      const res = await call('POST', '/admin/doctors', { auth: admin, body });
      expect(res.statusCode).toBe(201);
      const doctor = res.json<Doctor>();
      expect(doctor).toMatchObject({
        fullName: 'Dr. Sunil Ratnayake',
        email: body.email.toLowerCase(),
        specialization: 'Surgery',
        experience: 7,
        qualifications: ['BVSc', 'MVSc'],
        contactNumber: '+94771234567', // '0771234567' stored in E.164
        clinicAddress: { street: '1 Lake Drive', city: 'Battaramulla', location: 'Battaramulla' },
        consultationFee: 2750,
        workingHours: { startTime: '08:30', endTime: '14:00', slotDuration: 45 },
        isActive: true,
      });
      expect(doctor._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(doctor)).not.toContain(PASSWORD);
      expect(doctor).not.toHaveProperty('password');

      expect(t.auth.requests).toEqual([
        {
          method: 'POST',
          url: DOCTOR_CREDENTIALS_PATH,
          authorization: admin,
          contentType: 'application/json',
          body: { doctorId: doctor._id, email: doctor.email, fullName: doctor.fullName, password: PASSWORD },
        },
      ]);

      const events = (await t.outbox()).filter((e) => (e.payload as { _id?: string })._id === doctor._id);
      expect(events).toEqual([{ type: 'doctor.created', version: 2, payload: snapshot(doctor, 275_000) }]);
      expect(JSON.stringify(await t.outbox())).not.toContain(PASSWORD);
      expect(t.logs()).not.toContain(PASSWORD);

      const list = await call('GET', '/admin/doctors', { auth: admin });
      expect(list.json<Doctor[]>().map((d) => d._id)).toContain(doctor._id);
    });

    it.each([
      [{ password: '' }, 'Password is required'],
      [{ password: undefined }, 'Password is required'],
      [{ password: '1234567' }, 'Password must be at least 8 characters'],
      [{ fullName: '  ' }, 'Full name is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ contactNumber: '' }, 'Contact number is required'],
      [{ contactNumber: 'hello' }, 'Please enter a valid Sri Lankan phone number'],
      [{ experience: -1 }, 'Experience must be a number of 0 or more'],
      [{ consultationFee: 'free' }, 'Consultation fee must be a number of 0 or more'],
      [{ specialization: 'Cardiology' }, 'Please choose a specialization from the list'],
      [{ workingHours: { startTime: '', endTime: '17:00' } }, 'Start time is required'],
      [{ workingHours: { startTime: '09:00', endTime: '08:00' } }, 'End time must be after start time'],
      [{ workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 20 } }, 'Slot duration must be 15, 30, 45 or 60 minutes'],
      [{ clinicAddress: { location: 'Colombo' } }, 'Clinic location must be Battaramulla'],
    ])('refuses %j with 400 "%s" and calls nobody', async (overrides, message) => {
      const res = await call('POST', '/admin/doctors', { auth: admin, body: form(overrides) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(t.auth.requests).toHaveLength(0);
    });

    it('refuses a taken email (any letter case) with 409 before svc-auth is called', async () => {
      const first = await create();
      t.auth.requests.length = 0;
      const outboxBefore = (await t.outbox()).length;
      const res = await call('POST', '/admin/doctors', { auth: admin, body: form({ email: first.email.toUpperCase() }) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, code: 'DOCTOR_EMAIL_TAKEN', message: 'A doctor with this email already exists' });
      expect(t.auth.requests).toHaveLength(0);
      expect((await t.outbox()).length).toBe(outboxBefore);
    });

    it('passes on svc-auth refusing (409) and stores nothing', async () => {
      t.auth.respond = () => ({
        status: 409,
        body: { statusCode: 409, code: 'AUTH_DOCTOR_EMAIL_TAKEN', message: 'A doctor with this email already exists' },
      });
      const body = form();
      const outboxBefore = (await t.outbox()).length;
      const res = await call('POST', '/admin/doctors', { auth: admin, body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, code: 'AUTH_DOCTOR_EMAIL_TAKEN', message: 'A doctor with this email already exists' });
      expect(t.auth.requests).toHaveLength(1);
      expect((await t.outbox()).length).toBe(outboxBefore);
      const list = await call('GET', '/admin/doctors', { auth: admin });
      expect(list.json<Doctor[]>().map((d) => d.email)).not.toContain(body.email.toLowerCase());
    });

    it('answers 503 when svc-auth fails, and stores nothing', async () => {
      t.auth.respond = () => ({ status: 500, body: { statusCode: 500, message: 'boom' } });
      const body = form();
      const res = await call('POST', '/admin/doctors', { auth: admin, body });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
      const list = await call('GET', '/admin/doctors', { auth: admin });
      expect(list.json<Doctor[]>().map((d) => d.email)).not.toContain(body.email.toLowerCase());
      expect(t.logs()).not.toContain(PASSWORD);
    });
    it('stores the LKR fee of the form in minor units and answers it in LKR, cents included', async () => {
      const doctor = await create({ consultationFee: '1250.5' });
      expect(doctor.consultationFee).toBe(1250.5);
      const [row] = await t.db.select().from(doctors).where(eq(doctors.id, doctor._id));
      expect(row!.consultationFeeMinor).toBe(125_050);
      const [event] = (await t.outbox()).filter((e) => (e.payload as { _id?: string })._id === doctor._id);
      expect(event!.payload).toMatchObject({ consultationFeeMinor: 125_050 });
      expect(event!.payload).not.toHaveProperty('consultationFee');
      const listed = (await call('GET', '/admin/doctors', { auth: admin })).json<Doctor[]>().find((d) => d._id === doctor._id);
      expect(listed?.consultationFee).toBe(1250.5);
    });
  });

  describe('PUT /admin/doctors/:id', () => {
    it('updates the doctor (no password involved) and outboxes doctor.updated', async () => {
      const doctor = await create();
      t.auth.requests.length = 0;
      const { password: _password, ...edit } = form({
        fullName: 'Dr. Sunil R. Ratnayake',
        email: doctor.email,
        specialization: 'Dentistry',
        consultationFee: 3100,
        workingHours: { startTime: '10:00', endTime: '16:00', slotDuration: 60 },
      });
      const res = await call('PUT', `/admin/doctors/${doctor._id}`, { auth: admin, body: { ...edit, password: '' } });
      expect(res.statusCode).toBe(200);
      const updated = res.json<Doctor>();
      expect(updated).toMatchObject({
        _id: doctor._id,
        fullName: 'Dr. Sunil R. Ratnayake',
        specialization: 'Dentistry',
        consultationFee: 3100,
        workingHours: { startTime: '10:00', endTime: '16:00', slotDuration: 60 },
      });
      expect(t.auth.requests).toHaveLength(0);
      const last = (await t.outbox()).at(-1);
      expect(last).toEqual({ type: 'doctor.updated', version: 2, payload: snapshot(updated, 310_000) });
    });

    it('refuses another doctor’s email with 409', async () => {
      const a = await create();
      const b = await create();
      const { password: _p, ...edit } = form({ email: a.email });
      const res = await call('PUT', `/admin/doctors/${b._id}`, { auth: admin, body: edit });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, code: 'DOCTOR_EMAIL_TAKEN', message: 'A doctor with this email already exists' });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const { password: _p, ...edit } = form();
      const unknown = await call('PUT', '/admin/doctors/3f1c2a4e-1111-4222-8333-444455556666', { auth: admin, body: edit });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' });
      for (const bad of ['42', 'not-a-uuid', "1' OR '1'='1"]) {
        const res = await call('PUT', `/admin/doctors/${encodeURIComponent(bad)}`, { auth: admin, body: edit });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid doctor ID' });
      }
    });
  });

  describe('PATCH /admin/doctors/:id/status', () => {
    it('deactivates: doctor.status-changed, gone from /doctors and /doctors/:id, still listed for the admin; and back', async () => {
      const doctor = await create();
      const off = await call('PATCH', `/admin/doctors/${doctor._id}/status`, { auth: admin, body: { isActive: false } });
      expect(off.statusCode).toBe(200);
      expect(off.json<Doctor>()).toMatchObject({ _id: doctor._id, isActive: false });
      expect((await t.outbox()).at(-1)).toEqual({
        type: 'doctor.status-changed',
        version: 1,
        payload: { doctorId: doctor._id, isActive: false },
      });

      const publicList = await call('GET', '/doctors');
      expect(publicList.json<Doctor[]>().map((d) => d._id)).not.toContain(doctor._id);
      expect((await call('GET', `/doctors/${doctor._id}`)).statusCode).toBe(404);
      expect((await call('GET', `/doctors/${doctor._id}/slots`)).statusCode).toBe(404);
      const adminList = await call('GET', '/admin/doctors', { auth: admin });
      expect(adminList.json<Doctor[]>().find((d) => d._id === doctor._id)).toMatchObject({ isActive: false });

      const on = await call('PATCH', `/admin/doctors/${doctor._id}/status`, { auth: admin, body: { isActive: true } });
      expect(on.json<Doctor>()).toMatchObject({ isActive: true });
      expect((await call('GET', `/doctors/${doctor._id}`)).json<Doctor>()).toMatchObject({ _id: doctor._id });
    });

    it('needs a boolean isActive (400), a known id (404) and a well-formed id (400)', async () => {
      const doctor = await create();
      const missing = await call('PATCH', `/admin/doctors/${doctor._id}/status`, { auth: admin, body: { isActive: 'no' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ message: 'Please choose active or inactive' });
      const unknown = await call('PATCH', '/admin/doctors/3f1c2a4e-1111-4222-8333-444455556666/status', {
        auth: admin,
        body: { isActive: true },
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await call('PATCH', '/admin/doctors/abc/status', { auth: admin, body: { isActive: true } });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('DELETE /admin/doctors/:id', () => {
    it('deletes the doctor and outboxes doctor.deleted; afterwards 404', async () => {
      const doctor = await create();
      const res = await call('DELETE', `/admin/doctors/${doctor._id}`, { auth: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<Doctor>()).toMatchObject({ _id: doctor._id });
      expect((await t.outbox()).at(-1)).toEqual({ type: 'doctor.deleted', version: 1, payload: { doctorId: doctor._id } });
      expect((await call('GET', `/doctors/${doctor._id}`)).statusCode).toBe(404);
      const again = await call('DELETE', `/admin/doctors/${doctor._id}`, { auth: admin });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' });
      expect((await call('DELETE', '/admin/doctors/nope', { auth: admin })).statusCode).toBe(400);
    });
  });

  describe('GET /internal/stats', () => {
    it('counts all doctors and the active ones', async () => {
      const before = (await call('GET', '/internal/stats', { auth: admin })).json<{ totalDoctors: number; activeDoctors: number }>();
      const a = await create();
      await create();
      await call('PATCH', `/admin/doctors/${a._id}/status`, { auth: admin, body: { isActive: false } });
      const res = await call('GET', '/internal/stats', { auth: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ totalDoctors: before.totalDoctors + 2, activeDoctors: before.activeDoctors + 1 });
    });
  });

  it('lists every doctor by name for the admin', async () => {
    const res = await call('GET', '/admin/doctors', { auth: admin });
    const names = res.json<Doctor[]>().map((d) => d.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});
