import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DOCTOR_FORM } from '@vetnow/contracts/api/examples';
import { DEMO_ADMIN } from '@vetnow/domain/demo';
import { type ServiceTestApp, startServiceTestApp, eventually } from '@vetnow/service-kit/testing';
import { startAuthTestApp } from './support/auth-app.js';
import { createClinicApp } from '../../svc-clinic/src/app.module.js';

/**
 * One real event flow between two services through JetStream, on the machine's PostgreSQL and NATS:
 * the admin creates a doctor in svc-clinic (which hands the password to svc-auth over HTTP), svc-clinic's
 * outbox publishes doctor.created, svc-auth's consumer applies it, and the doctor can sign in. Then
 * doctor.status-changed locks the doctor out of sign-in and revokes the doctor's token in svc-clinic too.
 */
describe('doctor accounts follow svc-clinic through JetStream', () => {
  let auth: ServiceTestApp;
  let clinic: ServiceTestApp;
  const id = randomBytes(5).toString('hex');
  const bus = { NATS_STREAM: `FLOW_${id.toUpperCase()}`, EVENT_SUBJECT_PREFIX: `flow_${id}` };
  const admin = { email: `admin-${id}@vetnow.lk`, password: `${DEMO_ADMIN.password}-${id}` };

  beforeAll(async () => {
    auth = await startAuthTestApp({ ...bus, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    await auth.app.listen({ port: 0, host: '127.0.0.1' });
    const authUrl = `http://127.0.0.1:${(auth.app.getHttpServer().address() as AddressInfo).port}`;
    clinic = await startServiceTestApp({
      service: 'clinic',
      module: async (env) => ({ module: createClinicApp({ env }).AppModule, env }),
      env: { ...bus, AUTH_URL: authUrl, JWT_PUBLIC_KEY: auth.env['JWT_PUBLIC_KEY'] },
    });
  });
  afterAll(async () => {
    await clinic?.close();
    await auth?.close();
  });

  async function login(email: string, password: string, userType: 'doctor' | 'admin') {
    return auth.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });
  }

  it('creates a doctor who can then sign in, and locks them out when deactivated', async () => {
    const adminLogin = await eventually('the admin to be seeded', async () => {
      const res = await login(admin.email, admin.password, 'admin');
      return res.statusCode === 200 ? res : undefined;
    });
    const adminToken = adminLogin.json<{ token: string }>().token;

    const email = `dr-${id}@vetnow.lk`;
    const password = `pw-${randomUUID()}`;
    const created = await clinic.app.inject({
      method: 'POST',
      url: '/admin/doctors',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...DOCTOR_FORM, fullName: 'Dr. Flow Test', email, password },
    });
    expect(created.statusCode).toBe(201);
    const doctorId = created.json<{ _id: string }>()._id;

    // doctor.created crosses the bus; until then svc-auth does not know the doctor (credentials alone are not enough).
    const signedIn = await eventually('doctor.created to reach svc-auth', async () => {
      const res = await login(email, password, 'doctor');
      return res.statusCode === 200 ? res : undefined;
    });
    const doctorToken = signedIn.json<{ token: string }>().token;
    const me = await clinic.app.inject({
      method: 'GET',
      url: '/doctors/dashboard/profile',
      headers: { authorization: `Bearer ${doctorToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: doctorId, email });

    const deactivated = await clinic.app.inject({
      method: 'PATCH',
      url: `/admin/doctors/${doctorId}/status`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    // The right password of a deactivated doctor: 403 'This account is inactive…' (wrong passwords stay 401).
    await eventually('doctor.status-changed to reach svc-auth', async () => (await login(email, password, 'doctor')).statusCode === 403);
    await eventually('the doctor token to be revoked in svc-clinic', async () => {
      const res = await clinic.app.inject({
        method: 'GET',
        url: '/doctors/dashboard/profile',
        headers: { authorization: `Bearer ${doctorToken}` },
      });
      return res.statusCode === 401;
    });
    // No password travelled in an event: nothing in either service's logs or svc-clinic's outbox carries it.
    expect(auth.logs()).not.toContain(password);
    expect(clinic.logs()).not.toContain(password);
  });
});
