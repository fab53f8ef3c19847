// Issue 16: one booking is one trace across the gateway, svc-booking and the services its event reaches (svc-clinic,
// svc-payments), the W3C trace context carried gateway → service in HTTP headers and service → consumer through the
// outbox and the event's NATS headers (ADR 0027). Every process of a real stack exports by OTLP/HTTP to a collector
// that this test runs on loopback, standing in for an OpenTelemetry collector.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { startIsolatedStack, type IsolatedStack } from '../../scripts/lib/isolated-stack.mjs';
import { eventually } from '../../scripts/lib/eventually.mjs';
import { apiClient, book, bookBody, freeSlots, listDoctors, registerOwners, type ApiClient } from '../../scripts/lib/vetnow-api.mjs';

interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: OtlpAttribute[] }> }>;
  }>;
}

const spans: CollectedSpan[] = [];
let collector: Server;
let env: IsolatedStack;
let api: ApiClient;

const valueOf = (v: OtlpValue): unknown => v.stringValue ?? (v.intValue === undefined ? undefined : Number(v.intValue));
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const rs of body.resourceSpans ?? []) {
        const service = String(attributesOf(rs.resource?.attributes)['service.name']);
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            spans.push({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, attributes: attributesOf(s.attributes) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  env = await startIsolatedStack({
    label: 'traces',
    database: 'postgres',
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' },
  });
  api = apiClient(env.gatewayUrl, { connections: 4 });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await env?.cleanUp();
  await new Promise((resolve) => collector?.close(resolve));
}, 60_000);

it('a booking is one trace: gateway → svc-booking → (outbox, NATS) → svc-clinic and svc-payments', async () => {
  const [owner] = await registerOwners(api, 1, { label: 'traces' });
  const doctors = await listDoctors(api);
  const [slot] = await freeSlots(api, [doctors[0]!._id], addDays(clinicTomorrow(), 4), 1, addDays);
  const booked = await eventually('svc-booking to know the owner', async () => {
    const answer = await book(api, owner!, bookBody(slot!));
    return answer.status === 404 ? undefined : answer;
  }, 30_000, 100);
  expect(booked.status).toBe(201);

  const server = await eventually(
    'the booking span of svc-booking',
    async () =>
      spans.find(
        (s) => s.service === 'svc-booking' && s.name === 'POST /appointments/book' && s.attributes['http.response.status_code'] === 201,
      ),
    20_000,
    250,
  );
  const trace = () => spans.filter((s) => s.traceId === server.traceId);
  const consumer = (service: string) => trace().find((s) => s.service === service && s.name === 'handle appointment.booked');
  await eventually('the consumers’ spans', async () => consumer('svc-clinic') && consumer('svc-payments'), 30_000, 250);

  const gateway = trace().find((s) => s.service === 'gateway');
  expect(gateway).toMatchObject({ name: 'POST /api/appointments/book', parentSpanId: '' });
  expect(server.parentSpanId).toBe(gateway!.spanId);
  // The consumers continue the span that wrote the event to the outbox: svc-booking's request.
  expect(consumer('svc-clinic')!.parentSpanId).toBe(server.spanId);
  expect(consumer('svc-payments')!.parentSpanId).toBe(server.spanId);
  expect([...new Set(trace().map((s) => s.service))].sort()).toEqual(expect.arrayContaining(['gateway', 'svc-booking', 'svc-clinic', 'svc-payments']));
}, 180_000);
