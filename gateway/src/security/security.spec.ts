import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, type Answer } from '../testing/fake-upstream.js';
import { startFakeServices, startGateway, type TestGateway } from '../testing/start-gateway.js';

const SITE = 'http://localhost:8080';
const OTHER_SITE = 'https://shop.example';
const FOREIGN = 'https://evil.example';

/**
 * The policy of every answer, as helmet writes it (directives joined by `;`); `formAction`: where a page may submit a
 * form (PayHere's checkout besides the site).
 */
const policy = (formAction = "'self'") =>
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';" +
  "font-src 'self' data:;worker-src 'self';manifest-src 'self';" +
  `object-src 'none';base-uri 'self';frame-ancestors 'none';form-action ${formAction}`;

function expectSecurityHeaders(res: Answer): void {
  // No PAYHERE_* in this gateway's environment: forms go to the site only.
  expect(res.headers['content-security-policy']).toBe(policy());
  // Plain HTTP: HSTS only over HTTPS (edges.spec.ts).
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  // Helmet's other defaults stay off (ADR 0067): COEP/CORP would stop remotes served from other origins.
  for (const name of [
    'cross-origin-embedder-policy',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect([name, res.headers[name]]).toEqual([name, undefined]);
  }
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

describe("the payment form's destination in the CSP (form-action)", () => {
  let services: Awaited<ReturnType<typeof startFakeServices>>;
  let webRoot: string;
  const LOCAL_CHECKOUT = 'http://127.0.0.1:41234';

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'vetnow-gw-form-'));
    await mkdir(join(webRoot, 'shell/dist'), { recursive: true });
    await writeFile(join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>VetNow</title>');
    // A pre-rendered page with its inline style: the static site adds the style's hash to the same policy.
    await writeFile(join(webRoot, 'shell/dist/login.html'), '<!doctype html><title>Sign in</title><style>body{margin:0}</style>');
    services = await startFakeServices();
  });
  afterAll(async () => {
    await services.closeAll();
    await rm(webRoot, { recursive: true, force: true });
  });

  /** The CSP of an API answer, a page, a pre-rendered page and a 404 of a gateway started with `env`. */
  async function policies(env: Record<string, string>): Promise<Record<string, string>> {
    const gw = await startGateway({ ...services.env, WEB_ROOT: webRoot, ...env });
    try {
      const answers = {
        api: await call(`${gw.url}/api/doctors`),
        page: await call(`${gw.url}/book`, { headers: { accept: 'text/html' } }),
        prerendered: await call(`${gw.url}/login`, { headers: { accept: 'text/html' } }),
        notFound: await call(`${gw.url}/api/nothing`),
      };
      expect(answers.prerendered.text).toContain('<title>Sign in</title>');
      return Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, String(res.headers['content-security-policy'])]));
    } finally {
      await gw.close();
    }
  }

  it("lets every page post a form to PAYHERE_BASE_URL's origin (npm start's local checkout), and nowhere else", async () => {
    const csp = await policies({ PAYHERE_MODE: 'local', PAYHERE_BASE_URL: `${LOCAL_CHECKOUT}/` });
    expect(csp['api']).toBe(policy(`'self' ${LOCAL_CHECKOUT}`));
    expect(csp['page']).toBe(csp['api']);
    expect(csp['notFound']).toBe(csp['api']);
    // The pre-rendered page: its style hash added, the same form-action.
    expect(csp['prerendered']).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp['prerendered']!.replace(/ 'sha256-[A-Za-z0-9+/=]+'/, '')).toBe(csp['api']);
    expect(csp['prerendered']!.endsWith(`form-action 'self' ${LOCAL_CHECKOUT}`)).toBe(true);
  });

  it("allows PayHere's own checkout in live and sandbox mode", async () => {
    expect((await policies({ PAYHERE_MODE: 'live' }))['page']).toBe(policy("'self' https://www.payhere.lk"));
    expect((await policies({ PAYHERE_MODE: 'sandbox' }))['api']).toBe(policy("'self' https://sandbox.payhere.lk"));
  });

  it('refuses to start with an invalid PAYHERE_BASE_URL', async () => {
    await expect(startGateway({ ...services.env, WEB_ROOT: webRoot, PAYHERE_BASE_URL: 'javascript:alert(1)' })).rejects.toThrow(
      /PAYHERE_BASE_URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it("without PAYHERE_* a form may go to the site only: form-action 'self'", async () => {
    const csp = await policies({});
    for (const value of Object.values(csp)) expect(value).toMatch(/;form-action 'self'$/);
    expect(csp['api']).toBe(policy());
  });
});
