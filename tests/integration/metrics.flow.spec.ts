// Issue 16 across the whole product: every service and the gateway are scraped as Prometheus would scrape them, after
// a booking, a conflict (409) and a cancellation went through the gateway; the metrics are not reachable through
// the public site; and every metric the ops/ alert rules and Grafana dashboard use exists in those scrapes.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { parse } from 'yaml';
import { startIsolatedStack, type IsolatedStack } from '../../scripts/lib/isolated-stack.mjs';
import { eventually } from '../../scripts/lib/eventually.mjs';
import {
  apiClient,
  book,
  bookBody,
  freeSlots,
  listDoctors,
  registerOwners,
  type ApiClient,
} from '../../scripts/lib/vetnow-api.mjs';

const OPS = new URL('../../ops/', import.meta.url);
const SERVICES = ['auth', 'clinic', 'booking', 'payments'] as const;

let env: IsolatedStack;
let api: ApiClient;
let gatewayMetricsUrl: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Sample lines of a scrape as `name → [{labels, value}]`. */
function samples(text: string): Map<string, Array<{ labels: string; value: number }>> {
  const out = new Map<string, Array<{ labels: string; value: number }>>();
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    out.set(m[1]!, [...(out.get(m[1]!) ?? []), { labels: m[2] ?? '', value: Number(m[3]) }]);
  }
  return out;
}
const total = (s: Map<string, Array<{ labels: string; value: number }>>, name: string, has = '') =>
  (s.get(name) ?? []).filter((x) => x.labels.includes(has)).reduce((sum, x) => sum + x.value, 0);

async function scrape(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

beforeAll(async () => {
  const port = await freePort();
  env = await startIsolatedStack({
    label: 'metrics',
    database: 'postgres',
    env: { GATEWAY_METRICS_PORT: String(port) },
  });
  gatewayMetricsUrl = `http://127.0.0.1:${port}/metrics`;
  api = apiClient(env.gatewayUrl, { connections: 8 });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await env?.cleanUp();
}, 60_000);

it('counts a booking, a conflict and a cancellation made through the gateway, per service and per contract route', async () => {
  const [first, second] = await registerOwners(api, 2, { label: 'metrics' });
  const doctors = (await listDoctors(api)) as Array<{ _id: string }>;
  const [slot] = await freeSlots(api, [doctors[0]!._id], addDays(clinicTomorrow(), 3), 1, addDays);
  // svc-booking learns a new owner from user.registered (JetStream): 404 until then.
  const bookAs = (owner: typeof first) =>
    eventually(
      'svc-booking to know the owner',
      async () => {
        const answer = await book(api, owner!, bookBody(slot!));
        return answer.status === 404 ? undefined : answer;
      },
      30_000,
      100,
    );
  const booked = await bookAs(first);
  expect(booked.status).toBe(201);
  const conflict = await bookAs(second);
  expect(conflict.status).toBe(409);
  const id = (booked.json as { appointment: { _id: string } }).appointment._id;
  expect((await api.call('PUT', `/appointments/${id}/cancel`, { token: first!.token })).status).toBe(200);

  const booking = samples(await scrape(`${env.serviceUrls['booking']}/metrics`));
  expect(total(booking, 'vetnow_bookings_total', 'payment_method="cash"')).toBe(1);
  expect(total(booking, 'vetnow_booking_conflicts_total', 'code="BOOKING_SLOT_TAKEN"')).toBe(1);
  expect(total(booking, 'vetnow_cancellations_total')).toBe(1);
  expect(total(booking, 'http_request_duration_seconds_count', 'route="/appointments/:id/cancel"')).toBe(1);

  const gateway = samples(await scrape(gatewayMetricsUrl));
  expect(
    total(gateway, 'http_request_duration_seconds_count', 'route="/api/appointments/book",status_code="409"'),
  ).toBe(1);
  expect(
    total(
      gateway,
      'http_request_duration_seconds_count',
      'route="/api/appointments/:id/cancel",status_code="200"',
    ),
  ).toBe(1);
  for (const service of SERVICES)
    expect(total(gateway, 'vetnow_gateway_upstream_up', `upstream="${service}"`)).toBe(1);
}, 180_000);

it('is not reachable through the public site', async () => {
  for (const path of ['/api/metrics', '/metrics', '/api/internal/stats']) {
    const res = await fetch(`${env.gatewayUrl}${path}`);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  }
  expect((await fetch(`${env.gatewayUrl}/api/metrics`)).status).toBe(404);
});

it('the ops/ alert rules and dashboard use only metrics the services and the gateway export', async () => {
  const names = new Set<string>();
  for (const service of SERVICES)
    for (const name of samples(await scrape(`${env.serviceUrls[service]}/metrics`)).keys()) names.add(name);
  for (const name of samples(await scrape(gatewayMetricsUrl)).keys()) names.add(name);

  const rules = parse(readFileSync(new URL('prometheus/alerts.yml', OPS), 'utf8')) as {
    groups: Array<{ rules: Array<{ alert: string; expr: string }> }>;
  };
  const dashboard = JSON.parse(readFileSync(new URL('grafana/dashboards/vetnow.json', OPS), 'utf8')) as {
    panels: Array<{ targets: Array<{ expr: string }> }>;
  };
  const expressions = [
    ...rules.groups.flatMap((g) => g.rules.map((r) => r.expr)),
    ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)),
  ];
  expect(rules.groups[0]!.rules.map((r) => r.alert)).toEqual(
    expect.arrayContaining(['OutboxEventsStuck', 'ConsumerLagGrowing', 'ServerErrorsAbove1Percent']),
  );
  const used = new Set(
    expressions.flatMap((e) => e.match(/\b(?:vetnow|http|process|nodejs)_[a-z0-9_]+\b/g) ?? []),
  );
  expect(used.size).toBeGreaterThan(8);
  expect([...used].filter((name) => !names.has(name))).toEqual([]);
});
