import type { ServerResponse } from 'node:http';
import { API } from '@vetnow/contracts/api';
import { eventually } from '@vetnow/service-kit/testing';
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from '../testing/fake-upstream.js';
import { startFakeServices, startGateway, type TestGateway } from '../testing/start-gateway.js';
import { isEventStreamRoute } from './event-streams.js';

const STREAM = '/desk/day-sheet/events';
const DOCTOR_STREAM = '/doctors/dashboard/events';
const TIMEOUT_MS = 300;

/** A stream read with fetch, as the browser's reader does. */
async function read(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  let text = '';
  let state: 'open' | 'ended' | 'failed' = 'open';
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
      state = 'ended';
    } catch {
      state = 'failed';
    }
  })();
  return { res, text: () => text, state: () => state, close: () => abort.abort() };
}

/** The service's side of one stream, driven by the test. */
interface UpstreamStream {
  readonly res: ServerResponse;
  send(chunk: string): void;
  /** Writes each chunk `gapMs` after the one before (the first `gapMs` from now). */
  sendSlowly(chunks: readonly string[], gapMs: number): void;
  /** Whether the gateway closed the connection before the stream ended. */
  closedEarly(): boolean;
}

/** Makes `fake` answer the stream route with an open event stream the test writes to; resolves each one opened. */
function streamingUpstream(fake: FakeUpstream): UpstreamStream[] {
  const opened: UpstreamStream[] = [];
  fake.handle((req: RecordedRequest, res) => {
    if (!req.url.startsWith(STREAM) && !req.url.startsWith(DOCTOR_STREAM)) {
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ok"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    res.write('retry: 3000\n: hello\n\n');
    let early = false;
    res.on('close', () => {
      if (!res.writableFinished) early = true;
    });
    const sendSlowly = (chunks: readonly string[], gapMs: number) => {
      const [first, ...rest] = chunks;
      if (first === undefined) return;
      setTimeout(() => {
        res.write(first);
        sendSlowly(rest, gapMs);
      }, gapMs);
    };
    opened.push({ res, send: (chunk) => void res.write(chunk), sendSlowly, closedEarly: () => early });
  });
  return opened;
}

const event = (n: number) => `event: day-changed\ndata: {"date":"2026-05-04","at":"2026-05-04T04:30:0${n}.000Z"}\n\n`;

describe('the gateway passes live streams (text/event-stream) on', () => {
  let services: Awaited<ReturnType<typeof startFakeServices>>;
  let gw: TestGateway;
  let upstream: UpstreamStream[];

  beforeAll(async () => {
    services = await startFakeServices();
    gw = await startGateway({ ...services.env, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(async () => {
    await gw.close();
    await services.closeAll();
  });
  beforeEach(() => {
    upstream = streamingUpstream(services.fakes.booking);
  });

  it('knows the stream routes by their contracts', () => {
    expect(isEventStreamRoute(API.desk.daySheetEvents)).toBe(true);
    expect(isEventStreamRoute(API.desk.doctorDayEvents)).toBe(true);
    expect(isEventStreamRoute(API.desk.daySheet)).toBe(false);
    expect(isEventStreamRoute(API.booking.calendarEvent)).toBe(false);
  });

  it('unbuffered and uncompressed, open far beyond the upstream body timeout, ended when the service ends it', async () => {
    const client = await read(`${gw.url}/api${STREAM}?date=2026-05-04`, { 'accept-encoding': 'gzip, br' });
    expect(client.res.status).toBe(200);
    expect(client.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.res.headers.get('content-encoding')).toBeNull();
    expect(client.res.headers.get('x-accel-buffering')).toBe('no');
    expect(client.res.headers.get('x-request-id')).toBeTruthy();
    const [stream] = await eventually(() => {
      expect(upstream).toHaveLength(1);
      return upstream;
    });
    expect(services.fakes.booking.requests.at(-1)?.url).toBe(`${STREAM}?date=2026-05-04`);
    await eventually(() => expect(client.text()).toBe('retry: 3000\n: hello\n\n'));
    // The service sends two events, each after a silence well beyond the upstream timeout (undici checks its timers
    // every half second, so a body timeout cuts a silent stream by timeout + 1 s), and keeps the stream open after
    // them: each reaches the browser as it is sent.
    const gapMs = TIMEOUT_MS + 1500;
    const started = Date.now();
    stream!.sendSlowly([event(1), event(2)], gapMs);
    await eventually(() => expect(client.text()).toContain(event(1)), { description: 'the first event' });
    expect(client.text()).not.toContain(event(2));
    await eventually(() => expect(client.text().endsWith(event(2))).toBe(true), { description: 'the second event' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(gapMs * 2 - 50);
    expect(client.state()).toBe('open');
    expect(stream!.res.writableEnded).toBe(false);
    stream!.res.end();
    await eventually(() => expect(client.state()).toBe('ended'));
    expect(client.text()).toBe(`retry: 3000\n: hello\n\n${event(1)}${event(2)}`);
  });

  it("closes the request to the service when the browser goes", async () => {
    const client = await read(`${gw.url}/api${STREAM}`);
    await eventually(() => expect(client.text()).toContain(': hello'));
    const stream = upstream[0]!;
    stream.send(event(1));
    await eventually(() => expect(client.text()).toContain('day-changed'));
    client.close();
    await eventually(() => expect(stream.closedEarly()).toBe(true), { description: "the service's side closed" });
  });

  it('still answers a refusal before the stream (401 JSON) as usual', async () => {
    services.fakes.booking.handle((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"statusCode":401,"code":"UNAUTHENTICATED","message":"Please sign in"}');
    });
    const res = await fetch(`${gw.url}/api${STREAM}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the gateway and live streams: copies and shutdown', () => {
  it('never sends a stream that broke after its first bytes to another copy', async () => {
    const copies = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
    const streams = copies.map((fake) => streamingUpstream(fake));
    const services = await startFakeServices();
    const gw = await startGateway({
      ...services.env,
      BOOKING_URL: copies.map((c) => c.url).join(','),
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    try {
      const client = await read(`${gw.url}/api${STREAM}`);
      await eventually(() => expect(client.text()).toContain(': hello'));
      const [stream] = streams.flat();
      stream!.send(event(1));
      await eventually(() => expect(client.text()).toContain('day-changed'));
      stream!.res.socket!.destroy(); // the copy dies mid-stream
      await eventually(() => expect(client.state()).toBe('failed'), { description: "the browser's stream broke (it reconnects)" });
      expect(streams.flat()).toHaveLength(1);
      const streamRequests = copies.flatMap((c) => c.requests).filter((r) => r.url.startsWith(STREAM));
      expect(streamRequests).toHaveLength(1);
    } finally {
      await gw.close();
      await services.closeAll();
      await Promise.all(copies.map((c) => c.close()));
    }
  });

  it('ends open streams cleanly when it closes, and closing does not wait for them', async () => {
    const services = await startFakeServices();
    const upstream = streamingUpstream(services.fakes.booking);
    const gw = await startGateway({ ...services.env, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
    let closed = false;
    try {
      const clients = await Promise.all([read(`${gw.url}/api${STREAM}`), read(`${gw.url}/api${DOCTOR_STREAM}`)]);
      await eventually(() => clients.forEach((c) => expect(c.text()).toContain(': hello')));
      const started = Date.now();
      await gw.close();
      closed = true;
      expect(Date.now() - started).toBeLessThan(2000);
      await eventually(() => clients.forEach((c) => expect(c.state()).toBe('ended')));
      await eventually(() => upstream.forEach((u) => expect(u.closedEarly()).toBe(true)), { description: "the services' sides closed" });
      expect(upstream).toHaveLength(2);
    } finally {
      if (!closed) await gw.close();
      await services.closeAll();
    }
  });
});
