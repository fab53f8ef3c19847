import { routeCoverage } from '@vetnow/service-kit/testing';
import { startClinicTestApp, type ClinicTestApp } from './testing/clinic-test-app.js';

describe("svc-clinic's router serves exactly its contracts (API.clinic)", () => {
  let t: ClinicTestApp;
  beforeAll(async () => {
    t = await startClinicTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('no contract missing, nothing extra but /health and the stats the gateway composes', () => {
    expect(routeCoverage(t.app, 'clinic', ['GET /internal/stats'])).toEqual({ missing: [], extra: [] });
  });
});
