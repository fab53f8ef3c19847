import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import type { Doctor } from '@vetnow/contracts/doctor';
import { fromMinorUnits, toMinorUnits } from '@vetnow/domain/money';
import { LOGIN_MESSAGES } from '@vetnow/contracts/validation-texts';
import { doctorSessionUserSchema, loginResponseSchema } from '@vetnow/contracts/user';
import { verifyAccessToken } from '@vetnow/service-kit/auth';
import { doctorEventPayload } from '@vetnow/service-kit/testing';
import { startAuthTestApp, eventually, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN, TEST_ADMIN_ENV } from '../testing/test-admin.js';
import { registerOwner } from '../testing/register-owner.js';

jest.setTimeout(30_000);

function doctorFixture(overrides: Partial<Doctor> = {}): Doctor {
  const { consultationFeeMinor, ...doctor } = doctorEventPayload();
  return { ...doctor, consultationFee: fromMinorUnits(consultationFeeMinor), ...overrides };
}

/** The doctor as svc-clinic's doctor.* events carry it (version 2): the API's LKR fee in minor units. */
function snapshotOf({ consultationFee, ...doctor }: Doctor) {
  return { ...doctor, consultationFeeMinor: toMinorUnits(consultationFee) };
}

describe('doctor accounts (PostgreSQL + NATS)', () => {
  let t: AuthTestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    expect(res.statusCode).toBe(200);
    adminToken = res.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, userType: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });
  const registerDoctor = (body: object, token: string | null = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/doctor/register',
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** The admin registers `d`'s credentials (password docpass1). */
  const registerCredentials = (d: { _id: string; email: string; fullName: string }) =>
    registerDoctor({ doctorId: d._id, email: d.email, fullName: d.fullName, password: 'docpass1' });
  /** Resolves once `d` signs in with docpass1 (its doctor.created, and what was published before it, handled). */
  const signsIn = (d: { email: string }, what: string) =>
    eventually(what, async () => (await login(d.email, 'docpass1', 'doctor')).statusCode === 200);

  it('the first admin from ADMIN_EMAIL/ADMIN_PASSWORD signs in as admin, role admin', async () => {
    const res = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, 'admin');
    const body = loginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, userType: 'user', role: 'admin' });
    const claims = await verifyAccessToken(body.token, createLocalJWKSet({ keys: [t.keys.publicJwk] }));
    expect(claims.role).toBe('admin');
  });

  it('POST /auth/doctor/register: 401 without token, 403 for an owner, 400 for bad input', async () => {
    const body = { doctorId: randomUUID(), email: 'x@vetnow.test', fullName: 'X', password: 'docpass1' };
    expect((await registerDoctor(body, null)).statusCode).toBe(401);
    const owner = await registerOwner(t, 'ownerx');
    const forbidden = await registerDoctor(body, owner.json().token);
    expect(forbidden.statusCode).toBe(403);
    const bad = await registerDoctor({ ...body, password: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Password must be at least 8 characters');
    const badId = await registerDoctor({ ...body, doctorId: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
  });

  it('credentials first, then doctor.created: sign-in only after the event, by email and by doctor ID', async () => {
    const doctor = doctorFixture();
    const res = await registerCredentials(doctor);
    expect(res.statusCode).toBe(201);
    // Issue 10: the doctor's account data only, never a token the admin could act as the doctor with.
    expect(res.json()).toEqual({ doctor: { _id: doctor._id, email: doctor.email, fullName: doctor.fullName } });
    expect(res.body).not.toMatch(/argon2|docpass1/);

    expect((await login(doctor.email, 'docpass1', 'doctor')).statusCode).toBe(401);

    await t.publish('doctor.created', snapshotOf(doctor));
    const ok = await eventually('doctor sign-in', async () => {
      const r = await login(doctor.email, 'docpass1', 'doctor');
      return r.statusCode === 200 ? r : undefined;
    });
    const user = doctorSessionUserSchema.parse(ok.json().user);
    expect(user).toEqual({ ...doctor, userType: 'doctor', language: 'en' });
    expect((await login(doctor._id.toUpperCase(), 'docpass1', 'doctor')).statusCode).toBe(200);
    // Wrong role and wrong password: the same 401.
    expect((await login(doctor.email, 'docpass1', 'user')).json()).toEqual({
      statusCode: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    expect((await login(doctor._id, 'docpass2', 'doctor')).json()).toEqual({
      statusCode: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  it('doctor.created first, then credentials: the answer carries the known doctor, sign-in works', async () => {
    const doctor = doctorFixture({ fullName: 'Dr. Event First' });
    await t.publish('doctor.created', snapshotOf(doctor));
    const res = await eventually('credentials accepted after the event', async () => {
      // Before the event is applied the doctor is unknown here; the answer then lacks the profile.
      const r = await registerCredentials(doctor);
      return r.statusCode === 201 && r.json().doctor.specialization ? r : undefined;
    });
    expect(res.json().doctor).toEqual(doctor);
    expect((await login(doctor.email, 'docpass1', 'doctor')).statusCode).toBe(200);
  });

  it('stores the snapshot with its fee in minor units, and a version 1 event (LKR, before ADR 0054) the same', async () => {
    const current = doctorFixture({ consultationFee: 1250.5 });
    const older = doctorFixture({ consultationFee: 1250.5 });
    await t.publish('doctor.created', snapshotOf(current));
    await t.publish('doctor.created', older, { version: 1 });
    for (const doctor of [current, older]) {
      await registerCredentials(doctor);
      const ok = await eventually('doctor sign-in', async () => {
        const r = await login(doctor.email, 'docpass1', 'doctor');
        return r.statusCode === 200 ? r : undefined;
      });
      expect(ok.json().user).toEqual({ ...doctor, userType: 'doctor', language: 'en' });
      const stored = (await t.db.execute(sql`SELECT doctor_profile AS p FROM accounts WHERE id = ${doctor._id}`)) as unknown as {
        rows: { p: Record<string, unknown> }[];
      };
      expect(stored.rows[0]!.p).toMatchObject({ consultationFeeMinor: 125_050 });
      expect(stored.rows[0]!.p).not.toHaveProperty('consultationFee');
    }
  });

  it('doctor.updated changes email and name; status-changed {isActive:false} refuses sign-in as inactive; deleted removes it', async () => {
    const doctor = doctorFixture();
    await registerCredentials(doctor);
    await t.publish('doctor.created', snapshotOf(doctor));
    await signsIn(doctor, 'sign-in');

    const renamed = {
      ...doctor,
      email: `new.${doctor.email}`,
      fullName: 'Dr. Renamed',
      consultationFee: 3000.5,
    };
    await t.publish('doctor.updated', snapshotOf(renamed));
    const ok = await eventually('sign-in with the new email', async () => {
      const r = await login(renamed.email, 'docpass1', 'doctor');
      return r.statusCode === 200 ? r : undefined;
    });
    expect(ok.json().user).toMatchObject({ fullName: 'Dr. Renamed', consultationFee: 3000.5 });
    expect((await login(doctor.email, 'docpass1', 'doctor')).statusCode).toBe(401);

    await t.publish('doctor.status-changed', { doctorId: doctor._id, isActive: false });
    await eventually(
      'sign-in refused',
      async () => (await login(renamed.email, 'docpass1', 'doctor')).statusCode === 403,
    );
    // The right password: told the account is inactive (by email and by doctor ID), and no token.
    for (const identifier of [renamed.email, doctor._id]) {
      const refused = await login(identifier, 'docpass1', 'doctor');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ statusCode: 403, code: 'AUTH_ACCOUNT_INACTIVE', message: LOGIN_MESSAGES.accountInactive });
    }
    // A wrong password or the wrong role learns nothing: the usual 401.
    expect((await login(renamed.email, 'not-the-password', 'doctor')).json()).toEqual({
      statusCode: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: LOGIN_MESSAGES.invalidCredentials,
    });
    expect((await login(renamed.email, 'docpass1', 'user')).json()).toEqual({
      statusCode: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: LOGIN_MESSAGES.invalidCredentials,
    });

    await t.publish('doctor.status-changed', { doctorId: doctor._id, isActive: true });
    await eventually(
      'sign-in again',
      async () => (await login(doctor._id, 'docpass1', 'doctor')).statusCode === 200,
    );

    await t.publish('doctor.deleted', { doctorId: doctor._id });
    await eventually('account gone', async () => {
      const rows = (await t.db.execute(sql`SELECT id FROM accounts WHERE id = ${doctor._id}`)) as unknown as {
        rows: unknown[];
      };
      return rows.rows.length === 0;
    });
    expect((await login(doctor._id, 'docpass1', 'doctor')).statusCode).toBe(401);
  });

  it('an older doctor.updated delivered late does not override a newer one', async () => {
    const doctor = doctorFixture();
    await registerCredentials(doctor);
    const now = Date.now();
    await t.publish('doctor.created', snapshotOf(doctor), { occurredAt: new Date(now - 2000).toISOString() });
    await t.publish(
      'doctor.updated',
      snapshotOf({ ...doctor, fullName: 'Dr. Newest' }),
      { occurredAt: new Date(now).toISOString() },
    );
    await t.publish(
      'doctor.updated',
      snapshotOf({ ...doctor, fullName: 'Dr. Stale' }),
      { occurredAt: new Date(now - 1000).toISOString() },
    );
    const marker = doctorFixture();
    await t.publish('doctor.created', snapshotOf(marker));
    await registerCredentials(marker);
    // The marker is published after the others: once it signs in, the earlier events were handled.
    await signsIn(marker, 'marker sign-in');
    expect((await login(doctor.email, 'docpass1', 'doctor')).json().user.fullName).toBe('Dr. Newest');
  });

  it('a newer status change handled before an older snapshot (retry order) keeps the doctor inactive', async () => {
    const doctor = doctorFixture();
    await registerCredentials(doctor);
    const now = Date.now();
    await t.publish(
      'doctor.status-changed',
      { doctorId: doctor._id, isActive: false },
      { occurredAt: new Date(now).toISOString() },
    );
    await t.publish('doctor.created', snapshotOf(doctor), { occurredAt: new Date(now - 1000).toISOString() });
    const marker = doctorFixture();
    await registerCredentials(marker);
    await t.publish('doctor.created', snapshotOf(marker));
    await signsIn(marker, 'marker sign-in');
    expect((await login(doctor.email, 'docpass1', 'doctor')).statusCode).toBe(403);
    // Re-activated later: signs in, and the answer says active.
    await t.publish('doctor.status-changed', { doctorId: doctor._id, isActive: true });
    const ok = await eventually('sign-in', async () => {
      const r = await login(doctor.email, 'docpass1', 'doctor');
      return r.statusCode === 200 ? r : undefined;
    });
    expect(ok.json().user).toEqual({ ...doctor, isActive: true, userType: 'doctor', language: 'en' });
  });

  it('credentials and doctor.created arriving at the same moment: every doctor ends up able to sign in', async () => {
    const doctors = Array.from({ length: 10 }, () => doctorFixture());
    const answers = await Promise.all(
      doctors.flatMap((d) => [
        t.publish('doctor.created', snapshotOf(d)).then(() => 201),
        registerCredentials(d).then(
          (r) => r.statusCode,
        ),
      ]),
    );
    expect(answers.every((code) => code === 201)).toBe(true);
    for (const d of doctors) {
      await eventually(
        `sign-in of ${d.email}`,
        async () => (await login(d.email, 'docpass1', 'doctor')).statusCode === 200,
      );
    }
  });

  it('an email of another doctor is refused with 409', async () => {
    const a = doctorFixture();
    await registerCredentials(a);
    const res = await registerDoctor({
      doctorId: randomUUID(),
      email: a.email.toUpperCase(),
      fullName: 'B',
      password: 'docpass1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, code: 'AUTH_DOCTOR_EMAIL_TAKEN', message: 'A doctor with this email already exists' });
  });
});
