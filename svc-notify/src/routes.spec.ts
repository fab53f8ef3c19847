import { routeCoverage } from '@vetnow/service-kit/testing';
import { NotifyHarness } from './testing/notify-test-kit.js';

describe("svc-notify's router serves exactly its contracts (API.notify)", () => {
  let h: NotifyHarness;
  beforeAll(async () => {
    h = await NotifyHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('no contract missing, nothing extra but /health', () => {
    expect(routeCoverage(h.t.app, 'notify')).toEqual({ missing: [], extra: [] });
  });
});
