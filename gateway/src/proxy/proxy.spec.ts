import { ROUTES } from '@vetnow/contracts/routes';
import { SERVICES, type ServiceName } from '@vetnow/contracts/services';
import { call, deadUrl, type RecordedRequest } from '../testing/fake-upstream.js';
import { startGateway, useGatewayOverFakes } from '../testing/start-gateway.js';
import { allowedMethods, upstreamTarget } from './proxy.plugin.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('gateway proxy', () => {
  const stack = useGatewayOverFakes(() => ({ UPSTREAM_TIMEOUT_MS: '300' }));
  beforeEach(() => {
    for (const f of Object.values(stack.services.fakes)) {
      f.requests.length = 0;
      f.handle((req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ method: req.method, url: req.url }));
      });
    }
  });

  const lastRequest = (service: ServiceName): RecordedRequest | undefined => stack.services.fakes[service].requests.at(-1);
  const others = (service: ServiceName) =>
    (Object.keys(SERVICES) as ServiceName[]).filter((s) => s !== service).flatMap((s) => stack.services.fakes[s].requests);

  const proxied = ROUTES.filter((r) => r.service !== 'gateway');
  it.each(proxied.map((r) => [r.method, r.path, r.service] as const))(
    '%s /api%s goes to %s with /api stripped',
    async (method, path, service) => {
      const concrete = path.replace(/:[a-z]+/gi, 'rec-42');
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const res = await call(`${stack.gw.url}/api${concrete}?page=2&q=a%20b`, {
        method,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        body: hasBody ? '{"x":1}' : undefined,
      });
      expect(res.status).toBe(200);
      const got = lastRequest(service as ServiceName);
      expect(got).toMatchObject({ method, url: `${concrete}?page=2&q=a%20b` });
      if (hasBody) expect(got?.body.toString()).toBe('{"x":1}');
      expect(others(service as ServiceName)).toHaveLength(0);
    },
  );

  it.each([
    ['/doctors/dashboard/appointments', 'booking'],
    ['/doctors/dashboard/profile', 'clinic'],
    ['/users/profile', 'auth'],
    ['/users/appointments', 'booking'],
    ['/users/diagnosis-summaries', 'booking'],
    ['/doctors/some-id', 'clinic'],
  ] as const)('routes the cross-prefix path GET %s to %s', async (path, service) => {
    expect((await call(`${stack.gw.url}/api${path}`)).status).toBe(200);
    expect(lastRequest(service)?.url).toBe(path);
    expect(others(service)).toHaveLength(0);
  });

  it('forwards the request headers a service needs and nothing else; hop-by-hop headers go neither way', async () => {
    stack.services.fakes.booking.handle((_req, res) => {
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream-private': 'no',
        connection: 'keep-alive, x-upstream-private',
        'keep-alive': 'timeout=5',
        'access-control-allow-origin': '*',
        etag: '"v1"',
      });
      res.end('{"ok":true}');
    });
    const res = await call(`${stack.gw.url}/api/appointments/book`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer t0ken',
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': 'idem-1',
        cookie: 'session=secret',
        'x-custom': 'nope',
        'proxy-authorization': 'Basic xyz',
        te: 'trailers',
        connection: 'keep-alive, idempotency-key',
        'x-forwarded-for': '203.0.113.9',
      },
      body: '{"a":"b"}',
    });
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const h = lastRequest('booking')!.headers;
    expect(h).toMatchObject({
      authorization: 'Bearer t0ken',
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': '127.0.0.1', // the gateway is the edge: a client's own X-Forwarded-For is not trusted
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(stack.gw.url).host,
    });
    // Named in Connection → hop-by-hop for this message.
    expect(h['idempotency-key']).toBeUndefined();
    for (const name of ['cookie', 'x-custom', 'proxy-authorization', 'te']) expect(h[name]).toBeUndefined();
    expect(res.headers['x-upstream-private']).toBeUndefined();
    expect(res.headers['keep-alive']).not.toBe('timeout=5');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.etag).toBe('"v1"');
  });

  it('forwards idempotency-key when it is not named in Connection', async () => {
    await call(`${stack.gw.url}/api/appointments/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'idem-2' },
      body: '{}',
    });
    expect(lastRequest('booking')!.headers['idempotency-key']).toBe('idem-2');
  });

  it('generates an x-request-id when absent, and passes a given one through to the service and back', async () => {
    const generated = await call(`${stack.gw.url}/api/doctors`);
    const sent = lastRequest('clinic')!.headers['x-request-id'];
    expect(sent).toMatch(UUID);
    expect(generated.headers['x-request-id']).toBe(sent);

    const given = await call(`${stack.gw.url}/api/doctors`, { headers: { 'x-request-id': 'trace-abc.1' } });
    expect(lastRequest('clinic')!.headers['x-request-id']).toBe('trace-abc.1');
    expect(given.headers['x-request-id']).toBe('trace-abc.1');

    // A request id that could corrupt logs is replaced.
    await call(`${stack.gw.url}/api/doctors`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(lastRequest('clinic')!.headers['x-request-id']).toMatch(UUID);
  });

  it('answers 404 for an unknown API route and 405 with Allow for a known path with another method', async () => {
    const unknown = await call(`${stack.gw.url}/api/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });

    const wrong = await call(`${stack.gw.url}/api/users/profile`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET, PUT');
    expect(wrong.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: expect.any(String) });

    const api = await call(`${stack.gw.url}/api`);
    expect(api.status).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    for (const f of Object.values(stack.services.fakes)) expect(f.requests).toHaveLength(0);
  });

  it('refuses dot segments instead of forwarding a path other than the matched one', async () => {
    const res = await call(`${stack.gw.url}/api/doctors/%2e%2e`);
    expect(res.status).toBe(404);
    expect(stack.services.fakes.clinic.requests).toHaveLength(0);
  });

  it('answers 413 for a body over the limit, without calling the service', async () => {
    const res = await call(`${stack.gw.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(101 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    expect(stack.services.fakes.auth.requests).toHaveLength(0);
  });

  it('answers 504 when the service does not answer in time', async () => {
    stack.services.fakes.payments.handle(() => {
      /* never answers */
    });
    const res = await call(`${stack.gw.url}/api/payments/saved-cards`);
    expect(res.status).toBe(504);
    expect(res.json()).toEqual({ statusCode: 504, code: 'GATEWAY_TIMEOUT', message: 'The service took too long to answer' });
  });

  it('answers 503 naming the service when it is down, and never logs the authorization header', async () => {
    const down = await startGateway({ ...stack.services.env, PAYMENTS_URL: await deadUrl() });
    try {
      const res = await call(`${down.url}/api/payments/saved-cards`, { headers: { authorization: 'Bearer s3cr3t-token' } });
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The payments service is unavailable' });
      expect(down.logs.join('')).not.toContain('s3cr3t-token');
      expect(down.logs.some((l) => l.includes('"reqId"'))).toBe(true);
    } finally {
      await down.close();
    }
  });

  it('does not log request bodies', async () => {
    await call(`${stack.gw.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.c","password":"hunter2-secret"}',
    });
    expect(stack.gw.logs.join('')).not.toContain('hunter2-secret');
  });
});

describe('proxy path handling', () => {
  it('strips /api, keeps the query string and collapses empty segments', () => {
    expect(upstreamTarget('/api/doctors//x?a=1')).toEqual({ path: '/doctors/x', search: '?a=1' });
    expect(upstreamTarget('/apix/doctors')).toBeUndefined();
    expect(upstreamTarget('/api/doctors/..')).toBeUndefined();
    expect(upstreamTarget('/api/doctors/a%2Fb')).toBeUndefined();
  });

  it('lists the methods a path allows', () => {
    expect(allowedMethods('/admin/doctors/7')).toEqual(['PUT', 'DELETE']);
    expect(allowedMethods('/nope')).toEqual([]);
  });
});
