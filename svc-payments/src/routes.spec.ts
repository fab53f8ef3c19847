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
});
