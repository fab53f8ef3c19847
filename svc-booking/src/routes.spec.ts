import { routeCoverage } from '@vetnow/service-kit/testing';
import { BookingHarness } from './testing/booking-test-kit.js';

describe("svc-booking's router serves exactly its contracts (API.booking)", () => {
  let h: BookingHarness;
  beforeAll(async () => {
    h = await BookingHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('no contract missing, nothing extra but /health and the stats the gateway composes', () => {
    expect(routeCoverage(h.t.app, 'booking', ['GET /internal/stats'])).toEqual({ missing: [], extra: [] });
  });
});
