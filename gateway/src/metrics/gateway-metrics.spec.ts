import { call, deadUrl } from '../testing/fake-upstream.js';
import { startFakeServices, startGateway, type TestGateway } from '../testing/start-gateway.js';

// Issue 16: the gateway's metrics are served on their own internal listener, never through the public port; API
// calls are labelled by the contract route they matched, and each copy of each service by whether it is in turn.

function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] === name && Object.entries(labels).every(([k, v]) => match[2]!.includes(`${k}="${v}"`))) return Number(match[3]);
  }
  return undefined;
}

describe('gateway metrics', () => {
  let services: Awaited<ReturnType<typeof startFakeServices>>;
  let gw: TestGateway;
  let dead: string;

  beforeAll(async () => {
    services = await startFakeServices();
    dead = await deadUrl();
    gw = await startGateway({
      ...services.env,
      BOOKING_URL: `${services.env['BOOKING_URL']},${dead}`,
      GATEWAY_METRICS_PORT: '0',
      UPSTREAM_HEALTH_INTERVAL_MS: '600000',
    });
  });
  afterAll(async () => {
    await gw?.close();
    await services?.closeAll();
  });

  it('answers GET /metrics on the internal listener only', async () => {
    expect(gw.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const internal = await call(gw.metricsUrl!);
    expect(internal.status).toBe(200);
    expect(internal.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await call(`${gw.url}${path}`);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
    expect((await call(`${gw.url}/api/metrics`)).status).toBe(404);
    expect((await call(gw.metricsUrl!.replace(/\/metrics$/, '/other'))).status).toBe(404);
  });

  it('labels API calls by their contract route, and says which copies are in the rotation', async () => {
    await call(`${gw.url}/api/appointments/a1/cancel`, { method: 'PUT' });
    await call(`${gw.url}/api/appointments/b2/cancel`, { method: 'PUT' });
    await call(`${gw.url}/api/appointments/c3/cancel`, { method: 'PUT' }); // one of these met the dead copy first
    const text = (await call(gw.metricsUrl!)).text;
    const cancels = sample(text, 'http_request_duration_seconds_count', { route: '/api/appointments/:id/cancel', method: 'PUT', status_code: '200' });
    expect(cancels).toBe(3);
    expect(text).not.toContain('route="/api/appointments/a1/cancel"');
    expect(sample(text, 'vetnow_gateway_upstream_up', { upstream: 'booking', url: services.env['BOOKING_URL']! })).toBe(1);
    expect(sample(text, 'vetnow_gateway_upstream_up', { upstream: 'booking', url: dead })).toBe(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
