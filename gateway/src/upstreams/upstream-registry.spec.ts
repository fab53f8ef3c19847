import { SERVICE_NAMES, type ServiceName } from '@vetnow/contracts/services';
import { deadUrl, startFakeUpstream, type FakeHandler, type FakeUpstream } from '../testing/fake-upstream.js';
import { isIdempotent, UpstreamError, UpstreamRegistry, type UpstreamRequest } from './upstream-registry.js';

// Issue 16: the gateway balances across several copies of a service, skips a copy that refuses connections or
// fails its health check, and sends a request once more to another copy when that is safe. Real HTTP servers on
// loopback stand in for the copies.

const ok: FakeHandler = (req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ url: req.url }));
};
/** Answers /health with `health`, and drops the connection without an answer on anything else. */
const hangUp =
  (health = 200): FakeHandler =>
  (req, res) => {
    if (req.url === '/health') {
      res.statusCode = health;
      res.end('{}');
      return;
    }
    res.socket?.destroy();
  };

describe('UpstreamRegistry with several copies of a service', () => {
  const started: FakeUpstream[] = [];
  const registries: UpstreamRegistry[] = [];
  afterEach(async () => {
    await Promise.all(registries.splice(0).map((r) => r.close()));
    await Promise.all(started.splice(0).map((f) => f.close()));
  });

  async function copies(...handlers: FakeHandler[]): Promise<FakeUpstream[]> {
    const list = await Promise.all(handlers.map((h) => startFakeUpstream(h)));
    started.push(...list);
    return list;
  }

  /** A registry whose booking service is `bookingUrls`; the other services point at one dead URL each. */
  async function registry(bookingUrls: string[]): Promise<UpstreamRegistry> {
    const dead = await deadUrl();
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((n) => [n, [dead]])) as Record<ServiceName, string[]>;
    upstreams.booking = bookingUrls;
    // An hour between health checks: the tests run them by calling checkHealth().
    const r = new UpstreamRegistry({ upstreams, upstreamTimeoutMs: 2_000, healthIntervalMs: 3_600_000, healthTimeoutMs: 500 });
    registries.push(r);
    return r;
  }

  /** Sends `req` to the booking service and reads the answer to its end: the answer's status. */
  const send = async (r: UpstreamRegistry, req: UpstreamRequest) => {
    const res = await r.request('booking', req);
    await res.body.dump();
    return res.statusCode;
  };
  const get = (r: UpstreamRegistry, path: string) => send(r, { method: 'GET', path });
  /** POST /appointments/book with `body`, and `headers` when given. */
  const bookRequest = (body: string, headers?: Record<string, string>): UpstreamRequest => ({
    method: 'POST',
    path: '/appointments/book',
    ...(headers && { headers }),
    body: Buffer.from(body),
  });

  it('sends requests to the copies in turn', async () => {
    const [a, b] = await copies(ok, ok);
    const r = await registry([a!.url, b!.url]);
    for (let i = 0; i < 6; i += 1) expect(await get(r, `/appointments/${i}`)).toBe(200);
    expect(a!.requests).toHaveLength(3);
    expect(b!.requests).toHaveLength(3);
    expect(r.copies('booking')).toEqual([
      { url: a!.url, up: true },
      { url: b!.url, up: true },
    ]);
  });

  it('a copy that refuses connections is skipped, and a request it refused goes to another copy whatever its method', async () => {
    const [live] = await copies(ok);
    const dead = await deadUrl();
    const r = await registry([dead, live!.url]);
    expect(await send(r, bookRequest('{"x":1}', { 'content-type': 'application/json' }))).toBe(200);
    expect(live!.requests.map((q) => `${q.method} ${q.url} ${q.body.toString()}`)).toEqual(['POST /appointments/book {"x":1}']);
    expect(r.copies('booking')).toEqual([
      { url: dead, up: false },
      { url: live!.url, up: true },
    ]);
    // Out of the rotation: the next requests all go to the live copy at the first try.
    for (let i = 0; i < 4; i += 1) expect(await get(r, '/appointments/x')).toBe(200);
    expect(live!.requests).toHaveLength(5);
  });

  it('a copy that drops a request without answering: GET and an Idempotency-Key request are retried on another copy, a plain POST is not', async () => {
    const [dropper, live] = await copies(hangUp(), ok);
    // A fresh registry per request, so each first goes to the dropper (the first copy in turn).
    const fresh = () => registry([dropper!.url, live!.url]);
    const seen = (f: FakeUpstream) => f.requests.map((q) => `${q.method} ${q.url}`);

    expect(await get(await fresh(), '/doctors/list')).toBe(200);
    expect(seen(dropper!)).toEqual(['GET /doctors/list']);
    expect(seen(live!)).toEqual(['GET /doctors/list']);

    const plain = (await fresh()).request('booking', bookRequest('{}'));
    await expect(plain).rejects.toBeInstanceOf(UpstreamError);
    await expect(plain).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(seen(dropper!)).toEqual(['GET /doctors/list', 'POST /appointments/book']);
    expect(seen(live!)).toEqual(['GET /doctors/list']); // not sent twice: the dropper may have booked it

    expect(await send(await fresh(), bookRequest('{}', { 'Idempotency-Key': 'k-1' }))).toBe(200);
    expect(seen(dropper!)).toEqual(['GET /doctors/list', 'POST /appointments/book', 'POST /appointments/book']);
    expect(seen(live!)).toEqual(['GET /doctors/list', 'POST /appointments/book']);
  });

  it('a copy failing its health check leaves the rotation until it passes again', async () => {
    let health = 503;
    const [sick, live] = await copies((req, res) => (req.url === '/health' ? ((res.statusCode = health), res.end('{}')) : ok(req, res)), ok);
    const r = await registry([sick!.url, live!.url]);
    await r.checkHealth();
    expect(r.copies('booking').map((c) => c.up)).toEqual([false, true]);
    for (let i = 0; i < 4; i += 1) expect(await get(r, '/x')).toBe(200);
    expect(sick!.requests.filter((q) => q.url !== '/health')).toHaveLength(0);
    expect(live!.requests.filter((q) => q.url === '/x')).toHaveLength(4);

    health = 200;
    await r.checkHealth();
    expect(r.copies('booking').map((c) => c.up)).toEqual([true, true]);
    for (let i = 0; i < 4; i += 1) expect(await get(r, '/y')).toBe(200);
    expect(sick!.requests.filter((q) => q.url === '/y')).toHaveLength(2);
  });

  it('with every copy down, the request is still tried (a restarted copy answers at once) and fails with 503 when none answers', async () => {
    const r = await registry([await deadUrl(), await deadUrl()]);
    await expect(r.request('booking', { method: 'GET', path: '/x' })).rejects.toMatchObject({ statusCode: 503 });
    expect(r.copies('booking').map((c) => c.up)).toEqual([false, false]);
  });

  it('a copy out of the rotation that answers a request is back in it', async () => {
    const unhealthy: FakeHandler = (req, res) => (req.url === '/health' ? ((res.statusCode = 503), res.end('{}')) : ok(req, res));
    const [a, b] = await copies(unhealthy, unhealthy);
    const r = await registry([a!.url, b!.url]);
    await r.checkHealth();
    expect(r.copies('booking').map((c) => c.up)).toEqual([false, false]);
    expect(await get(r, '/x')).toBe(200); // every copy down: tried anyway, and it answered
    expect(r.copies('booking').map((c) => c.up)).toEqual([true, false]);
  });

  it('only GET, HEAD and requests with an Idempotency-Key count as idempotent', () => {
    expect(isIdempotent({ method: 'GET' })).toBe(true);
    expect(isIdempotent({ method: 'HEAD' })).toBe(true);
    expect(isIdempotent({ method: 'POST', headers: { 'idempotency-key': 'a' } })).toBe(true);
    expect(isIdempotent({ method: 'POST', headers: {} })).toBe(false);
    expect(isIdempotent({ method: 'PUT' })).toBe(false);
    expect(isIdempotent({ method: 'DELETE' })).toBe(false);
  });
});
