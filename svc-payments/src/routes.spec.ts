import { routeCoverage } from '@vetnow/service-kit/testing';
import { PaymentsHarness } from './testing/payments-test-kit.js';

describe("svc-payments' router serves exactly its contracts (API.payments)", () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('no contract missing, nothing extra but /health', () => {
    expect(routeCoverage(h.t.app, 'payments')).toEqual({ missing: [], extra: [] });
  });

  it('answers GET /health with database and NATS up', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'payments', checks: { database: 'up', nats: 'up' } });
  });
});
