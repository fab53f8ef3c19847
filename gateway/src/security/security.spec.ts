import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, type Answer } from '../testing/fake-upstream.js';
import { startFakeServices, startGateway, type TestGateway } from '../testing/start-gateway.js';

const SITE = 'http://localhost:8080';
const OTHER_SITE = 'https://shop.example';
const FOREIGN = 'https://evil.example';

function expectSecurityHeaders(res: Answer): void {
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
      "font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  );
  // Plain HTTP: HSTS only over HTTPS (edges.spec.ts).
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe('gateway security headers and CORS', () => {
  let services: Awaited<ReturnType<typeof startFakeServices>>;
  let gw: TestGateway;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'vetnow-gw-sec-'));
    await mkdir(join(webRoot, 'shell/dist'), { recursive: true });
    await writeFile(join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>VetNow</title>');
    services = await startFakeServices();
    gw = await startGateway({ ...services.env, WEB_ROOT: webRoot, PUBLIC_ORIGINS: `${SITE}, ${OTHER_SITE}` });
  });
  afterAll(async () => {
    await gw.close();
    await services.closeAll();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('puts the security headers on every kind of answer', async () => {
    const answers = {
      proxied: await call(`${gw.url}/api/doctors`),
      composed: await call(`${gw.url}/api/admin/dashboard/stats`), // 401 from the guard
      apiNotFound: await call(`${gw.url}/api/nothing`),
      methodNotAllowed: await call(`${gw.url}/api/doctors`, { method: 'DELETE' }),
      page: await call(`${gw.url}/some/route`, { headers: { accept: 'text/html' } }),
      remotesJson: await call(`${gw.url}/remotes.json`),
      nestNotFound: await call(`${gw.url}/nowhere`, { method: 'POST' }),
      malformedUrl: await call(`${gw.url}/api/doctors/%E0%A4%A`),
    };
    expect(answers.proxied.status).toBe(200);
    expect(answers.composed.status).toBe(401);
    expect(answers.page.status).toBe(200);
    expect(answers.malformedUrl.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(answers.nestNotFound.status).toBe(404);
    expect(answers.nestNotFound.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
    for (const [name, res] of Object.entries(answers)) {
      try {
        expectSecurityHeaders(res);
        expect(res.headers['x-request-id']).toBeTruthy();
      } catch (err) {
        throw new Error(`${name} (${res.status}): ${(err as Error).message}`, { cause: err });
      }
    }
  });

  it('lets the site\'s own origins read API answers', async () => {
    for (const origin of [SITE, OTHER_SITE]) {
      const res = await call(`${gw.url}/api/doctors`, { headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers.vary).toMatch(/origin/i);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives a foreign origin no Access-Control-Allow-Origin', async () => {
    const res = await call(`${gw.url}/api/doctors`, { headers: { origin: FOREIGN } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the site\'s preflight and refuses a foreign one', async () => {
    const ok = await call(`${gw.url}/api/appointments/book`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE);
    expect(ok.headers['access-control-allow-methods']).toContain('POST');
    expect(ok.headers['access-control-allow-headers']).toContain('authorization');
    expect(ok.headers['access-control-allow-headers']).toContain('idempotency-key');

    const refused = await call(`${gw.url}/api/appointments/book`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'ORIGIN_FORBIDDEN', message: expect.any(String) });
    expect(services.fakes.booking.requests).toHaveLength(0);
  });
});
