// The service's edge (issue 10 §4): X-Forwarded-For is believed only from TRUSTED_PROXIES (the gateway), and
// every answer that does not say otherwise is `Cache-Control: no-store`.
import { Controller, Get, Header, Module, NotFoundException, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { createServiceApp } from './bootstrap.js';
import { loadServiceConfig, ServiceConfigError } from './config/service-config.js';
import { rawRequest } from './testing/raw-request.js';

@Controller()
class EdgeController {
  @Get('ip')
  ip(@Req() request: FastifyRequest) {
    return { ip: request.ip };
  }
  @Get('cacheable')
  @Header('Cache-Control', 'public, max-age=300')
  cacheable() {
    return { ok: true };
  }
  @Get('missing')
  missing() {
    throw new NotFoundException('Nothing here');
  }
}

@Module({ controllers: [EdgeController] })
class EdgeModule {}

/** GET from the given local address (any 127.x.y.z is this machine's loopback on Linux). */
function get(port: number, path: string, from: string, headers: Record<string, string> = {}) {
  return rawRequest(`http://127.0.0.1:${port}${path}`, { localAddress: from, headers });
}

async function start(env: Record<string, string | undefined> = {}): Promise<{ app: NestFastifyApplication; port: number }> {
  const app = await createServiceApp(EdgeModule, { service: 'auth', env: { LOG_LEVEL: 'silent', ...env } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('X-Forwarded-For is believed only from trusted proxies', () => {
  let app: NestFastifyApplication;
  let port: number;
  beforeAll(async () => ({ app, port } = await start()));
  afterAll(async () => app?.close());

  it('a peer that is not a trusted proxy is counted under its own address, whatever it claims', async () => {
    const a = await get(port, '/ip', '127.0.0.2', { 'x-forwarded-for': '203.0.113.77' });
    expect(JSON.parse(a.body)).toEqual({ ip: '127.0.0.2' });
    const chain = await get(port, '/ip', '127.0.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.77' });
    expect(JSON.parse(chain.body)).toEqual({ ip: '127.0.0.2' });
  });

  it('the gateway on loopback (default TRUSTED_PROXIES 127.0.0.1,::1) passes the client address on', async () => {
    const a = await get(port, '/ip', '127.0.0.1', { 'x-forwarded-for': '203.0.113.77' });
    expect(JSON.parse(a.body)).toEqual({ ip: '203.0.113.77' });
    const none = await get(port, '/ip', '127.0.0.1');
    expect(JSON.parse(none.body)).toEqual({ ip: '127.0.0.1' });
  });

  it('TRUSTED_PROXIES names the gateway (address or CIDR); loopback is then an ordinary peer', async () => {
    const other = await start({ TRUSTED_PROXIES: '127.0.0.3, 10.0.0.0/8' });
    try {
      const fromLoopback = await get(other.port, '/ip', '127.0.0.1', { 'x-forwarded-for': '203.0.113.77' });
      expect(JSON.parse(fromLoopback.body)).toEqual({ ip: '127.0.0.1' });
      const fromGateway = await get(other.port, '/ip', '127.0.0.3', { 'x-forwarded-for': '203.0.113.77' });
      expect(JSON.parse(fromGateway.body)).toEqual({ ip: '203.0.113.77' });
    } finally {
      await other.app.close();
    }
  });

  it('config: TRUSTED_PROXIES is parsed, defaulted and validated', () => {
    expect(loadServiceConfig('auth', {}).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(loadServiceConfig('auth', { TRUSTED_PROXIES: ' 172.28.0.10 , fd00::/8,loopback ' }).trustedProxies).toEqual([
      '172.28.0.10',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['gateway', '10.0.0.0/33', '1.2.3.4/8/1', '*', 'true']) {
      expect(() => loadServiceConfig('auth', { TRUSTED_PROXIES: bad })).toThrow(ServiceConfigError);
      expect(() => loadServiceConfig('auth', { TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('Cache-Control', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createServiceApp(EdgeModule, { service: 'auth', env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => app?.close());

  it('answers are no-store unless the route says otherwise (errors included)', async () => {
    const ok = await app.inject({ method: 'GET', url: '/ip' });
    expect(ok.headers['cache-control']).toBe('no-store');
    const notFound = await app.inject({ method: 'GET', url: '/missing' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['cache-control']).toBe('no-store');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-route' });
    expect(unknown.headers['cache-control']).toBe('no-store');
    const cacheable = await app.inject({ method: 'GET', url: '/cacheable' });
    expect(cacheable.headers['cache-control']).toBe('public, max-age=300');
  });
});
