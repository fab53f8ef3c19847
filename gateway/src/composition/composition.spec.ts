import { createTestKeys, type TestKeys } from '@vetnow/service-kit/testing';
import { call, type FakeUpstream } from '../testing/fake-upstream.js';
import { deadUrl, startGateway, useGatewayOverFakes } from '../testing/start-gateway.js';

const json = (status: number, body: unknown) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const healthy = json(200, { status: 'ok', service: 'x', checks: { database: 'up', nats: 'up' } });

describe('gateway composition', () => {
  let keys: TestKeys;
  let adminToken: string;

  beforeAll(async () => {
    keys = await createTestKeys();
    adminToken = await keys.sign({ sub: 'admin-1', role: 'admin', email: 'admin@vetnow.lk', name: 'Admin' });
  });
  const stack = useGatewayOverFakes(() => ({ JWT_PUBLIC_KEY: keys.publicKeyPem, HEALTH_TIMEOUT_MS: '300' }));
  beforeEach(() => {
    for (const f of Object.values(stack.services.fakes)) {
      f.requests.length = 0;
      f.handle(healthy);
    }
  });

  const statsFrom = (clinic: FakeUpstream['handle'] extends (h: infer H) => void ? H : never, booking: typeof clinic) => {
    stack.services.fakes.clinic.handle(clinic);
    stack.services.fakes.booking.handle(booking);
  };

  describe('GET /api/admin/dashboard/stats', () => {
    const url = () => `${stack.gw.url}/api/admin/dashboard/stats`;

    it('merges clinic and booking figures, forwarding the token and request id', async () => {
      statsFrom(json(200, { totalDoctors: 7, activeDoctors: 5 }), json(200, { totalAppointments: 40, todayAppointments: 3 }));
      const res = await call(url(), { headers: { authorization: `Bearer ${adminToken}`, 'x-request-id': 'stats-1' } });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ totalDoctors: 7, activeDoctors: 5, totalAppointments: 40, todayAppointments: 3 });
      for (const name of ['clinic', 'booking'] as const) {
        const got = stack.services.fakes[name].requests.at(-1)!;
        expect(got.url).toBe('/internal/stats');
        expect(got.headers.authorization).toBe(`Bearer ${adminToken}`);
        expect(got.headers['x-request-id']).toBe('stats-1');
      }
      expect(stack.services.fakes.auth.requests).toHaveLength(0);
    });

    it('fails with 503 naming the service when one part is missing, never inventing numbers', async () => {
      statsFrom(json(200, { totalDoctors: 7, activeDoctors: 5 }), json(404, { statusCode: 404, message: 'Not found' }));
      const res = await call(url(), { headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The booking service is unavailable' });

      statsFrom(json(200, { totalDoctors: 'seven' }), json(200, { totalAppointments: 40, todayAppointments: 3 }));
      const bad = await call(url(), { headers: { authorization: `Bearer ${adminToken}` } });
      expect(bad.status).toBe(503);
      expect(bad.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The clinic service is unavailable' });
    });

    it('fails with 503 when a service is down', async () => {
      const down = await startGateway({ ...stack.services.env, CLINIC_URL: await deadUrl(), JWT_PUBLIC_KEY: keys.publicKeyPem });
      try {
        stack.services.fakes.booking.handle(json(200, { totalAppointments: 1, todayAppointments: 0 }));
        const res = await call(`${down.url}/api/admin/dashboard/stats`, { headers: { authorization: `Bearer ${adminToken}` } });
        expect(res.status).toBe(503);
        expect(res.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The clinic service is unavailable' });
      } finally {
        await down.close();
      }
    });

    it('refuses a caller without a valid token (401) and a non-admin (403), without asking the services', async () => {
      const none = await call(url());
      expect(none.status).toBe(401);
      expect(none.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });

      const forged = await (await createTestKeys()).sign({ sub: 'admin-1', role: 'admin', email: 'a@b.c', name: 'A' });
      expect((await call(url(), { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);

      const expired = await keys.sign({ sub: 'admin-1', role: 'admin', email: 'a@b.c', name: 'A' }, { expiresIn: -120 });
      expect((await call(url(), { headers: { authorization: `Bearer ${expired}` } })).status).toBe(401);

      for (const role of ['user', 'doctor'] as const) {
        const token = await keys.sign({ sub: `${role}-1`, role, email: `${role}@b.c`, name: role });
        const res = await call(url(), { headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
      }
      expect(stack.services.fakes.clinic.requests).toHaveLength(0);
      expect(stack.services.fakes.booking.requests).toHaveLength(0);
    });
  });

  describe('GET /api/health', () => {
    it('is 200 with every service ok', async () => {
      const res = await call(`${stack.gw.url}/api/health`);
      expect(res.status).toBe(200);
      const body = res.json();
      expect(body.status).toBe('ok');
      for (const name of ['auth', 'clinic', 'booking', 'payments']) {
        expect(body.services[name]).toEqual({ status: 'ok', checks: { database: 'up', nats: 'up' } });
      }
      for (const f of Object.values(stack.services.fakes)) expect(f.requests.at(-1)?.url).toBe('/health');
    });

    it('is 503 naming the failing services: one reporting a check down, one not answering in time', async () => {
      stack.services.fakes.booking.handle(json(503, { status: 'error', service: 'booking', checks: { database: 'up', nats: 'down' } }));
      stack.services.fakes.payments.handle(() => {
        /* stalls */
      });
      const res = await call(`${stack.gw.url}/api/health`);
      expect(res.status).toBe(503);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', status: 'down', message: expect.stringMatching(/booking, payments/) });
      expect(body.services.auth.status).toBe('ok');
      expect(body.services.clinic.status).toBe('ok');
      expect(body.services.booking).toMatchObject({ status: 'down', checks: { nats: 'down' } });
      expect(body.services.payments).toMatchObject({ status: 'down', message: 'The service took too long to answer' });
    });

    it.each([['notify'], ['payments']] as const)('is 200 "degraded" when only %s is down, with each service\'s state (booking still works)', async (name) => {
      stack.services.fakes[name].handle(json(503, { status: 'error', service: name, checks: { database: 'down', nats: 'up' } }));
      const res = await call(`${stack.gw.url}/api/health`);
      expect(res.status).toBe(200);
      const body = res.json();
      expect(body.status).toBe('degraded');
      expect(body.services[name]).toMatchObject({ status: 'down', checks: { database: 'down' } });
      for (const other of ['auth', 'clinic', 'booking']) expect(body.services[other].status).toBe('ok');
    });

    it.each([['auth'], ['clinic'], ['booking']] as const)('is 503 "down" when %s, which booking needs, is down', async (name) => {
      stack.services.fakes[name].handle(json(503, { status: 'error', service: name, checks: { database: 'down', nats: 'up' } }));
      const res = await call(`${stack.gw.url}/api/health`);
      expect(res.status).toBe(503);
      expect(res.json()).toMatchObject({ status: 'down', code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining(name) });
    });

    it('is 503 when a service is down', async () => {
      const down = await startGateway({ ...stack.services.env, AUTH_URL: await deadUrl() });
      try {
        const res = await call(`${down.url}/api/health`);
        expect(res.status).toBe(503);
        expect(res.json().services.auth).toMatchObject({ status: 'down', message: 'The auth service is unavailable' });
      } finally {
        await down.close();
      }
    });
  });
});
